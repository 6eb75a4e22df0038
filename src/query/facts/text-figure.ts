/**
 * A value read from the text where the facts answer a question poorly: of one company's retrieved
 * passages, the reply sentence that best matches the question's own words and states a figure of
 * the unit asked, and the figure in it nearest those words. How well a sentence matches is the
 * share of the question's words (stemmed, an abbreviation and its long form counting as one, each
 * weighted by how rare it is among the company's retrieved sentences) the sentence holds; the
 * company's name and the period are not the question's topic. Pure.
 */
import type { FactUnit } from '../../core/fact.js';
import { figuresIn, type TextFigure } from '../../core/text/figures.js';
import { BASE_LEAD } from '../../core/text/figure-cues.js';
import { periodOfFigure } from '../../core/text/fact-period.js';
import { splitSentences } from '../../core/text/sentences.js';
import { replyText } from '../../core/text/turn-roles.js';
import { withFinanceTerms } from '../../core/text/finance-paraphrases.js';
import { alternativeSpellings, isPeriodTerm, terms } from '../plan/question-terms.js';
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { type Context, contextKind } from '../retrieve/types.js';
import type { StoredFact } from './pick.js';

/** A sentence of a retrieved passage that states a figure, and how well it matches the question. */
export interface TextValue {
  /** 0-based index of the passage among the contexts given. */
  context: number;
  sentence: string;
  figure: TextFigure;
  /** Share of the question's weighted words the sentence holds, 0..1. */
  match: number;
}

/** The share of the question's weighted words a sentence holds, 0..1 (0 when the question has none). */
export type QuestionMatch = (sentence: string) => number;

/** A question's words that say which period, besides the period terms: a calendar year, "fiscal". */
const CALENDAR = /^(?:fiscal|(?:19|20)\d{2})$/;

