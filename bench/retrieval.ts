/**
 * Retrieval bench (issue 5): on the 399 Nifty-50 questions with their company filter —
 *   evidence recall per mode (vector, graph, hybrid, kgar) and warm retrieval p50/p95 per mode
 *   (in process, model time excluded: retrieval only);
 *   cold `hybridrag ask` process time (a fresh process per question);
 *   the dense-weight / successor-propagation sweep that chose the defaults;
 *   the chunking study: vector-mode recall for speaker vs chars chunks at two sizes.
 *
 *   npx tsx bench/retrieval.ts [--workdir DIR] [--no-chunking] [--cold N]
 * (standalone it builds the private CLI copy bench/out/build first, as `npm run bench` does).
 * Exported for bench/run.ts: runRetrievalBench(opts) → Section.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultConfig } from '../src/core/config/config.js';
import { Output } from '../src/cli/ui/output.js';
import { createLocalProvider } from '../src/core/providers/local/index.js';
import { embedStage } from '../src/pipeline/embed/embed-stage.js';
import { loadGroundTruth, type GroundTruthQuestion } from '../src/query/retrieve/ground-truth.js';
import { MODES, type Mode } from '../src/query/retrieve/types.js';
import { EXACT_SEARCH_MAX } from '../src/query/retrieve/vector-retriever.js';
import { openDb } from '../src/core/store/db.js';
import { findNiftyDir } from './lib/corpus.js';
import { benchEnv, binPath, build } from './lib/hybridrag.js';
import type { Metric, Section } from './lib/section.js';
import { quantile } from './lib/stats.js';
import { measureExactVsHnsw } from './retrieval-exact.js';
import { measureMode, openWorkdir, type ModeFigures } from './retrieval-recall.js';
import { swappedQuestions } from './lib/spelling-swap.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RetrievalBenchOptions {
  root?: string;
  /** An ingested Nifty-50 workdir (default: ingest one into a temp dir). */
  workdir?: string;
  /** The nifty50-q1fy24 folder (default: found like the rest of the bench). */
  dataDir?: string | null;
  modes?: readonly Mode[];
  /** Run the chunking study (four extra ingests; default true). */
  chunking?: boolean;
  /** Cold `ask` processes to time (default 5). */
  coldRuns?: number;
  log?: (s: string) => void;
}

const TITLE = 'Retrieval: evidence recall and latency per mode';
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const ms = (x: number) => Math.round(x * 100) / 100;

/**
 * Ingest the PDFs into a fresh workdir with chunk options: every stage (embed, extract, resolve)
 * when `full`, else documents and chunks plus the embed stage only (the chunking study needs no graph).
 */
async function ingestWorkdir(root: string, pdfs: string, args: string[], log: (s: string) => void, full = false, manifest = true): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-retrieval-'));
  const man = manifest ? ['--manifest', join(pdfs, '..', 'company_tickers.json')] : [];
  const r = spawnSync(process.execPath, [binPath(root), '-q', '-w', dir, 'ingest', pdfs, ...(full ? [] : ['--no-stages']), ...man, ...args], {
    env: benchEnv(),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`ingest ${args.join(' ')} failed: ${r.stderr.split('\n')[0]}`);
  log(`ingested ${args.join(' ') || 'defaults'} into ${dir}`);
  if (full) return dir;
  const config = { ...defaultConfig(), workdir: dir };
  const db = openDb(dir);
  const out = new Output({ quiet: true });
  try {
    const provider = await createLocalProvider(config, { out });
    await embedStage().run({ db, config, out, provider, signal: new AbortController().signal, progress: () => {} });
  } finally {
    db.close();
  }
  return dir;
}

function hasGraph(workdir: string): boolean {
  const db = openDb(workdir, { mustExist: true, readonly: true });
  try {
    return (db.prepare('SELECT count(*) FROM triplets').pluck().get() as number) > 0;
  } finally {
    db.close();
  }
}

/** Wall time of `hybridrag ask` in a fresh process, per question. */
function coldAsk(root: string, workdir: string, qs: readonly GroundTruthQuestion[], mode: Mode): { times: number[]; error?: string } {
  const times: number[] = [];
  for (const q of qs) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [binPath(root), '-q', '-w', workdir, 'ask', q.question, '--company', q.company, '--mode', mode, '--json'], {
      env: benchEnv(),
      encoding: 'utf8',
    });
    const dt = performance.now() - t0;
    if (r.status !== 0) return { times, error: (r.stderr.trim().split('\n')[0] ?? `exit ${r.status}`).slice(0, 200) };
    times.push(dt);
  }
  return { times };
}

