/**
 * A company's figure of the metric asked across periods, for a trend plan ("how has its net
 * interest margin trended over 2021?"): every quarter its calls state a figure of the metric for
 * (of the year asked, when one is; the latest eight otherwise), each answered by the figure the pick
 * takes for that quarter alone, oldest first. A later call's figure for an earlier quarter counts:
 * one call that says "3.04%, down from 3.12% in the fourth quarter" gives two points. Pure.
 */
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { periodKey } from './call-period.js';
import { narrowing, pickFact, type StoredFact } from './pick.js';

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
  const picked = [...periods.keys()]
    .sort()
    .slice(year === null ? -MAX_PERIODS : 0)
    .flatMap((k) => {
      const fact = pickFact({ ...plan, intent: 'value', period: periods.get(k)! }, company, facts, metrics, modifiers);
      return fact ? [{ company, fact }] : [];
    });
  return picked;
}
