/**
 * The latest evaluation of a work directory: `hybridrag eval` records, in the work directory, where
 * it wrote its report and the metrics it printed, so the server can show them. One small JSON file,
 * replaced (write then rename) by each run that writes a report.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LATEST_EVAL_FILE = 'eval-latest.json';

export interface LatestEval {
  /** ISO time the report was written. */
  finishedAt: string;
  dataset: string;
  /** 'qa' (metrics.json tables) or 'multiple-choice' (accuracy). */
  kind: 'qa' | 'multiple-choice';
  /** The folder holding the report files (metrics.md, report.html, ...). */
  outDir: string;
  /** The metrics document as written to metrics.json. */
  metrics: unknown;
}

export function recordLatestEval(workdir: string, entry: Omit<LatestEval, 'finishedAt'>): void {
  const path = join(workdir, LATEST_EVAL_FILE);
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ finishedAt: new Date().toISOString(), ...entry }, null, 2)}\n`);
  renameSync(tmp, path);
}

/** The record, or null when the work directory was never evaluated (or the record is unreadable). */
export function readLatestEval(workdir: string): LatestEval | null {
  const path = join(workdir, LATEST_EVAL_FILE);
  if (!existsSync(path)) return null;
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as LatestEval;
    return typeof v.outDir === 'string' && typeof v.finishedAt === 'string' ? v : null;
  } catch {
    return null;
  }
}
