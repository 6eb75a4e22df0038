/** Start the built CLI as a child that a test can kill at any moment (runCli waits for the end). */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../../src/core/util/seeded-random.js';
import { BIN } from '../../helpers/cli.js';

export interface Running {
  child: ChildProcess;
  /** Resolves when the process has exited, with its code/signal and output. */
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  exited(): boolean;
}

/** The preload that makes a child kill itself (SIGKILL) when its stderr first matches a pattern. */
const KILL_AT = fileURLToPath(new URL('./kill-at.mjs', import.meta.url));

/**
 * `killAt`: the child sends itself SIGKILL right after writing the stderr that first matches it
 * (test/faults/helpers/kill-at.mjs), so the kill lands at exactly that point of the run.
 */
export function startCli(args: readonly string[], cwd: string, env: Record<string, string | undefined> = {}, opts: { killAt?: RegExp } = {}): Running {
  const preload = opts.killAt ? ['--import', KILL_AT] : [];
  const child = spawn(process.execPath, [...preload, BIN, ...args], {
    cwd,
    env: {
      ...process.env,
      NO_COLOR: '1',
      HYBRIDRAG_WORKDIR: undefined,
      HYBRIDRAG_PROVIDER: 'local',
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      HR_KILL_AT: opts.killAt?.source,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      exited = true;
      resolve({ code, signal, stdout, stderr });
    });
  });
  return { child, done, exited: () => exited };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A seeded PRNG (mulberry32): the kill points are the same on every run of the suite. */
export const seeded = seededRandom;

/** A crash signature: what an unhandled exception or an InternalError prints. */
export function looksLikeCrash(stderr: string): boolean {
  return /^\s+at .+\(.+:\d+:\d+\)$/m.test(stderr) || /internal error/i.test(stderr) || /Unhandled|TypeError|ReferenceError|RangeError/.test(stderr);
}
