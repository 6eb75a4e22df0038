/**
 * Embeddings on an OpenAI-compatible endpoint: cached per text, the rest sent in batches of
 * `batch` texts (one request per batch, all through the shared limiter), vectors normalised to unit
 * length and checked for count and dimension.
 */
import type OpenAI from 'openai';
import { HybridRagError } from '../../errors.js';
import { embedCacheKey } from '../cache.js';
import { withRetries } from '../retry.js';
import type { Embedder } from '../types.js';
import { classifyError, worstCase, combineSignals, MalformedReplyError, noteRetry, providerError, withModelList, type OpenAiShared } from './shared.js';

/** Known sizes, so that no probe call is needed for the common models. */
export const KNOWN_EMBEDDING_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
  'nomic-embed-text': 768,
  'mxbai-embed-large': 1024,
  'all-minilm': 384,
};

export function unitVector(v: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(v);
  let n = 0;
  for (const x of out) n += x * x;
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < out.length; i++) out[i]! /= n;
  return out;
}

export class OpenAiEmbedder implements Embedder {
  readonly id: string;

  constructor(
    private readonly shared: OpenAiShared,
    readonly model: string,
    /** 0 until known: then the first reply decides. */
    public dimensions: number,
    readonly maxBatch: number,
    /** What to do with token-level embeddings (config openai.embeddingPooling). */
    readonly pooling: EmbeddingPooling = 'none',
    /** The embedding endpoint (openai.endpoints.embedding); default the provider's. */
    private readonly client: OpenAI = shared.client,
  ) {
    this.id = `openai:${model}`;
  }

  async embed(texts: readonly string[], opts: { signal?: AbortSignal; stage?: string } = {}): Promise<Float32Array[]> {
    const s = this.shared;
    const stage = opts.stage ?? 'embed';
    const keys = texts.map((t) => embedCacheKey('openai', this.model, t));
    const cached = s.cache.getEmbeddings(keys);
    const result: (Float32Array | undefined)[] = keys.map((k) => {
      const v = cached.get(k);
      return v && soundVector(v, this.dimensions) ? v : undefined;
    });
    if (cached.size > 0) s.ledger.record({ stage, model: this.model, cached: true, usage: { promptTokens: 0, completionTokens: 0 } });
    // Each distinct missing text is sent once.
    const missing = [...new Set(texts.filter((_, i) => !result[i]))];
    const batches: string[][] = [];
    for (let i = 0; i < missing.length; i += this.maxBatch) batches.push(missing.slice(i, i + this.maxBatch));
    const signal = combineSignals(s.signal, opts.signal);
    const fresh = new Map<string, Float32Array>();
    await Promise.all(
      batches.map(async (batch) => {
        s.budget.check();
        const held = await s.budget.reserve(worstCase(s, this.model, batch, 0), signal);
        const { vectors, tokens } = await withRetries(() => s.limiter.run(() => this.callOnce(batch, signal), signal, this.id), {
          policy: s.policy,
          rand: s.rand,
          signal,
          classify: classifyError,
          fail: (err, f, attempts) => providerError(s, `embedding call to ${this.model}`, err, f, attempts),
          onRetry: (f, attempt, delay) => noteRetry(s, `embeddings (${batch.length} texts)`, f.kind, attempt, delay),
        }).catch(async (err: unknown) => {
          s.budget.settle(held, 0, 0);
          throw await withModelList(s, err, this.client);
        });
        batch.forEach((t, i) => fresh.set(t, vectors[i]!));
        s.cache.putEmbeddings(this.model, batch.map((t, i) => ({ key: embedCacheKey('openai', this.model, t), vector: vectors[i]! })));
        const cost = s.ledger.record({ stage, model: this.model, cached: false, usage: { promptTokens: tokens, completionTokens: 0 } });
        s.budget.settle(held, tokens, cost);
      }),
    );
    return texts.map((t, i) => result[i] ?? fresh.get(t)!);
  }

