/**
 * Eval bench: the full offline `hybridrag eval --mode all` over the 399 Nifty-50 questions (wall
 * time against the 60 s target, and the metric table), and QuALITY multiple-choice accuracy per
 * mode (its 15 articles ingested into a scratch workdir). Runs the built CLI as a user would.
 *
 *   npx tsx bench/eval.ts [workdir] [dataDir]     (workdir: an ingested Nifty-50 workdir)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA } from './lib/corpus.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'hybridrag.js');
const DEFAULT_DATA = join(SHARED_DATA, 'nifty50-q1fy24');

export interface EvalBenchOptions {
  /** An ingested Nifty-50 workdir. */
  workdir?: string;
  /** The nifty50-q1fy24 folder; quality-subset/ is looked for beside it. */
  dataDir?: string | null;
  /** The corpus folder; with no dataDir (the demo corpus) its qa.jsonl is evaluated instead. */
  corpusDir?: string;
  /** Skip the QuALITY part. */
  skipQuality?: boolean;
}

function cli(args: string[], cwd: string): { seconds: number; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 << 20 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`hybridrag ${args.join(' ')} exited ${r.status}: ${(r.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`);
  return { seconds, stdout: r.stdout };
}

const r3 = (x: number | null | undefined): number | string => (typeof x === 'number' ? Math.round(x * 1000) / 1000 : 'n/a');

export async function runEvalBench(opts: EvalBenchOptions = {}): Promise<Record<string, number | string>> {
  const workdir = opts.workdir;
  if (!workdir || !existsSync(workdir)) throw new Error('needs an ingested workdir (pass it as the first argument)');
  // The harness passes dataDir: null for the demo corpus: evaluate its own qa.jsonl then.
  const demoQa = opts.dataDir === null && opts.corpusDir ? join(opts.corpusDir, 'qa.jsonl') : null;
  const dataDir = opts.dataDir ?? DEFAULT_DATA;
  const tmp = mkdtempSync(join(tmpdir(), 'hybridrag-eval-bench-'));
  const out: Record<string, number | string> = {};
  try {
    if (demoQa) {
      if (!existsSync(demoQa)) throw new Error(`no qa.jsonl in ${opts.corpusDir}`);
    } else {
      cli(['dataset', 'import-nifty', '--csv', join(dataDir, 'ground_truth.csv'), '--tickers', join(dataDir, 'company_tickers.json'), '--pdfs', join(dataDir, 'pdfs'), '--out', 'qa.jsonl'], tmp);
    }
    const run = cli(['--workdir', workdir, 'eval', '--dataset', demoQa ?? 'qa.jsonl', '--mode', 'all', '--out', 'out', '--no-resume'], tmp);
    const tag = demoQa ? 'demo' : 'nifty';
    out[`${tag}.seconds`] = Math.round(run.seconds * 10) / 10;
    const doc = JSON.parse(readFileSync(join(tmp, 'out', 'metrics.json'), 'utf8')) as {
      questions: number; judge: string; modes: Record<string, Record<string, { mean: number | null; n: number; nan: number }>>;
    };
    out[`${tag}.questions`] = doc.questions;
    out[`${tag}.judge`] = doc.judge;
    for (const [mode, table] of Object.entries(doc.modes)) {
      for (const m of ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall', 'evidence_recall', 'answer_f1', 'context_precision_vector', 'context_precision_graph']) {
        out[`${tag}.${mode}.${m}`] = r3(table[m]?.mean);
      }
    }
    const quality = join(dirname(dataDir), 'quality-subset', 'quality.jsonl');
    if (!demoQa && !opts.skipQuality && existsSync(quality)) {
      cli(['dataset', 'import-quality', quality, '--out', 'quality'], tmp);
      cli(['--workdir', join(tmp, 'qwork'), 'ingest', join(tmp, 'quality', 'docs')], tmp);
      const q = cli(['--workdir', join(tmp, 'qwork'), 'eval', '--dataset', join('quality', 'mc.jsonl'), '--mode', 'all', '--out', 'qout'], tmp);
      out['quality.seconds'] = Math.round(q.seconds * 10) / 10;
      const qd = JSON.parse(readFileSync(join(tmp, 'qout', 'metrics.json'), 'utf8')) as { questions: number; modes: Record<string, { accuracy: { mean: number | null; n: number }; no_context: number }> };
      out['quality.questions'] = qd.questions;
      for (const [mode, t] of Object.entries(qd.modes)) {
        out[`quality.${mode}.accuracy`] = r3(t.accuracy.mean);
        out[`quality.${mode}.no_context`] = t.no_context;
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runEvalBench({ workdir: process.argv[2], dataDir: process.argv[3] }).then(
    (r) => {
      for (const [k, v] of Object.entries(r)) process.stdout.write(`${k.padEnd(44)} ${v}\n`);
    },
    (err: unknown) => {
      process.stderr.write(`eval bench failed: ${(err as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
