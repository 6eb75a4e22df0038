/** Number formatting shared by the tables (md, csv, html). Pure. */
import type { Summary } from '../stats.js';
import type { TableMetric } from '../types.js';

/** Display names, in the paper's order first. */
export const METRIC_LABELS: Record<TableMetric, string> = {
  faithfulness: 'Faithfulness',
  answer_relevancy: 'Answer relevancy',
  context_precision: 'Context precision',
  context_recall: 'Context recall',
  evidence_recall: 'Evidence recall',
  answer_f1: 'Answer F1',
  refusal_rate: 'Refusal rate',
  context_precision_vector: 'Context precision (vector items)',
  context_precision_graph: 'Context precision (graph items)',
  latency_ms: 'Latency (ms)',
  tokens: 'Tokens',
  cost_usd: 'Cost (USD)',
};

export function fmt(x: number | null | undefined, metric?: TableMetric): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '–';
  if (metric === 'latency_ms' || metric === 'tokens') return x.toFixed(metric === 'tokens' ? 0 : 1);
  if (metric === 'cost_usd') return x.toFixed(5);
  return x.toFixed(3);
}

/** "0.912 [0.88, 0.94]" or "–" when not scorable. */
export function fmtSummary(s: Summary | undefined, metric: TableMetric): string {
  if (!s || s.mean === null) return '–';
  const ci = s.ci95 ? ` [${fmt(s.ci95[0], metric)}, ${fmt(s.ci95[1], metric)}]` : '';
  return `${fmt(s.mean, metric)}${ci}`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
