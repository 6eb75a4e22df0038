/**
 * A question's lexical terms for FTS5: content words, quoted so FTS5 syntax in a question is
 * inert, and — on large corpora — without the terms BM25 gives no weight to.
 */
import type { Db } from '../../core/store/db.js';
import { cachedStatement, dataVersion } from '../../core/store/statements.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { plainWords } from '../../core/text/tokenize.js';


/** The question's distinct content words, lower-cased, in order. */
export function ftsTerms(question: string): string[] {
  const words = plainWords(question);
  return [...new Set(words.filter((w) => !STOP_AND_FILLER.has(w) && (w.length > 1 || /\d/.test(w))))];
}

/** FTS5 MATCH expression: quoted terms joined by OR; null when none. */
export function ftsMatch(terms: readonly string[]): string | null {
  return terms.length === 0 ? null : terms.map((t) => `"${t}"`).join(' OR ');
}

/** FTS5 MATCH expression for a question; null when it has no content word. */
export function ftsQuery(question: string): string | null {
  return ftsMatch(ftsTerms(question));
}

/** The corpus size and each term's document frequency, as FTS5's BM25 computes its IDF from them. */
export interface TermStats {
  /** Chunks in the index (the FTS5 table holds one row per chunk, kept in step by triggers). */
  chunks: number;
  /** How many chunks match the term (quoted, as in ftsMatch). */
  df(term: string): number;
}

const statsCache = new WeakMap<Db, { version: string; chunks: number; df: Map<string, number> }>();

/**
 * Where the index stands, for what is cached from it per connection: `data_version` moves when
 * another connection commits, `total_changes()` when this one writes (data_version alone misses those).
 */
export function indexVersion(db: Db): string {
  return `${dataVersion(db)}:${(cachedStatement(db, 'SELECT total_changes() AS n').get() as { n: number }).n}`;
}

/** Term statistics, cached per connection until the data changes (indexVersion). */
export function termStats(db: Db): TermStats {
  const version = indexVersion(db);
  let s = statsCache.get(db);
  if (!s || s.version !== version) {
    const chunks = (db.prepare('SELECT count(*) AS n FROM chunks').get() as { n: number }).n;
    s = { version, chunks, df: new Map() };
    statsCache.set(db, s);
  }
  const { df: cache } = s;
  const count = cachedStatement(db, 'SELECT count(*) AS n FROM chunks_fts WHERE chunks_fts MATCH ?');
  return {
    chunks: s.chunks,
    df(term) {
      let n = cache.get(term);
      if (n === undefined) {
        n = (count.get(`"${term}"`) as { n: number }).n;
        cache.set(term, n);
      }
      return n;
    },
  };
}

/**
 * The terms that carry BM25 weight. FTS5's BM25 clamps the IDF of a term found in more than half
 * of the chunks to 1e-6, so such a term ("quarter", "growth" in a corpus of earnings calls) adds
 * nothing to any score, yet scoring its doclist dominates the query's cost on a large corpus
 * (×100 Nifty-50, 131k chunks: 48 → 15 ms). They are dropped, unless every term is one of them.
 */
export function weightedTerms(db: Db, terms: readonly string[], stats: TermStats = termStats(db)): readonly string[] {
  return keepWeighted(terms, stats);
}

/** weightedTerms over any store's statistics (the PostgreSQL lexical index's too). */
export function keepWeighted(terms: readonly string[], stats: TermStats): readonly string[] {
  const kept = terms.filter((t) => stats.df(t) <= stats.chunks / 2);
  return kept.length > 0 ? kept : terms;
}
