/**
 * Lexical scoring with SQLite FTS5's BM25 over chunks, optionally restricted to a set of documents.
 * The question becomes an OR query of its content words, so a chunk matching any of them scores
 * and BM25 ranks by how many rare ones it has. Over the whole corpus the scores are summed from
 * each term's cached shares (term-shares.ts), or, when the top is a sliver of the matches, only the
 * chunks that can reach it are scored (see unfilteredTop); the hits are those of the plain OR query.
 */
import type { Db } from '../../core/store/db.js';
import { cachedStatement } from '../../core/store/statements.js';
import { ftsMatch, ftsTerms, indexVersion, termStats, weightedTerms, type TermStats } from './fts-terms.js';
import { termShares, topByShares } from './term-shares.js';

export { ftsQuery } from './fts-terms.js';

export interface Bm25Hit {
  chunkId: string;
  /** Higher is better (the negated FTS5 bm25 rank). */
  score: number;
}

/** Above this many documents a filtered query scans once instead of once per document. */
const MAX_RANGE_QUERIES = 16;

/**
 * unfilteredTop prunes only when the top `limit` is a sliver of the matches: then the limit-th
 * score is high against the terms' bounds. The matches number at least the commonest term's count;
 * under this many times `limit` the plain query's hits are taken (summed from the terms' shares).
 * (Nifty-50, limit 50: at 1,310 chunks the split never paid, BM25 p50 1.1 → 1.8 ms, the limit-th
 * score being ~0.11 of the bounds' sum; at 131k chunks it is ~0.5 and the split saves 59 → 24 ms.)
 */
const SPLIT_MIN_DEPTH = 200;

/**
 * Rows a question may read into the term shares' cache, as a multiple of its commonest term's count;
 * past it the plain query runs (and the rarest missing terms are read). ×10 Nifty-50, the 449
 * analyst questions in one process, BM25 CPU per question against the plain query's: the first ten
 * 30 ms against 20 at 4 (50 unbounded), all of them 5.1 ms against 10.1 (6.6 unbounded; 11 at 1,
 * the cache filling too slowly).
 */
const SHARE_READ_BUDGET = 4;

/**
 * BM25 hits among the chunks of `docIds` (null = every document), best first, at most `limit`.
 * A document's chunks are stored in one transaction, so their FTS rowids (chunks.seq) form one
 * contiguous range: a filter to a few documents becomes a rowid range per document, which FTS5
 * answers from the doclists without scoring the whole corpus (87 → 10 ms at 131k chunks).
 * Without a filter, terms BM25 gives no weight are left out of the query (see weightedTerms), and
 * the rest is ranked from the terms' shares or by unfilteredTop (SPLIT_MIN_DEPTH).
 */
export function bm25Search(db: Db, question: string, docIds: readonly string[] | null, limit: number): Bm25Hit[] {
  const terms = ftsTerms(question);
  if (terms.length === 0 || limit <= 0) return [];
  if (docIds === null) {
    // One read transaction: the term statistics and the FTS5 queries see the same data.
    return db.transaction(() => {
      const stats = termStats(db);
      const kept = weightedTerms(db, terms, stats);
      const matchesAtLeast = Math.max(...kept.map((t) => stats.df(t)));
      if (limit * SPLIT_MIN_DEPTH > matchesAtLeast) return fromShares(db, kept, stats, limit) ?? ranked(db, ftsMatch(kept)!, '', [], limit);
      return unfilteredTop(db, kept, stats, limit);
    })().map(hit);
  }
  const q = ftsMatch(terms)!;
  const docs = JSON.stringify(docIds);
  const inDocs = 'AND rowid IN (SELECT seq FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?)))';
  if (docIds.length > MAX_RANGE_QUERIES) return ranked(db, q, inDocs, [docs], limit).map(hit);
  const ranges = cachedStatement(
    db,
    `SELECT min(seq) AS lo, max(seq) AS hi, count(*) AS n FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?)) GROUP BY doc_id`,
  ).all(docs) as { lo: number; hi: number; n: number }[];
  // A range holding exactly its document's chunk count holds nothing else: the fast path is exact.
  if (ranges.some((r) => r.hi - r.lo + 1 !== r.n)) return ranked(db, q, inDocs, [docs], limit).map(hit);
  return ranges
    .flatMap((r) => ranked(db, q, 'AND rowid BETWEEN ? AND ?', [r.lo, r.hi], limit))
    .sort((a, b) => b.score - a.score || a.seq - b.seq)
    .slice(0, limit)
    .map(hit);
}

