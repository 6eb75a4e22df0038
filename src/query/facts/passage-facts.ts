/**
 * Facts read at question time from a company's retrieved passages, directed by the question plan:
 * where no stored fact answers the plan, a sentence naming one of the asked metrics (any of its
 * vocabulary names or abbreviations) followed in its clause by a figure of the metric's kind is
 * read as that metric's figure — a change when the words before the figure say so ("YoY growth of
 * 27%"), a guidance when the sentence looks ahead, the base of a comparison ("from 3.9%") never —
 * with its period and owning segment read by the fact reader's own helpers. The facts are marked as
 * read from the passage; pickFact chooses among them as among stored facts. Pure.
 */
import { measureBasisAt } from '../../core/vocabulary/measure-words.js';
import { type FactKind, type FactUnit, takesBasisPoints } from '../../core/fact.js';
import { figuresIn, type TextFigure } from '../../core/text/figures.js';
import { amountUnit, asMeasured, PER_UNIT_AFTER } from '../../core/text/figure-unit.js';
import { splitSentences } from '../../core/text/sentences.js';
import { replyText } from '../../core/text/turn-roles.js';
import { APPOSED_CHANGE, BASE_LEAD, BOUND_LEAD, CHANGE_BEFORE_METRIC, CHANGE_VERB_BEFORE_METRIC, GENERIC_GROWTH, QUALIFIED_BY, CHANGE_LEAD, CHANGE_TAIL, GUIDANCE, QOQ, SHARE_OF, TARGET, YOY } from '../../core/text/figure-cues.js';
import { periodOfFigure } from '../../core/text/fact-period.js';
import { lowerCaseWords, segmentAfterMetric, segmentNamesIn, segmentOf, selfWordsOf } from '../../core/text/segment.js';
import type { Context } from '../retrieve/types.js';
import { contextKind } from '../retrieve/types.js';
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import type { StoredFact } from './pick.js';

/** What is read of the call as a whole, from its stored facts: the segments they name, its reporting currency. */
export interface CallRead {
  docSegments?: readonly string[];
  docCurrency?: string | null;
  /** The segment the fact reader gave each sentence's stored figures (whitespace-folded sentence → segment), read in the passage's discourse. */
  sentenceSegments?: ReadonlyMap<string, string>;
}

