/**
 * The lexical half of vector retrieval behind one asynchronous seam: BM25 over the workdir's
 * SQLite FTS5 index (bm25.ts), or over a PostgreSQL store's GIN-indexed tsvectors, scored with
 * the same BM25 from the statistics kept there (src/core/store/pg/pg-lexical.ts). Both take the
 * question's terms alike (ftsTerms) and, over the whole corpus, leave out the terms BM25 gives no
 * weight to (keepWeighted).
 */
import type { Db } from '../../core/store/db.js';
import type { PgLexical } from '../../core/store/pg/pg-lexical.js';
import { bm25Search, type Bm25Hit } from './bm25.js';
import { ftsTerms, keepWeighted, termStats } from './fts-terms.js';

export interface LexicalIndex {
  /** BM25 hits among the chunks of `docIds` (null = every document), best first, at most `limit`. */
  search(question: string, docIds: readonly string[] | null, limit: number): Promise<Bm25Hit[]>;
  /** The chunk count and how many chunks hold each word (as the index tokenizes it; 0 when none). */
  frequencies(words: readonly string[]): Promise<WordFrequencies>;
}

export interface WordFrequencies {
  chunks: number;
  df: ReadonlyMap<string, number>;
}

export function sqliteLexicalIndex(db: Db): LexicalIndex {
  return {
    search: async (question, docIds, limit) => bm25Search(db, question, docIds, limit),
    async frequencies(words) {
      const stats = termStats(db);
      return { chunks: stats.chunks, df: new Map(words.map((w) => [w, stats.df(w)])) };
    },
  };
}

export function pgLexicalIndex(pg: PgLexical): LexicalIndex {
  return {
    async search(question, docIds, limit) {
      const terms = ftsTerms(question);
      if (terms.length === 0 || limit <= 0) return [];
      const stats = await pg.stats(terms);
      const df = (t: string): number => stats.terms.get(t)?.df ?? 0;
      const kept = docIds === null ? keepWeighted(terms, { chunks: stats.chunks, df }) : terms;
      return (await pg.rank(kept, stats, docIds, limit)).map(({ chunkId, score }) => ({ chunkId, score }));
    },
    async frequencies(words) {
      const stats = await pg.stats(words);
      return { chunks: stats.chunks, df: new Map(words.map((w) => [w, stats.terms.get(w)?.df ?? 0])) };
    },
  };
}
