/**
 * The post-chunk stages ingest runs, in order (embed, then extract, then resolve). Each engineer
 * adding a stage appends it here; a stage with nothing pending is skipped.
 */
import type { Config } from '../config/config.js';
import type { IngestStage } from './stage.js';
import { embedStage } from '../retrieve/embed-stage.js';
import { extractIngestStage } from '../extract/create.js';
import { resolveStage } from '../graph/resolve-stage.js';

export function ingestStages(config: Config): IngestStage[] {
  return [embedStage(config), extractIngestStage(config), resolveStage()];
}
