/**
 * Evidence recall and warm retrieval latency of one retrieval configuration on the Nifty-50
 * questions, in process (the product's own modules, loaded once): the helpers of bench/retrieval.ts,
 * and on its own, the recall of some modes on an ingested workdir (no ingest, no sweeps):
 *
 *   npx tsx bench/retrieval-recall.ts --workdir DIR [--modes graph,hybrid]
 */
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { Output } from '../src/cli/ui/output.js';
import { createLocalProvider } from '../src/core/providers/local/index.js';
import { createRetrievalDeps, type RetrievalDeps } from '../src/query/retrieve/deps.js';
import { coverage, COVERAGE_THRESHOLD } from '../src/query/retrieve/evidence-recall.js';
import { graphApi } from '../src/app/graph.js';
import type { GroundTruthQuestion } from '../src/query/retrieve/ground-truth.js';
import { getMode } from '../src/query/retrieve/registry.js';
import type { Mode } from '../src/query/retrieve/types.js';
import { openDb, type Db } from '../src/core/store/db.js';
import { quantile } from './lib/stats.js';
import { SHARED_DATA } from './lib/corpus.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadGroundTruth } from '../src/query/retrieve/ground-truth.js';

export interface ModeFigures {
  mode: Mode;
  recall: number;
  covered: number;
  scored: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  /** Mean characters of context handed to the answerer. */
  meanContextChars: number;
}

export interface OpenedWorkdir {
  db: Db;
  deps: RetrievalDeps;
  close(): void;
}

/** Open a workdir read-only with the offline provider and the graph module. */
export async function openWorkdir(workdir: string, retrieval: Partial<Config['retrieval']> = {}): Promise<OpenedWorkdir> {
  const base = defaultConfig();
  const config: Config = { ...base, workdir, retrieval: { ...base.retrieval, ...retrieval } };
  const db = openDb(workdir, { mustExist: true, readonly: true });
  const provider = await createLocalProvider(config, { out: new Output({ quiet: true }) });
  const deps = createRetrievalDeps({ db, config, embedder: () => provider.embedder(), graphApi: await graphApi() });
  return { db, deps, close: () => db.close() };
}

/** Run every question through one mode with its company filter; recall and warm latency. */
export async function measureMode(deps: RetrievalDeps, mode: Mode, questions: readonly GroundTruthQuestion[], topK?: number): Promise<ModeFigures> {
  const spec = getMode(mode);
  const retriever = spec.create(deps);
  const r = deps.config.retrieval;
  const run = (q: GroundTruthQuestion) =>
    retriever.retrieve({ question: q.question, filters: q.company ? { company: q.company } : {}, topK: topK ?? r.topK, depth: spec.defaultDepth(r) });
  // Warm-up: the embedder's tables, the graph of the first companies, SQLite's page cache.
  for (const q of questions.slice(0, 5)) await run(q).catch(() => []);
  const times: number[] = [];
  let covered = 0;
  let scored = 0;
  let errors = 0;
  let chars = 0;
  for (const q of questions) {
    const t0 = performance.now();
    let texts: string[];
    try {
      texts = (await run(q)).map((c) => c.text);
    } catch {
      errors++;
      continue;
    }
    times.push(performance.now() - t0);
    chars += texts.reduce((a, t) => a + t.length, 0);
    const c = coverage(q.answer, texts);
    if (Number.isNaN(c)) continue;
    scored++;
    if (c >= COVERAGE_THRESHOLD) covered++;
  }
  return {
    mode,
    recall: scored === 0 ? NaN : covered / scored,
    covered,
    scored,
    errors,
    p50Ms: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    meanContextChars: times.length === 0 ? NaN : Math.round(chars / times.length),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const val = (k: string): string | undefined => {
    const i = process.argv.indexOf(k);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const workdir = val('--workdir');
  if (!workdir) {
    console.error('usage: npx tsx bench/retrieval-recall.ts --workdir DIR [--modes graph,hybrid]  (DIR: an ingested Nifty-50 workdir)');
    process.exit(2);
  }
  const modes = (val('--modes') ?? 'vector,graph,hybrid,kgar').split(',') as Mode[];
  const qs = loadGroundTruth(join(SHARED_DATA, 'nifty50-q1fy24')).questions;
  const w = await openWorkdir(workdir);
  try {
    for (const mode of modes) {
      const f = await measureMode(w.deps, mode, qs);
      console.log(`${mode}: evidence recall ${f.recall.toFixed(3)} (${f.covered}/${f.scored}), errors ${f.errors}, p50 ${f.p50Ms.toFixed(1)} ms, mean context ${f.meanContextChars} chars`);
    }
  } finally {
    w.close();
  }
}
