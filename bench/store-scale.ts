/**
 * The two stores at ×N the Nifty-50 corpus (default ×10), one run, offline provider, built binary:
 *
 *   SQLite     — `hybridrag ingest DOCS --workdir W` (one process, every stage);
 *   PostgreSQL — `hybridrag ingest DOCS --store URL --no-stages`, then `--workers` processes of
 *                `hybridrag worker --store URL --stages embed,extract` at once (the last to drain
 *                resolves entities); wall time from the ingest's start to the last worker's exit.
 *
 * Then warm `ask` latency in one process per store, hybrid mode, the question's company as filter
 * (ground-truth questions of the renamed copies), after warm-up questions: the SQLite workdir read
 * directly, the PostgreSQL store through its local replica with lexical search in PostgreSQL. The
 * same questions in the same order on both; ratios PostgreSQL / SQLite. Prints one line per figure.
 *
 *   npx tsx bench/store-scale.ts [--factor 10] [--workers 2] [--questions 100] [--keep]
 *
 * Needs the real corpus (../shared/data or HYBRIDRAG_DATA), PostgreSQL at HYBRIDRAG_BENCH_PG
 * (default postgres://postgres@127.0.0.1:5432/postgres; a database is created and dropped) and the
 * built binary (npm run build).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { extractSources, generateScaleCorpus, readTickers } from '../src/tools/scale/generate.js';
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openReadSource } from '../src/app/read-source.js';
import { openAskDeps } from '../src/app/open.js';
import { ask } from '../src/query/answer/ask.js';
import { csvObjects } from '../src/core/util/csv.js';
import { seededRandom } from '../src/core/util/seeded-random.js';
import { findNiftyDir } from './lib/corpus.js';
import { quantile } from './lib/stats.js';
import { binPath } from './lib/hybridrag.js';
import { scratchDatabase } from '../test/helpers/pg.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = binPath(ROOT);
const ADMIN = process.env.HYBRIDRAG_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: a } = parseArgs({
  options: {
    factor: { type: 'string', default: '10' },
    workers: { type: 'string', default: '2' },
    questions: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
  },
});
const factor = Number(a.factor);
const nWorkers = Number(a.workers);
const nQuestions = Number(a.questions);

const nifty = findNiftyDir(ROOT);
if (!nifty) {
  console.error('store-scale: the real Nifty-50 corpus is needed (../shared/data or HYBRIDRAG_DATA)');
  process.exit(2);
}
if (!existsSync(join(ROOT, 'dist', 'cli', 'main.js'))) {
  console.error('store-scale: build first (npm run build)');
  process.exit(2);
}

/** Run the binary; resolves with its wall time, rejects on a non-zero exit. */
function run(args: readonly string[]): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args, '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'], env: benchEnv });
    let err = '';
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`hybridrag ${args.join(' ')} exited ${code}: ${err.trim().split('\n').slice(-3).join(' / ')}`))));
  });
}

const benchEnv = { ...process.env };
delete benchEnv.HYBRIDRAG_STORE;

const out = join(ROOT, 'bench', 'out', 'store-scale');
mkdirSync(out, { recursive: true });
const line = (s: string): void => void process.stdout.write(`${s}\n`);

const sources = await extractSources(join(nifty, 'pdfs'), join(out, 'source-text'), readTickers(nifty), (s) => process.stderr.write(`${s}\n`));
const gen = generateScaleCorpus(sources, join(out, `x${factor}`), factor);
line(`corpus ×${factor}: ${gen.files} documents, ${(gen.bytes / 2 ** 20).toFixed(1)} MiB of text`);

const sqliteDir = join(out, 'sqlite-workdir');
const pgReadDir = join(out, 'pg-reader');
rmSync(sqliteDir, { recursive: true, force: true });
rmSync(pgReadDir, { recursive: true, force: true });
const db = await scratchDatabase(`hybridrag_store_scale_${process.pid}`, ADMIN);
const storeUrl = db.url;