type Ranked = Bm25Hit & { seq: number };

/** FTS5's BM25 constant k1 (b = 0.75 does not enter the bound). */
const K1 = 1.2;
/** Relative slack on the bounds for rounding: SQLite's and V8's log and sums differ by a few ulps. */
const ROUNDING = 1e-9;
/**
 * The largest share of the matches the essential terms may cover (estimated from their document
 * frequencies as if terms were independent) for a first guess, and for the split that cannot fail;
 * past it the plain query is cheaper. Tuned on 110 analyst questions at ×100.
 */
const GUESS_MAX_SHARE = 0.3;
const SURE_MAX_SHARE = 0.5;

/**
 * The most one phrase can add to a chunk's FTS5 BM25 score. FTS5 (fts5_aux.c) scores a row
 *   Σ over the query's phrases i of  idf_i · f_i·(k1+1) / (f_i + k1·(1 − b + b·D/avgdl))
 * in query order, with f_i the phrase's occurrences in the row, D the row's length in tokens, and
 *   idf_i = ln((N − n_i + 0.5) / (n_i + 0.5)), clamped to 1e-6 when not positive,
 * over the whole table (N rows, n_i of them matching the phrase) whatever else the query says.
 * N is the chunk count (the chunks triggers give the FTS5 table one row per chunk) and n_i the
 * term's count from the same MATCH (TermStats). The fraction is below k1+1 (its denominator
 * exceeds f_i), so a phrase adds less than idf_i·(k1+1) to a row that has it, 0 to one that has not.
 */
function maxContribution(chunks: number, df: number): number {
  if (df === 0) return 0;
  const idf = Math.log((chunks - df + 0.5) / (df + 0.5));
  return (idf <= 0 ? 1e-6 : idf) * (K1 + 1);
}

/**
 * The best `limit` matches of the OR of `terms` over the whole corpus — the same hits, order and
 * scores as ranking every match — while FTS5 computes BM25 only for the chunks that have one of the
 * rarest terms (MaxScore, Turtle & Flood 1995). On a large corpus a common term matches half the
 * chunks and scoring them is most of the query's cost (×100 Nifty-50, 131k chunks: ~60k matches).
 *
 * Terms are taken in decreasing order of their bound (maxContribution, i.e. rarest first). For a
 * split into the first k ("essential") and the rest:
 * - the chunks matching an essential term are ranked with the full OR query, only restricted to
 *   them, so each score is the full query's, bit for bit (same phrases in the same order, IDF and
 *   average length over the whole table); θ is the limit-th best of them;
 * - a chunk matching no essential term scores less than rest[k], the sum of the other terms' bounds.
 * So when rest[k] < θ no such chunk can reach the top `limit`: the ranked essential chunks are the
 * answer, ties included (they break on rowid in both). θ is a lower bound of the final limit-th
 * score whatever k, so when the split fails the smallest k whose rest[k] is below θ succeeds: at most
 * two attempts. The first guess takes the rarest terms until their bounds outweigh the rest's. With
 * fewer than `limit` essential matches, every term essential, or essential terms matching too
 * large a share of the chunks to pay (GUESS_MAX_SHARE, SURE_MAX_SHARE), the plain OR query runs.
 * (Exported for the exactness test, whose small corpus bm25Search would rank plainly.)
 *
 * FTS5 still walks every term's doclist (for the IDFs and the OR), which is cheap; what is saved is
 * bm25() on the chunks with common terms only (×100, limit 50, 439 analyst questions: BM25 p50
 * 59 → 24 ms, p95 98 → 82 ms, every result identical; 1 question in 25 up to 1.7× slower, when a
 * failed guess precedes the plain query). The restriction is `+rowid IN (...)`: the `+` keeps SQLite
 * from handing FTS5 one `rowid = ?` lookup per chunk, each of which would recompute every IDF.
 */
