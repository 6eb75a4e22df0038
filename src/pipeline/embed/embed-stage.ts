/**
 * The ingest stage that embeds chunks and adds them to the HNSW index. Pending work = chunks with
 * no vector from the current embedder (new chunks, or every chunk after switching embedders).
 * Each batch is committed to SQLite first (label, chunk id, vector), then added to the index,
 * and the index is saved every few thousand vectors and at the end: a crash loses at most the
 * unsaved index tail, which the next open re-adds from SQLite (see vector-index.ts).
 */
import type { Config } from '../../core/config/config.js';
import { SIF_EMBEDDER_ID } from '../../core/providers/local/sif-embedder.js';
import type { Db } from '../../core/store/db.js';
import { wholeStageFailure, type IngestStage, type StageContext, type StageReport } from '../stage.js';
import { countPendingEmbeds, pendingEmbeds, vectorWriter } from '../../core/store/sqlite/vectors.js';
import { VectorIndex } from '../../core/vectors/vector-index.js';
import { embedBatch } from './embed-batch.js';

/** Save the index at least this often (in vectors added). */
const SAVE_EVERY = 4000;
/** Give up after this many consecutive failed batches: the provider is down, not one bad chunk. */
const MAX_FAILED_BATCHES = 3;

/**
 * The id of the embedder the configured provider will create, known without creating it (the
 * local one loads 140 MB of word vectors): pending work after switching providers is every chunk.
 * Must agree with the ids the providers set (SifEmbedder, OpenAiEmbedder).
 */
export function expectedEmbedderId(config: Config): string {
  return config.provider === 'openai' ? `openai:${config.openai.models.embedding}` : SIF_EMBEDDER_ID;
}

/** The embed stage; with a config, `pending` counts chunks lacking that provider's vectors. */
export function embedStage(config?: Config): IngestStage {
  return {
    name: 'embed',
    pending(db: Db): number {
      const id = config ? expectedEmbedderId(config) : null;
      return countPendingEmbeds(db, id);
    },
    async run(ctx: StageContext): Promise<StageReport> {
      const t0 = performance.now();
      const embedder = ctx.provider.embedder();
      const rows = pendingEmbeds(ctx.db, embedder.id);
      const index = VectorIndex.open({ workdir: ctx.config.workdir, db: ctx.db, embedderId: embedder.id, dimensions: embedder.dimensions });
      const write = vectorWriter(ctx.db, embedder.id);
      const commit = (batch: { id: string }[], vecs: Float32Array[]) => write(batch.map((r, i) => ({ chunkId: r.id, vec: vecs[i]! })));
      const size = Math.max(1, Math.min(embedder.maxBatch, 256));
      let processed = 0;
      let failed = 0;
      let failedInRow = 0;
      let firstError: unknown;
      let sinceSave = 0;
      ctx.progress(0, rows.length);
      for (let i = 0; i < rows.length && !ctx.signal.aborted; i += size) {
        const batch = rows.slice(i, i + size);
        let vecs: Float32Array[];
        try {
          vecs = await embedBatch(embedder, batch.map((r) => r.text), ctx.signal);
        } catch (err) {
          if (ctx.signal.aborted) break;
          failed += batch.length;
          firstError ??= err;
          ctx.out.warn(`embedding ${batch.length} chunks failed (they stay pending for the next run): ${(err as Error).message}`);
          if (++failedInRow >= MAX_FAILED_BATCHES) {
            index.save();
            throw err;
          }
          continue;
        }
        failedInRow = 0;
        index.add(commit(batch, vecs));
        processed += batch.length;
        sinceSave += batch.length;
        if (sinceSave >= SAVE_EVERY) {
          index.save();
          sinceSave = 0;
        }
        ctx.progress(processed + failed, rows.length);
      }
      index.save();
      return {
        stage: 'embed',
        processed,
        failed,
        ms: Math.round(performance.now() - t0),
        detail: { embedder: embedder.id, indexed: index.size, reconciledAdded: index.report.added, reconciledDeleted: index.report.deleted },
        failure: wholeStageFailure('embed', processed, failed, firstError),
      };
    },
  };
}
