/**
 * A worker loop for a cheap per-document stage (facts, passage entities): the work is not shared
 * out by leases; one worker of all runs a pass over every pending document under the store's
 * exclusive lock named after the stage, and a worker that finds the lock taken leaves the pass to
 * its holder. Each document is saved in its own transaction by the pass, so a worker that dies
 * leaves the documents it had not reached pending for the next pass.
 *
 * Without `follow`, the loop stops once a pass found nothing to do or another worker holds the
 * lock; with it, it polls.
 */
import type { Store } from '../../core/store/store.js';
import { sleep } from './sleep.js';

export interface PassOutcome {
  /** Documents the pass read. */
  documents: number;
  /** Of them, documents left pending (not work done: they would be read again at once). */
  kept: number;
}

export interface LockedPassOptions {
  follow: boolean;
  pollMs: number;
  signal: AbortSignal;
}

/** Run `pass` under the lock until nothing is pending (or for ever with `follow`); the number of passes run. */
export async function runLockedPasses<T extends PassOutcome>(
  store: Pick<Store, 'withExclusiveLock'>,
  lock: string,
  o: LockedPassOptions,
  pass: () => Promise<T>,
  onPass: (outcome: T) => void,
): Promise<number> {
  let passes = 0;
  while (!o.signal.aborted) {
    const run = await store.withExclusiveLock(lock, pass);
    if (run.ran) {
      passes++;
      onPass(run.value);
    }
    const foundWork = run.ran && run.value.documents - run.value.kept > 0;
    if (!o.follow && !foundWork) break;
    if (!foundWork) await sleep(o.pollMs, o.signal);
  }
  return passes;
}