/** A sentence that asks. */
const ASKED = /\?\s*["'”’)]*\s*$/;

/** The company's own reply sentences among `contexts`, with the passage each is in. */
export function replySentences(company: string, contexts: readonly Context[]): { context: number; sentence: string }[] {
  return contexts.flatMap((c, i) =>
    contextKind(c) === 'chunk' && (c.company === null || c.company === company)
      ? splitSentences(replyText(c.text))
          .filter((s) => !ASKED.test(s))
          .map((sentence) => ({ context: i, sentence }))
      : [],
  );
}

/**
 * How well a sentence matches the question's own words: each topical term (not the company's name,
 * not a period) weighted by its inverse document frequency over `sentences`, found when the
 * sentence holds it or every word of its other spelling ("NIM", "net interest margin").
 */
export function questionMatch(question: string, company: string, sentences: readonly string[]): QuestionMatch {
  const own = new Set(terms(company));
  const asked = [...new Set(terms(withFinanceTerms(question)))].filter((t) => !own.has(t) && !isPeriodTerm(t) && !CALENDAR.test(t));
  const spellings = alternativeSpellings(question);
  const held = sentences.map((s) => new Set(terms(s)));
  const found = (have: ReadonlySet<string>, t: string): boolean => have.has(t) || (spellings.get(t)?.every((w) => have.has(w)) ?? false);
  const weight = new Map(asked.map((t) => [t, Math.log(1 + held.length / (1 + held.filter((h) => found(h, t)).length))]));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  return (sentence) => {
    if (total === 0) return 0;
    const have = new Set(terms(sentence));
    return asked.filter((t) => found(have, t)).reduce((sum, t) => sum + weight.get(t)!, 0) / total;
  };
}

/** The figure units a plan's value may be stated in: the unit the question asks, else those of its metrics; null for any. */
function unitsAsked(plan: Pick<QuestionPlan, 'unit' | 'metrics'>, metrics: MetricFinder): Set<TextFigure['unit']> | null {
  const of = (u: FactUnit | 'count' | null): TextFigure['unit'][] =>
    u === 'percent' || u === 'bp' ? ['percent', 'bp'] : u === 'money' || u === 'per_unit' ? ['money'] : u === 'count' ? ['number'] : u === 'ratio' ? ['number', 'multiple', 'percent'] : u === 'multiple' ? ['multiple', 'number'] : [];
  const units = plan.unit ? of(plan.unit) : plan.metrics.flatMap((id) => of(metrics.unit(id)));
  return units.length > 0 ? new Set(units) : null;
}

/**
 * The figure of `sentence` a plan asks: of the unit asked, of the period asked when the sentence
 * says whose period each figure is (the base of "from 14.8% to 15.4%" is last year's), and of
 * those the one nearest a word of the question. Null when none is of the unit asked.
 */
export function askedFigureIn(sentence: string, plan: Pick<QuestionPlan, 'unit' | 'metrics' | 'period' | 'question'>, metrics: MetricFinder, call: { quarter: string | null; year: string | null }): TextFigure | null {
  const units = unitsAsked(plan, metrics);
  const figures = figuresIn(sentence).filter((f) => !units || units.has(f.unit));
  if (figures.length === 0) return null;
  const ofPeriod = figures.filter((f) => ofPeriodAsked(sentence, f, plan, call));
  const pool = ofPeriod.length > 0 ? ofPeriod : figures;
  // Where the question's words stand in the sentence.
  const asked = new Set(terms(withFinanceTerms(plan.question)));
  const at = [...sentence.matchAll(/[\p{L}][\p{L}\p{N}'’-]*/gu)].filter((m) => terms(m[0]).some((t) => asked.has(t))).map((m) => m.index + m[0].length / 2);
  const distance = (f: TextFigure): number => (at.length === 0 ? 0 : Math.min(...at.map((x) => Math.abs(x - (f.start + f.end) / 2))));
  return [...pool].sort((a, b) => distance(a) - distance(b) || a.start - b.start)[0]!;
}

/** Is the figure of the period the plan asks (any, when it asks none), as the sentence says whose period each figure is? */
export function ofPeriodAsked(sentence: string, f: TextFigure, plan: Pick<QuestionPlan, 'period'>, call: { quarter: string | null; year: string | null }): boolean {
  const period = plan.period;
  if (!period) return true;
  const callPeriod = { quarter: (call.quarter as never) ?? null, year: call.year, startMonth: null };
  const p = periodOfFigure(sentence, f.start, f.end, callPeriod, { isBase: BASE_LEAD.test(sentence.slice(Math.max(0, f.start - 40), f.start)), isChange: false, basis: 'yoy' }).period;
  return p !== null && p.year === (period.year ?? p.year) && p.quarter === (period.quarter ?? p.quarter);
}

/**
 * The company's retrieved reply sentence that best matches the question and states a figure it
 * asks, with that figure; ties go to the earlier passage. Null when no sentence holds a word of
 * the question and such a figure.
 */
export function textValue(
  plan: Pick<QuestionPlan, 'unit' | 'metrics' | 'period' | 'question'>,
  company: string,
  contexts: readonly Context[],
  metrics: MetricFinder,
  sentences = replySentences(company, contexts),
  score: QuestionMatch = questionMatch(plan.question, company, sentences.map((s) => s.sentence)),
): TextValue | null {
  const wanted = new Set(plan.metrics.flatMap((id) => [id, ...(metrics.related?.(id) ?? [])]));
  // A sentence naming none of the metrics asked states no value of them.
  const names = (s: string): boolean => wanted.size === 0 || metrics.mentions(s).some((m) => wanted.has(m.id));
  let best: TextValue | null = null;
  for (const s of sentences) {
    const m = score(s.sentence);
    if (m <= 0 || (best && m <= best.match) || !names(s.sentence)) continue;
    const c = contexts[s.context]!;
    const figure = askedFigureIn(s.sentence, plan, metrics, { quarter: c.quarter, year: c.year });
    if (figure) best = { ...s, figure, match: m };
  }
  return best;
}

/**
 * The value to answer with from the text instead of a fact read at question time from a passage
 * (facts/passage-facts.ts: where no stored fact answers the plan): the company's best matching
 * figure sentence, when it matches the question's words better than the passage fact's sentence
 * does. Both are readings of the retrieved passages; the one about the question's own words wins. A
 * stored fact is never overruled so: on the dev fact questions, every rule that let a sentence's
 * word match overrule one (or answer where no fact does) lost more answers than it won.
 */
export function valueFromText(plan: Pick<QuestionPlan, 'unit' | 'metrics' | 'period' | 'question'>, company: string, contexts: readonly Context[], metrics: MetricFinder, fact: Pick<StoredFact, 'sentence' | 'fromPassage'>): TextValue | null {
  if (!fact.fromPassage) return null;
  const sentences = replySentences(company, contexts);
  const match = questionMatch(plan.question, company, sentences.map((s) => s.sentence));
  const text = textValue(plan, company, contexts, metrics, sentences, match);
  // A figure of another period than the one asked ("for the first six months") overrules nothing.
  const call = text ? contexts[text.context]! : null;
  return text && call && text.match > match(fact.sentence) && ofPeriodAsked(text.sentence, text.figure, plan, call) ? text : null;
}

/** The answer a value read from the text gives: the figure, said to be read from the text, with its sentence quoted and cited. */
export function textValueLine(company: string, v: TextValue): string {
  return `${company}: ${v.figure.text} (read from the text): “${v.sentence}” [${v.context + 1}].`;
}
