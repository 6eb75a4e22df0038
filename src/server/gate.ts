/**
 * A bounded in-flight queue: at most `active` jobs run at once and at most `waiting` wait for a
 * slot; a job beyond that is refused at once with BUSY (HTTP 503 + Retry-After) instead of piling
 * up behind the others. A waiter whose signal aborts (its client went away) leaves the queue.
 */
import { HybridRagError } from '../core/errors.js';
import { ApiError } from './errors.js';

export interface GateLimits {
  /** Jobs running at once (≥ 1). */
  active: number;
  /** Jobs waiting for a slot (≥ 0). */
  waiting: number;
}

export class Gate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: GateLimits) {}

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /**
   * Take a slot, waiting in the queue when all are taken; throws BUSY when the queue is full too,
   * and ABORTED when `signal` aborts first. Resolves to the release function (idempotent), which
   * hands the slot to the next waiter.
   */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    const gone = (): HybridRagError => new HybridRagError('ABORTED', 'the client went away before its turn');
    if (signal?.aborted) throw gone();
    if (this.running >= this.limits.active) {
      if (this.queue.length >= this.limits.waiting) {
        throw new ApiError('BUSY', `the server is busy (${this.running} running, ${this.queue.length} waiting)`, 'retry after the Retry-After seconds', 1);
      }
      await new Promise<void>((resolve, reject) => {
        const turn = (): void => {
          signal?.removeEventListener('abort', leave);
          resolve();
        };
        const leave = (): void => {
          const i = this.queue.indexOf(turn);
          if (i >= 0) this.queue.splice(i, 1);
          reject(gone());
        };
        this.queue.push(turn);
        signal?.addEventListener('abort', leave, { once: true });
      });
    } else {
      this.running++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    };
  }

  /** Run `work` in a slot, released when the work ends (whether or not its client is still there). */
  async run<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  }
}
