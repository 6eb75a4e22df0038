import type { Filters } from '../../core/domain.js';

export const MODES = ['vector', 'graph', 'hybrid', 'kgar'] as const;
export type Mode = (typeof MODES)[number];

/**
 * The mode a question is answered in when none is asked for — by `ask`, the HTTP API and the web
 * UI alike. Hybrid: on the Nifty-50 eval (399 questions) and the demo eval it retrieves the same
 * evidence as vector (context and evidence recall equal) with the same answer F1, and its answers
 * are the more faithful to their contexts (0.899 vs 0.837; demo 0.939 vs 0.825). See
 * docs/commands/ask.md, "Which mode".
 */
export const DEFAULT_MODE: Mode = 'hybrid';

/** What each mode does, for help text (the registry, registry.ts, holds the rest of each mode). */
export const MODE_DESCRIPTIONS: Record<Mode, string> = {
  vector: 'VectorRAG: dense (HNSW) + BM25 chunk retrieval, fused',
  graph: 'GraphRAG: triplets around the entities of the question',
  hybrid: 'HybridRAG: vector context, then graph context',
  kgar: 'multi-hop: sub-queries, node summaries and vector search, to depth 2',
};

export interface Query {
  question: string;
  filters: Filters;
  topK: number;
  depth: number;
  signal?: AbortSignal;
}

/** One piece of context handed to the answerer, with its provenance. */
export interface Context {
  channel: 'vector' | 'graph';
  text: string;
  chunkId: string | null;
  document: string;
  company: string | null;
  quarter: string | null;
  year: string | null;
  pages: number[];
  score: number;
  /**
   * What the text is: a retrieved chunk, triplet lines from the graph, a kgar node summary or a
   * kgar sub-query. Absent = chunk (vector) or triplets (graph).
   */
  kind?: 'chunk' | 'triplets' | 'summary' | 'subquery';
  /** For a chunk: its place in its document (0-based), so consecutive chunks can be told apart. */
  ord?: number;
}

export interface Retriever {
  retrieve(q: Query): Promise<Context[]>;
}
