/**
 * A bounded in-flight queue: at most `active` jobs run at once and at most `waiting` wait for a
 * slot; a job beyond that is refused at once with BUSY (HTTP 503 + Retry-After) instead of piling
 * up behind the others.
 */
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
   * Take a slot, waiting in the queue when all are taken; throws BUSY when the queue is full too.
   * Resolves to the release function (idempotent), which hands the slot to the next waiter.
   */
  async acquire(): Promise<() => void> {
    if (this.running >= this.limits.active) {
      if (this.queue.length >= this.limits.waiting) {
        throw new ApiError('BUSY', `the server is busy (${this.running} running, ${this.queue.length} waiting)`, 'retry after the Retry-After seconds', 1);
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
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
}
