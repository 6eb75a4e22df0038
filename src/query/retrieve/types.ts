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
  graph: 'GraphRAG: passages an entity-graph walk reaches from the question, and triplets',
  hybrid: 'HybridRAG: vector context, then graph context',
  kgar: 'multi-hop: sub-queries; per hop, an entity-graph walk and vector search; bridges to depth 2',
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
  /** kgar: the hop (1 = from the question's own entities) that found it. */
  hop?: number;
}

/** A context's identity across searches: the same chunk (or the same graph text) of the same document. */
export function contextKey(c: Context): string {
  return `${c.document}\u0000${c.chunkId ?? ''}\u0000${c.kind ?? ''}\u0000${c.text}`;
}

/**
 * A context list numbering each context once (1-based, in the order first placed; the same context
 * by `contextKey` keeps its number), and the numbers cited, in the order first cited.
 */
export function contextNumbering(): { contexts: Context[]; cited: number[]; place: (c: Context) => number; cite: (c: Context) => number } {
  const contexts: Context[] = [];
  const cited: number[] = [];
  const numberOf = new Map<string, number>();
  const place = (c: Context): number => {
    const key = contextKey(c);
    let n = numberOf.get(key);
    if (n === undefined) {
      contexts.push(c);
      numberOf.set(key, (n = contexts.length));
    }
    return n;
  };
  const cite = (c: Context): number => {
    const n = place(c);
    if (!cited.includes(n)) cited.push(n);
    return n;
  };
  return { contexts, cited, place, cite };
}

/** What a context's text is: its kind, or by channel when unset (a graph context is then triplet lines). */
export function contextKind(c: Pick<Context, 'kind' | 'channel'>): NonNullable<Context['kind']> {
  return c.kind ?? (c.channel === 'graph' ? 'triplets' : 'chunk');
}

/** Is the context lines read from the graph (triplets, a node summary), one statement per line? */
export function isGraphLines(c: Pick<Context, 'kind' | 'channel'>): boolean {
  const k = contextKind(c);
  return k === 'triplets' || k === 'summary';
}

export interface Retriever {
  retrieve(q: Query): Promise<Context[]>;
}
