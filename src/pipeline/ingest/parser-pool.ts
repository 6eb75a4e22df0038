/**
 * A fixed pool of parse workers (config.ingest.workers). With 0 workers, files are parsed in the
 * calling thread (used by unit tests that run from TypeScript sources). A worker that dies fails
 * its job with a reason and is replaced, so one pathological PDF cannot stop the run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseFile } from './parse-file.js';
import type { ParseResult } from './parsed.js';

export interface Parser {
  parse(path: string): Promise<ParseResult>;
  close(): Promise<void>;
}

interface Pending {
  path: string;
  resolve: (r: ParseResult) => void;
}

class WorkerSlot {
  worker: Worker;
  current: { id: number; pending: Pending } | null = null;
  /** Set by close(): a worker that exits now is not replaced. */
  closed = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: URL,
    private readonly onIdle: (slot: WorkerSlot) => void,
    private readonly timeoutMs: number,
  ) {
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const w = new Worker(this.url);
    w.on('message', (msg: { id: number; result: ParseResult }) => {
      const cur = this.current;
      if (!cur || cur.id !== msg.id) return;
      this.clearTimer();
      this.current = null;
      cur.pending.resolve(msg.result);
      this.onIdle(this);
    });
    w.on('error', (err) => this.fail(`parser worker crashed: ${err.message}`));
    w.on('exit', (code) => {
      if (this.current) this.fail(`parser worker exited with code ${code}`);
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
    if (cur) cur.pending.resolve({ ok: false, failure: { path: cur.pending.path, reason } });
    if (this.closed) return;
    void this.worker.terminate();
    this.worker = this.spawn();
    this.onIdle(this);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    await this.worker.terminate();
  }

  run(id: number, pending: Pending): void {
    this.current = { id, pending };
    // A pathological file must not hang the run: its worker is replaced and the file fails.
    this.timer = setTimeout(
      () => this.fail(`parsing took longer than ${Math.round(this.timeoutMs / 1000)} s; check the file (or raise ingest.parseTimeoutMs)`),
      this.timeoutMs,
    );
    this.worker.postMessage({ id, path: pending.path });
  }
}

class WorkerPool implements Parser {
  private readonly queue: Pending[] = [];
  private readonly idle: WorkerSlot[] = [];
  private readonly slots: WorkerSlot[] = [];
  private nextId = 0;

  constructor(size: number, url: URL, timeoutMs: number) {
    for (let i = 0; i < size; i++) {
      const slot = new WorkerSlot(url, (s) => this.release(s), timeoutMs);
      this.slots.push(slot);
      this.idle.push(slot);
    }
  }

  private release(slot: WorkerSlot): void {
    const next = this.queue.shift();
    if (next) slot.run(this.nextId++, next);
    else this.idle.push(slot);
  }

  parse(path: string): Promise<ParseResult> {
    return new Promise((resolve) => {
      const pending = { path, resolve };
      const slot = this.idle.pop();
      if (slot) slot.run(this.nextId++, pending);
      else this.queue.push(pending);
    });
  }

  async close(): Promise<void> {
    // Queued parses never start; their callers have stopped waiting (abort) or there are none.
    this.queue.length = 0;
    await Promise.all(this.slots.map((s) => s.close()));
  }
}

/** Parse in the calling thread. */
const inline: Parser = { parse: parseFile, close: async () => undefined };

/**
 * A parser with `workers` threads; falls back to the calling thread when workers is 0 or the
 * compiled worker script is absent (running from sources under vitest).
 */
export function createParser(workers: number, timeoutMs = 120_000): Parser {
  const url = new URL('./parse-worker.js', import.meta.url);
  if (workers <= 0 || !existsSync(fileURLToPath(url))) return inline;
  return new WorkerPool(workers, url, timeoutMs);
}
