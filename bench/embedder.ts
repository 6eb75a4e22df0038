/**
 * Offline embedder bench (issue 3): cold load of the compact GloVe cache in a fresh Node process
 * (what `hybridrag ask` pays), one-time cache build time (only when asked: it rewrites the cache in a
 * temporary directory), and embedding throughput in texts/s on real transcript-sized chunks.
 *
 * With --recall WORKDIR (a workdir ingested from the Nifty-50 PDFs, e.g. with --no-stages): dense-only
 * evidence recall@4 of the embedder on the 399 questions (company filter, cosine over the company's
 * chunks), with and without removing the corpus's first principal component (SIF's second step).
 *
 *   npx tsx bench/embedder.ts [--build] [--recall WORKDIR]
 * Exported for bench/run.ts: runEmbedderBench(opts) → Section.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheFilePath, defaultCacheDir, loadGloveTables } from '../src/core/providers/local/glove-cache.js';
import { SifEmbedder } from '../src/core/providers/local/sif-embedder.js';
import Database from 'better-sqlite3';
import { coverage, COVERAGE_THRESHOLD } from '../src/query/retrieve/evidence-recall.js';
import { loadGroundTruth } from '../src/query/retrieve/ground-truth.js';
import type { Metric, Section } from './lib/section.js';
import { SHARED_DATA } from './lib/corpus.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Median ms of `runs` fresh processes that load the cache and embed one question. */
function coldLoadMs(runs: number): number[] {
  const mod = pathToFileURL(join(ROOT, 'dist/core/providers/local/glove-cache.js')).href;
  const sif = pathToFileURL(join(ROOT, 'dist/core/providers/local/sif-embedder.js')).href;
  const script = `const t=performance.now();const {loadGloveTables,defaultCacheDir}=await import(${JSON.stringify(mod)});` +
    `const {SifEmbedder}=await import(${JSON.stringify(sif)});const e=new SifEmbedder(loadGloveTables(defaultCacheDir()));` +
    `e.embedOne('What was the revenue growth in Q1 FY24?');process.stdout.write(String(performance.now()-t));`;
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cold load failed (is dist/ built? npm run build): ${r.stderr}`);
    out.push(Number(r.stdout));
  }
  return out.sort((a, b) => a - b);
}

/** First principal component (uncentred, as in SIF) of unit vectors, by power iteration. */
function firstComponent(vs: readonly Float32Array[], dims: number): Float64Array {
  const cov = new Float64Array(dims * dims);
  for (const v of vs) for (let i = 0; i < dims; i++) for (let j = 0; j < dims; j++) cov[i * dims + j]! += v[i]! * v[j]!;
  let u = new Float64Array(dims).fill(1 / Math.sqrt(dims));
  for (let it = 0; it < 100; it++) {
    const n = new Float64Array(dims);
    for (let i = 0; i < dims; i++) for (let j = 0; j < dims; j++) n[i]! += cov[i * dims + j]! * u[j]!;
    const len = Math.hypot(...n);
    u = n.map((x) => x / len);
  }
  return u;
}

function withoutComponent(v: Float32Array, u: Float64Array): Float32Array {
  const d = v.reduce((s, x, i) => s + x * u[i]!, 0);
  const o = v.map((x, i) => x - d * u[i]!);
  const len = Math.hypot(...o) || 1;
  return o.map((x) => x / len);
}

/** Dense-only evidence recall@k of the SIF embedder on the Nifty-50 questions. */
export function denseRecall(workdir: string, dataDir: string, emb: SifEmbedder, k = 4): { plain: number; pcRemoved: number; oovIgnored: number; questions: number; chunks: number } {
  const db = new Database(join(workdir, 'hybridrag.db'), { readonly: true });
  const rows = db.prepare('SELECT c.text AS text, d.file_name AS file FROM chunks c JOIN documents d ON d.id = c.doc_id ORDER BY c.seq').all() as Array<{ text: string; file: string }>;
  db.close();
  const qs = loadGroundTruth(dataDir).questions;
  const chunkVecs = rows.map((r) => emb.embedOne(r.text));
  const qVecs = qs.map((q) => emb.embedOne(q.question));
  const recall = (C: Float32Array[], Q: Float32Array[]): [number, number] => {
    let covered = 0;
    let scored = 0;
    qs.forEach((q, qi) => {
      const top = rows
        .map((r, i) => ({ i, file: r.file }))
        .filter((x) => x.file === `${q.company}.pdf`)
        .map((x) => ({ i: x.i, s: C[x.i]!.reduce((s, v, d) => s + v * Q[qi]![d]!, 0) }))
        .sort((a, b) => b.s - a.s || a.i - b.i)
        .slice(0, k);
      const c = coverage(q.answer, top.map((t) => rows[t.i]!.text));
      if (Number.isNaN(c)) return;
      scored++;
      if (c >= COVERAGE_THRESHOLD) covered++;
    });
    return [covered / scored, scored];
  };
  const [plain, scored] = recall(chunkVecs, qVecs);
  const u = firstComponent(chunkVecs, emb.dimensions);
  const [pcRemoved] = recall(chunkVecs.map((v) => withoutComponent(v, u)), qVecs.map((v) => withoutComponent(v, u)));
  const bare = new SifEmbedder(loadGloveTables(defaultCacheDir()), { oov: 'ignore' });
  const [oovIgnored] = recall(rows.map((r) => bare.embedOne(r.text)), qs.map((q) => bare.embedOne(q.question)));
  return { plain, pcRemoved, oovIgnored, questions: scored, chunks: rows.length };
}

export async function runEmbedderBench(opts: { build?: boolean; recallWorkdir?: string; dataDir?: string } = {}): Promise<Section> {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const dir = defaultCacheDir();
  const emb = new SifEmbedder(loadGloveTables(dir));
  metrics.push({ name: 'cache file size', value: Math.round(statSync(cacheFilePath(dir)).size / 1e6), unit: 'MB' });
  if (opts.build) {
    const tmp = mkdtempSync(join(tmpdir(), 'hr-glove-'));
    const t = performance.now();
    loadGloveTables(tmp);
    metrics.push({ name: 'one-time cache build (JSON → binary)', value: Math.round(performance.now() - t), unit: 'ms' });
    rmSync(tmp, { recursive: true, force: true });
  }
  try {
    const cold = coldLoadMs(5);
    metrics.push({ name: 'cold load + first embedding, fresh process (median of 5)', value: Math.round(cold[2]!), unit: 'ms', reference: 'target ≤ 300 ms' });
    notes.push(`cold load runs (ms): ${cold.map((x) => x.toFixed(0)).join(', ')}; warm page cache`);
  } catch (err) {
    // dist/ may be mid-rebuild by a test run on a shared machine: say so rather than fail the section
    metrics.push({ name: 'cold load + first embedding, fresh process (median of 5)', value: null, unit: 'ms' });
    notes.push(`cold load not measured: ${(err as Error).message.split('\n')[0]}`);
  }
  const base = 'Revenue for the quarter grew 12.5% year-on-year to Rs. 5,000 crore, driven by strong demand in BFSI and retail. EBITDA margin expanded 150 bps to 24.3% as utilisation improved and attrition moderated. ';
  const texts = Array.from({ length: 2000 }, (_, i) => `${base.repeat(9)} Client ${i} contributed ${i % 97} deals.`);
  const t = performance.now();
  await emb.embed(texts);
  const s = (performance.now() - t) / 1000;
  metrics.push({ name: `embedding throughput (${texts[0]!.length}-char chunks)`, value: Math.round(texts.length / s), unit: 'texts/s' });
  if (opts.recallWorkdir) {
    const dataDir = opts.dataDir ?? join(SHARED_DATA, 'nifty50-q1fy24');
    const r = denseRecall(opts.recallWorkdir, dataDir, emb);
    metrics.push(
      { name: 'dense-only evidence recall@4 (company filter)', value: Math.round(r.plain * 1000) / 1000 },
      { name: 'same, corpus first principal component removed', value: Math.round(r.pcRemoved * 1000) / 1000 },
      { name: 'same, out-of-vocabulary tokens ignored (no hashed vectors)', value: Math.round(r.oovIgnored * 1000) / 1000 },
    );
    notes.push(`${r.questions} questions over ${r.chunks} chunks of ${opts.recallWorkdir}`);
  }
  return { id: 'embedder', title: 'Offline embedder (GloVe 100-d SIF)', metrics, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--recall');
  const s = await runEmbedderBench({ build: process.argv.includes('--build'), recallWorkdir: i > 0 ? process.argv[i + 1] : undefined });
  for (const m of s.metrics) console.log(`${m.name}: ${m.value}${m.unit ? ` ${m.unit}` : ''}${m.reference ? `  (${m.reference})` : ''}`);
  for (const n of s.notes) console.log(`note: ${n}`);
}
