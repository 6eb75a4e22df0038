/**
 * Questions an evaluation could not answer (a filter matching nothing, a mode without a graph):
 * counted and grouped by reason, so a run says how many failed and why instead of printing a
 * table of dashes.
 */
import type { QuestionRecord } from './types.js';

export interface FailureSummary {
  failed: number;
  total: number;
  /** Distinct reasons, most frequent first (ties in first-seen order). */
  reasons: { reason: string; count: number }[];
}

export function summariseFailures(records: readonly QuestionRecord[]): FailureSummary {
  const counts = new Map<string, number>();
  for (const r of records) if (r.error) counts.set(r.error, (counts.get(r.error) ?? 0) + 1);
  const reasons = [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
  return { failed: records.filter((r) => r.error).length, total: records.length, reasons };
}

/** One line: "12 of 40 question × mode runs failed: FILTER: … (10); INPUT: … (2)". */
export function failureLine(s: FailureSummary, maxReasons = 3): string {
  const shown = s.reasons.slice(0, maxReasons).map((r) => `${r.reason} (${r.count})`);
  const more = s.reasons.length > maxReasons ? `; and ${s.reasons.length - maxReasons} other reason(s), see per_question.jsonl` : '';
  return `${s.failed} of ${s.total} question × mode runs failed: ${shown.join('; ')}${more}`;
}

/** Metrics the judge decides (the others are computed without it). */
const JUDGE_DECIDED = ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall'] as const;

export interface JudgeErrorSummary {
  /** Judge steps that failed over every record. */
  count: number;
  /** The first failure's reason (record order). */
  first?: string;
  /** Judge steps failed and not one judged metric was scored in any record: the judge did nothing. */
  allFailed: boolean;
}

export function summariseJudgeErrors(records: readonly QuestionRecord[]): JudgeErrorSummary {
  let count = 0;
  let first: string | undefined;
  let scored = false;
  for (const r of records) {
    const f = r.verdicts?.failures ?? [];
    count += f.length;
    first ??= f[0];
    if (!r.error && JUDGE_DECIDED.some((m) => Number.isFinite(r.scores[m]))) scored = true;
  }
  return { count, ...(first !== undefined ? { first } : {}), allFailed: count > 0 && !scored };
}

/** "judge: 7 step(s) failed, their metrics are NaN; first: judge.faithfulness: ..." */
export function judgeErrorLine(s: JudgeErrorSummary): string {
  const first = s.first && s.first.length > 300 ? `${s.first.slice(0, 297)}...` : s.first;
  return `judge: ${s.count} step(s) failed, their metrics are NaN (judge_errors in metrics.json); first: ${first}`;
}
