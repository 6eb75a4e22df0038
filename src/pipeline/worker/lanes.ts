/**
 * What every stage worker shares: lanes (claims in flight in one process) that stop once a few
 * provider failures come in a row, and the owner's leases released however the lanes end.
 */
import type { Store } from '../../core/store/store.js';

/** The options every stage worker takes. */
export interface WorkerOptions {
  /** This worker's name in the leases table (unique per process). */
  owner: string;
  /** Claims in flight at once in this process. */
  concurrency: number;
  /** How long a claim stays valid. */
  leaseMs: number;
  /** Keep polling for new work when nothing is pending. */
  follow: boolean;
  /** Wait between polls when there is nothing to claim. */
  pollMs: number;
  signal: AbortSignal;
  /** After each save: items this worker has finished so far. */
  progress?: (done: number) => void;
  warn?: (message: string) => void;
}

/** Consecutive failures: a few in a row mean the provider is down, not one bad item. */
export class FailureRun {
  /** The failure that stopped the lanes, once `max` came in a row. */
  stop: unknown;
  private inRow = 0;
  constructor(private readonly max: number) {}
  failed(err: unknown): void {
    if (++this.inRow >= this.max) this.stop ??= err;
  }
  succeeded(): void {
    this.inRow = 0;
  }
}

/**
 * Run `concurrency` copies of `lane`, then release what `owner` still holds (done, Ctrl-C, an
 * error: its leases go back at once), and throw the failure that stopped the lanes, if any.
 */
export async function runLanes(store: Store, owner: string, concurrency: number, failures: FailureRun, lane: () => Promise<void>): Promise<void> {
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  } finally {
    await store.releaseClaims(owner);
  }
  if (failures.stop !== undefined) throw failures.stop;
}

/**
 * A worker's claim cursor: claims start after the last chunk this process claimed, so that a claim
 * does not walk every chunk already done (on a large store, claiming from the start each time makes
 * the stage quadratic). When nothing is left after the cursor, the next claim starts from the
 * beginning again, which finds chunks whose lease expired behind it (a killed worker's).
 */
export async function claimFrom<T extends { seq: number }>(cursor: { seq: number }, claim: (afterSeq: number) => Promise<T[]>): Promise<T[]> {
  let items = await claim(cursor.seq);
  if (items.length === 0 && cursor.seq > 0) {
    cursor.seq = 0;
    items = await claim(0);
  }
  for (const it of items) cursor.seq = Math.max(cursor.seq, it.seq);
  return items;
}
