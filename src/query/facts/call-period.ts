/**
 * Which call's facts answer a plan that names no period: the latest period at which every company
 * asked has a call stating the metric, so that compared figures are of one period; when they share
 * none, each company's latest such call. A company's older calls are not mixed in ("net interest
 * margin at KeyCorp and PNC" is not KeyCorp's of 2020 beside PNC's of 2021). A plan naming a period
 * keeps every call: a later call states the earlier period's figures too. Pure.
 */
import type { QuestionPlan } from '../plan/plan.js';
import type { StoredFact } from './pick.js';

const QUARTER_ORDER: Record<string, number> = { Q1: 1, H1: 2, Q2: 2, Q3: 3, H2: 4, Q4: 4 };

/** A call's period as a sortable key: its fiscal year, then its quarter ("" for a call with no period). */
const callKey = (f: Pick<StoredFact, 'docYear' | 'docQuarter'>): string =>
  f.docYear ? `${f.docYear.replace(/\D/g, '').padStart(4, '0')}.${QUARTER_ORDER[f.docQuarter ?? ''] ?? 0}` : '';

/** The facts of the calls that answer `plan`: see the module comment. */
export function callsAnswering(plan: Pick<QuestionPlan, 'period' | 'companies'>, facts: readonly StoredFact[]): readonly StoredFact[] {
  if (plan.period !== null || plan.companies.length === 0) return facts;
  const calls = new Map<string, Set<string>>();
  for (const f of facts) if (f.company !== null && plan.companies.includes(f.company)) calls.set(f.company, (calls.get(f.company) ?? new Set()).add(callKey(f)));
  if ([...calls.values()].every((keys) => keys.size <= 1)) return facts;
  const held = plan.companies.filter((c) => calls.has(c)).map((c) => calls.get(c)!);
  const shared = [...(held[0] ?? [])].filter((k) => held.every((keys) => keys.has(k))).sort();
  const latest = (company: string): string | undefined => (shared.length > 0 ? shared[shared.length - 1] : [...(calls.get(company) ?? [])].sort().pop());
  const chosen = new Map(plan.companies.map((c) => [c, latest(c)]));
  return facts.filter((f) => f.company === null || !chosen.has(f.company) || callKey(f) === chosen.get(f.company));
}
