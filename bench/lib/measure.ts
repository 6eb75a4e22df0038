/**
 * Run a child process and measure it from outside: wall time (monotonic clock) and peak resident
 * memory. Peak RSS comes from GNU time (`/usr/bin/time -f %M`, the kernel's getrusage maxrss) when
 * installed, otherwise from polling VmHWM in /proc/<pid>/status (a high-water mark, so a poll just
 * before exit still sees the peak; only the last poll interval can be missed). CPU time (user +
 * system) comes from GNU time too.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Measured {
  code: number | null;
  signal: NodeJS.Signals | null;
  wallMs: number;
  /** Peak resident set size in MiB; NaN when it could not be read. */
  peakRssMiB: number;
  /** CPU time of the process (user + system), from GNU time; NaN without it. */
  cpuMs: number;
  rssSource: 'gnu-time' | 'proc-vmhwm' | 'none';
  stdout: string;
  stderr: string;
}

export interface MeasureOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Keep at most this many characters of each output stream (the tail). */
  keepChars?: number;
}

const GNU_TIME = '/usr/bin/time';

function readVmHwmKiB(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Run `cmd args` to completion and measure it. Never throws for a non-zero exit. */
export function measure(cmd: string, args: readonly string[], opts: MeasureOptions = {}): Promise<Measured> {
  const useTime = existsSync(GNU_TIME);
  const scratch = mkdtempSync(join(tmpdir(), 'hr-measure-'));
  const timeFile = join(scratch, 'time.txt');
  const [file, argv] = useTime ? [GNU_TIME, ['-f', '%M %U %S', '-o', timeFile, cmd, ...args]] : [cmd, [...args]];
  const keep = opts.keepChars ?? 200_000;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(file, argv, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-keep)));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-keep)));
    let polledKiB = Number.NaN;
    const poller = useTime
      ? undefined
      : setInterval(() => {
          const v = readVmHwmKiB(child.pid ?? -1);
          if (Number.isFinite(v)) polledKiB = Number.isFinite(polledKiB) ? Math.max(polledKiB, v) : v;
        }, 25);
    const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : undefined;
    child.on('error', (err) => {
      if (poller) clearInterval(poller);
      if (timer) clearTimeout(timer);
      rmSync(scratch, { recursive: true, force: true });
      reject(err);
    });
    child.on('close', (code, signal) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (poller) clearInterval(poller);
      if (timer) clearTimeout(timer);
      let peakKiB = polledKiB;
      let cpuMs = Number.NaN;
      if (useTime && existsSync(timeFile)) {
        // GNU time writes "Command exited with non-zero status N" before the figures on failure.
        const lines = readFileSync(timeFile, 'utf8').trim().split('\n');
        const [maxrss, user, sys] = lines[lines.length - 1]!.trim().split(/\s+/).map(Number);
        peakKiB = maxrss!;
        cpuMs = ((user ?? Number.NaN) + (sys ?? Number.NaN)) * 1000;
      }
      rmSync(scratch, { recursive: true, force: true });
      resolve({
        code,
        signal,
        wallMs,
        peakRssMiB: Number.isFinite(peakKiB) ? peakKiB / 1024 : Number.NaN,
        cpuMs,
        rssSource: useTime ? 'gnu-time' : Number.isFinite(polledKiB) ? 'proc-vmhwm' : 'none',
        stdout,
        stderr,
      });
    });
  });
}
