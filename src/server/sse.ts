/** Server-sent events on a raw response, and the sentence pieces an offline answer streams in. */
import type { ServerResponse } from 'node:http';

/** Words whose period ends no sentence ("Rs. 2,184 crore", "Mr. Rao"). */
const ABBREVIATIONS = new Set(['rs', 'mr', 'mrs', 'ms', 'dr', 'no', 'nos', 'co', 'ltd', 'inc', 'vs', 'st', 'approx', 'e.g', 'i.e', 'etc']);

/** A sentence end: punctuation, the citation markers that belong to it, spaces, then a capital or the end. */
const SENTENCE_END = /[.!?]+["”’')]*(?:\s*\[[\d,;\s]+\])*\s+(?=[\p{Lu}"“'(\d]|$)/gu;

/**
 * Split an answer into sentences for streaming, each with its citation markers and trailing
 * space, so the pieces concatenate back to the text exactly.
 */
export function sentencePieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const before = /([\p{L}.]+)$/u.exec(text.slice(start, m.index))?.[1]?.toLowerCase() ?? '';
    if (ABBREVIATIONS.has(before)) continue;
    // A digit after "2.": an ordinal or a number, not a new sentence, unless a marker closed the sentence.
    const next = text[m.index + m[0].length];
    if (next !== undefined && /\d/.test(next) && !m[0].includes('[')) continue;
    const end = m.index + m[0].length;
    pieces.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

export interface SseWriter {
  /** False once the client went away: stop producing. */
  readonly open: boolean;
  /** Write one event (`event:` line when named); resolves when the socket accepted it. */
  send(data: string, event?: string): Promise<void>;
  end(): void;
}

export function startSse(res: ServerResponse, headers: Record<string, string> = {}): SseWriter {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  res.on('close', () => (closed = true));
  return {
    get open() {
      return !closed && !res.destroyed && !res.writableEnded;
    },
    async send(data: string, event?: string) {
      if (closed || res.destroyed) return;
      const lines = data.split('\n').map((l) => `data: ${l}`).join('\n');
      const ok = res.write(`${event ? `event: ${event}\n` : ''}${lines}\n\n`);
      if (!ok && !closed) await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    },
    end() {
      if (!res.writableEnded && !res.destroyed) res.end();
    },
  };
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
