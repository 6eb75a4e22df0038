/** A `hybridrag worker` process of the built binary, its output collected until it closes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';

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
