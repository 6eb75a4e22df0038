/**
 * VectorRAG: dense similarity (HNSW, or exact over small filtered sets) fused with BM25 (the
 * store's lexical index: FTS5, or PostgreSQL's) by weighted score fusion, metadata filters applied
 * inside both searches.
 */
import { withFinanceTerms } from '../../core/text/finance-paraphrases.js';
import { chunkContexts } from './chunk-contexts.js';
import type { RetrievalDeps } from './deps.js';
import { cachedStatement } from '../../core/store/statements.js';
import { countVectors, exactScores, exactSearch, FILTERED, FILTERED_FROM, type DenseHit } from './exact-search.js';
import { resolveFilters } from './filters.js';
import { weightedFusion, type Scored } from './fusion.js';
import { propagateToSuccessors, successors, type SuccessorMemo } from './successor.js';
import type { Context, Query, Retriever } from './types.js';

/**
 * Filtered sets up to this many vectors are searched exactly. Measured with
 * bench/retrieval-exact.ts (20,000 random 100-d vectors, median of 30 queries, k = 50): exact
 * 0.6 / 1.5 / 2.6 / 12 ms and filtered HNSW 10.5 / 4.3 / 2.3 / 1.8 ms at 100 / 500 / 1,000 /
 * 2,000 allowed vectors — the lines cross near 1,000 (and below it exact is also never approximate).
 */
export const EXACT_SEARCH_MAX = 1000;

export interface DenseLexicalOptions {
  /** Candidates taken from each list before fusion (at least topK). */
  pool?: number;
  denseWeight: number;
  /** λ of successor propagation (0 = off); see successor.ts. */
  successorWeight?: number;
  /** Share of the question's trigrams a chunk must echo to pass score on (see successor.ts). */
  questionEchoMin?: number;
  /**
   * Text searched along with the question but not read for financial terms: kgar's node summaries,
   * whose many words would otherwise add the terms of metrics the question does not ask about.
   */
  context?: string;
}

/** Fused dense + BM25 ranking of chunks within the documents `docIds` (null = all). */
export async function denseLexicalSearch(
  deps: RetrievalDeps,
  text: string,
  docIds: readonly string[] | null,
  k: number,
  opts: DenseLexicalOptions,
): Promise<{ id: string; score: number }[]> {
  // "NIM" must find "net interest margin" and the reverse: search with both spellings.
  text = withFinanceTerms(text) + (opts.context ? `\n${opts.context}` : '');
  const pool = Math.max(opts.pool ?? 50, k);
  const embedder = deps.embedder();
  const w = opts.denseWeight;
  const lexical: Scored[] = w >= 1 ? [] : (await deps.lexical.search(text, docIds, pool)).map((h) => ({ id: h.chunkId, score: h.score }));
  let dense: DenseHit[] = [];
  const n = w > 0 ? countVectors(deps.db, embedder.id, docIds) : 0;
  if (w > 0 && n === 0) deps.warnOnce?.('no-vectors', noVectorsMessage(deps, embedder.id));
  if (n > 0) {
    const [q] = await embedder.embed([text], { stage: 'query' });
    if (docIds !== null && n <= EXACT_SEARCH_MAX) {
      dense = exactSearch(deps.db, embedder.id, q!, docIds).slice(0, pool);
    } else {
      dense = hnswSearch(deps, q!, docIds, Math.min(pool, n));
      // A filter too selective for the graph walk: fall back to exact, so k matches are k results.
      if (dense.length < Math.min(pool, n)) dense = exactSearch(deps.db, embedder.id, q!, docIds).slice(0, pool);
    }
    const have = new Set(dense.map((d) => d.chunkId));
    const lexOnly = lexical.filter((l) => !have.has(l.id)).map((l) => l.id);
    // Score BM25-only candidates densely too, so normalisation compares like with like.
    dense = dense.concat(exactScores(deps.db, embedder.id, q!, lexOnly));
  }
  const fused = weightedFusion(dense.map((d) => ({ id: d.chunkId, score: d.score })), lexical, w);
  const lambda = opts.successorWeight ?? 0;
  if (lambda <= 0) return fused.slice(0, k).map((f) => ({ id: f.id, score: f.score }));
  const head = fused.slice(0, pool);
  const known = deps.memo<SuccessorMemo>('chunk-successors', () => new Map());
  return propagateToSuccessors(head, successors(deps.db, head.map((f) => f.id), text, opts.questionEchoMin, known), lambda).slice(0, k);
}

function noVectorsMessage(deps: RetrievalDeps, embedderId: string): string {
  const other = deps.db.prepare('SELECT embedder, count(*) AS n FROM vectors GROUP BY embedder ORDER BY n DESC LIMIT 1').get() as
    | { embedder: string; n: number }
    | undefined;
  const why = other ? `the chunks were embedded with ${other.embedder}` : 'no chunk is embedded yet';
  return `no vectors from ${embedderId} in this workdir (${why}): retrieval is BM25 only; run \`hybridrag ingest\` with this provider to embed`;
}

function hnswSearch(deps: RetrievalDeps, q: Float32Array, docIds: readonly string[] | null, k: number): DenseHit[] {
  const index = deps.vectorIndex();
  const embedderId = deps.embedder().id;
  let byLabel: Map<number, string>;
  let hits: ReturnType<typeof index.search>;
  if (docIds === null) {
    hits = index.search(q, k);
    // Every label's chunk, read once per process (and data version: the deps are rebuilt then).
    byLabel = deps.memo(`vector-labels:${embedderId}`, () => {
      const rows = cachedStatement(deps.db, 'SELECT label, chunk_id AS chunkId FROM vectors WHERE embedder = ?').all(embedderId) as { label: number; chunkId: string }[];
      return new Map(rows.map((r) => [r.label, r.chunkId]));
    });
  } else {
    const rows = cachedStatement(deps.db, `${FILTERED} 1 ${FILTERED_FROM}`).all(JSON.stringify(docIds), embedderId) as { label: number; chunkId: string }[];
    byLabel = new Map(rows.map((r) => [r.label, r.chunkId]));
    hits = index.search(q, k, (label) => byLabel.has(label));
  }
  return hits.filter((h) => byLabel.has(h.label)).map((h) => ({ label: h.label, chunkId: byLabel.get(h.label)!, score: h.score }));
}

export function vectorRetriever(deps: RetrievalDeps): Retriever {
  return {
    async retrieve(q: Query): Promise<Context[]> {
      const { docIds } = resolveFilters(deps.db, q.filters);
      const ranked = await denseLexicalSearch(deps, q.question, docIds, q.topK, {
        denseWeight: deps.config.retrieval.denseWeight,
        successorWeight: deps.config.retrieval.successorWeight,
        questionEchoMin: deps.config.retrieval.questionEchoMin,
      });
      return chunkContexts(deps.db, ranked, 'vector');
    },
  };
}
