/**
 * A comparison's parts the facts answer when not every company's call states the figure: each
 * company's picked fact is its part, cited in the retrieved passage holding its sentence, so that
 * only the companies without one are answered from the text (answer/multi.ts). Pure.
 */
import { describeFact } from '../../core/fact-text.js';
import type { PartDraft } from '../answer/compose.js';
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import type { Context } from '../retrieve/types.js';
import { picksFor } from './family-pick.js';
import { chunkHolding, contextOf } from './lookup.js';
import type { StoredFact } from './pick.js';

/** Per company whose fact answers the plan, its part: the figure and the call's sentence, citing [1]. */
export function factParts(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder, passages: readonly Context[], read?: (company: string) => readonly StoredFact[]): Map<string, PartDraft> {
  const parts = new Map<string, PartDraft>();
  for (const { company, fact } of picksFor(plan, facts, metrics, read)) {
    if (!fact) continue;
    const context = passages[chunkHolding(passages, fact.document, fact.sentence)] ?? contextOf(fact);
    parts.set(company, { company, quarter: null, year: null, contexts: [context], found: true, text: `${describeFact(fact)}: “${fact.sentence}” [1].` });
  }
  return parts;
}
