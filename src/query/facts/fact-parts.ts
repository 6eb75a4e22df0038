/**
 * A fact answer (answer/fact-answer.ts) placed in the retrieved passages: each figure cited in the
 * passage holding its sentence. And a comparison's parts the facts answer when not every company's
 * call states the figure, so that only the companies without one are answered from the text
 * (answer/multi.ts), or said not to state it (notStated). Pure.
 */
import { periodLabel } from '../../core/domain.js';
import { describeFact } from '../../core/fact-text.js';
import type { PartDraft } from '../answer/compose.js';
import type { FactAnswer } from '../answer/fact-answer.js';
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { paraphraseTerms } from '../../core/text/finance-paraphrases.js';
import { type Context, contextKind } from '../retrieve/types.js';
import { CHANGE_LEAD } from '../../core/text/figure-cues.js';
import { type CastOf, ENDS_ASKING, isAskingRole, sentenceRoles } from '../../core/text/turn-roles.js';
import { PER_UNIT_AFTER } from '../../core/text/figure-unit.js';
import { figuresIn, type FigureUnit, type TextFigure } from '../../core/text/figures.js';
import type { FactUnit } from '../../core/fact.js';
import { splitSentences } from '../../core/text/sentences.js';
import { stem } from '../../core/text/stem.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';
import { plainWords, wordSpans } from '../../core/text/tokenize.js';
import { picksFor } from './family-pick.js';
import { chunkHolding, contextOf } from './lookup.js';
import type { StoredFact } from './pick.js';

/** Per company whose fact answers the plan, its part: the figure and the call's sentence, citing [1]. Empty when the question names no metric. */
export function factParts(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder, passages: readonly Context[], read?: (company: string) => readonly StoredFact[], castOf?: CastOf): Map<string, PartDraft> {
  const parts = new Map<string, PartDraft>();
  // With no other company's figure of the metric beside it, a figure read from plain words alone ("lending to individuals") is left to the text;
  // not one the vocabulary's fixed wording of the metric reads ("topline", "earns more on the capital it employs"), which names it as its name does.
  if (plan.named === 0 && !plan.family && !wordedOutright(plan)) return parts;
  const picked = picksFor(plan, facts, metrics, read);
  for (const { company, fact } of picked) {
    // Asked how the figure moved ("versus last year"), a level is no answer.
    if (!fact || (plan.figure.change && fact.kind !== 'change')) continue;
    const context = passages[chunkHolding(passages, fact.document, fact.sentence)] ?? contextOf(fact);
    parts.set(company, { company, quarter: null, year: null, contexts: [context], found: true, text: `${describeFact(fact)}: “${fact.sentence}” [1].` });
  }
  if (parts.size === 0) return parts;
  // Read by a wording alone, the metric is left to the text for a company without its figure: its passages, searched
  // without the words the others' share, may state it in words the wording does not use ("a cash spend of INR1,796 crores on our ongoing capital").
  const claims = plan.named > 0 || Boolean(plan.family);
  for (const { company, fact } of picked) {
    const part = fact || !claims ? null : notStated(plan, company, passages, metrics, castOf);
    if (part) parts.set(company, part);
  }
  return parts;
}

/** Is the metric asked read from one of the metric vocabulary's fixed wordings of it, the whole of the question's words for it? */
function wordedOutright(plan: Pick<QuestionPlan, 'question' | 'metrics' | 'metricWords'>): boolean {
  const first = plan.metrics[0];
  const words = plan.metricWords.trim().toLowerCase();
  return first !== undefined && words !== '' && paraphraseTerms(plan.question, { wordingsOnly: true }).some((p) => p.metric === first && p.plain.trim().toLowerCase() === words);
}

/**
 * A compared company whose call does not state the figure asked: none of its stored facts answers
 * the plan, nor any figure read in its own retrieved passages (the caller's picks say so), its call
 * is there and was searched (passages of it were retrieved), and no sentence of them names the
 * metric (a name of it, or the question's own word for it: "bookings") beside a figure, which the
 * text may still read as its figure ("our bookings came in at US$ 1.6 billion"). Its part says so,
 * citing nothing, rather than quoting passages that give no figure ("attrition sort of falling") or
 * another metric's. Null when its call was not searched, or the question asks how a figure moved
 * (a call may state the change in words the facts do not read as one). Only beside another
 * company's figure (factParts): with no company's figure stated, the facts may have missed the metric everywhere.
 */
