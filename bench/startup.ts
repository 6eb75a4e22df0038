/**
 * Start-up bench: what a user waits for before the CLI does anything useful. Medians of several
 * fresh processes of the built binary (page cache warm) for `--version`, `--help` and a cold `ask`
 * on the demo corpus in hybrid and in vector mode, and an unchanged re-ingest of the corpus beside
 * a clean ingest of it (the ratio of the medians). Each figure is given as wall time and as CPU time
 * (user + system, from GNU time), which other work on a shared machine inflates less.
 *
 *   npm run bench -- --only startup      # this section alone (writes a block holding only it)
 *   npx tsx bench/startup.ts [--runs 7] [--base DIR]
 *                                        # the start-up figures alone, printed (no re-ingest, no
 *                                        # page written) for this checkout's bin/ (build it first)
 *                                        # and, with --base, another built checkout's, the runs of
 *                                        # both interleaved so that the machine's load falls on both
 * Exported for bench/run.ts: runStartupBench(opts) → Section.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const ASK_VECTOR = [...ASK.slice(0, -1), 'vector'];

export const TARGETS = { version: 0.15, help: 0.15, ask: 0.4, reingestRatio: 0.08 };

async function run(root: string, args: readonly string[], bin = binPath(root)): Promise<Measured> {
  const r = await measure(process.execPath, [bin, ...args], { cwd: root, env: benchEnv(), timeoutMs: 10 * 60_000 });
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
  log(`startup: cold ask (hybrid, vector) × ${n} ...`);
  const ask = await repeat(o.root, [...ASK, '--workdir', demoWork], n);
  const askVector = await repeat(o.root, [...ASK_VECTOR, '--workdir', demoWork], n);

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
    { name: 'cold ask (demo, vector) wall', value: wallS(askVector), unit: 's', reference: `target ≤ ${TARGETS.ask} s` },
    { name: 'cold ask (demo, vector) CPU', value: cpuS(askVector), unit: 's' },
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
      `runs (s): --version ${list(version)}; --help ${list(help)}; ask ${list(ask)}; ask vector ${list(askVector)}; re-ingest ${list(again)}; clean ingest ${list(clean)}`,
      `ask: \`hybridrag ${shownArgs(ASK)}\` (and with \`--mode vector\`) on the demo corpus ingested just before; re-ingest: the same \`ingest\` again over the unchanged corpus (every stage on the offline provider)`,
    ],
    raw: Object.fromEntries(Object.entries({ version, help, ask, askVector, clean, again }).map(([k, rs]) => [k, rs.map((r) => ({ wallMs: r.wallMs, cpuMs: r.cpuMs }))])),
  };
}

const shownArgs = (args: readonly string[]): string => args.map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ');

/** The start-up figures of one built checkout: its bin/ and a demo workdir it ingested. */
interface Checkout {
  label: string;
  bin: string;
  work: string;
  runs: Record<string, Measured[]>;
}

const FIGURES: ReadonlyArray<[string, (c: Checkout) => string[]]> = [
  ['--version', () => ['--version']],
  ['--help', () => ['--help']],
  ['cold ask hybrid', (c) => [...ASK, '--workdir', c.work]],
  ['cold ask vector', (c) => [...ASK_VECTOR, '--workdir', c.work]],
];

/** `npx tsx bench/startup.ts`: the start-up figures alone, of this checkout and optionally another, printed. */
async function main(argv: readonly string[]): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let runs = 7;
  let base: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Math.max(5, Number.parseInt(argv[++i] ?? '', 10) || 5);
    else if (argv[i] === '--base') base = resolve(argv[++i] ?? '.');
    else throw new Error(`unknown option ${argv[i]} (see the comment at the top of bench/startup.ts)`);
  }
  const out = join(root, 'bench', 'out', 'startup-alone');
  rmSync(out, { recursive: true, force: true });
  const checkouts: Checkout[] = [{ label: 'this checkout', bin: join(root, 'bin', 'hybridrag.js'), work: join(out, 'work-this'), runs: {} }];
  if (base) checkouts.push({ label: `base (${base})`, bin: join(base, 'bin', 'hybridrag.js'), work: join(out, 'work-base'), runs: {} });
  for (const c of checkouts) {
    if (!existsSync(c.bin)) throw new Error(`${c.bin} is missing`);
    await run(root, ['-q', 'ingest', join(root, 'data', 'demo'), '--workdir', c.work], c.bin);
    await run(root, [...ASK, '--workdir', c.work], c.bin); // one-time tables, if any
  }
  process.stderr.write(`[startup] ${runs} rounds of ${FIGURES.length} figures × ${checkouts.length} checkout(s) ...\n`);
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of FIGURES) {
      for (const c of checkouts) (c.runs[name] ??= []).push(await run(root, args(c), c.bin));
    }
  }
  rmSync(out, { recursive: true, force: true });
  const lines = [`medians of ${runs} fresh processes (wall s / CPU s); ask: \`hybridrag ${shownArgs(ASK)}\` and its --mode vector`];
  const target = (name: string): number => (name.startsWith('cold') ? TARGETS.ask : name === '--help' ? TARGETS.help : TARGETS.version);
  for (const [name] of FIGURES) {
    const cells = checkouts.map((c) => `${c.label}: ${wallS(c.runs[name]!).toFixed(3)} / ${cpuS(c.runs[name]!).toFixed(3)}`);
    lines.push(`${name.padEnd(16)} ${cells.join('   ')}   (target ≤ ${target(name)} s wall)`);
  }
  const node: Measured[] = [];
  for (let i = 0; i < runs; i++) node.push(await measure(process.execPath, ['-e', '0'], { cwd: root, env: benchEnv() }));
  lines.push(`${'node -e 0'.padEnd(16)} ${wallS(node).toFixed(3)} / ${cpuS(node).toFixed(3)}`);
  process.stdout.write(lines.join('\n') + '\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
