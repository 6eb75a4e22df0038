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

/**
 * BM25 hits among the chunks of `docIds` (null = every document), best first, at most `limit`.
 */
export function bm25Search(db: Db, question: string, docIds: readonly string[] | null, limit: number): Bm25Hit[] {
  const q = ftsQuery(question);
  if (q === null || limit <= 0) return [];
  const docClause = docIds === null ? '' : `AND c.doc_id IN (SELECT value FROM json_each(?))`;
  const sql = `SELECT c.id AS chunkId, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN chunks c ON c.seq = chunks_fts.rowid
    WHERE chunks_fts MATCH ? ${docClause}
    ORDER BY score DESC LIMIT ?`;
  const params: unknown[] = docIds === null ? [q, limit] : [q, JSON.stringify(docIds), limit];
  return db.prepare(sql).all(...params) as Bm25Hit[];
}
