/**
 * A fixed pool of worker threads running one script (`serveJobs` on the worker's side). Each job
 * goes to an idle worker, or waits for one. A worker that crashes, exits or overruns its time fails
 * its job with a reason (`failed`) and is replaced, so one pathological input cannot stop the run.
 *
 * A script with a current one-file bundle beside it (`<script>.bundle.cjs`, written by
 * scripts/bundle-cli.mjs after tsc) is started from that bundle and its code cache
 * (bundled-worker.ts): one file read and its bytecode deserialised, instead of every module it
 * imports resolved, read and compiled again in each thread.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import type { BundledWorkerData } from './bundled-worker.js';
import { isStopMessage, STOP } from './stop-message.js';

export interface ThreadPool<J, R> {
  run(job: J): Promise<R>;
  close(): Promise<void>;
}

export interface ThreadPoolOptions<J, R> {
  /** What the workers are, in failure reasons ("parser worker"). */
  label: string;
  /** The job's result when its worker failed it. */
  failed: (job: J, reason: string) => R;
  /** A job running longer fails (its worker is replaced); none by default. */
  timeoutMs?: number;
  /** The reason given for a job that ran out of time. */
  timeoutReason?: (ms: number) => string;
}

interface Pending<J, R> {
  job: J;
  resolve: (r: R) => void;
}

class Slot<J, R> {
  worker: Worker;
  current: { id: number; pending: Pending<J, R> } | null = null;
  /** Set by close(): a worker that exits now is not replaced. */
  closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: URL,
    private readonly o: ThreadPoolOptions<J, R>,
    private readonly onIdle: (slot: Slot<J, R>) => void,
  ) {
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const bundle = bundleOf(this.url);
    const w = bundle ? new Worker(BUNDLED_WORKER, { workerData: { bundle } satisfies BundledWorkerData }) : new Worker(this.url);
    w.on('message', (msg: { id: number; result: R }) => {
      const cur = this.current;
      if (!cur || cur.id !== msg.id) return;
      this.clearTimer();
      this.current = null;
      cur.pending.resolve(msg.result);
      this.onIdle(this);
    });
    w.on('error', (err) => this.fail(`${this.o.label} crashed: ${err.message}`));
    w.on('exit', (code) => {
      if (this.current) this.fail(`${this.o.label} exited with code ${code}`);
    });
    return w;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private fail(reason: string): void {
    this.clearTimer();
    const cur = this.current;
    this.current = null;
    if (cur) cur.pending.resolve(this.o.failed(cur.pending.job, reason));
    if (this.closed) return;
    void this.worker.terminate();
    this.worker = this.spawn();
    this.onIdle(this);
  }

  /**
   * An idle worker is asked to stop, and ends once what it has scheduled is done (a bundled
   * worker's code cache being written); one still running a job (an abort), or not stopping
   * within `STOP_GRACE_MS`, is terminated.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    const w = this.worker;
    if (this.current) {
      await w.terminate();
      return;
    }
    const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
    const late = setTimeout(() => void w.terminate(), STOP_GRACE_MS);
    w.postMessage(STOP);
    await exited;
    clearTimeout(late);
  }

  run(id: number, pending: Pending<J, R>): void {
    this.current = { id, pending };
    const ms = this.o.timeoutMs;
    if (ms !== undefined) this.timer = setTimeout(() => this.fail(this.o.timeoutReason?.(ms) ?? `${this.o.label} took longer than ${Math.round(ms / 1000)} s`), ms);
    this.worker.postMessage({ id, job: pending.job });
  }
}

/** How long a worker asked to stop may take before it is terminated. */
const STOP_GRACE_MS = 2000;

/** The CommonJS entry of a bundled worker (bundled-worker.ts as scripts/bundle-cli.mjs writes it). */
const BUNDLED_WORKER = fileURLToPath(new URL('./bundled-worker.cjs', import.meta.url));

/** When was `file` last written, or null when it is not there. */
function writtenAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * The bundle to start the worker script at `url` from: `<script>.bundle.cjs` when it and the
 * bundled entry (`entry`) were written after the script (a later tsc alone makes them stale), else null.
 */
export function bundleOf(url: URL, entryFile: string = BUNDLED_WORKER): string | null {
  const script = fileURLToPath(url);
  const bundle = script.replace(/\.js$/, '.bundle.cjs');
  const at = writtenAt(script);
  const bundled = writtenAt(bundle);
  const entry = writtenAt(entryFile);
  return at !== null && bundled !== null && entry !== null && bundled >= at && entry >= at ? bundle : null;
}

/** A pool of `size` workers running the script at `url`. */
export function threadPool<J, R>(url: URL, size: number, o: ThreadPoolOptions<J, R>): ThreadPool<J, R> {
  const queue: Pending<J, R>[] = [];
  const idle: Slot<J, R>[] = [];
  const slots: Slot<J, R>[] = [];
  let nextId = 0;
  const release = (slot: Slot<J, R>): void => {
    const next = queue.shift();
    if (next) slot.run(nextId++, next);
    else idle.push(slot);
  };
  for (let i = 0; i < size; i++) {
    const slot = new Slot(url, o, release);
    slots.push(slot);
    idle.push(slot);
  }
  return {
    run: (job) =>
      new Promise((resolve) => {
        const pending = { job, resolve };
        const slot = idle.pop();
        if (slot) slot.run(nextId++, pending);
        else queue.push(pending);
      }),
    async close() {
      // Queued jobs never start; their callers have stopped waiting (abort) or there are none.
      queue.length = 0;
      await Promise.all(slots.map((s) => s.close()));
    },
  };
}

/** The worker's side: answer each job the pool posts with `handle`'s result, or `failed`'s when it throws. */
export function serveJobs<J, R>(handle: (job: J) => R | Promise<R>, failed: (job: J, err: unknown) => R): void {
  parentPort?.on('message', (msg: { id: number; job: J } | typeof STOP) => {
    // Asked to stop: the port closes, and the thread ends once what it has scheduled is done.
    if (isStopMessage(msg)) {
      parentPort?.close();
      return;
    }
    const { id, job } = msg;
    Promise.resolve()
      .then(() => handle(job))
      .then(
        (result) => parentPort?.postMessage({ id, result }),
        (err: unknown) => parentPort?.postMessage({ id, result: failed(job, err) }),
      );
  });
}
