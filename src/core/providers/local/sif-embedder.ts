/**
 * Offline sentence embeddings: SIF-weighted averages of GloVe word vectors (Arora, Liang & Ma,
 * "A Simple but Tough-to-Beat Baseline for Sentence Embeddings", ICLR 2017).
 *
 * Each token w is weighted a / (a + p(w)). p(w) is estimated from the word's frequency rank r in
 * the GloVe vocabulary (which is ordered by corpus frequency) with Zipf's law,
 * p(r) = 1 / ((r + 1) · H_N), H_N the N-th harmonic number — an honest estimate without the
 * original corpus counts. Out-of-vocabulary tokens are treated as rare (p at rank N) and get
 * hashed vectors (see hashed-vector.ts). The common-component removal of the paper is not applied:
 * it must be fitted on the indexed corpus and stored with the index, and vectors must not depend on
 * which corpus a query is embedded against. Output vectors are unit length and deterministic.
 */
import { Lru } from '../../lru.js';
import type { Embedder } from '../types.js';
import { wordTokens } from '../../text/tokenize.js';
import type { GloveTables } from './glove-cache.js';
import { oovVector } from './hashed-vector.js';
import { Vocabulary } from './vocabulary.js';

export const SIF_EMBEDDER_ID = 'local:glove-100d-sif';

export interface SifOptions {
  /** The SIF smoothing parameter a; the paper recommends 1e-3 … 1e-4. */
  a?: number;
  maxBatch?: number;
  /** Out-of-vocabulary tokens: hashed vectors (default) or ignored (for comparison benches). */
  oov?: 'hashed' | 'ignore';
}

export class SifEmbedder implements Embedder {
  readonly id = SIF_EMBEDDER_ID;
  readonly dimensions: number;
  readonly maxBatch: number;
  private readonly vocab: Vocabulary;
  private readonly a: number;
  private readonly harmonic: number;
  private readonly oovCache = new Map<string, Float32Array>();
  /** embedOne's results: the 20,000 most recent sentences (at most 40,000 of 100 floats: 16 MB). */
  private readonly sentences = new Lru<string, Float32Array>(20_000);
  private readonly ignoreOov: boolean;

  constructor(private readonly tables: GloveTables, opts: SifOptions = {}) {
    this.dimensions = tables.header.dims;
    this.maxBatch = opts.maxBatch ?? 256;
    this.a = opts.a ?? 1e-3;
    this.vocab = new Vocabulary(tables);
    this.ignoreOov = opts.oov === 'ignore';
    const n = tables.header.count;
    // H_N ≈ ln N + γ + 1/(2N)
    this.harmonic = Math.log(n) + 0.5772156649 + 1 / (2 * n);
  }

  /** SIF weight of the token at frequency rank `rank` (-1 = out of vocabulary). */
  weight(rank: number): number {
    const r = rank < 0 ? this.tables.header.count : rank;
    const p = 1 / ((r + 1) * this.harmonic);
    return this.a / (this.a + p);
  }

  async embed(texts: readonly string[], opts?: { signal?: AbortSignal }): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (const text of texts) {
      opts?.signal?.throwIfAborted();
      out.push(this.compute(text));
    }
    return out;
  }

  /**
   * Synchronous single-text embedding (the answerer scores sentences with it). Memoised: the same
   * context sentences come back question after question; the vector is shared, never mutate it.
   */
  embedOne(text: string): Float32Array {
    return this.sentences.get(text, (t) => this.compute(t));
  }

  private compute(text: string): Float32Array {
    const dims = this.dimensions;
    const acc = new Float32Array(dims);
    for (const tok of wordTokens(text)) {
      for (const part of this.pieces(tok)) {
        const r = this.vocab.rank(part);
        const w = this.weight(r);
        if (r >= 0) {
          const v = this.tables.row(r);
          for (let d = 0; d < dims; d++) acc[d]! += w * v[d]!;
        } else if (!this.ignoreOov) {
          const v = this.oov(part);
          for (let d = 0; d < dims; d++) acc[d]! += w * v[d]!;
        }
      }
    }
    return normalise(acc, text);
  }

  /**
   * Whether `word` (lower case) is among the `maxRank` most frequent GloVe words: an ordinary
   * English word rather than a name. The rule-based extractor uses it to tell "Coal production"
   * (a metric) from "Infosys revenue" (an owner and a metric) at the start of a sentence.
   */
  isCommonWord(word: string, maxRank = 20_000): boolean {
    const r = this.vocab.rank(word);
    return r >= 0 && r < maxRank;
  }

  /** Release the cache file handle. */
  close(): void {
    this.tables.close();
  }

  /** A hyphenated compound missing from the vocabulary is embedded as its parts. */
  private pieces(tok: string): string[] {
    if (!tok.includes('-') || this.vocab.rank(tok) >= 0) return [tok];
    return tok.split('-').filter(Boolean);
  }

  private oov(tok: string): Float32Array {
    let v = this.oovCache.get(tok);
    if (!v) {
      if (this.oovCache.size > 50_000) this.oovCache.clear();
      v = oovVector(tok, this.dimensions, this.tables.header.meanNorm);
      this.oovCache.set(tok, v);
    }
    return v;
  }
}

function normalise(v: Float32Array, text: string): Float32Array {
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d]! * v[d]!;
  if (n === 0) {
    // No tokens at all: a fixed direction (never NaN), still unit length and deterministic.
    const e = oovVector(`<empty:${text.length > 0 ? 'symbols' : 'blank'}>`, v.length, 1);
    return normalise(e, 'x');
  }
  const k = 1 / Math.sqrt(n);
  for (let d = 0; d < v.length; d++) v[d]! *= k;
  return v;
}
