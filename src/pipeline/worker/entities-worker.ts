/**
 * The entities stage as a worker on a shared store: one worker of all reads every pending
 * document's passage entities under the store's exclusive lock `entities` (locked-pass.ts).
 */
import type { Store } from '../../core/store/store.js';
import { readEntitiesInStore } from '../entities/entities-stage.js';
import { runLockedPasses, type LockedPassOptions } from './locked-pass.js';

export interface EntitiesWorkerReport {
  documents: number;
  entities: number;
  failed: number;
  passes: number;
  ms: number;
}

export async function runEntitiesWorker(store: Store, o: LockedPassOptions & { progress?: (done: number) => void }): Promise<EntitiesWorkerReport> {
  const started = Date.now();
  const report: EntitiesWorkerReport = { documents: 0, entities: 0, failed: 0, passes: 0, ms: 0 };
  report.passes = await runLockedPasses(
    store,
    'entities',
    o,
    async () => {
      const before = report.documents;
      return { ...(await readEntitiesInStore(store, { signal: o.signal, progress: (done) => o.progress?.(before + done) })), kept: 0 };
    },
    (pass) => {
      report.documents += pass.documents;
      report.entities += pass.entities;
      report.failed += pass.failed;
    },
  );
  report.ms = Date.now() - started;
  return report;
}