/** Recall and latency per mode on the demo corpus's qa.jsonl (CI, or no Nifty-50 data here). */
async function runDemoRecall(root: string, opts: RetrievalBenchOptions, log: (s: string) => void): Promise<Section> {
  const qaPath = join(root, 'data', 'demo', 'qa.jsonl');
  if (!existsSync(qaPath)) {
    return { id: 'retrieval', title: TITLE, metrics: [], notes: [], unavailable: 'no Nifty-50 ground_truth.csv and no data/demo/qa.jsonl' };
  }
  const qs: GroundTruthQuestion[] = readFileSync(qaPath, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const r = JSON.parse(l) as { question: string; ground_truth: string; company?: string | null; ticker?: string | null };
      return { row: i + 1, ticker: r.ticker ?? '', company: r.company ?? '', question: r.question, answer: r.ground_truth };
    });
  const temp: string[] = [];
  try {
    let workdir = opts.workdir && existsSync(join(opts.workdir, 'hybridrag.db')) ? opts.workdir : '';
    if (!workdir) {
      workdir = await ingestWorkdir(root, join(root, 'data', 'demo'), [], log, true, false);
      temp.push(workdir);
    }
    const o = await openWorkdir(workdir);
    const metrics: Metric[] = [];
    try {
      for (const mode of opts.modes ?? MODES) {
        const f = await measureMode(o.deps, mode, qs);
        metrics.push({ name: `evidence recall, ${mode} (demo)`, value: r3(f.recall) });
        metrics.push({ name: `warm retrieval p50, ${mode} (demo)`, value: ms(f.p50Ms), unit: 'ms', reference: 'target ≤ 20 ms' });
      }
    } finally {
      o.close();
    }
    return { id: 'retrieval', title: TITLE, metrics, notes: [`demo corpus: ${qs.length} questions of data/demo/qa.jsonl, company filter where the question has one; the Nifty-50 figures need its ground_truth.csv`] };
  } finally {
    for (const d of temp) rmSync(d, { recursive: true, force: true });
  }
}

