import type { Filters } from '../../core/domain.js';

export const MODES = ['vector', 'graph', 'hybrid', 'kgar'] as const;
export type Mode = (typeof MODES)[number];

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
