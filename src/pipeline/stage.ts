/**
 * A stage that runs after documents are parsed, chunked and stored (embed, refine+extract, resolve).
 * Each stage finds its own pending work in the database (chunks it has not processed yet), so a
 * killed run resumes where it stopped, and commits in small transactions so that nothing finished
 * is lost. Stages run in order: embed, extract, resolve.
 */
import type { Config } from '../core/config/config.js';
import type { Reporter } from '../core/reporter.js';
import type { Provider } from '../core/providers/types.js';
import type { Db } from '../core/store/db.js';

export interface StageContext {
  db: Db;
  config: Config;
  out: Reporter;
  provider: Provider;
  /** Aborted on Ctrl-C or when a budget is exhausted; stop at the next item and leave the store consistent. */
  signal: AbortSignal;
  /** Progress callback: done of total items. */
  progress(done: number, total: number): void;
}

export interface StageReport {
  stage: string;
  processed: number;
  /** Items that failed and were quarantined or recorded (never silently dropped). */
  failed: number;
  ms: number;
  detail?: Record<string, number | string>;
}

export interface IngestStage {
  readonly name: string;
  /** Items still to do (for progress bars and `--dry-run`). */
  pending(db: Db): number;
  run(ctx: StageContext): Promise<StageReport>;
}
