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
