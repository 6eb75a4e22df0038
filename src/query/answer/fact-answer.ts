/**
 * Answers from facts: a value, a comparison or a threshold over a group, decided on the typed facts
 * the calls state (pipeline/facts) rather than on quoted sentences. Each value is named with its
 * period and kind and cited to its sentence and page; a segment's or subsidiary's figure is never
 * given as the company's, a guidance never as an actual. A company with no such fact is said to have
 * none ("not stated"). Returns null when the facts cannot answer: the caller falls back to text.
 */
import { describeFact } from '../../core/fact-text.js';
import { eachFigure, type MetricFinder, type QuestionPlan } from '../plan/plan.js';
import { type Context, contextNumbering } from '../retrieve/types.js';
import type { PartResult } from './compose.js';
import { checkedLine } from '../facts/rank.js';
import type { StoredFact } from '../facts/pick.js';
import { judgeMembers } from '../facts/rank.js';
import { picksFor } from '../facts/family-pick.js';
import { contextOf } from '../facts/lookup.js';
import { trendPicked } from '../facts/trend.js';
import { periodLabel } from '../../core/fact.js';

export interface FactAnswer {
  text: string;
  contexts: Context[];
  /** 1-based context numbers the text cites. */
  cited: number[];
  /** Per company: the fact used, or null when none is stated. */
  used: { company: string; fact: StoredFact | null; qualifies?: boolean | null }[];
  /** A comparison's or a group's answer per company, as `ask --json` reports `parts`. */
  parts?: PartResult[];
}

/**
 * The answer to a value, comparison or threshold plan from the facts; null when no company has a
 * fact. `read`: a company's facts read from its retrieved passages (facts/passage-facts.ts), picked
 * from when none of its stored facts answers.
 */
export function answerFromFacts(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder, read?: (company: string) => readonly StoredFact[]): FactAnswer | null {
  if (plan.intent === 'open' || plan.metrics.length === 0 || plan.companies.length === 0) return null;
  // A value asked of several metrics ("PAT and NIM?"): each one's figure, in the order asked.
  const used = plan.intent === 'trend' ? trendPicked(plan, plan.companies[0]!, facts, metrics) : eachFigure(plan).flatMap((p) => picksFor(p, facts, metrics, read));
  if (!used.some((u) => u.fact)) return null;
  // A value or comparison with a company the facts do not cover is left to the text, which may still state it.
  if (plan.intent !== 'threshold' && used.some((u) => !u.fact)) return null;
  // Each fact cited in its sentence, a sentence once (facts/lookup.ts contextOf).
  const { contexts, cited, cite: citeContext } = contextNumbering();
  const cite = (f: StoredFact): number => citeContext(contextOf(f));
  // A threshold's or a superlative's members judged (facts/rank.ts); otherwise none is.
  const t = judgeMembers(plan, used);
  const judged = t?.judged ?? used.map((u) => ({ ...u, qualifies: null }));
  // Each figure with the call's own sentence, as evidence.
  // A trend's figures each name their period.
  const line = (u: (typeof judged)[number]): string =>
    u.fact ? `${u.company}${plan.intent === 'trend' ? `, ${periodLabel(u.fact.period)}` : ''}: ${describeFact(plan.intent === 'trend' ? { ...u.fact, periodText: null } : u.fact)}: “${u.fact.sentence}” [${cite(u.fact)}]` : `${u.company}: not stated`;
  const lines = !t
    ? judged.map((u) => `${line(u)}.`)
    : [
        checkedLine(t.label, judged.filter((u) => u.qualifies === true).map((u) => u.company), judged.length, judged.filter((u) => u.fact).length),
        ...judged.filter((u) => u.qualifies === true).map((u) => `${line(u)}.`),
        ...judged.filter((u) => u.qualifies === false).map((u) => `${line(u)}: not ${t.test}.`),
        ...judged.filter((u) => u.qualifies === null).map((u) => `${line(u)}${u.fact ? `: not comparable with ${t.test}` : ''}.`),
      ];
  // One part per company: its figure (or "not stated") and the context number citing it.
  const parts = judged.map((u): PartResult => {
    const n = u.fact ? cite(u.fact) : 0;
    const verdict = u.qualifies === true ? 'pass' : u.qualifies === false ? 'fail' : 'unknown';
    return {
      company: u.company,
      found: u.fact !== null,
      answer: u.fact ? `${describeFact(u.fact)} [${n}].` : 'not stated.',
      citations: n > 0 ? [n] : [],
      ...(t ? { threshold: { verdict, figure: u.fact?.valueText ?? null } } : {}),
    };
  });
  return { text: lines.join('\n'), contexts, cited, used: t ? judged : used, ...(t || (used.length > 1 && plan.intent !== 'trend' && plan.intent !== 'value') ? { parts } : {}) };
}
