/**
 * The response cache: chat replies keyed by sha256 of (provider, model, prompt id and version,
 * messages, parameters), embeddings keyed per text. A crashed or repeated run never pays twice.
 * With `read: false` (--no-cache) lookups miss but replies are still stored. Nothing secret goes
 * into a key or a row: the API key and base URL are not part of a request's identity. On a
 * read-only connection the cache is only read.
 */
import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db.js';
import type { ChatMessage, Usage } from './types.js';

export interface ChatKeyParts {
  provider: string;
  model: string;
  promptId: string;
  promptVersion: string;
  messages: readonly ChatMessage[];
  params: Record<string, unknown>;
}

/** Canonical JSON (sorted keys) so equal requests hash equally. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

export function chatCacheKey(p: ChatKeyParts): string {
  return createHash('sha256').update(canonical(p)).digest('hex');
}

export function embedCacheKey(provider: string, model: string, text: string): string {
  return createHash('sha256').update(canonical({ provider, model, text })).digest('hex');
}

export interface CachedReply {
  text: string;
  usage: Usage;
  finishReason?: string;
}

export class ResponseCache {
  private readonly stmts = new Map<string, Statement>();

  constructor(
    private readonly db: Db | undefined,
    private readonly read: boolean,
  ) {}

  /** Prepared once per cache: preparing per call costs more than the lookup itself. */
  private stmt(sql: string): Statement {
    let s = this.stmts.get(sql);
    if (!s) this.stmts.set(sql, (s = this.db!.prepare(sql)));
    return s;
  }

  getChat(key: string): CachedReply | undefined {
    if (!this.db || !this.read) return undefined;
    const row = this.stmt('SELECT response, prompt_tokens, completion_tokens FROM llm_cache WHERE key = ?').get(key) as
      | { response: string; prompt_tokens: number; completion_tokens: number }
      | undefined;
    if (!row) return undefined;
    const parsed = JSON.parse(row.response) as { text: string; finishReason?: string };
    return {
      text: parsed.text,
      usage: { promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens },
      ...(typeof parsed.finishReason === 'string' ? { finishReason: parsed.finishReason } : {}),
    };
  }

  putChat(key: string, meta: Omit<ChatKeyParts, 'messages' | 'params'>, reply: CachedReply): void {
    if (!this.db || this.db.readonly) return;
    this.stmt(
      `INSERT OR REPLACE INTO llm_cache (key, provider, model, prompt_id, prompt_version, response, prompt_tokens, completion_tokens, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(key, meta.provider, meta.model, meta.promptId, meta.promptVersion, JSON.stringify({ text: reply.text, ...(reply.finishReason ? { finishReason: reply.finishReason } : {}) }),
        reply.usage.promptTokens, reply.usage.completionTokens, new Date().toISOString());
  }

  /** Cached vectors by key (missing keys absent from the map). */
  getEmbeddings(keys: readonly string[]): Map<string, Float32Array> {
    const out = new Map<string, Float32Array>();
    if (!this.db || !this.read || keys.length === 0) return out;
    const stmt = this.stmt('SELECT vector FROM embed_cache WHERE key = ?');
    for (const k of keys) {
      const row = stmt.get(k) as { vector: Buffer } | undefined;
      if (row) out.set(k, new Float32Array(row.vector.buffer.slice(row.vector.byteOffset, row.vector.byteOffset + row.vector.byteLength)));
    }
    return out;
  }

  putEmbeddings(model: string, entries: readonly { key: string; vector: Float32Array }[]): void {
    if (!this.db || this.db.readonly || entries.length === 0) return;
    const stmt = this.stmt('INSERT OR REPLACE INTO embed_cache (key, model, dims, vector, created_at) VALUES (?, ?, ?, ?, ?)');
    const at = new Date().toISOString();
    this.db.transaction(() => {
      for (const e of entries) stmt.run(e.key, model, e.vector.length, Buffer.from(e.vector.buffer, e.vector.byteOffset, e.vector.byteLength), at);
    })();
  }
}
