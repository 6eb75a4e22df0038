/**
 * Questions an evaluation could not answer (a filter matching nothing, a mode without a graph):
 * counted and grouped by reason, so a run says how many failed and why instead of printing a
 * table of dashes.
 */
import type { QuestionRecord, TableMetric } from './types.js';

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
export const JUDGE_DECIDED = ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall'] as const;

/** The judge step of a failure ("judge.precision: the server refused ..." → "judge.precision"). */
export const judgeStepOf = (failure: string): string => /^([\w.]+):/.exec(failure)?.[1] ?? 'judge';

/** The metrics a failed judge step leaves NaN. */
export function metricsOfStep(step: string): TableMetric[] {
  switch (step) {
    case 'judge.statements':
    case 'judge.faithfulness':
      return ['faithfulness'];
    case 'judge.relevancy':
      return ['answer_relevancy'];
    case 'judge.precision':
      return ['context_precision', 'context_precision_vector', 'context_precision_graph'];
    case 'judge.recall':
      return ['context_recall'];
    default:
      return [];
  }
}

export interface JudgeErrorSummary {
  /** Judge steps that failed over every record. */
  count: number;
  /** Per failing step kind (judge.precision, ...): how many failed and the first reason, in first-seen order. */
  steps: { step: string; count: number; first: string }[];
  /** The first failure's reason (record order). */
  first?: string;
  /** Judge steps failed and not one judged metric was scored in any record: the judge did nothing. */
  allFailed: boolean;
}

export function summariseJudgeErrors(records: readonly QuestionRecord[]): JudgeErrorSummary {
  let count = 0;
  let first: string | undefined;
  let scored = false;
  const steps = new Map<string, { step: string; count: number; first: string }>();
  for (const r of records) {
    const f = r.verdicts?.failures ?? [];
    count += f.length;
    first ??= f[0];
    for (const x of f) {
      const step = judgeStepOf(x);
      const s = steps.get(step);
      if (s) s.count++;
      else steps.set(step, { step, count: 1, first: x });
    }
    if (!r.error && JUDGE_DECIDED.some((m) => Number.isFinite(r.scores[m]))) scored = true;
  }
  return { count, steps: [...steps.values()], ...(first !== undefined ? { first } : {}), allFailed: count > 0 && !scored };
}

const clip = (s: string): string => (s.length > 300 ? `${s.slice(0, 297)}...` : s);

/** One line per failing step kind: "judge.precision failed 3 time(s), context_precision is NaN there (errors in metrics.json); first: ..." */
export function judgeErrorLines(s: JudgeErrorSummary): string[] {
  return s.steps.map((x) => {
    const metrics = metricsOfStep(x.step).slice(0, 1);
    const nan = metrics.length ? `${metrics[0]} is NaN there` : 'its metric is NaN there';
    return `${x.step} failed ${x.count} time(s), ${nan} (errors in metrics.json); first: ${clip(x.first)}`;
  });
}

/** Judged metrics with judge failures and not one scorable question in a mode: "vector context_precision (3 judge errors)". */
export function unscorableJudgedMetrics(doc: { modes: Partial<Record<string, Record<string, { n: number; errors?: number }>>> }): string[] {
  const out: string[] = [];
  for (const [mode, table] of Object.entries(doc.modes)) {
    for (const m of JUDGE_DECIDED) {
      const s = table?.[m];
      if (s && s.n === 0 && (s.errors ?? 0) > 0) out.push(`${mode} ${m} (${s.errors} judge error(s))`);
    }
  }
  return out;
}
