/** A `hybridrag worker` process of the built binary, its output collected until it closes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { BIN, ROOT, runCli } from './cli.js';

export interface WorkerProcess {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

export function spawnWorker(args: string[], cwd: string): WorkerProcess {
  const child = spawn(process.execPath, [BIN, 'worker', ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', OPENAI_API_KEY: 'sk-test', HYBRIDRAG_STORE: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<Awaited<WorkerProcess['done']>>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

/** The demo corpus cut into small chunks (enough pending work for several workers to share). */
export const SMALL_CHUNKS = ['--chunk-strategy', 'chars', '--chunk-size', '400', '--chunk-overlap', '0'];

/**
 * Parse and store the demo corpus (no stages) in the workdir `wd`, then copy it into each store:
 * the pending work the workers of a test share. Fails the test on a non-zero exit.
 */
export async function stageDemo(cwd: string, wd: string, storeUrls: readonly string[]): Promise<void> {
  const r = await runCli(['ingest', join(ROOT, 'data/demo'), '--workdir', wd, '--no-stages', ...SMALL_CHUNKS], { cwd });
  if (r.code !== 0) throw new Error(`ingest --no-stages exited ${r.code}: ${r.stderr}`);
  for (const url of storeUrls) {
    const c = await runCli(['store', 'copy', '--workdir', wd, '--to', url], { cwd });
    if (c.code !== 0) throw new Error(`store copy to ${url} exited ${c.code}: ${c.stderr}`);
  }
}
