/**
 * Running the CLI from a test, two ways:
 *   runCli     in this process: main() from src/ with stdout and stderr captured, the environment,
 *              working directory and exit code as the binary would see them. Fast; most tests.
 *   runBinary  the built `hybridrag` binary as a child process, as a user would: the end-to-end
 *              tests of each command, and whatever needs a process of its own (signals, pipes,
 *              several runs at once, a terminal).
 * Both resolve to the same CliResult.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = join(ROOT, 'bin', 'hybridrag.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  input?: string;
  timeoutMs?: number;
}

/** What every run's environment starts from: no colour, and no workdir or model endpoint inherited from the developer's shell. */
const BASE_ENV: Record<string, string | undefined> = { NO_COLOR: '1', HYBRIDRAG_WORKDIR: undefined, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined };

/** The built binary as a child process. */
export function runBinary(args: string[], opts: RunOptions): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, ...BASE_ENV, ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.end(opts.input ?? '');
  });
}

let running = false;

/**
 * The CLI in this process: `main()` of src/cli/main.ts runs with `opts.cwd` as the working
 * directory, the environment the binary would get, stdout and stderr captured (not terminals), and
 * `process.exitCode` reset around the run; everything is restored afterwards. One run at a time:
 * runs that must overlap (locks, workers side by side) use runBinary. The CLI reads no stdin, so
 * `input` has nothing to feed; `timeoutMs` is left to the test's own timeout.
 */
export async function runCli(args: string[], opts: RunOptions): Promise<CliResult> {
  if (running) throw new Error('runCli: another in-process run is active; run overlapping commands with runBinary');
  running = true;
  const { main } = await import('../../src/cli/main.js');
  const saved = { cwd: process.cwd(), env: { ...process.env }, exitCode: process.exitCode };
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((s) => s.write);
  const ttys = streams.map((s) => Object.getOwnPropertyDescriptor(s, 'isTTY'));
  const captured = ['', ''];
  try {
    for (const [k, v] of Object.entries({ ...BASE_ENV, ...opts.env })) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    process.chdir(opts.cwd);
    process.exitCode = undefined;
    streams.forEach((s, i) => {
      Object.defineProperty(s, 'isTTY', { value: false, configurable: true, writable: true });
      s.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
        captured[i] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
        const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        if (done) queueMicrotask(done);
        return true;
      }) as typeof s.write;
    });
    const code = await main(['node', BIN, ...args]);
    return { code, signal: null, stdout: captured[0]!, stderr: captured[1]! };
  } finally {
    streams.forEach((s, i) => {
      s.write = writes[i]!;
      if (ttys[i]) Object.defineProperty(s, 'isTTY', ttys[i]!);
      else delete (s as { isTTY?: boolean }).isTTY;
    });
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    for (const k of Object.keys(process.env)) if (!(k in saved.env)) delete process.env[k];
    Object.assign(process.env, saved.env);
    running = false;
  }
}

/** A fresh temporary directory; call the returned cleanup in afterAll. */
export function tempDir(prefix = 'hybridrag-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
