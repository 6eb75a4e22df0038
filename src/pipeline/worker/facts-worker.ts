/**
 * The facts stage as a worker on a shared store. Reading a document's facts by rules is offline and
 * takes milliseconds (by a model, seconds): one worker of all reads every pending document under
 * the store's exclusive lock `facts` (locked-pass.ts).
 */
import type { Store } from '../../core/store/store.js';
import { readFactsInStore, type FactReader } from '../facts/facts-stage.js';
import { runLockedPasses } from './locked-pass.js';

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
  report.passes = await runLockedPasses(
    store,
    'facts',
    o,
    () => {
      const before = report.documents;
      return readFactsInStore(store, { version: o.version, metricFiles: o.metricFiles, read: o.read, readerErrorsStop: o.readerErrorsStop, signal: o.signal, progress: (done) => o.progress?.(before + done) });
    },
    (pass) => {
      report.documents += pass.documents;
      report.facts += pass.facts;
      report.quarantined += pass.quarantined;
      if (pass.quarantined > 0) o.warn?.(`facts: ${pass.quarantined} document(s) could not be read and are quarantined (see \`hybridrag status\`)`);
    },
  );
  report.ms = Date.now() - started;
  return report;
}
