/**
 * Answers on worker threads, so a server on N cores computes N answers at once and its event loop
 * never blocks on one (the offline answerer is synchronous CPU work). Each worker holds the
 * workdir's immutable state once (database connection, HNSW index, graph, word vectors); a
 * question goes to an idle worker, or waits for one in arrival order. The gate in app.ts bounds
 * how many wait.
 */
import { Worker } from 'node:worker_threads';
import type { Config } from '../core/config/config.js';
import { HybridRagError, type ErrorCode } from '../core/errors.js';
import type { Reporter } from '../core/reporter.js';
import { ApiError } from './errors.js';
import type { AskResponse } from './service.js';

export type PoolRequest = { id: number; body: unknown } | { cancel: number };

export type PoolReply =
  | { ready: true }
  | { log: 'warn' | 'error'; message: string }
  | { id: number; result: AskResponse }
  | { id: number; error: { code: ErrorCode; message: string; hint?: string } };

interface Task {
  id: number;
  body: unknown;
  resolve: (r: AskResponse) => void;
  reject: (e: unknown) => void;
}

export class AskPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Task[] = [];
  private readonly running = new Map<Worker, Task>();
  private readonly workers: Worker[] = [];
  private nextId = 1;
  /** Each worker warns as its own process would: say each warning once for the pool. */
  private readonly warned = new Set<string>();
  private closed = false;

  private constructor(
    private readonly config: Config,
    private readonly out: Reporter,
  ) {}

  /** Start `size` workers and wait until each has opened the workdir. */
  static async start(config: Config, out: Reporter, size: number): Promise<AskPool> {
    const pool = new AskPool(config, out);
    await Promise.all(Array.from({ length: size }, () => pool.spawn()));
    return pool;
  }

  private spawn(): Promise<void> {
    const w = new Worker(new URL('./ask-worker.js', import.meta.url), { workerData: { config: this.config } });
    this.workers.push(w);
    let ready = false;
    return new Promise<void>((resolve, reject) => {
      w.on('message', (m: PoolReply) => {
        if ('ready' in m) {
          ready = true;
          this.release(w);
          resolve();
        } else if ('log' in m) {
          if (m.log === 'error') this.out.error(m.message);
          else if (!this.warned.has(m.message)) {
            this.warned.add(m.message);
            this.out.warn(m.message);
          }
        } else {
          const task = this.running.get(w);
          this.running.delete(w);
          if (task) {
            if ('result' in m) task.resolve(m.result);
            else task.reject(new HybridRagError(m.error.code, m.error.message, { hint: m.error.hint }));
          }
          this.release(w);
        }
      });
      w.on('error', (err) => {
        reject(err);
        const task = this.running.get(w);
        this.running.delete(w);
        task?.reject(err);
      });
      // A worker that dies (a crash, out of memory) is replaced, so the pool keeps its size.
      w.on('exit', (code) => {
        this.workers.splice(this.workers.indexOf(w), 1);
        const i = this.idle.indexOf(w);
        if (i >= 0) this.idle.splice(i, 1);
        // One that never opened the workdir is not restarted (start() fails with its error instead).
        if (this.closed || !ready) return;
        this.out.error(`an answering thread exited (code ${code}); starting another`);
        this.spawn().catch((err: unknown) => this.out.error(`could not restart an answering thread: ${err instanceof Error ? err.message : String(err)}`));
      });
    });
  }

  private release(w: Worker): void {
    const next = this.waiting.shift();
    if (next) this.run(w, next);
    else this.idle.push(w);
  }

  private run(w: Worker, task: Task): void {
    this.running.set(w, task);
    w.postMessage({ id: task.id, body: task.body } satisfies PoolRequest);
  }

  /**
   * Answer on a free worker. When `signal` aborts, a question still waiting for a worker is
   * dropped, and one being answered is told to stop (its model calls are aborted).
   */
  ask(body: unknown, signal?: AbortSignal): Promise<AskResponse> {
    if (this.closed) return Promise.reject(new ApiError('BUSY', 'the server is stopping'));
    if (signal?.aborted) return Promise.reject(new HybridRagError('ABORTED', 'the client went away'));
    return new Promise<AskResponse>((resolve, reject) => {
      const task: Task = { id: this.nextId++, body, resolve, reject };
      const cancel = (): void => {
        const i = this.waiting.indexOf(task);
        if (i >= 0) {
          this.waiting.splice(i, 1);
          reject(new HybridRagError('ABORTED', 'the client went away'));
          return;
        }
        for (const [w, t] of this.running) if (t === task) w.postMessage({ cancel: task.id } satisfies PoolRequest);
      };
      signal?.addEventListener('abort', cancel, { once: true });
      const done = (): void => signal?.removeEventListener('abort', cancel);
      task.resolve = (r) => {
        done();
        resolve(r);
      };
      task.reject = (e) => {
        done();
        reject(e);
      };
      const w = this.idle.pop();
      if (w) this.run(w, task);
      else this.waiting.push(task);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.waiting.splice(0)) t.reject(new ApiError('BUSY', 'the server is stopping'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
