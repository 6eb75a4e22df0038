/**
 * The extract ingest stage: for every pending chunk, tier 1 (refine) then tier 2 (triplets), with
 * up to `concurrency` chunks in flight. Each finished chunk is committed on its own, so Ctrl-C or a
 * provider failure loses at most the chunks in flight; the next run picks up the rest. A chunk whose
 * tier-1 refinement is already at the current version skips straight to tier 2, so editing only the
 * triplet prompt re-runs only tier 2. Quarantined chunks are stored with status 'quarantined' and
 * counted in the report.
 */
import type { IngestStage, StageContext, StageReport } from '../ingest/stage.js';
import type { Db } from '../store/db.js';
import { countPending, listPending, makeSaver, type PendingChunk, type TierVersions } from './store.js';
import type { ChunkRefiner, TripletExtractor } from './types.js';

export interface Extraction {
  refiner: ChunkRefiner;
  extractor: TripletExtractor;
}

export interface ExtractStageOptions {
  /** The tier versions pending work is measured against, known without a provider. */
  versions: () => TierVersions;
  /** Builds the two tiers for a run (needs the provider and the db for quarantine). */
  create: (ctx: StageContext) => Extraction;
  /** Chunks in flight at once. */
  concurrency: number;
  /**
   * Treat quarantined chunks as pending again. Only useful when the model may answer differently,
   * i.e. with the response cache off (`--no-cache`): a cached unusable reply stays unusable.
   */
  retryQuarantined?: boolean;
}

export function extractStage(opts: ExtractStageOptions): IngestStage {
  return {
    name: 'extract',
    pending: (db: Db) => countPending(db, opts.versions(), opts.retryQuarantined),
    run: (ctx) => runExtract(ctx, opts),
  };
}

async function runExtract(ctx: StageContext, opts: ExtractStageOptions): Promise<StageReport> {
  const started = Date.now();
  const { refiner, extractor } = opts.create(ctx);
  const versions: TierVersions = { refine: refiner.version, refineModel: refiner.id, extract: extractor.version, extractModel: extractor.id };
  const todo = listPending(ctx.db, versions, opts.retryQuarantined);
  const save = makeSaver(ctx.db, versions);
  let done = 0;
  let failed = 0;
  let triplets = 0;
  let refined = 0;
  let next = 0;
  let firstError: unknown;
  ctx.progress(0, todo.length);

  const one = async (chunk: PendingChunk): Promise<void> => {
    let text = chunk.refined;
    if (text === null) {
      text = await refiner.refine(chunk, ctx.signal);
      refined++;
    }
    const result = await extractor.extract(text, chunk, ctx.signal);
    // A result that arrives after an abort is still complete and consistent: keep it.
    save({ chunk, refined: text, triplets: result });
    if (result === null) failed++;
    else triplets += result.length;
    done++;
    ctx.progress(done, todo.length);
  };

  const worker = async (): Promise<void> => {
    while (next < todo.length && !ctx.signal.aborted && firstError === undefined) {
      const chunk = todo[next++]!;
      try {
        await one(chunk);
      } catch (err) {
        // Provider, budget and abort errors stop the stage; finished chunks are already committed.
        firstError ??= err;
      }
    }
  };
  const width = Math.max(1, Math.min(opts.concurrency, todo.length));
  await Promise.all(Array.from({ length: width }, worker));
  if (firstError !== undefined && !ctx.signal.aborted) throw firstError;

  return {
    stage: 'extract',
    processed: done,
    failed,
    ms: Date.now() - started,
    detail: { triplets, refined, skippedTier1: done - refined, remaining: todo.length - done, refiner: refiner.id, extractor: extractor.id },
  };
}
