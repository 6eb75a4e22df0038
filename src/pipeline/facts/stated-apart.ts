/**
 * Figures the words set apart from a metric's level, in shapes US calls use: the unit of a ratio
 * ("each $1 billion of revenue producing only $1 of EPS", "for every $1 of sales") and the figure
 * measured per that unit; a figure listed after an impact, said of what it impacted ("the impact of
 * $23 million to revenue and $13 million to segment profit"). Pure.
 */
import type { TextFigure } from '../../core/text/figures.js';

/** Right before a figure: it is the unit a ratio is measured per ("each $1 billion", "for every $1", "per $100"). */
const RATIO_UNIT_LEAD = /\b(?:each|every|per)\s+(?:additional\s+|incremental\s+)?$/i;

/** Is `f` the unit of a ratio, or a figure measured per an earlier such unit in its clause? */
export function ratioUnitFigure(sentence: string, f: TextFigure, figs: readonly TextFigure[]): boolean {
  const isUnit = (g: TextFigure) => RATIO_UNIT_LEAD.test(sentence.slice(Math.max(0, g.start - 30), g.start));
  if (isUnit(f)) return true;
  const unit = [...figs].reverse().find((g) => g.end <= f.start && isUnit(g));
  return unit !== undefined && !/[;]|\.\s/.test(sentence.slice(unit.end, f.start)) && f.start - unit.end <= 80;
}

/**
 * "The negative tornado impact of $23 million to revenue and $13 million to segment profit": a figure
 * listed after an impact's figure, said of the thing it went to, is an impact too.
 */
const IMPACT_LISTED = /\b(?:impacts?|effects?|benefits?|headwinds?|tailwinds?|drags?|hits?)\s+of\s+(?:about\s+|around\s+|approximately\s+|roughly\s+|nearly\s+)?[$€£]?\d[^.;]{0,60}?\s(?:to|on)\s+[^.;\d]{1,60}?(?:,\s*(?:and\s+)?|\s+and\s+)(?:about\s+|around\s+|approximately\s+|roughly\s+|nearly\s+)?$/i;
const SAID_OF = /^\s+(?:to|on)\s+\S/i;

export function listedImpact(sentence: string, f: TextFigure): boolean {
  return SAID_OF.test(sentence.slice(f.end, f.end + 20)) && IMPACT_LISTED.test(sentence.slice(Math.max(0, f.start - 160), f.start));
}

/** Right before a metric's name: the year's whole ("full-year adjusted EPS", "Record annual revenues"), not a run rate nor a recurring figure. */
const YEAR_QUALIFIER = /\b(?:full[- ]year|annual|fiscal[- ]year|full\s+fiscal[- ]year)\s+(?:(?!recurring\b|run\b|rate\b|run-rate\b)[\p{L}-]+\s+){0,2}$/iu;

/**
 * Does the year qualify the metric named at `metricStart` ("Our full-year adjusted EPS was also a
 * record, coming in at $40.03")? Said on the call closing the year, such a figure is the year's.
 */
export function namedForTheYear(sentence: string, metricStart: number): boolean {
  return YEAR_QUALIFIER.test(sentence.slice(Math.max(0, metricStart - 40), metricStart));
}
