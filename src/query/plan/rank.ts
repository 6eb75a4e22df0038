/**
 * A superlative over a group: "which bank had the highest NIM", "lowest attrition among IT
 * companies", "the top two IT companies by revenue growth", "which automaker posted the best
 * margin". The group's members are ranked on the metric and the first `n` asked for: the largest
 * figures (`max`) or the smallest (`min`). "Best" and "worst" follow which way the metric is better
 * (data/vocabulary/metrics.json `better`: a bank's best gross NPA ratio is its lowest). An ordering
 * asked of every member ("highest first", "rank the banks by NIM"), a record ("highest-ever") and how
 * much members speak of a thing ("talked most about") are no superlative. Pure.
 */
import { metricById } from '../../core/vocabulary/metrics.js';

export interface Rank {
  order: 'max' | 'min';
  /** How many members are asked for: "top two" 2; one when the question does not say. */
  n: number;
  /** The superlative as written ("highest", "top two … by", "best"): how an answer heads its list. */
  text: string;
}

const MAX = 'highest|largest|biggest|greatest|most|widest|fattest|fastest|quickest|sharpest|strongest|heaviest|steepest|richest|top|maximum';
const MIN = 'lowest|smallest|least|thinnest|narrowest|slowest|weakest|fewest|leanest|bottom|minimum';
const JUDGED = 'best|worst';
/** Words of the member that leads the others ("which bank led on NIM", "tops the table", "ranked first"): the best on the metric. */
const LEADS = String.raw`led|leads|tops|topped|ranked\s+first|came\s+(?:in\s+)?first|number\s+one|no\.\s*1`;

const SUPERLATIVE = new RegExp(String.raw`\b(${MAX}|${MIN}|${JUDGED}|${LEADS})(?![\p{L}\p{N}])(?![- ]?(?:ever|first|last|to|in\s+(?:the\s+)?(?:history|years?)))(?!\s+(?:about|often|frequently|times|of\s+(?:the|them|all)\b))`, 'iu');

/** The superlative word read, whole: of the most, of the least, of the leader. */
const IS_MAX = new RegExp(`^(?:${MAX})$`);
const IS_MIN = new RegExp(`^(?:${MIN})$`);
const IS_LEAD = new RegExp(`^(?:${LEADS})$`, 'i');

/** A count word before or after the superlative: "top two", "the three … highest", "which 2 banks". */
const COUNT = /\b(?:top|bottom|which|the|name)\s+(one|two|three|four|five|[1-5])\b/i;
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** Words that order every member rather than pick some: "rank", "sort", "list … by", "in order"; not of the first few ("rank the top 3 … by"). */
const ORDERS_ALL = /\b(?:rank|ranked|ranking|sort|sorted|order|ordered)\b(?!\s+first)|\blist\b.*\bby\b/i;
/** A count of the first or last few: "top 3", "bottom two". */
const FEW = /\b(?:top|bottom)\s+(?:one|two|three|four|five|[1-5])\b/i;

/**
 * The superlative a group question asks, given the metric it ranks on (its id in the metric
 * vocabulary, for "best" and "worst"); null when it asks none.
 */
export function parseRank(question: string, metricId: string | null): Rank | null {
  if (ORDERS_ALL.test(question) && !FEW.test(question)) return null;
  const m = SUPERLATIVE.exec(question);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const higherBetter = (metricId ? metricById(metricId)?.better : undefined) !== 'lower';
  const order = IS_MAX.test(word) ? 'max' : IS_MIN.test(word) ? 'min' : (word !== 'worst') === higherBetter ? 'max' : 'min';
  const c = COUNT.exec(question);
  const n = c ? (NUMBERS[c[1]!.toLowerCase()] ?? Number(c[1])) : 1;
  // A leader is headed as the best.
  return { order, n, text: word === 'top' || word === 'bottom' ? `${word} ${n}` : IS_LEAD.test(word) ? 'best' : word };
}
