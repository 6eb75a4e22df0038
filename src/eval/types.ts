/**
 * Records the evaluation writes and reads back. `per_question.jsonl` holds one QuestionRecord per
 * (question, mode); every table is rebuilt from those records, which is what makes `--replay`
 * possible without any model call.
 */
import type { Filters } from '../core/domain.js';
import type { Context, Mode } from '../query/retrieve/types.js';
import type { SampleScores, SampleVerdicts } from './score-sample.js';

/** What eval needs from `ask` (structurally the `ask --json` object, plus optional usage). */
export interface EvalAnswer {
  answer: string;
  /** The answerer said the contexts do not hold an answer. */
  refused?: boolean;
  contexts: Array<{ channel: 'vector' | 'graph'; text: string; document: string; pages: number[]; kind?: Context['kind'] }>;
  timingsMs: { total: number };
  /** Tokens and cost of answering, when the answerer reports them. */
  usage?: { promptTokens: number; completionTokens: number; costUsd?: number };
}

/** Ask one question with one mode and the row's filters. */
export type AskFn = (question: string, mode: Mode, filters: Filters, signal?: AbortSignal) => Promise<EvalAnswer>;

/** Retrieval only (multiple choice needs the contexts, not a free-text answer). */
export type RetrieveFn = (
  question: string,
  mode: Mode,
  filters: Filters,
  signal?: AbortSignal,
) => Promise<{ contexts: Array<{ text: string; kind?: Context['kind'] }>; timingsMs: { total: number } }>;

export interface QuestionRecord {
  id: string;
  mode: Mode;
  question: string;
  ground_truth: string;
  filters: Filters;
  answer: string;
  /** The answer is a refusal: relevancy 0, faithfulness not scorable, counted in refusal_rate. */
  refused?: boolean;
  /** Provenance of each context (text cut to a preview: the scores are already computed). */
  contexts: Array<{ channel: 'vector' | 'graph'; document: string; pages: number[]; preview: string }>;
  scores: SampleScores;
  verdicts: SampleVerdicts | null;
  latency_ms: number;
  /** Judge tokens spent on this question (cache hits cost 0), plus answering when the answerer reports usage. */
  tokens: number;
  cost_usd: number;
  judge: string;
  /** Set when asking failed: the scores are then NaN (counted, never folded into 0). */
  error?: string;
}

/** The six metrics of the paper-style table, judged per question and compared across modes. */
export const CORE_METRICS = [
  'faithfulness',
  'answer_relevancy',
  'context_precision',
  'context_recall',
  'evidence_recall',
  'answer_f1',
] as const;
export type CoreMetric = (typeof CORE_METRICS)[number];

/** The metrics of the printed summary: the core six and how often each mode refused. */
export const SUMMARY_METRICS = [...CORE_METRICS, 'refusal_rate'] as const;

/** The judged scores of one sample: the six core metrics and context precision per channel. */
export const SAMPLE_METRICS = [...CORE_METRICS, 'context_precision_vector', 'context_precision_graph'] as const;
export type SampleMetric = (typeof SAMPLE_METRICS)[number];

/** Every per-question metric the tables summarise. */
export const TABLE_METRICS = [
  ...CORE_METRICS,
  'refusal_rate',
  'context_precision_vector',
  'context_precision_graph',
  'latency_ms',
  'tokens',
  'cost_usd',
] as const;
export type TableMetric = (typeof TABLE_METRICS)[number];

/** The value of one table metric in a record (NaN when it cannot be scored). */
export function metricValue(r: QuestionRecord, m: TableMetric): number {
  if (m === 'latency_ms' || m === 'tokens' || m === 'cost_usd') return r.error ? Number.NaN : r[m];
  if (m === 'refusal_rate') return r.error ? Number.NaN : r.refused ? 1 : 0;
  const v = r.scores[m];
  // JSON has no NaN: records store null, which means "not scorable".
  return typeof v === 'number' ? v : Number.NaN;
}
