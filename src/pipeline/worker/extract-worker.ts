/**
 * The extract stage as a worker on a shared store: each lane claims one pending chunk at a time
 * (a lease), runs the two-tier chain the single-process stage runs (src/pipeline/extract/chain.ts)
 * and saves the chunk's refinement, triplets and extraction row in one transaction, which also
 * releases the lease. Saves are idempotent (triplet ids derive from chunk, position and content),
 * so a chunk extracted twice after an expired lease is stored once.
 *
 * An item the model fails on (a reply still invalid after one repair, a request the server refuses
 * for that chunk) is quarantined in the store: its extraction row says so, the quarantine table
 * keeps the raw reply and the error, and it is no longer pending, so no worker retries it. A
 * provider failure (the server down, retries exhausted) leaves the chunk's lease to expire and the
 * chunk is claimed again; a few failures in a row stop the worker.
 *
 * When a lane finds nothing pending (no chunk unsaved, none leased), `drained` runs: the worker
 * command resolves entities there, once over all workers (src/pipeline/worker/resolve-once.ts).
 */
import type { QuarantineSink } from '../../core/providers/quarantine.js';
import type { PendingChunk, Store, TierVersions } from '../../core/store/store.js';
import { runChain, type ChainOutcome } from '../extract/chain.js';
import { tripletRecords } from '../extract/store.js';
import type { Extraction } from '../extract/stage.js';
import { claimFrom, FailureRun, runLanes, type WorkerOptions } from './lanes.js';
import { sleep } from './sleep.js';

export interface ExtractWorkerOptions extends WorkerOptions {
  /** Called when nothing is pending (every chunk saved or quarantined); awaited before exiting or polling again. */
  drained?: () => Promise<void>;
}

export interface ExtractWorkerReport {
  processed: number;
  triplets: number;
  quarantined: number;
  /** Chunks whose model calls failed (provider errors): left to their leases' expiry. */
  failed: number;
  claims: number;
  ms: number;
}

/** Give up after this many consecutive failed chunks: the provider is down, not one bad chunk. */
const MAX_FAILED_IN_ROW = 3;

export function tierVersions(x: Extraction): TierVersions {
  return { refine: x.refiner.version, refineModel: x.refiner.id, extract: x.extractor.version, extractModel: x.extractor.id };
}

/** The store's quarantine table as the chain's sink. */
export function storeQuarantine(store: Store): QuarantineSink {
  return { record: (row) => store.recordQuarantine(row), clear: (stage, itemId) => store.clearQuarantine(stage, itemId) };
}

export async function runExtractWorker(store: Store, tiers: Extraction, o: ExtractWorkerOptions): Promise<ExtractWorkerReport> {
  const started = Date.now();
  const v = tierVersions(tiers);
  const sink = storeQuarantine(store);
  const report: ExtractWorkerReport = { processed: 0, triplets: 0, quarantined: 0, failed: 0, claims: 0, ms: 0 };
  const failures = new FailureRun(MAX_FAILED_IN_ROW);

  const save = async (chunk: PendingChunk, refined: string, triplets: ChainOutcome['triplets']) => {
    // Only chunks that straddle a page break need their pages read to place each triplet.
    const pages = chunk.pageEnd > chunk.pageStart && triplets && triplets.length > 0 ? await store.pages(chunk.docId, chunk.pageStart, chunk.pageEnd) : [];
    await store.saveExtraction(v, { chunk, refined, triplets: triplets === null ? null : tripletRecords(chunk, triplets, pages) });
  };

  const cursor = { seq: 0 };
  const lane = async (): Promise<void> => {
    while (!o.signal.aborted && failures.stop === undefined) {
      const [chunk] = await claimFrom(cursor, (after) => store.claimExtractions(v, o.owner, 1, o.leaseMs, after));
      if (chunk === undefined) {
        if ((await store.countPendingExtractions(v)) === 0) {
          await o.drained?.();
          if (!o.follow) return;
        }
        await sleep(o.pollMs, o.signal);
        continue;
      }
      report.claims++;
      let r: ChainOutcome;
      try {
        r = await runChain(chunk, tiers, sink, o.signal);
      } catch (err) {
        if (o.signal.aborted) return;
        report.failed++;
        o.warn?.(`extracting chunk ${chunk.chunkId} failed (its lease expires and it is claimed again): ${(err as Error).message}`);
        failures.failed(err);
        continue;
      }
      failures.succeeded();
      // A result that arrives after an abort is still complete and consistent: keep it.
      await save(chunk, r.refined, r.triplets);
      report.processed++;
      if (r.triplets === null) report.quarantined++;
      else report.triplets += r.triplets.length;
      o.progress?.(report.processed);
    }
  };

  await runLanes(store, o.owner, o.concurrency, failures, lane);
  report.ms = Date.now() - started;
  return report;
}