export function unfilteredTop(db: Db, terms: readonly string[], stats: TermStats, limit: number): Ranked[] {
  const match = ftsMatch(terms)!;
  const byBound = terms
    .map((term) => ({ term, df: stats.df(term) }))
    .map((t) => ({ ...t, bound: maxContribution(stats.chunks, t.df) }))
    .sort((a, b) => b.bound - a.bound);
  const rest = Array<number>(terms.length + 1).fill(0);
  for (let k = terms.length - 1; k >= 0; k--) rest[k] = rest[k + 1]! + byBound[k]!.bound;
  // missed[k]: the share of chunks with none of the first k terms, were terms independent.
  const missed = [1];
  for (const t of byBound) missed.push(missed.at(-1)! * (1 - t.df / stats.chunks));
  const firstBelow = (x: number): number => {
    const k = rest.findIndex((r, i) => i > 0 && r * (1 + ROUNDING) < x);
    return k < 0 ? terms.length : k;
  };
  // Restricting costs more per chunk than scoring, so a split pays when its essential chunks are a
  // small share of the matches: a guess, which may fail and be wasted, is cheaper the smaller.
  const share = (k: number): number => (1 - missed[k]!) / (1 - missed[terms.length]!);
  let k = firstBelow(rest[0]! / 2);
  let sure = false;
  while (k < terms.length && rest[k]! > 0 && share(k) <= (sure ? SURE_MAX_SHARE : GUESS_MAX_SHARE)) {
    const essential = ftsMatch(byBound.slice(0, k).map((t) => t.term))!;
    const top = ranked(db, match, 'AND +rowid IN (SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?)', [essential], limit);
    const theta = top.length === limit ? top[limit - 1]!.score : -Infinity;
    if (rest[k]! * (1 + ROUNDING) < theta) return top;
    k = firstBelow(theta);
    sure = true;
  }
  return ranked(db, match, '', [], limit);
}

const hit = ({ chunkId, score }: Ranked): Bm25Hit => ({ chunkId, score });

/**
 * The plain OR query's best `limit` matches over the whole corpus — same chunks, order and scores —
 * from each term's cached shares of the score (term-shares.ts) instead of scoring every match; null
 * while reading the terms not cached yet would score more rows than SHARE_READ_BUDGET times the
 * plain query's least (the commonest term's).
 */
function fromShares(db: Db, terms: readonly string[], stats: TermStats, limit: number): Ranked[] | null {
  const shares = termShares(db, terms, indexVersion(db), { rows: SHARE_READ_BUDGET * Math.max(...terms.map((t) => stats.df(t))), df: (t) => stats.df(t) });
  if (shares === null) return null;
  const top = topByShares(shares, limit);
  if (top.length === 0) return [];
  const ids = new Map(
    (cachedStatement(db, 'SELECT seq, id FROM chunks WHERE seq IN (SELECT value FROM json_each(?))').raw().all(JSON.stringify(top.map((t) => t.seq))) as [number, string][]),
  );
  return top.flatMap(({ seq, score }) => {
    const chunkId = ids.get(seq);
    return chunkId === undefined ? [] : [{ chunkId, score, seq }];
  });
}

/**
 * The best `limit` matches under `where`, ranked inside FTS5 before the join to chunks (joining
 * every match first costs 3× on a large corpus); ties break on rowid, so all paths order alike.
 */
function ranked(db: Db, match: string, where: string, params: unknown[], limit: number): Ranked[] {
  return cachedStatement(
    db,
    `SELECT c.id AS chunkId, s.score AS score, s.seq AS seq FROM (
       SELECT rowid AS seq, -bm25(chunks_fts) AS score FROM chunks_fts
       WHERE chunks_fts MATCH ? ${where} ORDER BY score DESC, rowid LIMIT ?) s
     JOIN chunks c ON c.seq = s.seq ORDER BY s.score DESC, s.seq`,
  ).all(match, ...params, limit) as Ranked[];
}
