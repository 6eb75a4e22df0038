/**
 * Offline embedder bench (issue 3): cold load of the compact GloVe cache in a fresh Node process
 * (what `hybridrag ask` pays), one-time cache build time (only when asked: it rewrites the cache in a
 * temporary directory), and embedding throughput in texts/s on real transcript-sized chunks.
 *
 *   npx tsx bench/embedder.ts [--build]
 * Exported for bench/run.ts: runEmbedderBench(opts) → Section.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheFilePath, defaultCacheDir, loadGloveTables } from '../src/providers/local/glove-cache.js';
import { SifEmbedder } from '../src/providers/local/sif-embedder.js';
import type { Metric, Section } from './lib/section.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Median ms of `runs` fresh processes that load the cache and embed one question. */
function coldLoadMs(runs: number): number[] {
  const mod = pathToFileURL(join(ROOT, 'dist/providers/local/glove-cache.js')).href;
  const sif = pathToFileURL(join(ROOT, 'dist/providers/local/sif-embedder.js')).href;
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

export async function runEmbedderBench(opts: { build?: boolean } = {}): Promise<Section> {
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
  const cold = coldLoadMs(5);
  metrics.push({ name: 'cold load + first embedding, fresh process (median of 5)', value: Math.round(cold[2]!), unit: 'ms', reference: 'target 100-300 ms' });
  notes.push(`cold load runs (ms): ${cold.map((x) => x.toFixed(0)).join(', ')}; warm page cache`);
  const base = 'Revenue for the quarter grew 12.5% year-on-year to Rs. 5,000 crore, driven by strong demand in BFSI and retail. EBITDA margin expanded 150 bps to 24.3% as utilisation improved and attrition moderated. ';
  const texts = Array.from({ length: 2000 }, (_, i) => `${base.repeat(9)} Client ${i} contributed ${i % 97} deals.`);
  const t = performance.now();
  await emb.embed(texts);
  const s = (performance.now() - t) / 1000;
  metrics.push({ name: `embedding throughput (${texts[0]!.length}-char chunks)`, value: Math.round(texts.length / s), unit: 'texts/s' });
  return { id: 'embedder', title: 'Offline embedder (GloVe 100-d SIF)', metrics, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await runEmbedderBench({ build: process.argv.includes('--build') });
  for (const m of s.metrics) console.log(`${m.name}: ${m.value}${m.unit ? ` ${m.unit}` : ''}${m.reference ? `  (${m.reference})` : ''}`);
  for (const n of s.notes) console.log(`note: ${n}`);
}
