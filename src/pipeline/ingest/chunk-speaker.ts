/**
 * The speaker-aware chunker for transcripts. Turns are grouped into exchanges (a moderator's
 * introduction, an analyst's question, management's replies) and exchanges are packed into chunks
 * of at most `size` characters, so a question stays with its answer when they fit. A turn longer
 * than `size` is split at sentence ends, consecutive pieces sharing up to `overlap` characters.
 */
import { sliceChunk, type DocText } from './doc-text.js';
import type { Chunk, ChunkOptions } from './chunk-types.js';
import { sentenceEnds } from '../../core/text/sentences.js';
import { isModerator, splitTurns, type Turn } from '../../core/text/turns.js';

/** A turn or a piece of one: the unit chunks are packed from. */
type Unit = Turn;

/** Pieces of one turn, each at most `size` characters, cut at sentence ends where possible. */
export function splitLongTurn(text: string, turn: Turn, size: number, overlap: number): Unit[] {
  if (turn.end - turn.start <= size) return [turn];
  const ends = sentenceEnds(text, turn.start, turn.end);
  const pieces: Unit[] = [];
  let start = turn.start;
  while (start < turn.end) {
    const limit = start + size;
    if (limit >= turn.end) {
      pieces.push({ speaker: turn.speaker, start, end: turn.end });
      break;
    }
    let end = -1;
    for (const e of ends) if (e > start && e <= limit) end = e;
    if (end < 0) {
      // One sentence longer than a chunk: cut at the last space instead.
      const sp = text.lastIndexOf(' ', limit);
      end = sp > start ? sp : limit;
    }
    pieces.push({ speaker: turn.speaker, start, end });
    // Overlap with whole sentences: the earliest sentence start within `overlap` of the cut.
    let next = end;
    for (const e of ends) if (e > start && e < end && end - e <= overlap) { next = e; break; }
    start = next;
  }
  return pieces;
}

/**
 * Group turns into exchanges: a new one at each moderator turn (the moderator introduces each
 * analyst) and at a question from someone who has not spoken in the current exchange (calls
 * without a moderator). Follow-up questions stay with the exchange they follow.
 */
export function groupExchanges(text: string, turns: readonly Turn[]): Turn[][] {
  const groups: Turn[][] = [];
  let speakers = new Set<string | null>();
  let prev: Turn | null = null;
  for (const t of turns) {
    const asks = text.slice(t.start, t.end).includes('?');
    const newVoice = !speakers.has(t.speaker) && !isModerator(prev?.speaker ?? null);
    if (groups.length === 0 || isModerator(t.speaker) || (asks && newVoice)) {
      groups.push([t]);
      speakers = new Set();
    } else {
      groups[groups.length - 1]!.push(t);
    }
    speakers.add(t.speaker);
    prev = t;
  }
  return groups;
}

function dominantSpeaker(units: readonly Unit[]): string | null {
  const chars = new Map<string, number>();
  for (const u of units) if (u.speaker) chars.set(u.speaker, (chars.get(u.speaker) ?? 0) + u.end - u.start);
  let best: string | null = null;
  let most = 0;
  for (const [s, n] of chars) if (n > most) (best = s), (most = n);
  return best;
}

export function chunkBySpeaker(doc: DocText, opts: ChunkOptions): Chunk[] {
  const { text } = doc;
  const chunks: Chunk[] = [];
  let current: Unit[] = [];
  const span = (us: readonly Unit[]): number => (us.length ? us[us.length - 1]!.end - us[0]!.start : 0);

  const flush = (): void => {
    if (current.length === 0) return;
    const c = sliceChunk(doc, current[0]!.start, current[current.length - 1]!.end, chunks.length, dominantSpeaker(current));
    if (c) chunks.push(c);
    current = [];
  };

  for (const exchange of groupExchanges(text, splitTurns(text))) {
    const units = exchange.flatMap((t) => splitLongTurn(text, t, opts.size, opts.overlap));
    const whole = units[units.length - 1]!.end - units[0]!.start;
    if (current.length > 0 && span(current) + whole <= opts.size) {
      current.push(...units);
      continue;
    }
    // An exchange that fits a chunk on its own starts one; a longer one fills the current chunk.
    if (whole <= opts.size) flush();
    for (const u of units) {
      // Overlapping pieces of a split turn go in separate chunks; others pack while they fit.
      const overlaps = current.length > 0 && u.start < current[current.length - 1]!.end;
      if (current.length > 0 && (overlaps || u.end - current[0]!.start > opts.size)) flush();
      current.push(u);
    }
  }
  flush();
  return chunks;
}
