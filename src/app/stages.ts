/**
 * The post-chunk stages ingest runs, in order (embed, facts, entities, extract, then resolve). Each engineer
 * adding a stage appends it here; a stage with nothing pending is skipped.
 */
import type { Config } from '../core/config/config.js';
import type { IngestStage } from '../pipeline/stage.js';
import { embedStage } from '../pipeline/embed/embed-stage.js';
import { extractIngestStage } from './extractors.js';
import { resolveStage } from '../pipeline/resolve/resolve-stage.js';
import { factsStage } from '../pipeline/facts/facts-stage.js';
import { entitiesStage } from '../pipeline/entities/entities-stage.js';

export function ingestStages(config: Config, opts: { retryQuarantined?: boolean } = {}): IngestStage[] {
  // Facts and passage entities need only the pages and chunks, and are cheap: they are stored
  // before the (possibly long) extraction.
  return [embedStage(config), factsStage(config), entitiesStage(), extractIngestStage(config, opts), resolveStage()];
}
