/**
 * Per-question records → the metrics document: per mode and metric the mean over scorable rows,
 * n, NaN count and a seeded bootstrap 95% interval; plus paired differences between every two
 * modes on the questions both could score. Pure.
 */
import type { Mode } from '../query/retrieve/types.js';
import { judgeStepOf, metricsOfStep } from './failures.js';
import { pairedDiff, summarise, type PairedComparison, type Summary } from './stats.js';
import { CORE_METRICS, TABLE_METRICS, metricValue, type QuestionRecord, type TableMetric } from './types.js';

export interface MetricsDocument {
  dataset: string;
  questions: number;
  provider: string;
  judge: string;
  /** Per mode and metric: the summary, and `errors`, the questions whose judge step for it failed (their value is NaN). */
  modes: Partial<Record<Mode, Record<TableMetric, MetricSummary>>>;
  /** "hybrid-vector": mean of (hybrid − vector) per metric, paired by question. */
  comparisons: Record<string, Partial<Record<TableMetric, PairedComparison>>>;
  errors: Partial<Record<Mode, number>>;
  /** Judge steps that failed (refused, invalid or cut replies), per mode; their metrics are NaN. */
  judge_errors: Partial<Record<Mode, number>>;
}

export type MetricSummary = Summary & { errors: number };

export const COMPARED: readonly TableMetric[] = CORE_METRICS;

export function aggregate(
  records: readonly QuestionRecord[],
  meta: { dataset: string; provider: string; judge: string; modes: readonly Mode[]; questionIds: readonly string[] },
): MetricsDocument {
  const byMode = new Map<Mode, Map<string, QuestionRecord>>();
  for (const r of records) {
    if (!byMode.has(r.mode)) byMode.set(r.mode, new Map());
    byMode.get(r.mode)!.set(r.id, r);
  }
  // Values aligned on the dataset's question order, NaN where a question has no record.
  const column = (mode: Mode, m: TableMetric): number[] =>
    meta.questionIds.map((id) => {
      const r = byMode.get(mode)?.get(id);
      return r ? metricValue(r, m) : Number.NaN;
    });
  const doc: MetricsDocument = {
    dataset: meta.dataset,
    questions: meta.questionIds.length,
    provider: meta.provider,
    judge: meta.judge,
    modes: {},
    comparisons: {},
    errors: {},
    judge_errors: {},
  };
  for (const mode of meta.modes) {
    const table = {} as Record<TableMetric, MetricSummary>;
    const rows = [...(byMode.get(mode)?.values() ?? [])];
    for (const m of TABLE_METRICS) {
      const errors = rows.filter((r) => (r.verdicts?.failures ?? []).some((f) => metricsOfStep(judgeStepOf(f)).includes(m))).length;
      table[m] = { ...summarise(column(mode, m)), errors };
    }
    doc.modes[mode] = table;
    doc.errors[mode] = [...(byMode.get(mode)?.values() ?? [])].filter((r) => r.error).length;
    doc.judge_errors[mode] = [...(byMode.get(mode)?.values() ?? [])].reduce((a, r) => a + (r.verdicts?.failures?.length ?? 0), 0);
  }
  for (let i = 0; i < meta.modes.length; i++) {
    for (let j = i + 1; j < meta.modes.length; j++) {
      const a = meta.modes[i]!, b = meta.modes[j]!;
      const cmp: Partial<Record<TableMetric, PairedComparison>> = {};
      for (const m of COMPARED) cmp[m] = pairedDiff(column(a, m), column(b, m));
      doc.comparisons[`${b}-${a}`] = cmp;
    }
  }
  return doc;
}
