/**
 * The facts a plan is answered from, and the bar of a group measured against a company it names
 * ("Which banks had a higher NIM than HDFC Bank?"): the plan's threshold (`of` that company,
 * plan/threshold.ts barThreshold) takes that company's own stated figure of the same metric, in the
 * same period, picked as a member's figure is picked. When the company states none, the threshold
 * says so and stays unmet (its value NaN): no member is listed as passing it. Pure given the lookup.
 */
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { FACT_FIGURE_UNIT, type Threshold } from '../plan/threshold.js';
import { callsAnswering } from './call-period.js';
import { picksFor } from './family-pick.js';
import type { FactLookup } from './lookup.js';
import type { StoredFact } from './pick.js';

/**
 * The plan with its bar read (withBar), and the facts of its metrics and of those that state them
 * ("revenue grew 29%" for revenue growth), of the calls that answer it (call-period.ts); none for an
 * open question.
 */
export function planFacts(asked: QuestionPlan, lookup: FactLookup, metrics: MetricFinder): { plan: QuestionPlan; facts: readonly StoredFact[] } {
  if (asked.intent === 'open') return { plan: asked, facts: [] };
  const ids = [...new Set(asked.metrics.flatMap((id) => [id, ...(metrics.related?.(id) ?? [])]))];
  const bar = asked.threshold?.of;
  // The bar's company's call is chosen with the members' (the same period).
  const facts = callsAnswering(bar ? { ...asked, companies: [...asked.companies, bar] } : asked, lookup.factsFor(null, ids));
  return { plan: withBar(asked, facts, metrics), facts };
}

/** The plan with the bar's figure read from its company's fact (see the module comment); the plan itself when it has no bar. */
export function withBar(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder): QuestionPlan {
  const t = plan.threshold;
  if (!t?.of) return plan;
  // A change is read on the basis most members' figures are on: a change on the quarter before is no bar for figures most of which
  // are not (calls state growth year on year unless they say sequential), nor the other way round, when the company states one on it.
  const members = picksFor(plan, facts, metrics).flatMap((u) => (u.fact ? [u.fact] : []));
  const sequential = members.filter((f) => f.basis === 'qoq').length * 2 > members.length;
  const onBasis = facts.filter((f) => f.company !== t.of || (sequential ? f.kind !== 'change' || f.basis === 'qoq' : f.basis !== 'qoq'));
  const pick = (from: readonly StoredFact[], asked: QuestionPlan = plan) => picksFor({ ...asked, companies: [t.of!] }, from, metrics)[0]?.fact ?? null;
  // A rate of growth is stated as the rate or as its change ("revenue growth was 4.2% Y-on-Y"): the bar takes either, on the members' basis first.
  const fact = (members.length > 0 ? (pick(onBasis) ?? (plan.wanted === 'actual' ? pick(onBasis.filter((f) => f.company !== t.of || metrics.growthOf?.(f.metric)), { ...plan, wanted: 'change' }) : null)) : null) ?? pick(facts);
  const threshold = barOf(t, fact);
  return { ...plan, threshold, ...(plan.parts?.group ? { parts: { ...plan.parts, group: { ...plan.parts.group, threshold } } } : {}) };
}

/** The bar `t` with the company's figure `fact`, or said not stated (and unmet) when there is none. */
export function barOf(t: Threshold, fact: Pick<StoredFact, 'value' | 'unit' | 'currency' | 'valueText'> | null): Threshold {
  if (!fact) return { ...t, value: Number.NaN, text: `${t.text} (its figure not stated)` };
  return { ...t, value: fact.value, unit: FACT_FIGURE_UNIT[fact.unit], currency: fact.currency ?? '', text: `${t.text} ${fact.valueText}` };
}
