/**
 * A worker thread's entry when its script has a current one-file bundle (thread-pool.ts chooses):
 * loads the bundle named in `workerData` with its code cache (core/util/load-bundle.ts), which
 * starts the script (its `serveJobs` answers the pool). Once the first job has been answered, the
 * code compiled for it goes into the cache, so that later threads, in this run and the next, skip
 * that compiling. scripts/bundle-cli.mjs writes this file as CommonJS (bundled-worker.cjs), so
 * that the thread never starts Node's ES module loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadBundle } from '../core/util/load-bundle.js';
import { isStopMessage } from './stop-message.js';

/** What the pool passes a bundled worker. */
export interface BundledWorkerData {
  /** The bundle's path. */
  bundle: string;
}

const loaded = loadBundle<unknown>((workerData as BundledWorkerData).bundle, 'worker');
// The script's own listener was added first: by the time this one runs, the first job has started (a synchronous one has been answered).
// A pool's request to stop (thread-pool.ts) is no job: a thread stopped before its first job saves no cache.
const firstJob = (msg: unknown): void => {
  if (isStopMessage(msg)) return;
  parentPort?.off('message', firstJob);
  setImmediate(() => loaded.saveCodeCache());
};
parentPort?.on('message', firstJob);
