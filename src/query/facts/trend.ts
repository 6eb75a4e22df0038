/**
 * A company's figure of the metric asked across periods, for a trend plan ("how has its net
 * interest margin trended over 2021?"): every quarter its calls state a figure of the metric for
 * (of the year asked, when one is; the latest eight otherwise), each answered by the figure the pick
 * takes for that quarter alone, oldest first. A later call's figure for an earlier quarter counts:
 * one call that says "3.04%, down from 3.12% in the fourth quarter" gives two points.
 *
 * A trend is one measure through time. A level the calls state as a change in more quarters than as
 * a level ("revenue was up 13%", "organic revenue increased by 30%") is followed by its changes; and
 * an amount or a count far off the scale of the rest of its series (a $50 billion revenue goal
 * among quarterly revenues of $4 to $6 billion) gives way to that quarter's next figure on the
 * series' scale. Pure.
 */
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { periodKey } from './call-period.js';
import { narrowing, rankedFacts, type StoredFact } from './pick.js';

/** The most periods a trend lists when the question names no year. */
const MAX_PERIODS = 8;

export function trendPicked(plan: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder): { company: string; fact: StoredFact }[] {
  const year = plan.period?.year ?? null;
  const periods = new Map<string, { quarter: NonNullable<QuestionPlan['period']>['quarter']; year: string }>();
  for (const f of facts) {
    if (f.company === company && f.period?.quarter && f.period.year && (year === null || f.period.year === year)) periods.set(periodKey(f.period), { quarter: f.period.quarter, year: f.period.year });
  }
  // The question's narrowing words, read once for every quarter's pick.
  const modifiers = narrowing(plan, facts, metrics);
  const keys = [...periods.keys()].sort().slice(year === null ? -MAX_PERIODS : 0);
  const series = (wanted: QuestionPlan['wanted']): StoredFact[][] => keys.map((k) => rankedFacts({ ...plan, intent: 'value', wanted, period: periods.get(k)! }, company, facts, metrics, modifiers));
  let ranked = series(plan.wanted);
  if (plan.wanted === 'actual') {
    const changes = series('change');
    // A path needs two points: one quarter's change is no trend to follow.
    if (stated(changes) >= 2 && stated(changes) > stated(ranked)) ranked = changes;
  }
  return onOneScale(ranked).flatMap((fact) => (fact ? [{ company, fact }] : []));
}

/** Quarters with a figure. */
const stated = (ranked: readonly StoredFact[][]): number => ranked.filter((r) => r.length > 0).length;

/** How many times apart two amounts of one series may be. */
const SAME_SCALE = 3;
/** The figures of each quarter tried for the series' scale. */
const TRIED = 3;
const SCALED_UNITS: ReadonlySet<string> = new Set(['money', 'count']);

/**
 * Each quarter's figure, best first, or the first of its figures on the scale most quarters share:
 * the scale is that of the figure (among each quarter's first few) which the most quarters have a
 * figure within SAME_SCALE times of, the better-ranked figures deciding a tie. A quarter with no
 * figure on that scale keeps its best.
 */
function onOneScale(ranked: readonly StoredFact[][]): (StoredFact | null)[] {
  const best = ranked.map((r) => r[0] ?? null);
  const unit = best.find((f) => f !== null)?.unit;
  if (!unit || !SCALED_UNITS.has(unit) || stated(ranked) < 3) return best;
  const near = (a: number, b: number): boolean => a > 0 && b > 0 && Math.max(a / b, b / a) <= SAME_SCALE;
  const onScale = (r: readonly StoredFact[], v: number): number => r.slice(0, TRIED).findIndex((f) => f.unit === unit && near(f.value, v));
  let scale: { value: number; quarters: number; ranks: number } | null = null;
  for (const f of ranked.flatMap((r) => r.slice(0, TRIED))) {
    if (f.unit !== unit) continue;
    const at = ranked.map((r) => onScale(r, f.value)).filter((i) => i >= 0);
    const s = { value: f.value, quarters: at.length, ranks: at.reduce((a, b) => a + b, 0) };
    if (!scale || s.quarters > scale.quarters || (s.quarters === scale.quarters && s.ranks < scale.ranks)) scale = s;
  }
  return ranked.map((r, i) => {
    const at = scale ? onScale(r, scale.value) : -1;
    return at >= 0 ? r[at]! : (best[i] ?? null);
  });
}
