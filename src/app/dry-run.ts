/**
 * The pending model work of a workdir, for `ingest --dry-run`: chunks the embed stage would send
 * (no vector from the configured embedder yet) and chunks the extract stage would send (no
 * refinement or extraction at the current prompt versions and model), then the estimate.
 */
import type { Config } from '../core/config/config.js';
import { extractionVersions } from './extractors.js';
import { listPending } from '../pipeline/extract/store.js';
import type { Db } from '../core/store/db.js';
import { estimateIngest, formatEstimate, type IngestEstimate, type PendingChunk } from '../core/providers/estimate.js';

export function pendingWork(db: Db, config: Config): { embed: string[]; extract: PendingChunk[] } {
  // The id the embed stage stores vectors under (src/providers/openai/embedder.ts, local/index.ts).
  const embedderId = config.provider === 'openai' ? `openai:${config.openai.models.embedding}` : null;
  const embed = db
    .prepare(
      `SELECT c.text FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id
         AND v.embedder = coalesce(?, v.embedder)) ORDER BY c.seq`,
    )
    .pluck()
    .all(embedderId) as string[];
  const extract = listPending(db, extractionVersions(config)).map((c) => ({ ...c.meta, text: c.text, speaker: c.speaker, refined: c.refined }));
  return { embed, extract };
}

/** Estimate the pending work and return the lines to print (and the numbers, for --json). */
export function dryRun(db: Db, config: Config): { estimate: IngestEstimate; lines: string[] } {
  const estimate = estimateIngest(db, config, pendingWork(db, config));
  return { estimate, lines: formatEstimate(estimate) };
}
