/**
 * Lexical scoring with SQLite FTS5's BM25 over chunks, restricted to a set of documents.
 * The question becomes an OR query of its content words, so a chunk matching any of them scores
 * and BM25 ranks by how many rare ones it has.
 */
import type { Db } from '../store/db.js';

const STOPWORDS = new Set(
  ('a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'just me more most my no not of on or our out over so some than that the their them then there these they ' +
    'this those to up us was we were what when where which while who whom why will with would you your also ' +
    'about any all like well please question questions thank thanks regarding sir madam')
    .split(' '),
);

/** FTS5 MATCH expression for a question: quoted content words joined by OR; null when none. */
export function ftsQuery(question: string): string | null {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w))))];
  if (terms.length === 0) return null;
  // Quoting makes every term a plain string token: FTS5 syntax characters in a question are inert.
  return terms.map((t) => `"${t}"`).join(' OR ');
}

export interface Bm25Hit {
  chunkId: string;
  /** Higher is better (the negated FTS5 bm25 rank). */
  score: number;
}

/** Above this many documents a filtered query scans once instead of once per document. */
const MAX_RANGE_QUERIES = 16;

/**
 * BM25 hits among the chunks of `docIds` (null = every document), best first, at most `limit`.
 * A document's chunks are stored in one transaction, so their FTS rowids (chunks.seq) form one
 * contiguous range: a filter to a few documents becomes a rowid range per document, which FTS5
 * answers from the doclists without scoring the whole corpus (87 → 10 ms at 131k chunks).
 */
export function bm25Search(db: Db, question: string, docIds: readonly string[] | null, limit: number): Bm25Hit[] {
  const q = ftsQuery(question);
  if (q === null || limit <= 0) return [];
  const select = `SELECT c.id AS chunkId, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN chunks c ON c.seq = chunks_fts.rowid
    WHERE chunks_fts MATCH ?`;
  if (docIds === null) return db.prepare(`${select} ORDER BY score DESC, c.id LIMIT ?`).all(q, limit) as Bm25Hit[];
  const docs = JSON.stringify(docIds);
  if (docIds.length <= MAX_RANGE_QUERIES) {
    const ranges = db
      .prepare(`SELECT min(seq) AS lo, max(seq) AS hi FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?)) GROUP BY doc_id`)
      .all(docs) as { lo: number; hi: number }[];
    // The doc_id test stays: the range is a fast path, the filter is the rule.
    const inRange = db.prepare(
      `${select} AND chunks_fts.rowid BETWEEN ? AND ? AND c.doc_id IN (SELECT value FROM json_each(?)) ORDER BY score DESC, c.id LIMIT ?`,
    );
    const hits = ranges.flatMap((r) => inRange.all(q, r.lo, r.hi, docs, limit) as Bm25Hit[]);
    return hits.sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : 1)).slice(0, limit);
  }
  return db
    .prepare(`${select} AND c.doc_id IN (SELECT value FROM json_each(?)) ORDER BY score DESC, c.id LIMIT ?`)
    .all(q, docs, limit) as Bm25Hit[];
}
