/**
 * Ingest bench: `hybridrag ingest <corpus>` (offline provider, built binary, fresh workdir each run)
 * beside `pdftotext` on the same files, in one run: wall time, peak RSS, ratio, pages/s, per-stage
 * times, a no-change re-ingest, a re-ingest after a user's sectors file is edited (bench/vocabulary-edit.ts),
 * and what the workdir ended up holding (documents, chunks, vectors,
 * triplets, nodes, edges).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Corpus } from './lib/corpus.js';
import { runJson, runMeasured } from './lib/hybridrag.js';
import { measure } from './lib/measure.js';
import { metricsFromRecord, type Metric, type Section } from './lib/section.js';
import { lastJson, stageTimes } from './lib/stage-times.js';
import { ingestArgs } from './lib/hybridrag.js';
import { median } from './lib/stats.js';
import { vocabularyEditBench } from './vocabulary-edit.js';

export interface IngestBenchOptions {
  root: string;
  corpus: Corpus;
  /** Clean ingest runs to take the median over (fewer if the time budget runs out). */
  runs: number;
  /** Stop starting new runs once this many seconds are spent (the first run always happens). */
  budgetSeconds: number;
  /** Where to keep the last run's workdir for the other sections. */
  workdir: string;
  log: (s: string) => void;
}

interface RunFigures {
  wallMs: number;
  peakRssMiB: number;
  stages: Record<string, number>;
}

