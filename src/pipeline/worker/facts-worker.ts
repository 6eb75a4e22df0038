/**
 * The facts stage as a worker on a shared store. Reading a document's facts by rules is offline and
 * takes milliseconds (by a model, seconds), so the work is not shared out by leases: one worker of all reads every pending
 * document under the store's exclusive lock `facts`, and a worker that finds the lock taken leaves
 * the pass to its holder. Each document is saved in its own transaction (readFactsInStore), so a
 * worker that dies leaves the documents it had not reached pending for the next pass.
 *
 * Without `follow`, a worker stops once a pass found nothing pending or another worker holds the
 * lock; with it, it polls.
 */
import type { Store } from '../../core/store/store.js';
import { readFactsInStore, type FactReader } from '../facts/facts-stage.js';
import { sleep } from './sleep.js';

export interface FactsWorkerOptions {
  version: string;
  metricFiles?: readonly string[];
  read?: FactReader;
  /** Errors the reader throws stop the worker (a model reader's provider errors). */
  readerErrorsStop?: boolean;
  follow: boolean;
  pollMs: number;
  signal: AbortSignal;
  /** After each document: documents this worker has read so far. */
  progress?: (done: number) => void;
  warn?: (message: string) => void;
}

export interface FactsWorkerReport {
  documents: number;
  facts: number;
  quarantined: number;
  /** Passes this worker ran (under the lock). */
  passes: number;
  ms: number;
}

export async function runFactsWorker(store: Store, o: FactsWorkerOptions): Promise<FactsWorkerReport> {
  const started = Date.now();
  const report: FactsWorkerReport = { documents: 0, facts: 0, quarantined: 0, passes: 0, ms: 0 };
  while (!o.signal.aborted) {
    const before = report.documents;
    const pass = await store.withExclusiveLock('facts', () =>
      readFactsInStore(store, { version: o.version, metricFiles: o.metricFiles, read: o.read, readerErrorsStop: o.readerErrorsStop, signal: o.signal, progress: (done) => o.progress?.(before + done) }));
    if (pass.ran) {
      report.passes++;
      report.documents += pass.value.documents;
      report.facts += pass.value.facts;
      report.quarantined += pass.value.quarantined;
      if (pass.value.quarantined > 0) o.warn?.(`facts: ${pass.value.quarantined} document(s) could not be read and are quarantined (see \`hybridrag status\`)`);
    }
    // A document left pending (a model's unusable batch) is not work done: it would be read again at once.
    const foundWork = pass.ran && pass.value.documents - pass.value.kept > 0;
    if (!o.follow && !foundWork) break;
    if (!foundWork) await sleep(o.pollMs, o.signal);
  }
  report.ms = Date.now() - started;
  return report;
}
