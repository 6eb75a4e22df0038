/**
 * Evidence recall of vector retrieval on the 399 Nifty-50 questions (company filter on, offline
 * provider, default top-k) with its lexical half from the SQLite store (FTS5), from a PostgreSQL
 * store holding the same corpus (tsvector + GIN, BM25 from the store's statistics), and — for
 * comparison — from PostgreSQL's own ranking (ts_rank over the same matches), in one run;
 * everything else (dense search, fusion, successors) reads the same workdir. Then the whole read
 * path of a PostgreSQL store as `ask` runs it (a fresh local replica, its HNSW index, lexical search
 * in PostgreSQL), and the overlap of the lexical top-50s and their warm latency.
 *
 *   hybridrag store copy --from WORKDIR --to postgres://127.0.0.1/DB
 *   npx tsx bench/lexical-pg.ts --workdir WORKDIR --store postgres://127.0.0.1/DB [--data DIR]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openReadSource } from '../src/app/read-source.js';
import { ftsTerms } from '../src/query/retrieve/fts-terms.js';
import { fileURLToPath } from 'node:url';
import { PgStore } from '../src/core/store/pg/pg-store.js';
import { createRetrievalDeps } from '../src/query/retrieve/deps.js';
import { loadGroundTruth } from '../src/query/retrieve/ground-truth.js';
import { pgLexicalIndex, sqliteLexicalIndex, type LexicalIndex } from '../src/query/retrieve/lexical-index.js';
import { resolveFilters } from '../src/query/retrieve/filters.js';
import { withFinanceTerms } from '../src/core/text/finance-paraphrases.js';
import { findNiftyDir } from './lib/corpus.js';
import { quantile } from './lib/stats.js';
import { measureMode, openWorkdir } from './retrieval-recall.js';

const { values } = parseArgs({ options: { workdir: { type: 'string' }, store: { type: 'string' }, data: { type: 'string' } } });
if (!values.workdir || !values.store) {
  console.error('usage: npx tsx bench/lexical-pg.ts --workdir WORKDIR --store postgres://HOST/DB [--data NIFTY_DIR]');
  process.exit(2);
}
const dataDir = values.data ?? findNiftyDir(fileURLToPath(new URL('..', import.meta.url)));
if (!dataDir) {
  console.error('no Nifty-50 data found: pass --data');
  process.exit(2);
}
const questions = loadGroundTruth(dataDir).questions;
const opened = await openWorkdir(values.workdir);
const store = await PgStore.open(values.store);
const pool = new pg.Pool({ connectionString: values.store, max: 2 });
/** PostgreSQL's own ranking of the same matches: ts_rank (no IDF), for comparison only. */
const tsRank: LexicalIndex = {
  async search(question, docIds, limit) {
    const terms = ftsTerms(question);
    if (terms.length === 0) return [];
    const rows = (await pool.query<{ chunkId: string; score: number }>(
      `SELECT c.id AS "chunkId", ts_rank(c.tsv, q) AS score
       FROM chunks c, (SELECT to_tsquery('hybridrag', array_to_string($1::text[], ' | ')) AS q) x
       WHERE c.tsv @@ q AND ($2::text[] IS NULL OR c.doc_id = ANY($2::text[])) ORDER BY score DESC, c.seq LIMIT $3`,
      [terms, docIds, limit],
    )).rows;
    return rows;
  },
  frequencies: (words) => pgLexicalIndex(store.lexical).frequencies(words),
};
const indexes: Record<'sqlite' | 'postgres', LexicalIndex> = { sqlite: sqliteLexicalIndex(opened.db), postgres: pgLexicalIndex(store.lexical) };
const replicaWorkdir = mkdtempSync(join(tmpdir(), 'hr-bench-lexical-pg-'));
try {
  // With each question's company filter (as the retrieval bench), then over the whole corpus,
  // where the lexical candidates are many more and their order matters more.
  const unfiltered = questions.map((q) => ({ ...q, company: '' }));
  for (const [filter, qs] of [['company filter', questions], ['no filter', unfiltered]] as const) {
    for (const [name, lexical] of [...Object.entries(indexes), ['ts_rank', tsRank] as const]) {
      const deps = createRetrievalDeps({ db: opened.db, config: opened.deps.config, embedder: () => opened.deps.embedder(), lexical });
      const f = await measureMode(deps, 'vector', qs);
      console.log(`${name.padEnd(8)} ${filter.padEnd(14)} vector evidence recall ${f.recall.toFixed(4)} (${f.covered}/${f.scored}, ${f.errors} errors), retrieval p50 ${f.p50Ms.toFixed(1)} ms`);
    }
  }
  // The read path of `ask --store`: a fresh replica in a workdir of its own.
  const t0 = performance.now();
  const source = await openReadSource({ ...opened.deps.config, workdir: replicaWorkdir, store: { url: values.store } });
  const copyMs = performance.now() - t0;
  try {
    const deps = createRetrievalDeps({ db: source.db, config: opened.deps.config, embedder: () => opened.deps.embedder(), indexDir: source.indexDir, lexical: source.lexical });
    const f = await measureMode(deps, 'vector', questions);
    console.log(`replica  vector evidence recall ${f.recall.toFixed(4)} (${f.covered}/${f.scored}, ${f.errors} errors), retrieval p50 ${f.p50Ms.toFixed(1)} ms (first replica copy ${(copyMs / 1000).toFixed(1)} s)`);
  } finally {
    await source.close();
  }
  // The lexical lists themselves: overlap with SQLite's top 50 and warm latency per question.
  const others: Record<string, LexicalIndex> = { postgres: indexes.postgres, ts_rank: tsRank };
  const overlap: Record<string, number> = { postgres: 0, ts_rank: 0 };
  const same: Record<string, number> = { postgres: 0, ts_rank: 0 };
  const times: Record<string, number[]> = { sqlite: [], postgres: [], ts_rank: [] };
  for (const q of questions) {
    const { docIds } = resolveFilters(opened.db, q.company ? { company: q.company } : {});
    const text = withFinanceTerms(q.question);
    const timed = async (name: string, lexical: LexicalIndex): Promise<string[]> => {
      const t0 = performance.now();
      const ids = (await lexical.search(text, docIds, 50)).map((h) => h.chunkId);
      times[name]!.push(performance.now() - t0);
      return ids;
    };
    const base = await timed('sqlite', indexes.sqlite);
    const a = new Set(base);
    for (const [name, lexical] of Object.entries(others)) {
      const ids = await timed(name, lexical);
      overlap[name]! += ids.filter((id) => a.has(id)).length / Math.max(1, a.size);
      if (ids.join() === base.join()) same[name]!++;
    }
  }
  for (const name of Object.keys(others)) {
    console.log(`${name.padEnd(8)} lexical top-50 vs SQLite: mean overlap ${(overlap[name]! / questions.length).toFixed(4)}, identical order for ${same[name]}/${questions.length} questions`);
  }
  for (const [name, t] of Object.entries(times)) console.log(`${name.padEnd(8)} lexical search p50 ${quantile(t, 0.5).toFixed(2)} ms, p95 ${quantile(t, 0.95).toFixed(2)} ms`);
} finally {
  opened.close();
  await store.close();
  await pool.end();
  rmSync(replicaWorkdir, { recursive: true, force: true });
}