try {
  // Ingest: SQLite first, then PostgreSQL, one after the other on the same machine.
  const sqliteMs = await run(['ingest', gen.docsDir, '--workdir', sqliteDir, '--manifest', gen.manifestPath]);
  line(`ingest SQLite (1 process): ${(sqliteMs / 1000).toFixed(1)} s`);
  const t0 = performance.now();
  const parseMs = await run(['ingest', gen.docsDir, '--store', storeUrl, '--no-stages', '--manifest', gen.manifestPath, '--workdir', pgReadDir]);
  await Promise.all(Array.from({ length: nWorkers }, () => run(['worker', '--store', storeUrl, '--stages', 'embed,extract', '--workdir', pgReadDir])));
  const pgMs = performance.now() - t0;
  line(`ingest PostgreSQL (ingest --no-stages ${(parseMs / 1000).toFixed(1)} s, then ${nWorkers} workers): ${(pgMs / 1000).toFixed(1)} s`);
  line(`ingest wall time PostgreSQL / SQLite: ${(pgMs / sqliteMs).toFixed(2)}×`);

  // Warm ask: the same questions, hybrid mode, the company of the question's copy as filter.
  const gt = csvObjects(readFileSync(join(nifty, 'ground_truth.csv'), 'utf8'), 'ground_truth.csv', ['ticker', 'questions_asked'])
    .map(({ row }) => ({ ticker: (row.ticker ?? '').trim().toUpperCase(), question: (row.questions_asked ?? '').trim() }))
    .filter((r) => r.ticker && r.question);
  const manifest = JSON.parse(readFileSync(gen.manifestPath, 'utf8')) as Record<string, { company: string; ticker?: string }> | { company: string; ticker?: string }[];
  const entries = Array.isArray(manifest) ? manifest : Object.values(manifest);
  const rnd = seededRandom(11);
  const picks: { question: string; company: string }[] = [];
  while (picks.length < nQuestions + 10) {
    const q = gt[Math.floor(rnd() * gt.length)]!;
    const copies = entries.filter((e) => (e.ticker ?? '').toUpperCase().replace(/\d+$/, '') === q.ticker);
    if (copies.length === 0) continue;
    picks.push({ question: q.question, company: copies[Math.floor(rnd() * copies.length)]!.company });
  }
  const timeAsks = async (config: Config): Promise<{ ms: number[]; answers: string[] }> => {
    const source = await openReadSource(config);
    const opened = await openAskDeps(config, { out: silentReporter, source });
    const ms: number[] = [];
    const answers: string[] = [];
    try {
      for (const [i, p] of picks.entries()) {
        const t = performance.now();
        const r = await ask(p.question, { mode: 'hybrid', filters: { company: p.company } }, opened.current());
        if (i >= 10) {
          ms.push(performance.now() - t);
          answers.push(r.answer);
        }
      }
    } finally {
      await opened.close();
      await source.close();
    }
    return { ms, answers };
  };
  const base = defaultConfig();
  const sq = await timeAsks({ ...base, workdir: sqliteDir });
  const pgT0 = performance.now();
  const pgr = await timeAsks({ ...base, workdir: pgReadDir, store: { ...base.store, url: storeUrl } });
  const pgOpenS = (performance.now() - pgT0 - pgr.ms.reduce((s, x) => s + x, 0)) / 1000;
  const same = sq.answers.filter((x, i) => x === pgr.answers[i]).length;
  const p = (xs: number[], q: number): string => quantile(xs, q).toFixed(1);
  line(`warm ask hybrid (${nQuestions} questions, company filter) SQLite: p50 ${p(sq.ms, 0.5)} ms, p95 ${p(sq.ms, 0.95)} ms`);
  line(`warm ask hybrid PostgreSQL (replica + lexical in PostgreSQL): p50 ${p(pgr.ms, 0.5)} ms, p95 ${p(pgr.ms, 0.95)} ms (open incl. replica refresh and warm-up: ${pgOpenS.toFixed(1)} s)`);
  line(`warm ask PostgreSQL / SQLite: p50 ${(quantile(pgr.ms, 0.5) / quantile(sq.ms, 0.5)).toFixed(2)}×, p95 ${(quantile(pgr.ms, 0.95) / quantile(sq.ms, 0.95)).toFixed(2)}×`);
  line(`identical answers: ${same}/${sq.answers.length}`);
} finally {
  await db.drop();
  if (!a.keep) {
    rmSync(sqliteDir, { recursive: true, force: true });
    rmSync(pgReadDir, { recursive: true, force: true });
  }
}
