/**
 * Lexical search in PostgreSQL: the GIN-indexed `tsvector` of each chunk (tokenized as FTS5's
 * `porter unicode61` tokenizes it, see migration 007) finds the chunks that hold any of a
 * question's terms, and each is scored with FTS5's BM25 (k1 = 1.2, b = 0.75) from statistics kept
 * in the store: the chunk count and each term's document frequency (counted through the index),
 * the chunk's length in tokens (`chunks.tokens`) and its term frequencies (the positions the
 * tsvector holds for the question's lexemes: weighted A and kept by ts_filter, so only those are
 * unnested — a third of the cost of unnesting every lexeme of every match). PostgreSQL's own ranking (ts_rank) weighs terms without IDF and ranks differently
 * from the SQLite store; this gives the same scores, up to the few tokens the two tokenizers split
 * differently.
 */
import type pg from 'pg';

/** FTS5's BM25 parameters (fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;

/** Corpus statistics of a set of terms, as BM25 computes its IDF and length normalisation. */
export interface PgTermStats {
  chunks: number;
  /** Mean chunk length in tokens. */
  avgTokens: number;
  /** Each term's lexeme (null when the configuration indexes nothing for it) and document frequency. */
  terms: Map<string, { lexeme: string | null; df: number }>;
}

export interface PgLexicalHit {
  chunkId: string;
  score: number;
  seq: number;
}

/** A lexeme as a tsquery operand (lexemes are letters and digits; quoted all the same). */
const operand = (lexeme: string): string => `'${lexeme.replace(/'/g, "''")}'`;

export class PgLexical {
  constructor(private readonly pool: pg.Pool) {}

  /** The chunk count, mean length, and each term's lexeme and document frequency. */
  async stats(terms: readonly string[]): Promise<PgTermStats> {
    const totals = (await this.pool.query<{ n: number; avg: number | null }>(
      'SELECT count(*)::int AS n, avg(tokens)::float8 AS avg FROM chunks',
    )).rows[0]!;
    const rows = (await this.pool.query<{ term: string; lexeme: string | null; df: number }>(
      `SELECT u.term, l.lexeme,
              CASE WHEN l.lexeme IS NULL THEN 0 ELSE (SELECT count(*)::int FROM chunks WHERE tsv @@ quote_literal(l.lexeme)::tsquery) END AS df
       FROM unnest($1::text[]) AS u(term)
       CROSS JOIN LATERAL (SELECT (tsvector_to_array(to_tsvector('hybridrag', u.term)))[1] AS lexeme) l`,
      [terms],
    )).rows;
    return { chunks: totals.n, avgTokens: totals.avg ?? 0, terms: new Map(rows.map((r) => [r.term, { lexeme: r.lexeme, df: r.df }])) };
  }

  /**
   * The best `limit` chunks holding any of `terms` (within the documents `docIds`, null = all),
   * scored with BM25 from `stats`, best first; ties break on the chunk's seq, as FTS5's on rowid.
   */
  async rank(terms: readonly string[], stats: PgTermStats, docIds: readonly string[] | null, limit: number): Promise<PgLexicalHit[]> {
    const lexemes: string[] = [];
    const idfs: number[] = [];
    for (const t of terms) {
      const s = stats.terms.get(t);
      // Two words with one stem ("margin", "margins") are two phrases to FTS5, each scored: so here.
      if (!s?.lexeme || s.df === 0) continue;
      lexemes.push(s.lexeme);
      idfs.push(idf(stats.chunks, s.df));
    }
    if (lexemes.length === 0 || limit <= 0) return [];
    const query = lexemes.map(operand).join(' | ');
    const filter = docIds === null ? '' : 'AND c.doc_id = ANY($6::text[])';
    const params: unknown[] = [query, lexemes, idfs, stats.avgTokens || 1, limit];
    if (docIds !== null) params.push(docIds);
    return (await this.pool.query<PgLexicalHit>(
      `SELECT c.id AS "chunkId", s.score, s.seq FROM (
         SELECT c.seq, sum(q.idf * (f.n * ${K1 + 1}) / (f.n + ${K1} * (${1 - B} + ${B} * c.tokens / $4::float8))) AS score
         FROM chunks c
         CROSS JOIN LATERAL (SELECT lexeme, coalesce(array_length(positions, 1), 1) AS n
           FROM unnest(ts_filter(setweight(c.tsv, 'A', $2::text[]), '{a}'))) f
         JOIN unnest($2::text[], $3::float8[]) AS q(lexeme, idf) ON q.lexeme = f.lexeme
         WHERE c.tsv @@ $1::tsquery ${filter}
         GROUP BY c.seq ORDER BY score DESC, c.seq LIMIT $5) s
       JOIN chunks c ON c.seq = s.seq ORDER BY s.score DESC, s.seq`,
      params,
    )).rows;
  }
}

/** FTS5's IDF: ln((N − n + 0.5) / (n + 0.5)), clamped to 1e-6 when not positive. */
export function idf(chunks: number, df: number): number {
  const v = Math.log((chunks - df + 0.5) / (df + 0.5));
  return v <= 0 ? 1e-6 : v;
}