export function notStated(plan: Pick<QuestionPlan, 'figure' | 'metrics' | 'metricWords' | 'wanted'>, company: string, passages: readonly Context[], metrics: MetricFinder, castOf?: CastOf): PartDraft | null {
  // Asked how a figure moved ("how did headcount move"), the text answers.
  if (plan.figure.change || plan.wanted !== 'actual') return null;
  const own = passages.filter((c) => contextKind(c) === 'chunk' && c.company === company);
  const namer = metricNamer(plan, metrics);
  // A call that names the metric asked ("other income grew by 14%") says its own word for it: another word before the question's
  // last one ("non core income of Rs.91crores") names something else. One that never names it may say it in other words
  // ("current and savings ratio" asked "casa ratio").
  const callNames = own.some((c) => splitSentences(c.text).some(namer.byName));
  const names = (s: string): boolean => namer.byName(s) || namer.byWord(s, callNames);
  const fits = figureFitter(plan, metrics);
  // An analyst's or the moderator's figure is not the call's own statement ("you're sitting at INR67,000 crores of net debt").
  const stated = (c: Context): string[] => {
    const roleOf = sentenceRoles(c.text, castOf?.(c.document));
    return splitSentences(c.text).filter((s) => !ENDS_ASKING.test(s) && !isAskingRole(roleOf(s)));
  };
  if (own.length === 0 || own.some((c) => stated(c).some((s) => namesWithFigure(plan, s, names, fits)))) return null;
  const periods = [...new Set(own.map((c) => periodLabel(c)).filter(Boolean))];
  const where = periods.length === 1 ? `its ${periods[0]} call` : 'its call';
  // A passage that speaks of the metric without a figure ("attrition sort of falling") is cited as where the call does.
  const speaks = own.find((c) => splitSentences(c.text).some(names));
  if (!speaks) return { company, quarter: null, year: null, contexts: own, found: false, text: `not stated in ${where}.` };
  return { company, quarter: null, year: null, contexts: [speaks, ...own.filter((c) => c !== speaks)], found: true, text: `not stated in ${where}, which speaks of it only without a figure [1].` };
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

/** A year or a bare small number ("Q1", "2023", "3 things") is no figure of a metric. */
const NO_FIGURE = (f: TextFigure): boolean => f.unit === 'number' && (f.value < 10 || (Number.isInteger(f.value) && f.value >= 1990 && f.value <= 2100 && !f.text.includes(',')));

/**
 * Does a sentence name one of the plan's metrics (or the question's words for it) and state a figure that could be its
 * value? Asked for a level, a figure said as a change ("our net headcount reduced approximately by 2,500") is not the level;
 * nor is a figure in a unit the metric is never stated in ("gross NPAs written-off … 11.69 billion Rupees" of a ratio).
 */
function namesWithFigure(plan: Pick<QuestionPlan, 'wanted'>, sentence: string, names: (sentence: string) => boolean, fits: (f: TextFigure) => boolean): boolean {
  // The figure and the name in one clause: a figure before a semicolon states something else than a name after it
  // ("Now 18.6 on the core tractors …; … some of whom are much bigger by way of topline than us").
  return sentence.split(CLAUSE_BREAK).some((clause) => {
    const changeOnly = (f: TextFigure): boolean => plan.wanted === 'actual' && CHANGE_LEAD.test(clause.slice(Math.max(0, f.start - 40), f.start));
    return figuresIn(clause).some((f) => !NO_FIGURE(f) && !changeOnly(f) && fits(f)) && names(clause);
  });
}

/** Where a sentence's clauses part: a semicolon. */
const CLAUSE_BREAK = /;\s*/;

/** The figures that may state a metric of these units: a rate in percent, basis points or a bare number; an amount in money or a bare number; a count bare. */
const FIGURE_UNITS: Record<FactUnit, readonly FigureUnit[]> = {
  percent: ['percent', 'bp', 'number'], bp: ['percent', 'bp', 'number'], ratio: ['percent', 'bp', 'number', 'multiple'], multiple: ['multiple', 'number'],
  money: ['money', 'number'], per_unit: ['money', 'number'], count: ['number'],
};

/**
 * Could a figure state one of the plan's metrics (or those that state them)? A metric of no known unit takes any. Asked a
 * level (notStated asks nothing else), the rate a metric grew at ("revenue growth was 4.2%") does not state it: its growth
 * metrics' units are not the level's.
 */
function figureFitter(plan: Pick<QuestionPlan, 'metrics'>, metrics: MetricFinder): (f: TextFigure) => boolean {
  const growth = (asked: string, id: string): boolean => metrics.growthOf?.(id) === asked;
  const units = plan.metrics.flatMap((asked) => [asked, ...(metrics.related?.(asked) ?? []).filter((id) => !growth(asked, id))]).map((id) => metrics.unit(id));
  if (units.length === 0 || units.includes(null)) return () => true;
  const fit = new Set(units.flatMap((u) => FIGURE_UNITS[u!]));
  return (f) => fit.has(f.unit);
}

/**
 * Does a sentence name one of the plan's metrics, or the question's last word for it ("bookings")? What it looks for is read
 * once per plan. That word as the last of another metric's name there ("ratio" of "CET-1 ratio" asked "casa ratio", "margins"
 * of "EBITDA margins" asked "gross margin") names that metric, not the one asked; a word before it ("slippage" of "slippage
 * ratio" asked "slippages") still speaks of the one asked. Asked in more than one word ("other income"), that last word after
 * another word the question does not use ("non core income") names something else where the call names the metric asked
 * elsewhere (byWord's `named`). A name of the metric asked said right before another metric's name ("the revenue market
 * share") qualifies that metric, and does not name the one asked.
 */
function metricNamer(plan: Pick<QuestionPlan, 'metrics' | 'metricWords'>, metrics: MetricFinder): { byName: (sentence: string) => boolean; byWord: (sentence: string, named: boolean) => boolean } {
  const wanted = new Set(plan.metrics.flatMap((id) => [id, ...(metrics.related?.(id) ?? [])]));
  // A metric measured per unit may be stated as an amount per share or per ton ("$2.27 per share in adjusted earnings").
  const perUnit = [...wanted].some((id) => metrics.unit(id) === 'per_unit');
  const said = plainWords(plan.metricWords);
  const head = said.filter((w) => !STOP_WORDS.has(w)).pop();
  const headStem = head === undefined ? null : stem(head);
  // The question's other words for the metric, stop words too ("other" of "other income").
  const askedStems = new Set(said.filter((w) => w !== head).map(stem));
  const read = (sentence: string) => {
    const named = metrics.mentions(sentence);
    const others = named.filter((m) => !wanted.has(m.id));
    const qualifying = named.filter((m) => wanted.has(m.id) && qualifies(sentence, m, others));
    return { named, others, qualifying };
  };
  const byName = (sentence: string): boolean => {
    const { named, qualifying } = read(sentence);
    return named.some((m) => wanted.has(m.id) && !qualifying.includes(m));
  };
  // named: the call names the metric asked elsewhere, so the question's last word after another word is something else.
  const byWord = (sentence: string, named: boolean): boolean => {
    if (perUnit && figuresIn(sentence).some((f) => f.unit === 'money' && PER_UNIT_AFTER.test(sentence.slice(f.end)))) return true;
    if (headStem === null) return false;
    const { others, qualifying } = read(sentence);
    // The last word of another metric's name there ("ratio" of "CET-1 ratio", "margins" of "EBITDA margins") is that metric's.
    const ends = new Set([...others, ...qualifying].map((m) => m.start + m.text.length));
    const words = wordSpans(sentence);
    return words.some((w, i) => stem(w.word) === headStem && !ends.has(w.end) && !(named && askedStems.size > 0 && otherModifier(words[i - 1]?.word, askedStems)));
  };
  return { byName, byWord };
}

/** Is a metric's mention said right before another metric's name ("revenue" of "revenue market share"), qualifying it? */
export function qualifies(sentence: string, mention: { start: number; text: string }, others: readonly { start: number }[]): boolean {
  const end = mention.start + mention.text.length;
  return others.some((o) => o.start > end && /^[\s-]*$/.test(sentence.slice(end, o.start)));
}

/** Is the word before a question's last word one the question does not use ("core" of "non core income" asked "other income")? */
export function otherModifier(before: string | undefined, askedStems: ReadonlySet<string>): boolean {
  return before !== undefined && !STOP_WORDS.has(before) && !/^\d/.test(before) && !askedStems.has(stem(before));
}

/** The facts an answer states, as `ask --json` shows them: without what was read of their call as a whole. */
export function factsStated(a: FactAnswer): StoredFact[] {
  return a.used.flatMap((u) => {
    if (!u.fact) return [];
    const { docCurrency: _currency, docSegments: _segments, docNames: _names, ...shown } = u.fact;
    return [shown];
  });
}
