/**
 * How an amount of the text measures a metric, for both readers of figures (the fact reader at
 * ingest and the passage reader at question time): an amount measures a metric of money, or one
 * stated per unit (per share, per tonne, per user) when it is not a total, an amount its own words
 * scale to a million or more ("dividends … totaled $183 million") unless they say per what ("$2.5
 * million per store"). An amount per unit keeps its written value, never a scale borrowed from
 * an amount beside it. Pure.
 */
import type { FactUnit } from '../fact.js';
import { asWritten, ownScale, type TextFigure } from './figures.js';

/** The smallest scale an amount per unit is not written in (a million; "Rs 7.2 lakh" a vehicle still is one). */
const TOTAL_SCALE = 1e6;
/** Words after an amount that say what it is per: "per ton", "/tonne", "per metric ton". */
export const PER_UNIT_AFTER = /^\s*(?:\/\s*|per\s+)(?:metric\s+)?\p{L}/iu;

/** The unit an amount measures a metric of `metricUnit` in, given the words `after` it; null when it does not measure it. */
export function amountUnit(metricUnit: FactUnit | null, f: TextFigure, after: string): 'money' | 'per_unit' | null {
  if (metricUnit === 'money') return 'money';
  if (metricUnit !== 'per_unit') return null;
  return ownScale(f) >= TOTAL_SCALE && !PER_UNIT_AFTER.test(after) ? null : 'per_unit';
}

/** The figure as it measures a metric in `unit`: an amount per unit as written. */
export function asMeasured(f: TextFigure, unit: FactUnit): TextFigure {
  return unit === 'per_unit' ? asWritten(f) : f;
}
