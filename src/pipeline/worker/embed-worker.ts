/**
 * The embed stage as a worker on a shared store: any number of these, in any number of processes
 * on any number of machines, claim batches of pending chunks (leases), embed them and save the
 * vectors; the save releases the lease. A worker that dies leaves its leases to expire, and its
 * chunks are claimed again by whoever asks next. Writes are idempotent (a vector per chunk and
 * embedder), so a chunk embedded twice after an expired lease is stored once.
 *
 * Without `follow`, a worker stops when nothing is pending; while other workers still hold live
 * leases it polls, so a dead worker's chunks are taken over once its leases expire.
 */
import type { Embedder } from '../../core/providers/types.js';
import type { Store } from '../../core/store/store.js';
import { embedBatch } from '../embed/embed-batch.js';
import { claimFrom, FailureRun, runLanes, type WorkerOptions } from './lanes.js';
import { sleep } from './sleep.js';

export interface EmbedWorkerOptions extends WorkerOptions {
  /** Chunks per claim (one embedding request). */
  batch: number;
}

export interface EmbedWorkerReport {
  processed: number;
  /** Chunks whose vectors another worker had already saved (an expired lease finished twice). */
  duplicates: number;
  failed: number;
  claims: number;
  ms: number;
}

/** Give up after this many consecutive failed batches: the provider is down, not one bad chunk. */
const MAX_FAILED_BATCHES = 3;

export async function runEmbedWorker(store: Store, embedder: Embedder, o: EmbedWorkerOptions): Promise<EmbedWorkerReport> {
  const started = Date.now();
  const report: EmbedWorkerReport = { processed: 0, duplicates: 0, failed: 0, claims: 0, ms: 0 };
  const batch = Math.max(1, Math.min(o.batch, embedder.maxBatch));
  const failures = new FailureRun(MAX_FAILED_BATCHES);

  const cursor = { seq: 0 };
  const lane = async (): Promise<void> => {
    while (!o.signal.aborted && failures.stop === undefined) {
      const items = await claimFrom(cursor, (after) => store.claimEmbeds(embedder.id, o.owner, batch, o.leaseMs, after));
      if (items.length === 0) {
        if (!o.follow && (await store.countPendingEmbeds(embedder.id)) === 0) return;
        await sleep(o.pollMs, o.signal);
        continue;
      }
      report.claims++;
      let vecs: Float32Array[];
      try {
        vecs = await embedBatch(embedder, items.map((i) => i.text), o.signal);
      } catch (err) {
        if (o.signal.aborted) return;
        report.failed += items.length;
        o.warn?.(`embedding ${items.length} chunks failed (their leases expire and they are claimed again): ${(err as Error).message}`);
        failures.failed(err);
        continue;
      }
      failures.succeeded();
      const saved = await store.saveVectors(embedder.id, items.map((it, i) => ({ chunkId: it.id, vec: vecs[i]! })));
      report.processed += saved.length;
      report.duplicates += items.length - saved.length;
      o.progress?.(report.processed);
    }
  };

  await runLanes(store, o.owner, o.concurrency, failures, lane);
  report.ms = Date.now() - started;
  return report;
}
