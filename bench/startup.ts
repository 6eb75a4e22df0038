/**
 * Start-up bench: what a user waits for before the CLI does anything useful. Medians of several
 * fresh processes of the built binary (page cache warm) for `--version`, `--help` and a cold `ask`
 * on the demo corpus, and an unchanged re-ingest of the corpus beside a clean ingest of it (the
 * ratio of the medians). Each figure is given as wall time and as CPU time (user + system, from GNU
 * time), which other work on a shared machine inflates less.
 *
 *   npm run bench -- --only startup      # this section alone (writes a block holding only it)
 * Exported for bench/run.ts: runStartupBench(opts) → Section.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchEnv, binPath } from './lib/hybridrag.js';
import { measure, type Measured } from './lib/measure.js';
import type { Metric, Section } from './lib/section.js';
import { median } from './lib/stats.js';

export interface StartupBenchOptions {
  root: string;
  /** The corpus folder the re-ingest ratio is measured on (Nifty-50 PDFs, or the demo corpus). */
  corpusDir: string;
  /** Its data folder, holding company_tickers.json on the real corpus. */
  dataDir?: string | null;
  corpus?: string;
  /** Fresh processes per figure (default 7). */
  runs?: number;
  /** Clean ingests the ratio's denominator is the median of (default 3). */
  ingestRuns?: number;
  log?: (s: string) => void;
}

/** The question of the README's quickstart, on the demo corpus. */
const ASK = ['ask', 'What was the total contract value of deal wins?', '--company', 'aravali', '--quarter', 'Q1', '--mode', 'hybrid'];

export const TARGETS = { version: 0.15, help: 0.15, ask: 0.4, reingestRatio: 0.08 };

async function run(root: string, args: readonly string[]): Promise<Measured> {
  const r = await measure(process.execPath, [binPath(root), ...args], { cwd: root, env: benchEnv(), timeoutMs: 10 * 60_000 });
  // Exit 1 with a summary is an ingest with failed inputs (recorded); anything else is broken.
  if (r.code !== 0 && !(r.code === 1 && /ingested\s+\d+/.test(r.stdout))) {
    throw new Error(`hybridrag ${args.slice(0, 2).join(' ')} exited ${r.code ?? r.signal}: ${r.stderr.trim().split('\n').slice(-2).join(' / ')}`);
  }
  return r;
}

async function repeat(root: string, args: readonly string[], n: number): Promise<Measured[]> {
  const out: Measured[] = [];
  for (let i = 0; i < n; i++) out.push(await run(root, args));
  return out;
}

const wallS = (rs: readonly Measured[]): number => median(rs.map((r) => r.wallMs)) / 1000;
const cpuS = (rs: readonly Measured[]): number => median(rs.map((r) => r.cpuMs)) / 1000;
const list = (rs: readonly Measured[]): string => rs.map((r) => (r.wallMs / 1000).toFixed(2)).join(', ');

export async function runStartupBench(o: StartupBenchOptions): Promise<Section> {
  const log = o.log ?? (() => undefined);
  const n = o.runs ?? 7;
  const out = join(o.root, 'bench', 'out', 'startup');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  log(`startup: --version, --help × ${n} ...`);
  const version = await repeat(o.root, ['--version'], n);
  const help = await repeat(o.root, ['--help'], n);

  const demoWork = join(out, 'demo-work');
  await run(o.root, ['-q', 'ingest', join(o.root, 'data', 'demo'), '--workdir', demoWork]);
  await run(o.root, [...ASK, '--workdir', demoWork]); // the one-time embedding tables, if not built yet
  log(`startup: cold ask × ${n} ...`);
  const ask = await repeat(o.root, [...ASK, '--workdir', demoWork], n);

  const manifest = o.dataDir ? join(o.dataDir, 'company_tickers.json') : '';
  const ingestArgs = (wd: string): string[] => ['-q', 'ingest', o.corpusDir, '--workdir', wd, ...(manifest && existsSync(manifest) ? ['--manifest', manifest] : [])];
  const clean: Measured[] = [];
  const corpusWork = join(out, 'corpus-work');
  for (let i = 0; i < (o.ingestRuns ?? 3); i++) {
    log(`startup: clean ingest ${i + 1}/${o.ingestRuns ?? 3} ...`);
    rmSync(corpusWork, { recursive: true, force: true });
    clean.push(await run(o.root, ingestArgs(corpusWork)));
  }
  log(`startup: unchanged re-ingest × ${n} ...`);
  const again = await repeat(o.root, ingestArgs(corpusWork), n);
  rmSync(out, { recursive: true, force: true });

  const ratio = wallS(again) / wallS(clean);
  const cpuRatio = cpuS(again) / cpuS(clean);
  const metrics: Metric[] = [
    { name: '--version wall', value: wallS(version), unit: 's', reference: `target ≤ ${TARGETS.version} s` },
    { name: '--version CPU', value: cpuS(version), unit: 's' },
    { name: '--help wall', value: wallS(help), unit: 's', reference: `target ≤ ${TARGETS.help} s` },
    { name: '--help CPU', value: cpuS(help), unit: 's' },
    { name: 'cold ask (demo, hybrid) wall', value: wallS(ask), unit: 's', reference: `target ≤ ${TARGETS.ask} s` },
    { name: 'cold ask (demo, hybrid) CPU', value: cpuS(ask), unit: 's' },
    { name: 'clean ingest wall', value: wallS(clean), unit: 's' },
    { name: 're-ingest (unchanged) wall', value: wallS(again), unit: 's' },
    { name: 're-ingest / clean ingest, wall', value: ratio * 100, unit: '%', reference: `target ≤ ${TARGETS.reingestRatio * 100}%` },
    { name: 're-ingest / clean ingest, CPU', value: cpuRatio * 100, unit: '%' },
  ];
  return {
    id: 'startup',
    title: `Start-up (${o.corpus ?? 'corpus'} re-ingest, demo ask)`,
    metrics,
    notes: [
      `medians of ${n} fresh processes of the built binary per figure (clean ingest: ${clean.length}), page cache warm; CPU = user + system of the process (GNU time)`,
      `runs (s): --version ${list(version)}; --help ${list(help)}; ask ${list(ask)}; re-ingest ${list(again)}; clean ingest ${list(clean)}`,
      `ask: \`hybridrag ${ASK.map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ')}\` on the demo corpus ingested just before; re-ingest: the same \`ingest\` again over the unchanged corpus (every stage on the offline provider)`,
    ],
    raw: Object.fromEntries(Object.entries({ version, help, ask, clean, again }).map(([k, rs]) => [k, rs.map((r) => ({ wallMs: r.wallMs, cpuMs: r.cpuMs }))])),
  };
}
