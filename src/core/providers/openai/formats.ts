/**
 * Structured-output negotiation with one endpoint and model: ask for `response_format` json_schema
 * (the prompt's zod schema, strict) first, then json_object, then prompt-only JSON (the schema is
 * always in the prompt too). Servers differ: llama.cpp's llama-server enforces json_schema with a
 * grammar but ignores json_object without a schema (free text, HTTP 200); llama-cpp-python answers
 * json_schema with HTTP 500; some servers refuse response_format with a 400 naming it.
 *
 * The first JSON request to an endpoint+model is the probe; the others wait for its outcome. A
 * level is lowered when the server refuses it (a 5xx, or a 400/422 that names the format) or
 * ignores it (the reply is not JSON), and becomes final for the run once a reply at that level is
 * JSON: later failures at a final level are ordinary (transient 500s do not lower it).
 */
import OpenAI from 'openai';
import { extractJson } from '../json-parse.js';
import type { JsonSchema } from '../types.js';
import { CONTEXT_SIZE } from './shared.js';

export type FormatLevel = 'json_schema' | 'json_object' | 'prompt';

const LOWER: Record<FormatLevel, FormatLevel | undefined> = { json_schema: 'json_object', json_object: 'prompt', prompt: undefined };

/** A 400/422 about the response format itself (not about the prompt). */
const NAMES_FORMAT = /response_format|json_schema|json_object|\bschema\b|grammar/i;

/** The negotiation key of an endpoint and model. */
export const formatKey = (baseUrl: string, model: string): string => `${baseUrl}\u0000${model}`;

/** The endpoint and model of a negotiation key. */
export function splitFormatKey(key: string): { endpoint: string; model: string } {
  const at = key.indexOf('\u0000');
  return { endpoint: key.slice(0, at), model: key.slice(at + 1) };
}

/** The request body's response_format for a level. */
export function responseFormat(level: FormatLevel, json: { name: string; schema: JsonSchema }): OpenAI.Chat.ChatCompletionCreateParams['response_format'] | undefined {
  if (level === 'json_schema') return { type: 'json_schema', json_schema: { name: json.name.slice(0, 64), schema: json.schema, strict: true } };
  if (level === 'json_object') return { type: 'json_object' };
  return undefined;
}

/** Why the server's answer to a request at `level` means the level does not work here, or null. */
export function refusedFormat(level: FormatLevel, err: unknown): string | null {
  if (level === 'prompt' || !(err instanceof OpenAI.APIError) || typeof err.status !== 'number') return null;
  if (CONTEXT_SIZE.test(err.message)) return null;
  if (err.status >= 500 || ((err.status === 400 || err.status === 422) && NAMES_FORMAT.test(err.message))) return `refused with HTTP ${err.status}`;
  return null;
}

/** Why a reply at `level` shows that the server ignored the format (not JSON), or null. */
export function ignoredFormat(level: FormatLevel, text: string, finishReason: string | undefined): string | null {
  if (level === 'prompt' || finishReason === 'length') return null;
  return extractJson(text).ok ? null : 'ignored (the reply was not JSON)';
}

interface Entry {
  level: FormatLevel;
  final: boolean;
  probe?: Promise<void>;
}

export class FormatNegotiator {
  private readonly entries = new Map<string, Entry>();

  constructor(
    /** json_schema normally; prompt when config openai.jsonMode is false. */
    private readonly start: FormatLevel,
    /** Told when a level is lowered (with why) and when a level becomes final. */
    private readonly onChange: (key: string, level: FormatLevel, final: boolean, reason: string | undefined) => void,
  ) {}

  /** The level decided for this endpoint+model so far (the start level before any request). */
  level(key: string): FormatLevel {
    return this.entries.get(key)?.level ?? this.start;
  }

  /**
   * The level to send at. While the level is not final, the first caller becomes the probe (its
   * `done` must be called when it has an outcome) and later callers wait for it.
   */
  async begin(key: string): Promise<{ level: FormatLevel; final: boolean; done: () => void }> {
    let e = this.entries.get(key);
    if (!e) this.entries.set(key, (e = { level: this.start, final: this.start === 'prompt' }));
    while (!e.final && e.probe) await e.probe;
    if (e.final) return { level: e.level, final: true, done: () => {} };
    let release!: () => void;
    e.probe = new Promise<void>((r) => (release = r));
    const entry = e;
    return {
      level: e.level,
      final: false,
      done: () => {
        entry.probe = undefined;
        release();
      },
    };
  }

  /** The server refused or ignored `level`: the next level down, or undefined at prompt-only. */
  lower(key: string, from: FormatLevel, reason: string): FormatLevel | undefined {
    const next = LOWER[from];
    const e = this.entries.get(key);
    if (!next || !e || e.final) return next;
    if (e.level === from) {
      e.level = next;
      // Prompt-only JSON has nothing left to try: final at once, so requests stop waiting for probes.
      e.final = next === 'prompt';
      this.onChange(key, next, e.final, `${from} ${reason}`);
    }
    return next;
  }

  /** A reply at `level` was JSON: that level is final for the run. */
  confirm(key: string, level: FormatLevel): void {
    const e = this.entries.get(key);
    if (!e || e.final || e.level !== level) return;
    e.final = true;
    this.onChange(key, level, true, undefined);
  }
}
