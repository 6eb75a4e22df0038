/**
 * Typed facts read by a model: a batch of a call's numbered management sentences in, one item per
 * figure out, in the fields of the fact schema (core/fact.ts). The reply's shape is checked as a
 * whole (a reply that is not `{ "facts": [...] }` gets the repair attempt); each item is checked on
 * its own by `factItemSchema` and the metric vocabulary, so one bad item is dropped, not the batch.
 */
import { z } from 'zod';
import { FACT_KINDS, FACT_UNITS, type FactKind, type FactUnit } from '../fact.js';
import { DATA_INSTRUCTION, definePrompt, delimit } from './define.js';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2'] as const;

/** One figure as the model writes it. */
export const factItemSchema = z.strictObject({
  sentence: z.number().int().min(1).describe('The number of the sentence the figure is in.'),
  metric: z.string().min(1).describe('A metric id from the list.'),
  value_text: z.string().min(1).describe('The figure as written ("Rs 1,200 crore", "12.5%").'),
  value: z.number().describe('The figure in base units: percent points, basis points, currency units, a count, times.'),
  value_high: z.number().nullable().describe('The top of a range; null for a single figure.'),
  unit: z.enum(FACT_UNITS as [FactUnit, ...FactUnit[]]),
  currency: z.string().nullable().describe('Lower-case ISO code for money ("inr", "usd"); null otherwise.'),
  period: z
    .strictObject({ quarter: z.enum(QUARTERS).nullable(), year: z.string().regex(/^FY\d{2}$/) })
    .nullable()
    .describe('The fiscal period the figure is about; null when none applies.'),
  period_text: z.string().nullable().describe('How the sentence names another period than the call\'s; null for the call\'s own.'),
  kind: z.enum(FACT_KINDS as [FactKind, ...FactKind[]]),
  basis: z.enum(['yoy', 'qoq']).nullable().describe('For a change: what it is measured against, when stated.'),
  segment: z.string().nullable().describe('The segment, business or subsidiary the figure belongs to; null for the company as a whole.'),
});
export type FactItem = z.output<typeof factItemSchema>;

/** The reply the model is asked for (its JSON Schema goes with the request): `{ "facts": [item, ...] }`. */
export const factReplySchema = z.object({ facts: z.array(factItemSchema) });

/**
 * The reply as it is checked: `{ "facts": [...] }` with the items taken as they come, to be checked
 * one by one with `factItemSchema` (a reply of another shape gets the repair attempt).
 */
export const factReplyShape = z.object({ facts: z.array(z.unknown()) });
export type FactReplyShape = z.output<typeof factReplyShape>;

export interface FactPromptMetric {
  id: string;
  names: readonly string[];
  unit: FactUnit;
}

export interface FactVars {
  company: string;
  /** The call's period ("Q2 FY24"), or "unknown". */
  period: string;
  /** The metrics the batch names: one line each, `id: name, name (unit)`. */
  metrics: string;
  /** The batch's sentences, one line each, `[n] text`. */
  sentences: string;
}

/** The metric lines of the prompt. */
export function metricLines(metrics: readonly FactPromptMetric[]): string {
  return metrics.map((m) => `${m.id}: ${m.names.join(', ')} (${m.unit})`).join('\n');
}

/** The numbered sentence lines of the prompt, numbered from `from`. */
export function sentenceLines(sentences: readonly string[], from = 1): string {
  return sentences.map((s, i) => `[${from + i}] ${s}`).join('\n');
}

export const factsPrompt = definePrompt<FactVars>({
  id: 'facts.read',
  version: '1',
  schema: factReplySchema,
  system: [
    'You read the figures an earnings call\'s management states into typed facts.',
    'Return JSON only: {"facts": [{"sentence", "metric", "value_text", "value", "value_high", "unit", "currency",',
    '"period", "period_text", "kind", "basis", "segment"}]}, one item per figure of a listed metric.',
    `unit is one of ${FACT_UNITS.join(', ')}; kind is one of ${FACT_KINDS.join(', ')} (an actual figure, a`,
    'forward guidance, a stated target or ambition, a change over a period); basis is yoy, qoq or null.',
    'value is in base units: "12.5%" is 12.5, "35 basis points" is 35, "Rs 1,200 crore" is 12000000000,',
    '"$2.1 billion" is 2100000000. period is {"quarter": "Q1".."Q4", "H1", "H2" or null for a full year,',
    '"year": "FY24"}: the call\'s own period unless the sentence names another, then period_text holds its words.',
    'Use only the metric ids listed; leave out figures of any other metric, and figures an analyst or the',
    'moderator states. A figure that is a share of a metric is not that metric\'s value.',
    DATA_INSTRUCTION,
  ].join('\n'),
  user: (v) =>
    [
      `Company: ${v.company}; the call's period: ${v.period}.`,
      `Metrics (id: names (unit)):\n${v.metrics || '(none named in these sentences)'}`,
      delimit('document', v.sentences),
      'Return the JSON object now.',
    ].join('\n\n'),
});