export async function runRetrievalBench(opts: RetrievalBenchOptions = {}): Promise<Section> {
  const root = opts.root ?? ROOT;
  const log = opts.log ?? ((s: string) => void process.stderr.write(`[retrieval] ${s}\n`));
  // The harness passes dataDir null for the demo corpus (--demo): then the demo's qa.jsonl is used.
  const dataDir = opts.dataDir === undefined ? findNiftyDir(root) : opts.dataDir;
  if (!dataDir || !existsSync(join(dataDir, 'ground_truth.csv'))) return runDemoRecall(root, opts, log);
  const gt = loadGroundTruth(dataDir);
  const qs = gt.questions;
  const temp: string[] = [];
  const metrics: Metric[] = [];
  const notes: string[] = [
    `${qs.length} Nifty-50 questions (skipped ${gt.skipped.empty} empty, ${gt.skipped.noPdf} without a PDF), --company filter on, offline provider, top-k ${defaultConfig().retrieval.topK}`,
    'evidence recall: share of questions whose ground-truth answer has ≥ 70% of its word trigrams in the joined contexts',
  ];
  const raw: Record<string, unknown> = {};
  try {
    let workdir = opts.workdir && existsSync(join(opts.workdir, 'hybridrag.db')) ? opts.workdir : '';
    if (!workdir) {
      workdir = await ingestWorkdir(root, join(dataDir, 'pdfs'), [], log, true);
      temp.push(workdir);
    }
    const graph = hasGraph(workdir);
    if (!graph) notes.push('the workdir has no triplets (graph stages not run): graph, hybrid and kgar use an empty graph');
    const opened = await openWorkdir(workdir);
    const perMode: ModeFigures[] = [];
    try {
      for (const mode of opts.modes ?? MODES) {
        log(`mode ${mode} ...`);
        const f = await measureMode(opened.deps, mode, qs);
        perMode.push(f);
        log(`${mode}: recall ${r3(f.recall)}, p50 ${ms(f.p50Ms)} ms, p95 ${ms(f.p95Ms)} ms`);
        const target = mode === 'vector' || mode === 'hybrid' ? 'target ≥ 0.95; BM25 top-4 on 2024/204 chars: 0.915' : 'reported';
        metrics.push({ name: `evidence recall, ${mode}`, value: r3(f.recall), reference: target });
        metrics.push({ name: `warm retrieval p50, ${mode}`, value: ms(f.p50Ms), unit: 'ms', reference: 'target ≤ 20 ms' });
        metrics.push({ name: `warm retrieval p95, ${mode}`, value: ms(f.p95Ms), unit: 'ms' });
        if (f.errors > 0) notes.push(`${mode}: ${f.errors} questions failed to retrieve`);
      }
      // An analyst writes "NIM" where the call says "net interest margin", or the reverse.
      const { asked, swapped } = swappedQuestions(qs);
      for (const mode of opts.modes ?? MODES) {
        const a = await measureMode(opened.deps, mode, asked);
        const b = await measureMode(opened.deps, mode, swapped);
        metrics.push({ name: `evidence recall, ${mode}, abbreviation spelled the other way`, value: r3(b.recall), reference: `same ${asked.length} questions as asked: ${r3(a.recall)}` });
      }
    } finally {
      opened.close();
    }
    raw.modes = perMode;

    // The sweep that chose denseWeight and successorWeight (vector mode, k = 4).
    const sweep: Record<string, number> = {};
    for (const [w, l] of [[0, 0], [0.2, 0], [0.5, 0], [1, 0], [0, 0.7], [0.2, 0.3], [0.2, 0.5], [0.2, 0.7], [0.2, 1], [0.5, 0.7], [1, 0.7]] as const) {
      const o = await openWorkdir(workdir, { denseWeight: w, successorWeight: l });
      try {
        sweep[`w=${w} λ=${l}`] = r3((await measureMode(o.deps, 'vector', qs)).recall);
      } finally {
        o.close();
      }
    }
    raw.sweep = sweep;
    metrics.push({ name: 'vector recall, BM25 only (w=0, λ=0)', value: sweep['w=0 λ=0']!, reference: 'same chunks, no fusion, no propagation' });
    metrics.push({ name: 'vector recall, dense only (w=1, λ=0)', value: sweep['w=1 λ=0']!, reference: 'GloVe SIF embeddings' });
    notes.push(`dense weight w / successor λ sweep (vector recall): ${Object.entries(sweep).map(([k, v]) => `${k}: ${v}`).join(', ')}`);

    const coldRaw: Record<string, number[]> = {};
    for (const mode of opts.modes ?? MODES) {
      // Different questions per run: nothing is cached between processes but the OS page cache.
      const cold = coldAsk(root, workdir, qs.slice(0, opts.coldRuns ?? 5), mode);
      coldRaw[mode] = cold.times;
      metrics.push(
        cold.error
          ? { name: `cold \`hybridrag ask\` process, ${mode}`, value: `not available: ${cold.error}` }
          : { name: `cold \`hybridrag ask\` process, ${mode} (median)`, value: Math.round(quantile(cold.times, 0.5)), unit: 'ms', reference: 'target ≤ 1000 ms' },
      );
    }
    raw.coldAskMs = coldRaw;

    log('exact vs HNSW crossover ...');
    const cross = measureExactVsHnsw();
    raw.exactVsHnsw = cross;
    notes.push(
      `exact vs filtered HNSW (20,000 synthetic 100-d vectors, median ms, k 50): ${cross.map((c) => `n=${c.n}: ${ms(c.exactMs)} vs ${ms(c.hnswMs)}`).join('; ')}; exact search is used up to ${EXACT_SEARCH_MAX} vectors`,
    );

    if (opts.chunking ?? true) {
      const study: Record<string, number> = {};
      for (const args of [
        ['--chunk-strategy', 'speaker', '--chunk-size', '2024', '--chunk-overlap', '204'],
        ['--chunk-strategy', 'speaker', '--chunk-size', '1024', '--chunk-overlap', '102'],
        ['--chunk-strategy', 'chars', '--chunk-size', '2024', '--chunk-overlap', '204'],
        ['--chunk-strategy', 'chars', '--chunk-size', '1024', '--chunk-overlap', '102'],
      ]) {
        const label = `${args[1]} ${args[3]}/${args[5]}`;
        try {
          const dir = await ingestWorkdir(root, join(dataDir, 'pdfs'), args, log);
          temp.push(dir);
          const o = await openWorkdir(dir);
          try {
            study[label] = r3((await measureMode(o.deps, 'vector', qs)).recall);
            metrics.push({ name: `chunking: vector recall, ${label}`, value: study[label]! });
            log(`chunking ${label}: vector recall ${study[label]}`);
          } finally {
            o.close();
          }
        } catch (err) {
          // One failed configuration (e.g. dist/ rebuilt underneath us) must not lose the others.
          metrics.push({ name: `chunking: vector recall, ${label}`, value: `not available: ${(err as Error).message.slice(0, 160)}` });
        }
      }
      raw.chunking = study;
      const best = Object.entries(study).sort((a, b) => b[1] - a[1])[0];
      if (best) notes.push(`chunking study winner: ${best[0]} (vector recall ${best[1]})`);
    }
  } finally {
    for (const d of temp) rmSync(d, { recursive: true, force: true });
  }
  return { id: 'retrieval', title: TITLE, metrics, notes, raw };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const val = (k: string) => {
    const i = argv.indexOf(k);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  // A private build (bench/out/build): the shared dist/ is rebuilt by every test run in the tree.
  build(ROOT, (m) => process.stderr.write(`[retrieval] ${m}\n`));
  const s = await runRetrievalBench({
    workdir: val('--workdir'),
    chunking: !argv.includes('--no-chunking'),
    coldRuns: val('--cold') ? Number(val('--cold')) : undefined,
  });
  if (s.unavailable) console.log(`not available: ${s.unavailable}`);
  for (const m of s.metrics) console.log(`${m.name.padEnd(48)} ${String(m.value).padStart(10)} ${m.unit ?? ''}${m.reference ? `   (${m.reference})` : ''}`);
  for (const n of s.notes) console.log(`- ${n}`);
}
