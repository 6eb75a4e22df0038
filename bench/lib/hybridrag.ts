/** Run the built `hybridrag` binary as a child process (offline provider), as a user would. */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measure, type Measured } from './measure.js';

/** Set by build(): the bench's private copy of the CLI. */
let privateBin: string | null = null;

/** The CLI the bench runs: its private build when build() ran, else the repository's bin/. */
export function binPath(root: string): string {
  return privateBin ?? join(root, 'bin', 'hybridrag.js');
}

/** The environment for a bench child: offline, no colour, no inherited workdir or keys. */
export function benchEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', HYBRIDRAG_PROVIDER: 'local', ...extra };
  delete env.HYBRIDRAG_WORKDIR;
  delete env.OPENAI_API_KEY;
  delete env.OPENAI_BASE_URL;
  return env;
}

/** Run hybridrag with `args`, measuring wall time and peak RSS. */
export function runMeasured(root: string, args: readonly string[], timeoutMs = 30 * 60_000): Promise<Measured> {
  return measure(process.execPath, [binPath(root), ...args], { cwd: root, env: benchEnv(), timeoutMs });
}

/** Run hybridrag synchronously and parse its stdout as JSON; null when it fails or is not JSON. */
export function runJson(root: string, args: readonly string[]): unknown {
  const r = spawnSync(process.execPath, [binPath(root), ...args], { cwd: root, env: benchEnv(), encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) return null;
  try {
    return JSON.parse(r.stdout) as unknown;
  } catch {
    return null;
  }
}

/**
 * Build a private copy of the CLI under bench/out/build (dist/, bin/, package.json) and run that:
 * the shared dist/ is rebuilt by every test run in the working tree, and a module replaced halfway
 * through a measured ingest would make it fail. A type error in a file being written by someone
 * else still emits JS, so a failed type check is reported but is not fatal.
 */
export function build(root: string, log: (s: string) => void): void {
  const out = join(root, 'bench', 'out', 'build');
  rmSync(join(out, 'dist'), { recursive: true, force: true });
  mkdirSync(join(out, 'bin'), { recursive: true });
  try {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--outDir', join(out, 'dist')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    const text = String((err as { stdout?: Buffer }).stdout ?? '');
    log(`warning: tsc reported type errors (JS was still emitted):\n${text.split('\n').slice(0, 8).join('\n')}`);
  }
  if (!existsSync(join(out, 'dist', 'cli', 'main.js'))) throw new Error('build failed: dist/cli/main.js is missing');
  // main.js reads ../../package.json for --version; node_modules resolve upwards to the repository's.
  copyFileSync(join(root, 'package.json'), join(out, 'package.json'));
  // The shipped vocabulary files (data/vocabulary) are read beside dist/, as in an installed package.
  cpSync(join(root, 'data', 'vocabulary'), join(out, 'data', 'vocabulary'), { recursive: true });
  // The help text `npm run build` writes after tsc (the entry point answers --help from it).
  mkdirSync(join(out, 'scripts'), { recursive: true });
  copyFileSync(join(root, 'scripts', 'write-help.mjs'), join(out, 'scripts', 'write-help.mjs'));
  execFileSync(process.execPath, [join(out, 'scripts', 'write-help.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  // The one-file bundle of the CLI `npm run build` writes next (bin/ loads it, with its code cache, when current).
  execFileSync(process.execPath, [join(root, 'scripts', 'bundle-cli.mjs'), '--dist', join(out, 'dist')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const bin = join(out, 'bin', 'hybridrag.js');
  // The repository's own entry point (bin/ with its package.json: a CommonJS script), so the bench
  // measures what a user runs (its --version and --help fast paths).
  cpSync(join(root, 'bin'), join(out, 'bin'), { recursive: true });
  privateBin = bin;
}

let ingestHelp: string | null = null;

/** `ingest` arguments, with `--json` when this build's ingest command has it (its summary then carries stage times). */
export function ingestArgs(root: string, rest: readonly string[]): string[] {
  ingestHelp ??= spawnSync(process.execPath, [binPath(root), 'ingest', '--help'], { cwd: root, env: benchEnv(), encoding: 'utf8' }).stdout ?? '';
  return ['ingest', ...rest, ...(/--json\b/.test(ingestHelp) ? ['--json'] : [])];
}