  private async callOnce(batch: string[], signal?: AbortSignal): Promise<{ vectors: Float32Array[]; tokens: number }> {
    const s = this.shared;
    // Servers reject empty inputs; a space embeds as "nothing" just as well.
    const input = batch.map((t) => (t.trim() === '' ? ' ' : t));
    const res = await this.client.embeddings.create({ model: this.model, input, encoding_format: 'float' }, { signal, timeout: s.timeoutMs });
    if (!Array.isArray(res?.data) || res.data.length !== batch.length) {
      throw new MalformedReplyError(`expected ${batch.length} embeddings, got ${Array.isArray(res?.data) ? res.data.length : 'none'}`);
    }
    const sorted = [...res.data].sort((a, b) => a.index - b.index);
    // Nothing is cached or counted before every vector of the reply has passed these checks.
    const vectors = sorted.map((d, i) => unitVector(checkEmbedding(d.embedding as unknown, { model: this.model, index: i, pooling: this.pooling })));
    const dim = this.dimensions || vectors[0]!.length;
    for (const v of vectors) {
      if (v.length !== dim) {
        throw new HybridRagError('PROVIDER', `embedding model ${this.model} returned ${v.length} dimensions, expected ${dim}`, {
          hint: 'set openai.embeddingDimensions in the config to the model\'s size (an existing index must be rebuilt with the same model)',
        });
      }
    }
    const tokens = res.usage?.prompt_tokens ?? Math.ceil(input.join(' ').length / 4);
    return { vectors, tokens };
  }
}

export type EmbeddingPooling = 'none' | 'mean';

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * One embedding of a reply as a plain vector, or a PROVIDER error saying what is wrong with it.
 * A list of lists is a token-level embedding (a llama.cpp model served without pooling): averaged
 * with pooling "mean", refused otherwise. Every value must be a finite number (llama.cpp writes
 * NaN as null) and the vector must not be empty or all zeros.
 */
export function checkEmbedding(raw: unknown, ctx: { model: string; index: number; pooling: EmbeddingPooling }): number[] {
  const where = `embedding model ${ctx.model} (item ${ctx.index} of the reply)`;
  const invalid = (what: string): HybridRagError =>
    new HybridRagError('PROVIDER', `${where} returned an unusable vector: ${what}`, {
      hint: 'check the embedding model on the server (its file, quantisation and server log); nothing was stored or cached',
    });
  if (!Array.isArray(raw)) throw invalid(typeof raw === 'string' ? 'a string (base64?) where a list of numbers was asked for' : `${raw === null ? 'null' : typeof raw} instead of a list of numbers`);
  if (raw.length === 0) throw invalid('an empty list');
  let vec: number[];
  if (raw.every((x) => Array.isArray(x))) {
    const rows = raw as unknown[][];
    if (ctx.pooling !== 'mean') {
      throw new HybridRagError('PROVIDER', `${where} returned token-level embeddings (${rows.length} vectors, one per token) instead of one vector per text`, {
        hint: 'the server runs the model without pooling: restart llama-server with --pooling mean (or cls/last), or set openai.embeddingPooling to "mean" in the config to average the token vectors here',
      });
    }
    const dim = rows[0]!.length;
    vec = new Array<number>(dim).fill(0);
    for (const [t, row] of rows.entries()) {
      if (row.length !== dim || dim === 0) throw invalid(`token vector ${t} has ${row.length} values, token vector 0 has ${dim}`);
      for (let j = 0; j < dim; j++) {
        const x = row[j];
        if (!isFiniteNumber(x)) throw invalid(`token ${t}, value ${j} is ${JSON.stringify(x) ?? String(x)}`);
        vec[j]! += x / rows.length;
      }
    }
  } else {
    const bad = raw.findIndex((x) => !isFiniteNumber(x));
    if (bad >= 0) throw invalid(`value ${bad} is ${JSON.stringify(raw[bad]) ?? String(raw[bad])}, not a finite number`);
    vec = raw as number[];
  }
  if (vec.every((x) => x === 0)) throw invalid('all zeros');
  return vec;
}

/** A cached vector is used only if it is still sound (finite, non-zero, of the expected size). */
export function soundVector(v: Float32Array, dimensions: number): boolean {
  if (v.length === 0 || (dimensions > 0 && v.length !== dimensions)) return false;
  let any = false;
  for (const x of v) {
    if (!Number.isFinite(x)) return false;
    if (x !== 0) any = true;
  }
  return any;
}
