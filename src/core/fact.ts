/**
 * A typed fact: one figure a call states, with whose it is (company and segment), which metric,
 * which period and what kind of figure (an actual, a guidance, a target, a change). Read from the
 * management's sentences at ingest (pipeline/facts), stored in the `facts` table of both stores,
 * and read by answers, `hybridrag facts` and the graph.
 */
import type { Quarter } from './domain.js';

/** An actual figure, a forward guidance, a stated target or ambition, or a change over a period. */
export type FactKind = 'actual' | 'guidance' | 'target' | 'change';
export const FACT_KINDS: readonly FactKind[] = ['actual', 'guidance', 'target', 'change'];

/**
 * How a figure is measured: percent points, basis points, an amount of money, a count, a ratio
 * (a bare number such as a book-to-bill of 1.4), a multiple ("2.5x"), or money per unit
 * (ARPU of Rs 200, EBITDA per tonne).
 */
export type FactUnit = 'percent' | 'bp' | 'money' | 'count' | 'ratio' | 'multiple' | 'per_unit';
export const FACT_UNITS: readonly FactUnit[] = ['percent', 'bp', 'money', 'count', 'ratio', 'multiple', 'per_unit'];

/** Whether a metric of this unit can be stated in basis points: a rate can; an amount, a count or a per-unit price cannot. */
export function takesBasisPoints(metricUnit: FactUnit | null): boolean {
  return metricUnit !== 'money' && metricUnit !== 'count' && metricUnit !== 'per_unit';
}

/** What a change is measured against: a year ago, the quarter before, or unstated. */
export type ChangeBasis = 'yoy' | 'qoq';

/**
 * How a figure is measured against the accounts: adjusted (non-GAAP, before exceptional items,
 * excluding one-time items, core, underlying, pro forma) or as reported (GAAP, reported). The words
 * are data/vocabulary/measures.json.
 */
export type MeasureBasis = 'adjusted' | 'reported';
export const MEASURE_BASES: readonly MeasureBasis[] = ['adjusted', 'reported'];

/** A fiscal period a fact is about: a quarter (or half) of a fiscal year, or the whole year. */
export interface FactPeriod {
  /** Null for a full fiscal year. */
  quarter: Quarter | null;
  /** Fiscal year in FY form ("FY24"). */
  year: string;
}

export interface Fact {
  /** Stable id: the document, the sentence and the figure's place in it. */
  id: string;
  docId: string;
  /** The company whose call states it (the document's company). */
  company: string | null;
  /** A segment, business or subsidiary the figure belongs to ("Home Care", "HDFC Securities"); null for the company as a whole. */
  segment: string | null;
  /** Metric id from the metric vocabulary (data/vocabulary/metrics.json). */
  metric: string;
  /** The words the call used for the metric. */
  metricText: string;
  /** The figure in base units: percent points, basis points, currency units, a count, times. */
  value: number;
  /** The top of a range ("6,000 to 7,000 crore"); null for a single figure. */
  valueHigh: number | null;
  /** The figure as written ("Rs 200", "$10.2 billion", "35 basis points"). */
  valueText: string;
  unit: FactUnit;
  /** ISO-like lower-case currency code for money ("inr", "usd"); null otherwise or unstated. */
  currency: string | null;
  /** The period the figure is about: the call's own unless the sentence states another. */
  period: FactPeriod | null;
  /** How the sentence named another period ("quarter four", "last year"); null when it is the call's own. */
  periodText: string | null;
  kind: FactKind;
  /** For a change: what it is measured against, when stated. */
  basis: ChangeBasis | null;
  /** Whether the call states the figure adjusted or as reported, when its words say; null when they do not. */
  measure: MeasureBasis | null;
  /** The sentence the fact was read from. */
  sentence: string;
  /** 1-based page of the sentence. */
  page: number;
  /** Who said it, when the transcript names the speaker. */
  speaker: string | null;
  /**
   * Where the figure stands on its page: the character offset, in the page's text with whitespace
   * collapsed, of its sentence's start plus the figure's place in the sentence. Figures of one page
   * sort by it in the order the call states them. Null (or absent: facts held before it was read)
   * when the sentence was not found in the page.
   */
  position?: number | null;
}

/**
 * "the last 12 months", "trailing twelve months", "a rolling 12-month basis", "the 12 months ending September 30",
 * "the last four quarters", "LTM": a span ending with the call's quarter, not the quarter itself.
 */
export const TRAILING_SPAN = /\b(?:(?:last|past|trailing|preceding|rolling|latest)\s+(?:12|twelve)[- ]months?|(?:12|twelve)[- ]months?\s+(?:ended|ending|trailing)|(?:last|past|trailing|preceding|latest)\s+(?:four|4)\s+quarters|LTM|TTM)\b/gi;
const IS_TRAILING_SPAN = new RegExp(TRAILING_SPAN.source, 'i');

/** Is a fact's stated period a trailing span (its figure covers more than the call's quarter)? */
export function isTrailingSpan(periodText: string | null): boolean {
  return periodText !== null && IS_TRAILING_SPAN.test(periodText);
}

export { periodLabel } from './domain.js';
