/**
 * A stage that runs after documents are parsed, chunked and stored (embed, refine+extract, resolve).
 * Each stage finds its own pending work in the database (chunks it has not processed yet), so a
 * killed run resumes where it stopped, and commits in small transactions so that nothing finished
 * is lost. Stages run in order: embed, facts, extract, resolve.
 */
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import type { Reporter } from '../core/reporter.js';
import type { Provider } from '../core/providers/types.js';
import type { Db } from '../core/store/db.js';

export interface StageContext {
  db: Db;
  config: Config;
  out: Reporter;
  /** The run's provider; for an offline stage, one that refuses every use unless another stage opened the real one. */
  provider: Provider;
  /** Aborted on Ctrl-C or when a budget is exhausted; stop at the next item and leave the store consistent. */
  signal: AbortSignal;
  /** Progress callback: done of total items. */
  progress(done: number, total: number): void;
  /** The items pending, as the stage's `pending` counted them just before this run (the runner counts them to start the progress bar). */
  pending?: number;
}

export interface StageReport {
  stage: string;
  processed: number;
  /** Items that failed and were quarantined or recorded (never silently dropped). */
  failed: number;
  ms: number;
  detail?: Record<string, number | string>;
  /** Set when the stage stored nothing of a non-empty batch: the run ends with this error. */
  failure?: HybridRagError;
}

/**
 * A stage that stored none of its items failed as a whole (a partial failure stays a warning):
 * its first failure, as the error the run ends with, or undefined when anything was stored.
 */
export function wholeStageFailure(stage: string, stored: number, failed: number, first: unknown): HybridRagError | undefined {
  if (stored > 0 || failed === 0) return undefined;
  const cause = first instanceof HybridRagError ? first : undefined;
  const why = first === undefined ? '' : `: ${first instanceof Error ? first.message : String(first)}`;
  return new HybridRagError(cause?.code ?? 'PROVIDER', `${stage} stored nothing: all ${failed} item(s) failed${why}`, {
    hint: cause?.hint ?? 'they stay pending: fix the cause and run the same command again',
    cause: first,
  });
}

/** The failure of the first stage that stored nothing, if any. */
export function firstStageFailure(reports: readonly StageReport[]): HybridRagError | undefined {
  return reports.find((r) => r.failure)?.failure;
}

export interface IngestStage {
  readonly name: string;
  /** Runs without a model provider: running it alone never opens one (its ctx.provider must not be used). */
  readonly offline?: boolean;
  /** Items still to do (for progress bars and `--dry-run`). */
  pending(db: Db): number;
  /**
   * Start, before the first stage runs, work that needs nothing the stages before this one write
   * (the facts stage's reader threads and its first documents), so it runs beside them; `run`
   * takes it over. Only for a stage whose pending items the stages before it do not change.
   */
  prepare?(ctx: { db: Db; config: Config; pending: number }): Promise<void>;
  /** Let go of what `prepare` started and `run` did not take over (an earlier stage failed, an abort). */
  release?(): Promise<void>;
  run(ctx: StageContext): Promise<StageReport>;
}
