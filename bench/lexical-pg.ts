/**
 * Evidence recall of vector retrieval on the 399 Nifty-50 questions (company filter on, offline
 * provider, default top-k) with its lexical half from the SQLite store (FTS5) and from a
 * PostgreSQL store holding the same corpus (tsvector + GIN, BM25 from the store's statistics), in
 * one run; everything else (dense search, fusion, successors) reads the same workdir. Also the
 * overlap of the two lexical top-50s and each one's warm latency.
 *
 *   hybridrag store copy --from WORKDIR --to postgres://127.0.0.1/DB
 *   npx tsx bench/lexical-pg.ts --workdir WORKDIR --store postgres://127.0.0.1/DB [--data DIR]
 */
import { parseArgs } from 'node:util';
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
const indexes: Record<'sqlite' | 'postgres', LexicalIndex> = { sqlite: sqliteLexicalIndex(opened.db), postgres: pgLexicalIndex(store.lexical) };
try {
  for (const [name, lexical] of Object.entries(indexes)) {
    const deps = createRetrievalDeps({ db: opened.db, config: opened.deps.config, embedder: () => opened.deps.embedder(), lexical });
    const f = await measureMode(deps, 'vector', questions);
    console.log(`${name.padEnd(8)} vector evidence recall ${f.recall.toFixed(4)} (${f.covered}/${f.scored}, ${f.errors} errors), retrieval p50 ${f.p50Ms.toFixed(1)} ms`);
  }
  // The lexical lists themselves: overlap of the top 50 and warm latency per question.
  let overlap = 0;
  let same = 0;
  const times: Record<string, number[]> = { sqlite: [], postgres: [] };
  for (const q of questions) {
    const { docIds } = resolveFilters(opened.db, q.company ? { company: q.company } : {});
    const text = withFinanceTerms(q.question);
    const lists: Record<string, string[]> = {};
    for (const [name, lexical] of Object.entries(indexes)) {
      const t0 = performance.now();
      lists[name] = (await lexical.search(text, docIds, 50)).map((h) => h.chunkId);
      times[name]!.push(performance.now() - t0);
    }
    const a = new Set(lists.sqlite);
    overlap += lists.postgres!.filter((id) => a.has(id)).length / Math.max(1, a.size);
    if (lists.sqlite!.join() === lists.postgres!.join()) same++;
  }
  console.log(`lexical top-50: mean overlap ${(overlap / questions.length).toFixed(4)}, identical order for ${same}/${questions.length} questions`);
  for (const [name, t] of Object.entries(times)) console.log(`${name.padEnd(8)} lexical search p50 ${quantile(t, 0.5).toFixed(2)} ms, p95 ${quantile(t, 0.95).toFixed(2)} ms`);
} finally {
  opened.close();
  await store.close();
}
