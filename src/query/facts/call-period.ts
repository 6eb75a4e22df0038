/**
 * Which call's facts answer a comparison or group plan that names no quarter: the latest period at
 * which every company asked has a call stating the metric (of the year asked, when one is: a call of
 * that year before a later one that looks back at it), so that
 * compared figures are of one period; when they share none, each company's latest such call. A company's older calls are
 * not mixed in ("net interest margin at KeyCorp and PNC" is not KeyCorp's of 2020 beside PNC's of
 * 2021). A plan naming a quarter keeps every call: a later call states the earlier quarter's figures
 * too, and the pick prefers the call's own. Pure.
 */
import type { QuestionPlan } from '../plan/plan.js';
import type { StoredFact } from './pick.js';

const QUARTER_ORDER: Record<string, number> = { Q1: 1, H1: 2, Q2: 2, Q3: 3, H2: 4, Q4: 4 };

/** A period as a sortable key: its fiscal year, then its quarter ("" for no year). */
export const periodKey = (p: { quarter: string | null; year: string | null }): string =>
  p.year ? `${p.year.replace(/\D/g, '').padStart(4, '0')}.${QUARTER_ORDER[p.quarter ?? ''] ?? 0}` : '';

/** A call's period as a sortable key. */
const callKey = (f: Pick<StoredFact, 'docYear' | 'docQuarter'>): string => periodKey({ quarter: f.docQuarter, year: f.docYear });

/** The facts of the calls that answer `plan`: see the module comment. */
export function callsAnswering(plan: Pick<QuestionPlan, 'period' | 'companies'>, facts: readonly StoredFact[]): readonly StoredFact[] {
  if (plan.period?.quarter || plan.companies.length < 2) return facts;
  // A year asked alone ("in FY24") is answered by the latest call with a figure of that year.
  const year = plan.period?.year ?? null;
  const calls = new Map<string, Set<string>>();
  // Of the calls with a figure of the year asked, those of that year before a later one looking back at it.
  const ofYear = facts.filter((f) => year !== null && f.docYear === year && f.period?.year === year);
  const ownCalls = new Set(ofYear.map((f) => `${f.company}\u0000${callKey(f)}`));
  const withOwn = new Set(ofYear.map((f) => f.company));
  for (const f of facts) {
    if (f.company === null || !plan.companies.includes(f.company) || (year !== null && f.period?.year !== year)) continue;
    if (!withOwn.has(f.company) || ownCalls.has(`${f.company}\u0000${callKey(f)}`)) calls.set(f.company, (calls.get(f.company) ?? new Set()).add(callKey(f)));
  }
  const held = plan.companies.filter((c) => calls.has(c)).map((c) => calls.get(c)!);
  const shared = [...(held[0] ?? [])].filter((k) => held.every((keys) => keys.has(k))).sort();
  const latest = (company: string): string | undefined => (shared.length > 0 ? shared[shared.length - 1] : [...(calls.get(company) ?? [])].sort().pop());
  const chosen = new Map(
    plan.companies.flatMap((c) => {
      const key = latest(c);
      return key === undefined ? [] : [[c, key] as const];
    }),
  );
  return facts.filter((f) => f.company === null || !chosen.has(f.company) || callKey(f) === chosen.get(f.company));
}

/**
 * A whole fiscal year asked ("FY24 capex") of a company whose calls all come before that year's last
 * quarter: no call can state the year as done, so its figure for the year is one it plans. Pure.
 */
export function yearAhead(plan: Pick<QuestionPlan, 'period'>, company: string, facts: readonly StoredFact[]): boolean {
  const year = plan.period?.quarter === null ? plan.period.year : null;
  if (!year) return false;
  const end = periodKey({ quarter: 'Q4', year });
  const own = facts.filter((f) => f.company === company);
  return own.length > 0 && own.every((f) => f.docYear !== null && f.docQuarter !== null && callKey(f) < end);
}
