/**
 * Unfiltered BM25 from each term's own shares of the score. FTS5's bm25() (fts5_aux.c) scores a
 * row of an OR query
 *   Σ over the query's phrases i, in query order, of  idf_i · f_i·(k1+1) / (f_i + k1·(1 − b + b·D/avgdl))
 * and a phrase's share depends on the phrase, the row and the whole table (N, avgdl, the phrase's
 * row count), never on the query's other phrases; a phrase a row lacks adds +0. So a term's shares,
 * read once with a one-term query (its -bm25() on every row holding it), summed row by row in the
 * query's term order, are the OR query's scores bit for bit, and ranking them by score, then rowid,
 * gives its hits in its order. Terms recur from question to question (the calls' vocabulary), so a
 * warm process reads a question's doclists from memory instead of scoring every match in FTS5.
 * Shares are kept per connection until the data changes, the most recently used first, up to
 * MAX_SHARES rows in all (a term counting TERM_COST rows more, so words the corpus lacks are bounded too).
 */
import type { Db } from '../../core/store/db.js';
import { cachedStatement } from '../../core/store/statements.js';

/** A term's share of the BM25 score of each row (FTS5 rowid, chunks.seq) holding it, rowids ascending. */
export interface TermShares {
  rows: Int32Array;
  shares: Float64Array;
}

/** Rows of shares a connection keeps at most (12 bytes each: some 50 MB). */
const MAX_SHARES = 4_000_000;
/** What a kept term costs besides its rows, in rows (its map entry and arrays). */
const TERM_COST = 64;

interface ShareCache {
  version: string;
  byTerm: Map<string, TermShares>;
  size: number;
}

const caches = new WeakMap<Db, ShareCache>();

/**
 * The shares of each term (quoted for MATCH as ftsMatch quotes it), kept while the index's
 * `version` (fts-terms.ts indexVersion) holds. Reading a term scores every row holding it (its
 * `df`); when the terms not kept yet hold more than `budget` rows in all, null (the caller's plain
 * query is cheaper then), the rarest of them that fit the budget being read meanwhile: a cold
 * process pays at most the budget on top of the plain query, and soon holds its questions' words.
 */
export function termShares(db: Db, terms: readonly string[], version: string, budget: { rows: number; df: (term: string) => number }): TermShares[] | null {
  let c = caches.get(db);
  if (!c || c.version !== version) {
    c = { version, byTerm: new Map(), size: 0 };
    caches.set(db, c);
  }
  const cache = c;
  const missing = terms.filter((t) => !cache.byTerm.has(t)).map((term) => ({ term, df: budget.df(term) }));
  let complete = true;
  if (missing.reduce((n, m) => n + m.df, 0) > budget.rows) {
    complete = false;
    let rows = 0;
    for (const m of missing.sort((a, b) => a.df - b.df)) {
      if ((rows += m.df) > budget.rows) break;
      keep(db, cache, m.term);
    }
  }
  const out = complete ? terms.map((term) => keep(db, cache, term)) : null;
  evict(cache, terms.length);
  return out;
}

/** A term's shares from the cache, or read and kept; now the most recently used. */
function keep(db: Db, c: ShareCache, term: string): TermShares {
  let s = c.byTerm.get(term);
  if (s) {
    // Most recently used last: the map's order is the eviction order.
    c.byTerm.delete(term);
  } else {
    s = readShares(db, term);
    c.size += s.rows.length + TERM_COST;
  }
  c.byTerm.set(term, s);
  return s;
}

/** Forget the least recently used terms past MAX_SHARES rows, never the `recent` last used. */
function evict(c: ShareCache, recent: number): void {
  for (const [term, s] of c.byTerm) {
    if (c.size <= MAX_SHARES || c.byTerm.size <= recent) break;
    c.byTerm.delete(term);
    c.size -= s.rows.length + TERM_COST;
  }
}

function readShares(db: Db, term: string): TermShares {
  const rows = cachedStatement(db, `SELECT rowid, -bm25(chunks_fts) FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rowid`)
    .raw()
    .all(`"${term}"`) as [number, number][];
  const out: TermShares = { rows: new Int32Array(rows.length), shares: new Float64Array(rows.length) };
  rows.forEach(([row, share], i) => {
    out.rows[i] = row;
    out.shares[i] = share;
  });
  return out;
}

/**
 * Pure: each row's score, its terms' shares summed in the order of `terms` (as bm25() sums its
 * phrases), and the best `limit` rows by score descending, then rowid ascending.
 */
export function topByShares(terms: readonly TermShares[], limit: number): { seq: number; score: number }[] {
  if (limit <= 0) return [];
  let maxRow = -1;
  for (const t of terms) if (t.rows.length > 0) maxRow = Math.max(maxRow, t.rows[t.rows.length - 1]!);
  if (maxRow < 0) return [];
  const score = new Float64Array(maxRow + 1);
  const seen = new Uint8Array(maxRow + 1);
  const touched: number[] = [];
  for (const t of terms) {
    const { rows, shares } = t;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      if (!seen[r]) {
        seen[r] = 1;
        touched.push(r);
      }
      score[r] += shares[i]!;
    }
  }
  return bestRows(touched, score, limit).map((seq) => ({ seq, score: score[seq]! }));
}

/** `a` ranks before `b`: higher score, then lower rowid. */
const before = (score: Float64Array, a: number, b: number): boolean => score[a]! > score[b]! || (score[a] === score[b] && a < b);

/** The best `limit` of `rows`, best first: a bounded heap whose root is the worst row kept. */
function bestRows(rows: readonly number[], score: Float64Array, limit: number): number[] {
  const heap: number[] = [];
  const worse = (i: number, j: number): boolean => before(score, heap[j]!, heap[i]!);
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && worse(l, w)) w = l;
      if (r < heap.length && worse(r, w)) w = r;
      if (w === i) return;
      swap(i, w);
      i = w;
    }
  };
  for (const row of rows) {
    if (heap.length < limit) {
      heap.push(row);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (before(score, row, heap[0]!)) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(score, a, b) ? -1 : 1));
}
