/**
 * The extract ingest stage: for every pending chunk, tier 1 (refine) then tier 2 (triplets), with
 * up to `concurrency` chunks in flight. Each finished chunk is committed on its own, so Ctrl-C or a
 * provider failure loses at most the chunks in flight; the next run picks up the rest. A chunk whose
 * tier-1 refinement is already at the current version skips straight to tier 2, so editing only the
 * triplet prompt re-runs only tier 2. Quarantined chunks are stored with status 'quarantined' and
 * counted in the report. Pending chunks are read a page at a time (keyset on `chunks.seq`), so the
 * stage holds one page of chunk texts however large the corpus is.
 */
import { wholeStageFailure, type IngestStage, type StageContext, type StageReport } from '../stage.js';
import type { Db } from '../../core/store/db.js';
import { HybridRagError } from '../../core/errors.js';
import { dbQuarantine } from '../../core/providers/quarantine.js';
import { runChain } from './chain.js';
import { makeSaver, PENDING_PAGE_SIZE } from './store.js';
import { countPending, pendingPage } from '../../core/store/sqlite/extractions.js';
import type { PendingChunk, TierVersions } from '../../core/store/store.js';
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
  /** Pending chunks read per query (tests use small pages to cross page boundaries). */
  pageSize?: number;
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
  const total = countPending(ctx.db, versions, opts.retryQuarantined);
  const next = pageReader(ctx.db, versions, opts);
  const save = makeSaver(ctx.db, versions);
  let done = 0;
  let failed = 0;
  let triplets = 0;
  /** Chunks stored with a new refinement, and with one from an earlier run (tier 1 skipped). */
  let refined = 0;
  let reused = 0;
  let firstError: unknown;
  ctx.progress(0, total);

  const sink = dbQuarantine(ctx.db);
  const one = async (chunk: PendingChunk): Promise<void> => {
    const r = await runChain(chunk, { refiner, extractor }, sink, ctx.signal);
    // A result that arrives after an abort is still complete and consistent: keep it.
    save({ chunk, refined: r.refined, triplets: r.triplets });
    // Counted when stored: a refinement whose extraction was interrupted is not counted.
    if (r.fresh) refined++;
    else if (!r.refused) reused++;
    if (r.triplets === null) failed++;
    else triplets += r.triplets.length;
    done++;
    ctx.progress(done, total);
  };

  const worker = async (): Promise<void> => {
    while (!ctx.signal.aborted && firstError === undefined) {
      const chunk = next();
      if (chunk === undefined) return;
      try {
        await one(chunk);
      } catch (err) {
        // Provider, budget and abort errors stop the stage; finished chunks are already committed.
        firstError ??= err;
      }
    }
  };
  const width = Math.max(1, Math.min(opts.concurrency, total));
  await Promise.all(Array.from({ length: width }, worker));
  if (firstError !== undefined && !ctx.signal.aborted) throw firstError;

  return {
    stage: 'extract',
    processed: done,
    failed,
    ms: Date.now() - started,
    detail: { triplets, refined, skippedTier1: reused, remaining: Math.max(0, total - done), refiner: refiner.id, extractor: extractor.id },
    // Quarantined chunks are the failures; their reasons are in the quarantine (`hybridrag status`).
    failure: wholeStageFailure('extract', done - failed, failed, failed > 0 ? new HybridRagError('PROVIDER', 'the model gave no usable extraction for any chunk', { hint: 'see the reasons with `hybridrag status`, fix the cause and run ingest again with --retry-quarantined' }) : undefined),
  };
}

/**
 * Hands out pending chunks one at a time, reading the next page when the current one runs out.
 * The page query is synchronous, so workers sharing the reader never read the same page twice;
 * the key only moves forward, so a chunk saved (or quarantined again) is never handed out twice.
 */
function pageReader(db: Db, versions: TierVersions, opts: ExtractStageOptions): () => PendingChunk | undefined {
  const size = opts.pageSize ?? PENDING_PAGE_SIZE;
  let page: PendingChunk[] = [];
  let i = 0;
  let afterSeq = 0;
  let exhausted = false;
  return () => {
    if (i >= page.length) {
      if (exhausted) return undefined;
      page = pendingPage(db, versions, afterSeq, size, opts.retryQuarantined);
      i = 0;
      // A short page is the last one: no need to ask again.
      if (page.length < size) exhausted = true;
      if (page.length === 0) return undefined;
      afterSeq = page[page.length - 1]!.seq;
    }
    return page[i++];
  };
}
