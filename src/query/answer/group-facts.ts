/**
 * A group member's evidence from the facts its calls state: a member still without an answer after
 * its passages were searched is found when a fact of its call states a metric the question names
 * outright ("Which banks disclosed their CET1 ratio?": "we ended the quarter at 17.1% CET1"), in the
 * asked period. The fact's sentence is its context and its answer. The fact reader has already
 * read the sentence as that metric ("medical care ratio" for MLR), which the passages' answer test
 * reads only by words.
 */
import { dbFactLookup } from '../facts/lookup.js';
import type { AskDeps } from './ask-types.js';
import { contextOf } from './fact-answer.js';
import type { PartDraft } from './compose.js';
import type { Entity, GroupPlan } from '../plan/parts.js';

/** Members not found given the sentence of a fact of the group's named metrics, when their calls state one. */
export function foundInFacts(entities: readonly Entity[], drafts: PartDraft[], group: GroupPlan, deps: AskDeps): void {
  if (group.factMetrics.length === 0) return;
  const missing = entities.filter((_, i) => !drafts[i]!.found).map((e) => e.company);
  if (missing.length === 0) return;
  const facts = (deps.facts ?? dbFactLookup(deps.db)).factsFor(missing, group.factMetrics);
  for (const [i, e] of entities.entries()) {
    const d = drafts[i]!;
    if (d.found) continue;
    const fact = facts.find((f) => f.company === e.company && (!e.quarter || f.docQuarter === e.quarter) && (!e.year || f.docYear === e.year));
    if (!fact) continue;
    const contexts = [...d.contexts, contextOf(fact)];
    drafts[i] = { ...d, contexts, found: true, text: `${fact.sentence} [${contexts.length}]` };
  }
}
