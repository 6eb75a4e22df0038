/**
 * Each company's fact for a plan that names a family of metrics by a general word ("compare on
 * margins", "which banks had better asset quality"): the figures are put side by side on one member
 * of the family (sharedMember), so that like is compared with like. In a comparison, a company that does not state it is given its
 * own first member of the family (the answer names each figure's metric), as is a group member asked
 * only whether it states one; against a threshold it is given none, since another metric cannot be
 * held to the same threshold. Pure.
 */
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { factMeets, factsPicked, narrowing, pickFact, pickOrRead, type StoredFact } from './pick.js';

/** Each company's fact answering the plan (see the module comment), null where none does. */
export function picksFor(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder, read?: (company: string) => readonly StoredFact[]): { company: string; fact: StoredFact | null }[] {
  const members = plan.family?.metrics.filter((id) => plan.metrics.includes(id)) ?? [];
  if (members.length === 0) return factsPicked(plan, facts, metrics, read);
  const modifiers = narrowing(plan, facts, metrics);
  const shared = sharedMember(plan, members, facts, metrics, modifiers);
  const on = (ids: readonly string[]): QuestionPlan => ({ ...plan, metrics: [...ids] });
  return plan.companies.map((company) => {
    const fact = shared ? pickOrRead(on([shared]), company, facts, metrics, modifiers, read) : null;
    if (fact || plan.threshold) return { company, fact };
    return { company, fact: pickOrRead(on(members), company, facts, metrics, modifiers, read) };
  });
}

/**
 * The member of the family the plan's figures are put side by side on: the first, in the family's
 * order, that more than half of the companies state a figure of (one a threshold can be compared
 * with, when one is asked); else the one most of them state. Null when none states any.
 */
export function sharedMember(plan: QuestionPlan, members: readonly string[], facts: readonly StoredFact[], metrics: MetricFinder, modifiers: string[] = narrowing(plan, facts, metrics)): string | null {
  const t = plan.intent === 'threshold' ? plan.threshold : null;
  const stating = members.map((id) => {
    const one = { ...plan, metrics: [id] };
    return plan.companies.filter((c) => {
      const f = pickFact(one, c, facts, metrics, modifiers);
      return f !== null && (!t || factMeets(t, f) !== null);
    }).length;
  });
  const most = Math.max(0, ...stating);
  if (most === 0) return null;
  const at = stating.findIndex((n) => n * 2 > plan.companies.length);
  return members[at >= 0 ? at : stating.indexOf(most)]!;
}