/** pdftotext over every PDF, one process per file (how poppler is used): total wall, max RSS. */
async function pdftotextRun(files: readonly string[]): Promise<{ wallMs: number; peakRssMiB: number } | string> {
  const pdfs = files.filter((f) => f.toLowerCase().endsWith('.pdf'));
  if (pdfs.length === 0) return 'the corpus has no PDFs';
  const out = mkdtempSync(join(tmpdir(), 'hr-pdftotext-'));
  let wallMs = 0;
  let peak = 0;
  try {
    for (const [i, f] of pdfs.entries()) {
      const r = await measure('pdftotext', ['-layout', f, join(out, `${i}.txt`)]);
      if (r.code !== 0) return `pdftotext failed on ${f}: ${r.stderr.trim().split('\n')[0]}`;
      wallMs += r.wallMs;
      peak = Math.max(peak, r.peakRssMiB);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return 'pdftotext is not installed (apt-get install -y poppler-utils)';
    throw err;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return { wallMs, peakRssMiB: peak };
}

/** The real corpus ships company_tickers.json (PDF name -> ticker): ingest with it, as a user would. */
function manifestArgs(c: Corpus): string[] {
  const m = c.dataDir ? join(c.dataDir, 'company_tickers.json') : '';
  return m && existsSync(m) ? ['--manifest', m] : [];
}

async function ingestOnce(o: IngestBenchOptions, workdir: string): Promise<RunFigures & { summary: unknown }> {
  rmSync(workdir, { recursive: true, force: true });
  mkdirSync(workdir, { recursive: true });
  const r = await runMeasured(o.root, ingestArgs(o.root, [o.corpus.dir, '--workdir', workdir, ...manifestArgs(o.corpus)]));
  // Exit 1 with a summary means some inputs failed (they are recorded); anything else is a broken run.
  if (r.code !== 0 && !(r.code === 1 && /ingested\s+\d+/.test(r.stdout))) {
    throw new Error(`ingest exited ${r.code ?? r.signal}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  }
  return { wallMs: r.wallMs, peakRssMiB: r.peakRssMiB, stages: stageTimes(r.stdout), summary: lastJson(r.stdout) ?? r.stdout.slice(-4000) };
}

export async function runIngestBench(o: IngestBenchOptions): Promise<Section> {
  const t0 = Date.now();
  const runs: RunFigures[] = [];
  const ref: { wallMs: number; peakRssMiB: number }[] = [];
  let refReason: string | null = null;
  let lastSummary: unknown = null;
  for (let i = 0; i < o.runs; i++) {
    if (i > 0 && (Date.now() - t0) / 1000 > o.budgetSeconds) break;
    o.log(`ingest run ${i + 1}/${o.runs} ...`);
    const run = await ingestOnce(o, o.workdir);
    runs.push(run);
    lastSummary = run.summary;
    // pdftotext right after, so both see the same machine state (page cache warm for both).
    const p = await pdftotextRun(o.corpus.files);
    if (typeof p === 'string') refReason = p;
    else ref.push(p);
  }
  o.log('re-ingest of the unchanged corpus ...');
  const again = await runMeasured(o.root, ingestArgs(o.root, [o.corpus.dir, '--workdir', o.workdir, ...manifestArgs(o.corpus)]));
  o.log('re-ingest after a vocabulary edit (a copy of the workdir) ...');
  const edit = await vocabularyEditBench({ root: o.root, workdir: o.workdir, corpus: o.corpus.dir, runs: 1, log: o.log });
  const status = runJson(o.root, ['status', '--json', '--workdir', o.workdir]) as Record<string, unknown> | null;
  const graph = runJson(o.root, ['graph', 'stats', '--json', '--workdir', o.workdir]);

  const wall = median(runs.map((r) => r.wallMs)) / 1000;
  const rss = median(runs.map((r) => r.peakRssMiB));
  const pages = typeof status?.pages === 'number' ? status.pages : Number.NaN;
  const metrics: Metric[] = [
    { name: 'ingest wall time', value: wall, unit: 's' },
    { name: 'ingest peak RSS', value: rss, unit: 'MiB' },
    { name: 'pages/s', value: pages / wall },
  ];
  if (ref.length) {
    const pw = median(ref.map((r) => r.wallMs)) / 1000;
    const pr = median(ref.map((r) => r.peakRssMiB));
    metrics.push(
      { name: 'pdftotext wall time', value: pw, unit: 's', reference: 'poppler, one process per file, sequential' },
      { name: 'pdftotext peak RSS', value: pr, unit: 'MiB' },
      { name: 'wall ratio ingest/pdftotext', value: wall / pw, unit: '×' },
      { name: 'RSS ratio ingest/pdftotext', value: rss / pr, unit: '×' },
    );
  } else {
    metrics.push({ name: 'pdftotext', value: `not available: ${refReason ?? 'not run'}` });
  }
  const stageNames = [...new Set(runs.flatMap((r) => Object.keys(r.stages)))];
  for (const s of stageNames) {
    const ms = median(runs.map((r) => r.stages[s]).filter((x): x is number => typeof x === 'number'));
    metrics.push({ name: `stage ${s}`, value: ms / 1000, unit: 's' });
  }
  const parseMs = stageNames.find((s) => /parse|extract.?text|pdf/i.test(s));
  if (parseMs && ref.length) {
    const ms = median(runs.map((r) => r.stages[parseMs] ?? Number.NaN));
    metrics.push({ name: `ratio ${parseMs}/pdftotext`, value: ms / median(ref.map((r) => r.wallMs)), unit: '×', reference: 'PDF parsing (worker threads) vs poppler text extraction' });
  }
  if (stageNames.length === 0) metrics.push({ name: 'per-stage times', value: 'not available: the ingest --json summary has no stage times' });
  const factsMs = median(runs.map((r) => r.stages.facts).filter((x): x is number => typeof x === 'number'));
  if (Number.isFinite(factsMs)) metrics.push({ name: 'facts stage share of a clean ingest', value: factsMs / 1000 / wall, unit: '×', reference: 'reading every management sentence into typed facts (target ≤ 0.15)' });
  metrics.push({ name: 're-ingest (unchanged) wall time', value: again.wallMs / 1000, unit: 's', reference: `${((again.wallMs / 1000 / wall) * 100).toFixed(1)}% of a clean ingest (target < 10%)` });
  const edited = edit.runs[0]!;
  metrics.push(
    { name: 're-ingest after a sectors-file edit wall time', value: edited.wallMs / 1000, unit: 's', reference: `${((edited.wallMs / 1000 / wall) * 100).toFixed(1)}% of a clean ingest: metadata and sectors read again from the stored pages` },
    { name: 're-ingest after a sectors-file edit: documents read again', value: Number(edited.summary.reread ?? Number.NaN) },
    { name: 're-ingest after a sectors-file edit: chunks written', value: Number(edited.summary.chunks ?? Number.NaN), reference: 'chunks, embeddings and triplets kept' },
  );
  if (status) {
    const counts: Record<string, unknown> = {};
    for (const k of ['documents', 'pages', 'chunks', 'vectors', 'triplets', 'entities', 'nodes', 'edges']) if (k in status) counts[k] = status[k];
    if (Array.isArray(status.failed)) counts.failed = status.failed.length;
    metrics.push(...metricsFromRecord(counts, 'workdir'));
  }
  if (graph && typeof graph === 'object') metrics.push(...metricsFromRecord(graph, 'graph'));
  else metrics.push({ name: 'graph stats', value: 'not available: `hybridrag graph stats --json` did not answer' });
  return {
    id: 'ingest',
    title: `Ingest (${o.corpus.name}, offline provider)`,
    metrics,
    notes: [
      `median of ${runs.length} clean run(s), each in a fresh workdir, built binary as a child process; peak RSS via ${existsSync('/usr/bin/time') ? 'GNU time (maxrss)' : '/proc VmHWM polling'}`,
      'ingest does parse + chunk + SQLite/FTS + every post-chunk stage (embed, extract, resolve) on 2 cores; pdftotext only extracts text, so the whole-ingest ratio is an upper bound and the parse-stage ratio is the like-for-like one',
    ],
    raw: { runs, pdftotext: ref, reingestMs: again.wallMs, vocabularyEdit: edit, lastSummary, status, graph },
  };
}