const sentenceKey = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * What is read of a company's call from its stored facts: its segments and currency, and whose
 * figures each sentence states as the fact reader read it ("The company's … total AUM" in a passage
 * on a subsidiary is the subsidiary's, which the sentence alone does not say).
 */
export function callRead(facts: readonly StoredFact[], company: string): CallRead | undefined {
  const mine = facts.filter((f) => f.company === company);
  if (mine.length === 0) return undefined;
  // Only a sentence all of whose stored figures are one segment's: one naming several parts states each part's.
  const owners = new Map<string, Set<string | null>>();
  for (const f of mine) (owners.get(sentenceKey(f.sentence)) ?? owners.set(sentenceKey(f.sentence), new Set()).get(sentenceKey(f.sentence))!).add(f.segment ?? null);
  // … and one the sentence does not name: what it names the passage reader reads itself; the reader's carried owner it cannot see.
  const carried = ([k, o]: [string, Set<string | null>]): boolean => o.size === 1 && !o.has(null) && !k.toLowerCase().includes([...o][0]!.toLowerCase());
  const sentenceSegments = new Map([...owners].filter(carried).map(([k, o]) => [k, [...o][0]!] as const));
  return { docSegments: mine[0]!.docSegments, docCurrency: mine[0]!.docCurrency, sentenceSegments };
}

/** How far after a metric's name its figure may stand, in characters. */
const REACH = 120;
/** How far before a metric's name a word saying the figure is a guidance may stand. */
const LOOK_BACK = 60;
/** Words linking a figure to the metric named right after it: "₹1,380 crore towards CAPEX", "27% growth in NII". */
const BEFORE_LINK = /^\s*(?:(?:growth|increase|rise|decline|jump|drop|improvement|reduction)\s+)?(?:of|in|on|for|towards?|into)\s+(?:the\s+|our\s+|its\s+)?$/i;
const CHANGE_WORD_BEFORE = /^\s*(?:growth|increase|rise|decline|jump|drop|improvement|reduction)\b/i;
/** "by 0.8%", "of about 2%": a figure measuring what the words before it name. */
const BY_OF = /^\s*(?:by|of)\s+(?:about\s+|around\s+|nearly\s+|over\s+)?$/i;
/** Nothing but a space or a hyphen between a figure and the name after it. */
const NEXT_TO = /^[\s-]{0,2}$/;
/** The cue patterns of a change's basis, without their global flag (a test, not a scan). */
const YOY_ANYWHERE = new RegExp(YOY.source, 'i');
const QOQ_ANYWHERE = new RegExp(QOQ.source, 'i');
/** Nothing but "to" between two metrics' names: "opex to NIM", "cost to income". */
const RATIO_TO = /^[\s-]*to[\s-]+$/i;
/**
 * Between a metric's name and its base's: "working capital as a percentage of annualized sales",
 * "SG&A expense as a percent of sales". The figure after the base's name is the metric's rate.
 */
export const AS_SHARE_OF = /^\s*(?:[\p{L}&-]+\s+)?as\s+an?\s+(?:percentage|percent|share|proportion)\s+of\b/iu;
/** The words naming the base, up to three: "annualized sales", "net revenues". */
const BASE_WORDS = /^\s*(?:[\p{L}&-]+\s+){0,2}$/u;
/** A sentence that asks. */
const ASKED = /\?\s*["'”’)]*\s*$/;
/** "50 basis points plus", "5% or more": a bound, not a value. */
const BOUND_AFTER = /^\s*(?:\+|plus\b|or\s+(?:more|less|so|above|below|higher|lower)\b|and\s+(?:above|below)\b)/i;
/** "capex cost per ton … at USD65": the metric's words measured per unit. */
const PER_UNIT_BEFORE = /\bper\s+(?:metric\s+)?\p{L}/iu;
/** "about 420K, I am excluding exports": a figure qualified right after it. */
const QUALIFIER = /^[^.;\d]{0,40}?\b(excluding|including|excl|incl|ex|net\s+of|adjusted\s+for)\b/i;

/** Is the figure qualified by words ("excluding …") the question does not use? */
function qualified(after: string, question: string): boolean {
  const q = QUALIFIER.exec(after);
  return q !== null && !new RegExp(`\\b${q[1]!.replace(/\s+/g, '\\s+')}\\b`, 'i').test(question);
}

/** A clause break a metric's figure does not cross: a semicolon or colon, a list's number or bullet (a PDF's "o" before a capital too). */
const BREAK = /[;:•▪●◦]|\n\s*\d+[.)]\s|\so\s(?=\p{Lu})/u;

/**
 * Every figure the company's passages state for one of the plan's metrics (or a metric stating
 * one: its base, its growth, its margin), as facts of the company marked `fromPassage`.
 */
export function passageFacts(plan: Pick<QuestionPlan, 'metrics' | 'question'> & Partial<Pick<QuestionPlan, 'unit'>>, company: string, passages: readonly Context[], metrics: MetricFinder, call: CallRead = {}): StoredFact[] {
  const docSegments = call.docSegments ?? [];
  const question = plan.question;
  const wanted = new Set(plan.metrics.flatMap((id) => [id, ...(metrics.related?.(id) ?? [])]));
  const own = passages.filter((c) => contextKind(c) === 'chunk' && (c.company === null || c.company === company));
  if (wanted.size === 0 || own.length === 0) return [];
  // Whose figure a sentence states is read as the fact reader reads it, over the passages at hand:
  // the names they call a business, and those the call's stored facts name as segments.
  const text = own.map((c) => c.text).join('\n');
  const selfWords = selfWordsOf([company]);
  const isMetric = (phrase: string): boolean => metrics.mentions(phrase).some((m) => m.start === 0 && m.text.length === phrase.length);
  const segmentNames = new Set([...segmentNamesIn(text, selfWords, isMetric), ...docSegments.map((x) => x.toLowerCase())]);
  const segments = { selfWords, lowerWords: lowerCaseWords(text), segmentNames };
  const out: StoredFact[] = [];
  const seen = new Set<string>();
  for (const c of own) {
    const period = { quarter: (c.quarter as never) ?? null, year: c.year, startMonth: null };
    // Only management's replies state the company's figures: not an analyst's turn, nor a question put to the company.
    for (const sentence of splitSentences(replyText(c.text)).filter((x) => !ASKED.test(x))) {
      // "YoY growth" names no metric of its own: the growth of the metric before it.
      const mentions = metrics.mentions(sentence).filter((m) => !GENERIC_GROWTH.test(m.text));
      const figures = figuresIn(sentence);
      const push = (m: (typeof mentions)[number], f: TextFigure, fact: Read): void => {
        const key = `${c.document}|${sentence}|${f.start}|${m.id}`;
        if (seen.has(key)) return;
        seen.add(key);
        // "profit after tax for farm is at 1,198 crores": a figure of no owner, followed by a segment the call's stored facts name, is that segment's (as the fact reader reads it).
        // … and a sentence whose stored figures the fact reader gave a segment (from the passage around it) states that segment's.
        const segment = fact.segment ?? call.sentenceSegments?.get(sentenceKey(sentence)) ?? segmentAfterMetric(sentence, fact.metricText, docSegments);
        out.push({ ...fact, segment, id: `passage:${key}`, docId: c.document, company, sentence, page: c.pages[0] ?? 0, speaker: null, document: c.document, docQuarter: c.quarter, docYear: c.year, docCurrency: call.docCurrency ?? null, docSegments, fromPassage: true });
      };
      for (const [i, m] of mentions.entries()) {
        if (!wanted.has(m.id)) continue;
        const end = m.start + m.text.length;
        // "EBITDA for Q1, including other operating revenues, was …": the metric qualifying another is not the one stated.
        const head = mentions.slice(0, i).reverse().find((o) => o.start + o.text.length <= m.start);
        if (head && QUALIFIED_BY.test(sentence.slice(head.start + head.text.length, m.start))) continue;
        // "Opex to NIM … came in at 34%": a metric after another and "to" is the second term of their ratio, not itself stated.
        if (head && RATIO_TO.test(sentence.slice(head.start + head.text.length, m.start))) continue;
        // "spent ₹1,380 crore towards CAPEX", "27% growth in NII": a figure right before the metric's name, linked to it.
        const before = [...figures].reverse().find((f) => f.end <= m.start);
        const link = before ? sentence.slice(before.end, m.start) : '';
        if (before && BEFORE_LINK.test(link) && !mentions.some((o) => o.start >= before.end && o.start < m.start)) {
          const fact = readFigure(sentence, m, before, sentence.slice(Math.max(0, before.start - LOOK_BACK), before.start), period, metrics, segments, CHANGE_WORD_BEFORE.test(link));
          if (fact && !qualified(sentence.slice(end, end + 40), question)) push(m, before, fact);
        }
        // A question asking a percentage reads a metric stated as a share of its base ("SG&A as a
        // percent of sales … 19.5%"): its clause starts after the base's name, its figures are rates.
        const share = plan.unit === 'percent' ? AS_SHARE_OF.exec(sentence.slice(end)) : null;
        const rate = share !== null;
        const of = end + (share?.[0].length ?? 0);
        // The base's own name, when a metric's ("as a percent of net revenues"), is no clause's end.
        const base = rate ? mentions.find((o) => o.start >= of && BASE_WORDS.test(sentence.slice(of, o.start))) : undefined;
        const from = base ? base.start + base.text.length : of;
        // The metric's clause: up to the next metric named, a clause break, or the reach.
        const next = mentions.slice(i + 1).find((o) => o.start >= from)?.start ?? sentence.length;
        const clause = sentence.slice(from, Math.min(next, from + REACH));
        const stop = clause.search(BREAK);
        const limit = from + (stop >= 0 ? stop : clause.length);
        let prevEnd = from;
        // The metric's level is the first plain figure after its name; later ones are its changes, or another thing's.
        let level = false;
        let previous: FactKind | null = null;
        for (const f of figures) {
          if (f.start < from) continue;
          if (f.start >= limit) break;
          const lead = sentence.slice(prevEnd, f.start);
          const first = prevEnd === from;
          prevEnd = f.end;
          // "an increase of 2.6% or 260 basis points": a figure apposed to a change is that change again.
          const apposed = !first && previous === 'change' && APPOSED_CHANGE.test(lead);
          // "an improvement in EBITDA margin by 0.8%": the change the words before the metric name.
          const changeOf = first && (CHANGE_BEFORE_METRIC.test(sentence.slice(0, m.start)) || CHANGE_VERB_BEFORE_METRIC.test(sentence.slice(0, m.start))) && BY_OF.test(lead);
          // "43% gross margin": a figure right before another metric's name is that metric's.
          const others = mentions.some((o) => o !== m && o.start >= f.end && NEXT_TO.test(sentence.slice(f.end, o.start)));
          if (others) continue;
          const fact = readFigure(sentence, m, f, lead, period, metrics, segments, apposed || changeOf, rate);
          previous = fact?.kind ?? null;
          if (!fact) continue;
          // Qualified between the metric and the figure ("revenues in …, excluding U.S., were …") or right after the figure.
          const skip = (fact.kind !== 'change' && level) || qualified(sentence.slice(end, f.start), question) || qualified(sentence.slice(f.end), question);
          if (fact.kind !== 'change') level = true;
          if (!skip) push(m, f, fact);
        }
      }
    }
  }
  return out;
}

type Read = Pick<StoredFact, 'metric' | 'metricText' | 'value' | 'valueHigh' | 'valueText' | 'unit' | 'currency' | 'kind' | 'basis' | 'measure' | 'segment' | 'period' | 'periodText'>;

/** One figure after a metric's name, read as the metric's; null when it is a comparison's base or of no unit the metric takes. */
function readFigure(
  sentence: string,
  m: { id: string; text: string; start: number },
  f: TextFigure,
  lead: string,
  call: Parameters<typeof periodOfFigure>[3],
  metrics: MetricFinder,
  segments: Parameters<typeof segmentOf>[2],
  apposed = false,
  rate = false,
): Read | null {
  // The base of a comparison ("from 3.9%"), or a bound rather than a value ("well below 1%", "50 basis points plus").
  if (BASE_LEAD.test(lead) || BOUND_LEAD.test(lead) || BOUND_AFTER.test(sentence.slice(f.end))) return null;
  // A metric stated as a share of its base is measured as a rate.
  const metricUnit = rate ? 'percent' : metrics.unit(m.id);
  const after = sentence.slice(f.end);
  // "USD65 per ton": an amount per unit measures only a metric stated per unit.
  if (f.unit === 'money' && metricUnit !== 'per_unit' && (PER_UNIT_AFTER.test(after) || PER_UNIT_BEFORE.test(sentence.slice(m.start, f.start)))) return null;
  const unit = factUnit(f, metricUnit, after);
  if (!unit) return null;
  const measured = asMeasured(f, unit);
  const ofAmount = unit === 'percent' && metricUnit !== 'percent' && metricUnit !== 'ratio';
  // "provisions are at 2.4% of loans": a share of another amount, not the amount's change.
  if (ofAmount && SHARE_OF.test(after)) return null;
  const growth = metrics.growthOf?.(m.id) ?? null;
  // A change is a figure the words before or after call one; an amount or a count stated in
  // percent is only its change ("EBITDA … at 72%" is a margin or a share).
  const changed = growth === null && (apposed || CHANGE_LEAD.test(lead) || CHANGE_TAIL.test(after));
  if (ofAmount && !changed) return null;
  // Looking ahead in the figure's own words, from a little before the metric's name to the figure.
  const own = sentence.slice(Math.max(0, m.start - LOOK_BACK), f.end);
  const ahead = TARGET.test(own) ? 'target' : GUIDANCE.test(own) ? 'guidance' : null;
  const kind: FactKind = ahead ?? (changed ? 'change' : 'actual');
  const around = `${lead} ${sentence.slice(f.end, f.end + 40)}`;
  const basis = kind !== 'change' ? null : YOY_ANYWHERE.test(around) ? 'yoy' : QOQ_ANYWHERE.test(around) ? 'qoq' : null;
  const period = periodOfFigure(sentence, f.start, f.end, call, { isBase: false, isChange: kind === 'change', basis });
  const end = m.start + m.text.length;
  return {
    metric: m.id,
    metricText: m.text,
    value: measured.value,
    valueHigh: measured.high,
    valueText: f.text,
    unit,
    currency: f.currency || null,
    kind,
    basis,
    measure: measureBasisAt(sentence, { id: m.id, start: m.start, end }, f, (rest) => metrics.mentions(rest).some((x) => x.id === m.id && x.start === 0 && x.text.length === rest.length)),
    segment: segmentOf(sentence, m.start, segments, end, f.start, f.end),
    period: period.period,
    periodText: period.text,
  };
}

/** The fact unit of a figure for a metric measured in `metricUnit`; a bare number only as a count or a ratio the metric is measured in. */
function factUnit(f: TextFigure, metricUnit: FactUnit | null, after: string): FactUnit | null {
  switch (f.unit) {
    case 'number':
      return metricUnit === 'count' || metricUnit === 'ratio' ? metricUnit : null;
    // An amount measures only an amount ("a 7% market share of INR 450,000 crores" is the market's size).
    case 'money':
      return amountUnit(metricUnit, f, after);
    // Basis points measure a rate, never an amount or a count.
    case 'bp':
      return takesBasisPoints(metricUnit) ? 'bp' : null;
    case 'multiple':
      return metricUnit === 'multiple' || metricUnit === 'ratio' ? 'multiple' : null;
    default:
      return f.unit;
  }
}
