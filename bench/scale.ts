/**
 * Scale bench (`npm run bench:scale`, or `npm run bench -- --scale 1,10,100`): generate ×N copies
 * of the real transcripts (src/scale/generate.ts), ingest each size into a fresh workdir with the
 * built binary, and report ingest time against corpus size (linear fit), peak RSS, and warm
 * retrieval latency on the largest workdir. Writes the scale block of docs/benchmarks.md
 * (bench/lib/bench-doc.ts) and bench/results-scale.json.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { extractSources, generateScaleCorpus, readTickers } from '../src/tools/scale/generate.js';
import { findNiftyDir } from './lib/corpus.js';
import { build, ingestArgs, runJson, runMeasured } from './lib/hybridrag.js';
import { gitState, writeBenchDoc } from './lib/bench-doc.js';
import { machineInfo } from './lib/machine.js';
import { resultsMarkdown, sectionConsole, type BenchResults } from './lib/report.js';
import type { Metric, Section } from './lib/section.js';
import { stageTimes } from './lib/stage-times.js';
import { linearFit } from './lib/stats.js';
import { runWarmRetrieval } from './lib/warm-retrieval.js';

export interface ScaleOptions {
  root: string;
  factors: number[];
  log: (s: string) => void;
  /** Keep generated corpora and workdirs (they are large) after the run. */
  keep?: boolean;
  /** The page to write the scale block into (default docs/benchmarks.md). */
  doc?: string;
  /** The command line that started the run, shown in the block. */
  command?: string;
}

interface SizePoint {
  factor: number;
  files: number;
  textMiB: number;
  documents: number;
  chunks: number;
  wallS: number;
  peakRssMiB: number;
  stages: Record<string, number>;
  exit: number | null;
}

export async function runScaleBench(o: ScaleOptions): Promise<Section> {
  const t0 = Date.now();
  const load0 = loadavg()[0]!;
  const git = gitState(o.root);
  const nifty = findNiftyDir(o.root);
  if (!nifty) throw new Error('the scale bench needs the real Nifty-50 corpus (../shared/data or HYBRIDRAG_DATA)');
  o.log('building a private copy of the CLI (bench/out/build) ...');
  build(o.root, o.log);
  const out = join(o.root, 'bench', 'out', 'scale');
  mkdirSync(out, { recursive: true });
  o.log('extracting source text once ...');
  const sources = await extractSources(join(nifty, 'pdfs'), join(out, 'source-text'), readTickers(nifty), o.log);
  const points: SizePoint[] = [];
  const factors = [...new Set(o.factors)].sort((a, b) => a - b);
  let lastWorkdir = '';
  for (const f of factors) {
    const gen = generateScaleCorpus(sources, join(out, `x${f}`), f, o.log);
    const workdir = join(out, `x${f}-workdir`);
    rmSync(workdir, { recursive: true, force: true });
    o.log(`ingesting ×${f}: ${gen.files} documents, ${(gen.bytes / 2 ** 20).toFixed(1)} MiB of text ...`);
    const r = await runMeasured(o.root, ingestArgs(o.root, [gen.docsDir, '--workdir', workdir, '--manifest', gen.manifestPath]), 6 * 3600_000);
    if (r.code !== 0 && r.code !== 1) o.log(`ingest ×${f} exited ${r.code ?? r.signal}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}`);
    const status = runJson(o.root, ['status', '--json', '--workdir', workdir]) as { documents?: number; chunks?: number } | null;
    points.push({
      factor: f,
      files: gen.files,
      textMiB: gen.bytes / 2 ** 20,
      documents: status?.documents ?? Number.NaN,
      chunks: status?.chunks ?? Number.NaN,
      wallS: r.wallMs / 1000,
      peakRssMiB: r.peakRssMiB,
      stages: stageTimes(r.stdout),
      exit: r.code,
    });
    o.log(`×${f}: ${(r.wallMs / 1000).toFixed(1)} s, peak RSS ${r.peakRssMiB.toFixed(0)} MiB, ${status?.chunks ?? '?'} chunks`);
    if (lastWorkdir && !o.keep) rmSync(lastWorkdir, { recursive: true, force: true });
    lastWorkdir = workdir;
  }
  const metrics: Metric[] = [];
  for (const p of points) {
    metrics.push(
      { name: `×${p.factor} documents / chunks`, value: `${p.documents} / ${p.chunks}` },
      { name: `×${p.factor} ingest wall time`, value: p.wallS, unit: 's', reference: `${((p.wallS / p.files) * 1000).toFixed(0)} ms per document` },
      { name: `×${p.factor} ingest peak RSS`, value: p.peakRssMiB, unit: 'MiB', reference: p.factor >= 100 ? 'target ≤ 2048 MiB at ×100' : '' },
    );
  }
  if (points.length >= 2) {
    const fit = linearFit(points.map((p) => p.files), points.map((p) => p.wallS));
    const a = points[0]!;
    const b = points[points.length - 1]!;
    metrics.push(
      { name: 'linear fit time ~ documents: R²', value: fit.r2, reference: 'linear growth: R² near 1' },
      { name: 'linear fit slope', value: fit.slope * 1000, unit: 'ms/document' },
      { name: `per-document time ×${b.factor} / ×${a.factor}`, value: b.wallS / b.files / (a.wallS / a.files), unit: '×', reference: '1.0 = perfectly linear' },
    );
  }
  const warm = await runWarmRetrieval(o.root, lastWorkdir, o.log);
  metrics.push(...warm.metrics);
  const section: Section = {
    id: 'scale',
    title: `Scale: ×${factors.join(', ×')} the Nifty-50 transcripts`,
    metrics,
    notes: [
      'generated .txt transcripts (text extracted once with the product PDF reader), companies renamed and periods shifted per copy, metadata from a manifest',
      'one ingest per size in a fresh workdir, built binary, offline provider; peak RSS via GNU time',
      ...warm.notes,
    ],
    raw: { points, warm: warm.raw },
    seconds: (Date.now() - t0) / 1000,
  };
  process.stdout.write(sectionConsole(section) + '\n');
  const results: BenchResults = {
    machine: machineInfo(o.root, load0, git),
    corpus: { name: 'nifty50-q1fy24 scaled', path: 'bench/out/scale', documents: points[points.length - 1]?.files ?? 0 },
    options: { factors },
    sections: [section],
    totalSeconds: (Date.now() - t0) / 1000,
  };
  writeFileSync(join(o.root, 'bench', 'results-scale.json'), JSON.stringify(results, null, 2) + '\n');
  const block = resultsMarkdown(results, 'Scale', o.command ?? `npm run bench -- --scale ${factors.join(',')}`);
  writeBenchDoc(o.doc ?? join(o.root, 'docs', 'benchmarks.md'), 'scale', block);
  if (!o.keep && existsSync(lastWorkdir)) o.log(`kept the largest workdir for inspection: ${lastWorkdir}`);
  return section;
}
