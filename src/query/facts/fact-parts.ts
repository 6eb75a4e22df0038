/**
 * A fact answer (answer/fact-answer.ts) placed in the retrieved passages: each figure cited in the
 * passage holding its sentence. And a comparison's parts the facts answer when not every company's
 * call states the figure, so that only the companies without one are answered from the text
 * (answer/multi.ts). Pure.
 */
import { describeFact } from '../../core/fact-text.js';
import type { PartDraft } from '../answer/compose.js';
import type { FactAnswer } from '../answer/fact-answer.js';
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import type { Context } from '../retrieve/types.js';
import { picksFor } from './family-pick.js';
import { chunkHolding, contextOf } from './lookup.js';
import type { StoredFact } from './pick.js';

/** Per company whose fact answers the plan, its part: the figure and the call's sentence, citing [1]. Empty when the question names no metric. */
export function factParts(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder, passages: readonly Context[], read?: (company: string) => readonly StoredFact[]): Map<string, PartDraft> {
  const parts = new Map<string, PartDraft>();
  // With no other company's figure of the metric beside it, a figure read from plain words alone ("lending to individuals") is left to the text.
  if (plan.named === 0 && !plan.family) return parts;
  for (const { company, fact } of picksFor(plan, facts, metrics, read)) {
    // Asked how the figure moved ("versus last year"), a level is no answer.
    if (!fact || (plan.figure.change && fact.kind !== 'change')) continue;
    const context = passages[chunkHolding(passages, fact.document, fact.sentence)] ?? contextOf(fact);
    parts.set(company, { company, quarter: null, year: null, contexts: [context], found: true, text: `${describeFact(fact)}: “${fact.sentence}” [1].` });
  }
  return parts;
}

/**
 * The retrieved contexts with the one holding a value's fact first: the chunk that holds its
 * sentence, else the sentence itself in place of the last context (so as many contexts as
 * retrieved). The fact answer's citation [1] is then that context.
 */
export function leadWithFact(contexts: readonly Context[], a: FactAnswer): Context[] {
  const f = a.used[0]?.fact;
  if (!f) return [...contexts];
  const at = chunkHolding(contexts, f.document, f.sentence);
  if (at >= 0) return [contexts[at]!, ...contexts.slice(0, at), ...contexts.slice(at + 1)];
  return [contextOf(f), ...contexts.slice(0, Math.max(0, contexts.length - 1))];
}

/**
 * A comparison from facts with each figure cited in its passage: the retrieved chunk of the
 * company's call that holds the fact's sentence takes the bare sentence's place (its number kept),
 * and the rest of the retrieved passages follow, uncited, as the evidence the text path would read.
 */
export function inPassages(a: FactAnswer, passages: readonly Context[]): FactAnswer {
  const contexts = a.contexts.map((c) => passages[chunkHolding(passages, c.document, c.text)] ?? c);
  const seen = new Set(contexts);
  return { ...a, contexts: [...contexts, ...passages.filter((p) => !seen.has(p))] };
}

/** The facts an answer states, as `ask --json` shows them: without what was read of their call as a whole. */
export function factsStated(a: FactAnswer): StoredFact[] {
  return a.used.flatMap((u) => {
    if (!u.fact) return [];
    const { docCurrency: _currency, docSegments: _segments, ...shown } = u.fact;
    return [shown];
  });
}
