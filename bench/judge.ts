/**
 * Local judge vs the paper's judge: the 108 VectorRAG rows that gpt-3.5-turbo scored with RAGAS
 * (reference/vectorrag_ragas_scores.csv) are scored again by our offline judge; Spearman rank
 * correlation per metric. Answer relevancy uses the offline embedder (SIF GloVe).
 *
 *   npx tsx bench/judge.ts [dataDir]     (or through `npm run bench`)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Output } from '../src/cli/ui/output.js';
import { defaultConfig } from '../src/config/config.js';
import { judgeAgreement, readReferenceScores, REFERENCE_METRICS } from '../src/eval/judge-bench.js';
import { createLocalJudge } from '../src/eval/judge/local.js';
import { createLocalProvider } from '../src/providers/local/index.js';

const DEFAULT_DATA = '/work/shared/data/nifty50-q1fy24';

export interface JudgeBenchOptions {
  /** The nifty50-q1fy24 folder (holding reference/). */
  dataDir?: string | null;
}

/** Spearman per metric (local judge vs reference), with both sides' means. */
export async function runJudgeBench(opts: JudgeBenchOptions = {}): Promise<Record<string, number | string>> {
  const dataDir = opts.dataDir ?? DEFAULT_DATA;
  const csv = join(dataDir, 'reference', 'vectorrag_ragas_scores.csv');
  if (!existsSync(csv)) throw new Error(`reference scores not found: ${csv}`);
  const rows = readReferenceScores(csv, join(dataDir, 'reference', 'vectorrag_outputs'));
  const sink = new Writable({ write: (_c, _e, cb) => cb() });
  const provider = await createLocalProvider(defaultConfig(), { out: new Output({ stdout: sink, stderr: sink, quiet: true }) });
  const judge = createLocalJudge();
  const t0 = performance.now();
  const r = await judgeAgreement(rows, { judge, embedder: provider.embedder() });
  const seconds = (performance.now() - t0) / 1000;
  await provider.close();
  const out: Record<string, number | string> = { judge: r.judge, rows: r.rows, seconds: Math.round(seconds * 100) / 100 };
  for (const m of REFERENCE_METRICS) {
    const x = r.metrics[m];
    out[`spearman.${m}`] = Math.round(x.rho * 1000) / 1000;
    out[`n.${m}`] = x.n;
    out[`mean_local.${m}`] = Math.round(x.oursMean * 1000) / 1000;
    out[`mean_reference.${m}`] = Math.round(x.referenceMean * 1000) / 1000;
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runJudgeBench({ dataDir: process.argv[2] }).then(
    (r) => {
      for (const [k, v] of Object.entries(r)) process.stdout.write(`${k.padEnd(34)} ${v}\n`);
    },
    (err: unknown) => {
      process.stderr.write(`judge bench failed: ${(err as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
