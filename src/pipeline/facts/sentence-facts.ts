/**
 * Facts from one management sentence: each figure is bound to the metric it measures (the nearest
 * metric named before it in its clause, or right after it: "16 large deals", "a 20% growth in net
 * profit"), given a kind (an actual; a change, by its words or because a percentage measures a
 * money metric; the base of a comparison; a guidance or a target), a period and an owner. A figure
 * the metric cannot be measured in (money for a margin) is left out. Pure.
 */
import { type Fact, type FactKind, type FactUnit, isTrailingSpan, takesBasisPoints, TRAILING_SPAN } from '../../core/fact.js';
import { figuresIn, type TextFigure } from '../../core/text/figures.js';
import { isUnitWord } from '../../core/text/quantities.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { amountUnit, asMeasured, PER_UNIT_AFTER } from '../../core/text/figure-unit.js';
import { type CallPeriod, isUnstatedSpan, periodOfFigure, type PeriodRead, respectivePeriods } from '../../core/text/fact-period.js';
import { type MetricLexicon, type MetricMention, metricModifiers } from '../../core/vocabulary/metric-lexicon.js';
import { elidedRatio, perShareMetric, ratioMetric } from './derived-metric.js';
import { ownerOfFigure, segmentWordOwner } from './figure-owner.js';
import { respectiveMeasure } from './respective-owner.js';
import { partShare, shareMargin } from './part-share.js';
import { namedForTheYear } from './stated-apart.js';
import { basisAgainst, basisNear, basisOf } from './change-basis.js';
import { unstatedBasis } from './unstated-basis.js';
import { forwardRead, forwardReading } from './forward-kind.js';
import { notTheMetrics } from './not-the-metric.js';
import { movedBy, reachedLevel } from '../../core/text/moved-level.js';
import type { SegmentContext } from '../../core/text/segment.js';
import { loadOwnerMarkers, type OwnerMarker } from '../../core/vocabulary/owners.js';
import { measureBasisAt, type MeasureMark, measureMarks } from '../../core/vocabulary/measure-words.js';
import {
  APPOSED_CHANGE,
  PARTICIPLE_CHANGE,
  APPOSED_SHARE,
  OR_SHARE,
  APPOSED_PER_SHARE,
  BASES_BEFORE,
  BASE_BEFORE_METRIC,
  BASE_LEAD,
  BOUND_LEAD,
  CHANGE_BEFORE_METRIC,
  CHANGE_LEAD,
  CHANGE_NAME,
  CHANGE_NOUN_AFTER,
  CHANGE_NOUN_ENDS,
  CHANGE_NOUN_TAIL,
  CHANGE_OF_AFTER,
  CHANGE_TAIL,
  CHANGE_VERB_BEFORE_METRIC,
  CHANGE_PARTICIPLE,
  CHANGE_WORD,
  CLAUSE_BREAK,
  CASH_USED,
  CAUSE_AFTER,
  COMPARED_OPENING,
  DENIED_EXPECTATION,
  DIFFERENCE_TAIL,
  COUNT_LEAD,
  DOWN,
  FOLLOW_GAP,
  IMPROVED,
  GENERIC_GROWTH,
  IN_MEASURE,
  listedAfterArticle,
  LISTED_SHARE,
  MEASURE_UNIT,
  NOW_TAIL,
  OF_REVENUE,
  OWN_SUBJECT_CLAUSE,
  PER_UNIT_OF,
  PERIOD_WAS,
  PORTION_OF,
  QUALIFIED_BY,
  REACHED_LEAD,
  REVISED_FROM,
  SHARE_BASE,
  SHARE_CLAUSE,
  SIGN_NOUN_LEAD,
  SPENT_LEAD,
  STEADY_LEAD,
  VALUE_AFTER_BOUND,
} from '../../core/text/figure-cues.js';

/**
 * The measure basis a sentence's words say of a figure of the metric named at `mention` (the figure
 * itself when the sentence does not name it): a qualifier inside the name counts when the rest of the
 * name names the same metric ("adjusted eps"); bases listed in the order of figures listed "respectively", each its own.
 */
function measureOf(sentence: string, mention: { id?: string; start: number; end: number }, f: TextFigure, lexicon: MetricLexicon, marks: readonly MeasureMark[]): Fact['measure'] {
  const sameMetric = (rest: string): boolean => mention.id !== undefined && lexicon.mentions(rest).some((x) => x.id === mention.id && x.start === 0 && x.end === rest.length);
  return respectiveMeasure(sentence, mention, f, marks) ?? measureBasisAt(sentence, mention, f, sameMetric, marks);
}

/** A fact as one sentence reads it: the fact's own fields, its period as read, its place in the sentence. */
/** The size of a move said right before its figure: "up by about", "down slightly by", "down", "an increase of". */
const MOVED_BY = /(?:\bby|\b(?:up|down)|\b(?:an?\s+)?(?:increase|decrease|reduction|rise|cut)\s+of)\s+(?:(?:about|around|approximately|roughly|nearly|almost|another|a\s+further)\s+)?$/i;
/** A guide's move measured from the one given before, after the figure: "since our initial guidance", "from our previous outlook". */
const GUIDE_MOVED_FROM = /^[^.;]{0,60}?\b(?:from|since|versus|vs\.?|compared\s+(?:to|with)|over)\s+(?:our|the|its)\s+(?:previous|prior|initial|original|earlier|last|february|april|may|july|october|november)\s+(?:[\p{L}-]+\s+){0,2}?(?:guidance|outlook|guide|forecast)\b/iu;

export interface SentenceFact extends Pick<Fact, 'metric' | 'metricText' | 'value' | 'valueHigh' | 'valueText' | 'unit' | 'currency' | 'kind' | 'basis' | 'measure' | 'segment'> {
  period: PeriodRead;
  /** The figure's place in the sentence, for a stable id. */
  at: number;
}

/** A verb form of growth CHANGE_WORD lacks ("has grown", "keeps growing"): a percentage after it is no margin. */
const GROWN = /\b(?:grown|growing|grows|risen|rising|increasing)\b/i;
/** "37% in 12 months", "22% over the 24 months": a percentage over a span of months is a growth, no margin. */
const MONTHS_SPAN_AFTER = /^\s*(?:in|over)\s+(?:the\s+)?(?:last\s+|past\s+)?\d+\s+months\b/i;
const MAX_LEAD_WORDS = 16;

/** A trailing span qualifying the metric named right after it: "our trailing 12-month pro forma leverage ratio", "LTM revenue". */
const SPAN_QUALIFIES = new RegExp(`(?:${TRAILING_SPAN.source})(?:\\s+basis)?\\s+(?:[\\p{L}-]+\\s+){0,3}$`, 'iu');

/**
 * Why a figure of a sentence states no fact, for a bench that explains the reader's misses:
 * `asked` the sentence is a question; `no-metric` it names no metric; `in-metric-name` the figure
 * is part of a metric's name; `unbound` no metric in its clause; `unit` its unit cannot measure
 * the metric bound (or a percentage of an amount not said as a change); `share` a share of
 * something; `other-metric` it measures a difference, ratio or place of the metric; `impact` what
 * something did to the metric; `part` a part of an earlier figure; `bound` a bound, not a value;
 * `no-period` a figure of no period the sentence states.
 */
export type SkipReason = 'asked' | 'no-metric' | 'in-metric-name' | 'unbound' | 'unit' | 'share' | 'other-metric' | 'impact' | 'part' | 'bound' | 'no-period' | 'segment';
export type SkipTrace = (figure: TextFigure, reason: SkipReason) => void;

function skipAll(figs: readonly TextFigure[], reason: SkipReason, why: SkipTrace | undefined): SentenceFact[] {
  for (const f of figs) why?.(f, reason);
  return [];
}

/** A sentence put as a question: an auxiliary or a question word before its subject, and a question mark at its end. */
const ASKED = /(?:^|[,;:]\s*|\b(?:so|and|but|now|then|or)\s+)(?:is|are|was|were|do|does|did|can|could|should|would|will|shall|has|have|how|what|when|where|which|why)\s+(?:it|we|you|i|they|that|this|there|these|those|the|your|our|its|their)\b[^?]*\?\s*["”’)]?\s*$/i;

const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;

/** The metric a phrase is about: the one qualified ("EBITDA including forex impact"), not the qualifier. */
function headOf(m: MetricMention | undefined, mentions: readonly MetricMention[], sentence: string): MetricMention | undefined {
  if (!m) return m;
  const head = [...mentions].reverse().find((o) => o.end <= m.start);
  if (!head) return m;
  const between = sentence.slice(head.end, m.start);
  // "The restructured book in vehicle finance", "gross NPA additions from the corporate portfolio": the metric before is measured, within the one after.
  const within = PORTION_OF.test(between) && !CHANGE_NAME.test(head.text) && head.id !== m.id;
  return QUALIFIED_BY.test(between) || SHARE_CLAUSE.test(between) || within ? head : m;
}

/**
 * "increase in gross margins by 170 basis points": the figure right after "by"/"of" is the change the
 * words before the metric name; a currency's short form, however spelt, may come before it ("an
 * increase in the net debt of about Ra. 3,600 crores").
 */
function changeOfMetric(sentence: string, b: Binding, amount: boolean): boolean {
  // "increasing our industry-leading dividend by 10%", "cut operating costs by 5%": a verb of change before the metric, its size after "by".
  // "reduced our net debt in U.S. dollars by $160 million", "… this quarter by": so with the currency or the time of the change said before "by".
  if (CHANGE_VERB_BEFORE_METRIC.test(sentence.slice(Math.max(0, b.mention.start - 50), b.mention.start)) && CHANGE_SIZE_AFTER_METRIC.test(b.lead)) return true;
  // "the increase in AUM was Rs. 3,249 crores", "an increase in revenues of approximately $66 million": so is an amount the change
  // noun's clause says it was.
  return CHANGE_BEFORE_METRIC.test(sentence.slice(Math.max(0, b.mention.start - 40), b.mention.start)) && (amount ? AMOUNT_OF_CHANGE_LEAD : SIZE_OF_CHANGE_LEAD).test(b.lead);
}

/** Between a metric a verb of change was said of and the change's size: "by", "in U.S. dollars by", "this quarter by". */
const CHANGE_SIZE_AFTER_METRIC = /^\s*(?:(?:in\s+(?:(?:u\.\s?s\.|us|constant|reported|local|rupee|dollar)\s+)?(?:dollars?|rupees?|currency|terms)(?:\s+terms)?|(?:this|the|last)\s+(?:quarter|year)|during\s+the\s+(?:quarter|year)|sequentially|year[- ]on[- ]year|quarter[- ]on[- ]quarter)\s*,?\s+)?by\s+(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+)?$/i;
/** Between a change's metric and its size: "by", "of about", "by Rs. ". */
const SIZE_OF_CHANGE_LEAD = /^\s*(?:by|of)\s+(?:about\s+|around\s+|nearly\s+|almost\s+)?(?:[a-z]{1,3}\.\s*)?$/i;
/** The same for an amount, which the change noun's clause may also say it was: "was Rs. ", "of approximately ". */
const AMOUNT_OF_CHANGE_LEAD = /^\s*(?:by|of|was|were|is|are|amounted\s+to)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|approximately\s+)?(?:[a-z]{1,3}\.\s*)?$/i;

export interface Binding {
  mention: MetricMention;
  /** Text between the metric (or the figure before) and this figure. */
  lead: string;
}

/** Words that name no subject of a clause: function words, units, adverbs ("sequentially"), bases of a change. */
const NOT_A_SUBJECT = (w: string): boolean => STOP_AND_FILLER.has(w) || isUnitWord(w) || /ly$/.test(w) || /^(?:though|although|yet|year|quarter|yoy|qoq|y-o-y|q-o-q|basis|growth|overall|total)$/.test(w);

/** Does the lead open a clause on a subject of its own (", price was up ")? */
function ownSubjectClause(lead: string): boolean {
  const m = OWN_SUBJECT_CLAUSE.exec(lead);
  return m !== null && m[1]!.split(/\s+/).every((w) => !NOT_A_SUBJECT(w));
}

/** A figure said as a bound on the metric ("well below 2x"), not its value. */
function isBound(sentence: string, f: TextFigure): boolean {
  return BOUND_LEAD.test(sentence.slice(Math.max(0, f.start - 40), f.start));
}

/**
 * The words listing a figure after another of the same metric: period or basis words of the figure
 * before, a conjunction, words of degree ("… of 7.7% in Q1 and greater than 6% …", "growing 28% YOY
 * and 12% sequentially"); not a part's ("$266 million in licensing and $19 million in products"),
 * nor a bare "and" ("North America and international were 91% and 86.7%").
 */
const LISTED_LEVEL = /^\s*((?:(?:in|for|during|over|of|the|this|last|previous|prior|full|fiscal|financial|year|quarter|yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ]on[- ]year|quarter[- ]on[- ]quarter|year[- ]over[- ]year|sequentially|on|a|basis|Q[1-4]|H[12]|FY\s*['’‘]?\d{2,4}|['’‘]?\d{2,4})\s*)+)(?:,\s*(?:and\s+)?|and\s+)(?:(?:greater|more|less|higher|lower)\s+than\s+|(?:about|around|nearly|over|almost|approximately|roughly|close\s+to|by)\s+)*$/i;
/** A period or a basis among the words of a listed figure's lead. */
const PERIOD_OR_BASIS = /\b(?:Q[1-4]|H[12]|FY|year|quarter|yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|sequentially|\d{2,4})\b/i;

/** Between a metric named after its figure and the next such pair of a list: ", ", " and ", ", and ", " & ". */
const LISTED_PAIR_JOIN = /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s+)$/i;

/** What may stand between a count and its counted noun: a few words that are no figure ("120 retail rural stores", "44 Beautiful Homes (BH) stores"). */
const COUNTED_GAP = /^\+?\s+(?:[\p{L}(][\p{L}()'’&-]*\s+){0,3}$/u;

/**
 * The metric a figure measures, with the words that lead to it; `stated` holds the metric each
 * earlier figure of the sentence was read as.
 */
function bind(sentence: string, f: TextFigure, allMentions: readonly MetricMention[], figs: readonly TextFigure[], stated: ReadonlyMap<TextFigure, MetricMention> = new Map()): Binding | null {
  // A counted noun binds the count right before it and nothing else.
  const mentions = allMentions.filter((m) => !m.counted);
  const prevFig = [...figs].reverse().find((o) => o.end <= f.start);
  const leadFrom = Math.max(prevFig?.end ?? 0, 0);
  // Right after: "16 large deals", "14% EBITDA margin".
  const after = mentions.find((m) => m.start >= f.end && FOLLOW_GAP.test(sentence.slice(f.end, m.start)));
  // "$173 million or $8.77 per barrel of total throughput compared to $16 million": the metric a per-unit figure is divided by is no later total's.
  const perUnit = PER_UNIT_AFTER.test(sentence.slice(f.end, f.end + 30));
  const before = headOf([...mentions].reverse().find((m) => m.end <= f.start && (perUnit || !PER_UNIT_OF.test(sentence.slice(Math.max(0, m.start - 40), m.start)))), mentions, sentence);
  // "spent about Rs. 4,089 crores on capital expenditure": an amount spent on a metric is its value.
  const spentOn = f.unit === 'money' && SPENT_LEAD.test(sentence.slice(leadFrom, f.start)) ? mentions.find((m) => m.start >= f.end && /^\s+(?:on|towards)\s+(?:(?:the|our|its)\s+)?$/i.test(sentence.slice(f.end, m.start))) : undefined;
  if (spentOn) return { mention: spentOn, lead: sentence.slice(leadFrom, f.start) };
  // "$1.6 billion to $1.9 billion is our annual guidance for Capex": a figure said to be the guidance or target for a metric named after it is that metric's.
  const guidedFor = mentions.find((m) => m.start >= f.end && GUIDANCE_FOR_NAME.test(sentence.slice(f.end, m.start)));
  if (guidedFor) return { mention: guidedFor, lead: sentence.slice(leadFrom, f.start) };
  // "a strong performance considering the $36 million decrease in revenue": a change named right after the figure is the following metric's.
  if (after && CHANGE_OF_AFTER.test(sentence.slice(f.end, after.start))) return { mention: after, lead: sentence.slice(leadFrom, f.start) };
  // "$531 million of operating cash flow and $349 million of free cash flow": an amount "of" a metric named right after it is that metric's, not the one before.
  if (after && f.unit === 'money' && AMOUNT_OF_NAME.test(sentence.slice(f.end, after.start))) return { mention: after, lead: sentence.slice(leadFrom, f.start) };
  // "building a $2.3 billion cash balance": an amount said right before a metric's name, after an article, is that metric's.
  if (after && f.unit === 'money' && /^\s*$/.test(sentence.slice(f.end, after.start)) && AMOUNT_BEFORE_NAME.test(sentence.slice(Math.max(0, f.start - 30), f.start))) return { mention: after, lead: sentence.slice(leadFrom, f.start) };
  // "2.34 was our Kcal cost this quarter": a figure the sentence opens on, then "was our" and a metric's name, is that metric's.
  const isOur = /^\W*$/.test(sentence.slice(0, f.start)) ? mentions.find((m) => m.start >= f.end && FIGURE_IS_OUR.test(sentence.slice(f.end, m.start))) : undefined;
  if (isOur) return { mention: isOur, lead: sentence.slice(f.end, isOur.start) };
  // "Rs 200 crore is the revenue and Rs 80 crore is the segment result": a figure opening a clause of its own, then "is the" and a
  // name, is what that name says; a metric named earlier measures it not (none, when the vocabulary knows not the name).
  const opensClause = prevFig !== undefined && /(?:^|[,;]|\b(?:and|while|whereas))\s+$/i.test(sentence.slice(prevFig.end, f.start));
  const namedAfter = opensClause ? FIGURE_IS_NAMED.exec(sentence.slice(f.end)) : null;
  if (namedAfter) {
    const at = f.end + namedAfter[0].length;
    const named = mentions.find((m) => m.start === at);
    return named ? { mention: named, lead: sentence.slice(f.end, named.start) } : null;
  }
  // "taking the network to 1,604 branches": a bare number right before a metric counts it.
  if (after && f.unit === 'number' && /^\s*$/.test(sentence.slice(f.end, after.start))) return { mention: after, lead: sentence.slice(leadFrom, f.start) };
  // "close to 350 stores", "120 retail rural stores": a count is the metric its counted noun names, a few words after it.
  // Not when the clause opens on a metric the figure is said of ("Revenue reached 3.4 billion users").
  const nameBefore = [...mentions].reverse().find((m) => m.end <= f.start);
  const saidOf = nameBefore !== undefined && !/[,;]/.test(sentence.slice(nameBefore.end, f.start)) && wordCount(sentence.slice(nameBefore.end, f.start)) <= 3;
  const countedAfter = f.unit === 'number' && !saidOf ? allMentions.find((m) => m.counted && m.start >= f.end && COUNTED_GAP.test(sentence.slice(f.end, m.start))) : undefined;
  if (countedAfter) return { mention: countedAfter, lead: sentence.slice(leadFrom, f.start) };
  // "sold a total of 498,030 vehicles during the quarter, higher by 6.4%": a percentage change said in the count's clause, no
  // metric named between, is the change of the count read right before it.
  // The metric the figure right before this one was read as, if any.
  const readBefore = prevFig ? stated.get(prevFig) : undefined;
  // "Adjusted net income was $74 million, or $1.00 per share, an increase of $0.08 or 9%": a change said right after a per-share
  // figure, in its currency and no metric named between, is that per-share metric's.
  if (readBefore && prevFig!.unit === 'money' && f.unit === 'money' && f.currency === prevFig!.currency && PER_UNIT_AFTER.test(sentence.slice(prevFig!.end, prevFig!.end + 30)) && !mentions.some((m) => m.start >= prevFig!.end && m.end <= f.start)) {
    const between = sentence.slice(prevFig!.end, f.start);
    if (/^\s*(?:per|a|an)\s+(?:diluted\s+|basic\s+)?share\s*,\s*(?:an?\s+)?(?:increase|decrease|rise|decline|improvement|growth|gain|drop)\s+of\s+(?:about\s+|around\s+|approximately\s+|nearly\s+)?$/i.test(between)) return { mention: readBefore, lead: between };
  }
  // "Adjusted EBITDA was a loss of $5 million, down from a profit of $34 million": a bare "a profit of" after an amount read as
  // another metric says the sign of that metric's earlier level, not a metric of its own.
  if (before && readBefore && before.id !== readBefore.id && before.start >= prevFig!.end && prevFig!.unit === f.unit && before.text.split(/\s+/).length === 1 && SIGN_NOUN_LEAD.test(sentence.slice(Math.max(0, before.start - 6), f.start)) && !/[;]/.test(sentence.slice(prevFig!.end, f.start))) {
    return { mention: readBefore, lead: sentence.slice(prevFig!.end, f.start) };
  }
  if (readBefore?.counted && f.unit === 'percent' && prevFig!.unit === 'number') {
    const between = sentence.slice(readBefore.end, f.start);
    if (!mentions.some((m) => m.start >= readBefore.end && m.end <= f.start) && !/[;]/.test(between) && wordCount(between) <= 10 && COUNT_CHANGE_LEAD.test(between)) return { mention: readBefore, lead: sentence.slice(leadFrom, f.start) };
  }
  // "Operating profit at Rs 8,814 crores, YOY growth of 50%": a bare "YoY growth" right after an amount read, then its size, is that amount's metric's growth.
  // "PAT for the quarter was at USD 84 million, in rupee terms INR 693 crores": an amount restated in another currency right after
  // an amount read is the same metric's.
  if (readBefore && f.unit === 'money' && prevFig!.unit === 'money' && f.currency !== prevFig!.currency && RESTATED_IN_CURRENCY.test(sentence.slice(prevFig!.end, f.start))) return { mention: readBefore, lead: sentence.slice(prevFig!.end, f.start) };
  if (before && readBefore && prevFig!.unit === 'money' && f.unit === 'percent' && GENERIC_GROWTH.test(before.text) && /^\s*,\s*$/.test(sentence.slice(prevFig!.end, before.start)) && /^\s*(?:of|at|by)?\s*(?:about\s+|around\s+|nearly\s+)?$/i.test(sentence.slice(before.end, f.start))) return { mention: readBefore, lead: sentence.slice(prevFig!.end, f.start) };
  // "healthy 6% QoQ growth in SA deposits": a bare "QoQ growth" said "in" a metric named right after it is that metric's growth.
  const grownIn = after && GENERIC_GROWTH.test(after.text) && f.unit === 'percent' ? mentions.find((m) => m.start >= after.end && /^\s+(?:in|of)\s+(?:the\s+|our\s+|its\s+)?$/i.test(sentence.slice(after.end, m.start))) : undefined;
  if (grownIn) return { mention: grownIn, lead: sentence.slice(leadFrom, f.start) };
  // "EBITDA grew to 13,116 crores, 14.8% YoY growth": a bare "YoY growth" after the figure is the growth of the metric named before it.
  if (after && before && GENERIC_GROWTH.test(after.text) && f.unit === 'percent') return { mention: before, lead: sentence.slice(Math.max(before.end, leadFrom), f.start) };
  // "34.06 billion Rupees was from the retail portfolio and 5.40 billion Rupees was from the corporate portfolio": a metric
  // said where the figure before came from, with this figure opening a like clause, measures neither.
  if (before && prevFig && complementOf(sentence, prevFig, before, f)) return after && after.start > f.end && FOLLOW_GAP.test(sentence.slice(f.end, after.start)) ? { mention: after, lead: sentence.slice(leadFrom, f.start) } : null;
  // "we added 1,482 branches and 1,732 ATMs", "$1.1 billion for airports, approximately $1.7 billion for the road network": a metric
  // named right after the figure before (its noun, or what it is for) is that figure's; a figure said with a noun of its own in
  // the same place is not that metric's.
  if (before && prevFig && ownNounElse(sentence, prevFig, before, f)) return after && FOLLOW_GAP.test(sentence.slice(f.end, after.start)) ? { mention: after, lead: sentence.slice(leadFrom, f.start) } : null;
  // "12% to 16% revenue growth and 23% to 27% operating margin": a figure right before a metric's name, listed after a figure said
  // right before the metric before, is the metric after's, as the figure before is the metric before's.
  if (after && before && prevFig && /^\s*$/.test(sentence.slice(f.end, after.start)) && /^\s*$/.test(sentence.slice(prevFig.end, before.start)) && LISTED_PAIR_JOIN.test(sentence.slice(before.end, f.start))) return { mention: after, lead: sentence.slice(leadFrom, f.start) };
  if (before) {
    const gap = sentence.slice(before.end, f.start);
    const figsBetween = figs.filter((o) => o.start >= before.end && o.end <= f.start);
    const lead = sentence.slice(Math.max(before.end, leadFrom), f.start);
    // A list after a base or a change continues it: "compared to 1.12% … and 1.28% …", "grew 20% year-on-year and 4% quarter-on-quarter".
    // "has gone up by almost 130 basis points over the 12 months … and by 60 basis points when you compare with …": so does "and by".
    // "… 14% quarter-on-quarter and a very strong 51% year-on-year": so does an article with words of degree, unless the figure names its own metric after it ("and a 54% growth in EBITDA").
    const listsBases = (BASES_BEFORE.test(gap) || CHANGE_WORD.test(gap)) && (/(?:\band|,)(?:\s+by)?\s*$/.test(lead) || (!after && listedAfterArticle(lead, sentence.slice(f.end, f.end + 40))));
    // "Deposits grew 16.9% to Rs. 2,78,650 crore": the level a change reached.
    // "an improvement in EBITDA margin from 14.8% to 15.4%": so is the level a movement reached.
    // "increased by 14 days year-on-year to 122 days", "grew by 1.2 million tonnes to 17.3 million tonnes": so is a level said in the
    // unit noun the change was said in, that noun read past.
    // "gross margin improving 140 bps sequentially, taking it to 49.2%": so is the level a change said in a participle took it to.
    // "EBITDA was 12% lower sequentially at Rs. 1,935 crores": so is the level said after a change said "higher" or "lower".
    // "increased 13.1% at 22.8% of net sales": a share said "at" after a change is no level the change reached.
    const shareAt = /\bat\s+$/i.test(lead) && /^\s*of\s/i.test(sentence.slice(f.end, f.end + 5));
    const reached = figsBetween.length > 0 && (((CHANGE_WORD.test(gap) || CHANGE_PARTICIPLE.test(gap) || COMPARATIVE_LEAD.test(lead)) && (REACHED_LEAD.test(lead) || REACHED_LEAD.test(pastUnitNoun(lead, sentence.slice(f.end, f.end + 30)))) && !shareAt) || reachedLevel(sentence, prevFig, f) || (prevFig !== undefined && /^\s*to\s+$/i.test(sentence.slice(prevFig.end, f.start)) && movedBy(sentence.slice(0, prevFig.start), prevFig, f)));
    // "revenue dropped by 24%, while contribution profit was down 31%": a metric does not reach past a clause that speaks of something else.
    // "production increased by 1% to 17.3 million tons, whereas consumption increased by 2% to 17.7 million tons": nor past one before an earlier figure.
    // "Volume was up 3%, price was up 2%": nor past a clause that names a subject of its own.
    const otherClause = figsBetween.length > 0 && (CLAUSE_BREAK.test(lead) || CLAUSE_BREAK.test(sentence.slice(before.end, f.start)) || ownSubjectClause(lead));
    // "which was 4.92% in quarter one last year, now at 5.57%": the call's own figure after an earlier one.
    const nowFigure = /\b(?:now|currently|this\s+quarter)\b[^.;\d]*$/i.test(lead) || NOW_TAIL.test(sentence.slice(f.end, f.end + 30));
    // "net debt to EBITDA well below 2x at 1.73": the figures between were bounds, this is the value.
    const afterBounds = figsBetween.length > 0 && figsBetween.every((o) => isBound(sentence, o)) && VALUE_AFTER_BOUND.test(lead);
    // "it is at INR 16,214 per vehicle, up from quarter 4 of last year, quarter 4 was INR 13,269": a period's own figure, said after the call's.
    const periodsFigure = figsBetween.length > 0 && PERIOD_WAS.test(lead);
    // "increased $728 million or 38%", "to $6.5 billion from $6 billion, a 9% increase": a change said beside the amount it measures.
    // "operating revenue of Rs.6248 Crores implying 24% year on year growth", "stands at INR3.8 billion, with 45% growth Y-o-Y": so is a change
    // said in a participle or "with" phrase after an amount read as the metric, its change noun ending the phrase.
    const prevMetric = prevFig ? stated.get(prevFig) : undefined;
    const participleChange = prevMetric !== undefined && prevMetric.id === before.id && figsBetween.length > 0 && PARTICIPLE_CHANGE.test(lead) && CHANGE_NOUN_ENDS.test(sentence.slice(f.end, f.end + 60));
    const apposedChange = (figsBetween.length > 0 && APPOSED_CHANGE.test(lead) && (CHANGE_WORD.test(gap) || CHANGE_NOUN_TAIL.test(sentence.slice(f.end, f.end + 20)))) || participleChange;
    // "ROE is at 12.8% on a trailing 12-month basis, that has gone up by almost 130 basis points": a relative clause's change is the metric's.
    // "gross margin … stood at 64.7% for the quarter, which is 230 basis points above last year's figures": so is one the clause says is above or below an earlier period's.
    const itsChange = figsBetween.length > 0 && ((CHANGE_LEAD.test(lead) && /(?:^|,)\s*(?:that|which|it)\s+(?:has\s+|have\s+|had\s+)?(?:gone\s+|moved\s+|come\s+)?\p{L}+\s/iu.test(lead)) || (RELATIVE_IS.test(lead) && ABOVE_EARLIER.test(sentence.slice(f.end, f.end + 60))));
    // "GDP growth rate of 7.7% in Q1 and greater than 6% in the full year": a figure listed right after one read as the same metric, no other metric between
    // and none right after it ("12.6% in rupee terms and 7% in constant currency"), is that metric's too.
    const listed = !after && prevMetric !== undefined && prevMetric.start === before.start && prevMetric.id === before.id && PERIOD_OR_BASIS.test(LISTED_LEVEL.exec(lead)?.[1] ?? '') && wordCount(lead) <= 8 && !mentions.some((m) => m.start >= prevFig!.end && m.end <= f.start);
    // "7% in constant currency terms and 6.6% in dollar terms": a measure said "in" right after an earlier figure is that figure's, not a later one said in its own terms.
    const ownTerms = prevFig !== undefined && IN_MEASURE_AFTER.test(sentence.slice(prevFig.end, before.start)) && IN_OWN_TERMS.exec(sentence.slice(f.end, f.end + 60));
    if (ownTerms && !ownTerms[1]!.toLowerCase().includes(before.text.toLowerCase())) return null;
    const ok = (wordCount(gap) <= MAX_LEAD_WORDS || ((periodsFigure || listsBases || itsChange || listed) && wordCount(lead) <= MAX_LEAD_WORDS)) && !otherClause && !/[;]|\band\s+(?:the|our|its)\b/i.test(gap) && (figsBetween.length === 0 || CHANGE_LEAD.test(lead) || BASE_LEAD.test(lead) || listsBases || listed || nowFigure || reached || afterBounds || periodsFigure || apposedChange || itsChange);
    if (ok && !(after && sentence.slice(f.end, after.start).trim() === '' && figsBetween.length > 0)) return { mention: before, lead };
  }
  if (after) return { mention: after, lead: sentence.slice(leadFrom, f.start) };
  // "Our Q1 growth was solid at 4.2% year-on-year and 1.0% quarter-on-quarter in constant currency": a percent listed, with its
  // basis, before another said "in" a measure of growth is that measure's too.
  const measure = f.unit === 'percent' ? listedInMeasure(sentence, f, mentions, figs) : undefined;
  if (measure) return { mention: measure, lead: sentence.slice(leadFrom, f.start) };
  return null;
}

/** Between a figure and its own noun: nothing but words of newness (" new "), or " for " what it is spent on (" for the "). */
const OWN_NOUN_GAP = /^\s+(?:(?:new|additional|more)\s+)?$/i;
const FOR_GAP = /^\s+for\s+(?:the\s+|our\s+|its\s+)?$/i;
/** The word right after a figure in either place: " ATMs", " new ATMs", " for the road network". */
const OWN_NOUN_AFTER = /^\s+(?:(?:new|additional|more)\s+)?(\p{L}[\p{L}-]*)/u;
const FOR_AFTER = /^\s+for\s+(?:the\s+|our\s+|its\s+)?(\p{L}[\p{L}-]*)/iu;

/**
 * Is metric `m`, named right after figure `prev` as its noun ("1,482 branches") or its object ("$1.1 billion for airports"),
 * that figure's alone, figure `f` after it having a noun of its own in the same place ("1,732 ATMs", "$1.7 billion for the road network")?
 */
function ownNounElse(sentence: string, prev: TextFigure, m: MetricMention, f: TextFigure): boolean {
  if (m.start < prev.end || f.unit !== prev.unit) return false;
  const gap = sentence.slice(prev.end, m.start);
  const tail = sentence.slice(f.end, f.end + 60);
  const word = OWN_NOUN_GAP.test(gap) && prev.unit === 'number' ? OWN_NOUN_AFTER.exec(tail)?.[1] : FOR_GAP.test(gap) ? FOR_AFTER.exec(tail)?.[1] : undefined;
  if (!word) return false;
  const w = word.toLowerCase();
  if (STOP_AND_FILLER.has(w) || isUnitWord(w) || /^(?:year|years|quarter|quarters|month|months|yoy|qoq|y-o-y|q-o-q|year-on-year|year-over-year|quarter-on-quarter|sequentially|respectively|basis|growth|each|every)$/.test(w)) return false;
  // "12 branches and 40 branches": the same noun said again is the same metric's.
  return !tail.toLowerCase().includes(m.text.toLowerCase().split(/\s+/)[0]!.replace(/s$/, ''));
}

/** A basis said after a figure: " year-on-year", " quarter-on- quarter" (a line broken in the PDF), " sequentially". */
const BASIS_AFTER = String.raw`(?:(?:year|quarter)[- ]+(?:on|over)[- ]+(?:year|quarter)|yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|sequentially)`;
/** Between two percents of one list: " year-on-year and ", ", ". */
const LIST_TO_NEXT = new RegExp(String.raw`^\s*(?:${BASIS_AFTER}\s*)?(?:,\s*(?:and\s+)?|and\s+)$`, 'i');
/** Between the last percent of a list and the measure it is said in: " quarter-on-quarter in ", " in ". */
const IN_MEASURE_AFTER = new RegExp(String.raw`^\s*(?:${BASIS_AFTER}\s*)?in\s+$`, 'i');

/** The metric a percent is said in when it opens a list whose next figure is said "in" a metric named right after it; undefined for none. */
function listedInMeasure(sentence: string, f: TextFigure, mentions: readonly MetricMention[], figs: readonly TextFigure[]): MetricMention | undefined {
  const next = figs.find((o) => o.start >= f.end);
  if (!next || next.unit !== 'percent' || !LIST_TO_NEXT.test(sentence.slice(f.end, next.start))) return undefined;
  return mentions.find((m) => m.start >= next.end && IN_MEASURE_AFTER.test(sentence.slice(next.end, m.start)));
}

/** A figure said in its own terms: " in dollar terms", " year-on-year in reported terms". */
const IN_OWN_TERMS = new RegExp(String.raw`^\s*(?:${BASIS_AFTER}\s*)?in\s+((?:[\p{L}-]+\s+){1,3})terms\b`, 'iu');
/** Between an amount and the same amount in another currency: " in rupee terms ", ", or in dollar terms, ". */
const RESTATED_IN_CURRENCY = /^\s*,?\s*(?:(?:or|i\.e\.?|that\s+is)\s*,?\s*)?in\s+(?:rupee|rupees|inr|dollar|dollars|usd|us\s+dollar|reporting\s+currency|local\s+currency)\s+terms\s*,?\s*(?:of\s+|at\s+|was\s+|is\s+)?$/i;
/** Between a figure a sentence opens on and the metric it is: "was our", "is the". */
const FIGURE_IS_OUR = /^\s*(?:was|is|were|are)\s+(?:our|the|its)\s+$/i;
/** After a figure that opens its clause, the copula and article before the name of what it is; not a superlative ("is the highest"). */
const FIGURE_IS_NAMED = /^\s+(?:was|is)\s+(?:our|the|its)\s+(?!(?:\p{L}+est|record|same|most|best|first|last|only|one|case)\b)/iu;
/** The words from a counted noun to the percentage its count changed by: "during the quarter, higher by", ", up", ", an increase of". */
/** A change said by its comparative right after the figure: "12% lower sequentially at …". */
const COMPARATIVE_LEAD = /^\s*(?:higher|lower)\b/i;
const COUNT_CHANGE_LEAD = /(?:^|[\s,])(?:(?:higher|lower|up|down|grew|increased|declined|decreased|rose|fell)(?:\s+by)?|(?:an?\s+)?(?:increase|decrease|decline|rise|growth|drop)\s+of)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+)?$/i;

/** Words from a move's unit noun to the level it moved to: "at", "to". */
const LEVEL_AFTER_MOVE = /^\s*(?:at|to)\s*$/i;

/** A lead past the unit noun it opens on (and a basis after it) when the figure after it is said in the same noun ("days year-on-year to" before "122 days"), or left unsaid at its clause's end ("2 days at 98 compared to"). */
function pastUnitNoun(lead: string, tail: string): string {
  // "went up by $11/t to $285/t": an amount per unit, the unit written after a slash, is read past as a noun is.
  const perUnit = /^\/\s*(\p{L}{1,8})\b/u.exec(lead);
  if (perUnit && new RegExp(`^\\s*\\/\\s*${perUnit[1]}\\b`, 'iu').test(tail)) return lead.slice(perUnit[0].length);
  const noun = /^\s*(\p{L}{3,})\b/u.exec(lead)?.[1];
  if (!noun || STOP_AND_FILLER.has(noun.toLowerCase())) return lead;
  // The basis of the change said after its noun is read past too ("days year-on-year to").
  const rest = lead.slice(lead.indexOf(noun) + noun.length).replace(/^\s*(?:year[- ](?:on|over)[- ]year|yoy|y-o-y|y-on-y|quarter[- ](?:on|over)[- ]quarter|qoq|q-o-q|sequentially)\b/i, '');
  if (new RegExp(`^\\s*${noun}\\b`, 'iu').test(tail)) return rest;
  // "DSO was up by 2 days at 98 compared to Q4 at 96": the level right after the move, its noun left unsaid where its clause ends, is in that noun too.
  return LEVEL_AFTER_MOVE.test(rest) && BARE_AMOUNT_TAIL.test(tail) && !/^\s*(?:%|per\s*cent|percent)/i.test(tail) ? rest : lead;
}

/** A relative clause stating a figure: ", which is ", ", that was about ". */
const RELATIVE_IS = /,\s*(?:which|that)\s+(?:is|was|are|were)\s+(?:about\s+|around\s+|nearly\s+|roughly\s+)?$/i;
/** A figure said above or below an earlier period's: " above last year's figures", " lower than the previous quarter". */
const ABOVE_EARLIER = /^\s*(?:above|below|higher\s+than|lower\s+than|more\s+than|less\s+than|over|under)\s+(?:the\s+|that\s+of\s+(?:the\s+)?)?(?:last|previous|prior|preceding|same\s+quarter\s+last)\s+(?:year|quarter)/i;

/** Between a figure and the metric it is the guidance or target for: " is our annual guidance for ", " remains the target on the ". */
const GUIDANCE_FOR_NAME = /^\s+(?:is|remains|will\s+be|would\s+be)\s+(?:(?:definitely|clearly|still|now|also|broadly)\s+)?(?:our|the|its)\s+(?:(?:new|revised|updated|current|overall|annual|yearly|full[- ]year|long[- ]term|medium[- ]term)\s+)?(?:guidance|outlook|target|aspiration)\s+(?:for|on)\s+(?:(?:the|our|its)\s+)?$/i;
/** Between an amount and the metric it is of: " of ", " in ", " of our ". */
const AMOUNT_OF_NAME = /^\s+(?:of|in)\s+(?:(?:the|our|its)\s+)?$/i;
/** An article (and words of degree) before an amount that qualifies the noun after it: "a $2.3 billion", "an approximately $500 million". */
const AMOUNT_BEFORE_NAME = /\b(?:an?|the|our|its)\s+(?:(?:about|around|approximately|nearly|roughly|almost|over|record|strong|healthy|solid)\s+)*$/i;

/** Where a figure came from, said right after it: "34.06 billion Rupees was from the", "Rs 500 crore in the". */
const SOURCE_AFTER_FIGURE = /^\s*(?:[\p{L}.]+\s+){0,2}?(?:was|were|is|are|came)?\s*(?:from|in|under|within)\s+(?:the|our|its)\s+[^.;\d]*$/iu;

/** Is `m`, between figure `prev` and `f`, the source of `prev` ("was from the retail portfolio"), with `f` opening a like clause ("and 5.40 billion Rupees was from …")? */
function complementOf(sentence: string, prev: TextFigure, m: MetricMention, f: TextFigure): boolean {
  if (m.start < prev.end) return false;
  const source = SOURCE_AFTER_FIGURE.exec(sentence.slice(prev.end, m.start));
  if (!source) return false;
  if (!/^\s*(?:[\p{Ll}]+\s+)?(?:and|,)\s*$/u.test(sentence.slice(m.end, f.start))) return false;
  // The like clause: the same words of source after this figure.
  const verb = /(?:from|in|under|within)\s+(?:the|our|its)\s/i.exec(source[0])![0].split(/\s+/)[0]!.toLowerCase();
  return new RegExp(`^\\s*(?:[\\p{L}.]+\\s+){0,2}?(?:was|were|is|are|came)?\\s*${verb}\\s`, 'iu').test(sentence.slice(f.end, f.end + 40));
}

/**
 * "Order Inflows, Revenues and PAT is up by 57%, 34% and 46%, respectively": the n-th metric named
 * takes the n-th figure.
 */
function respectively(sentence: string, mentions: readonly MetricMention[], figs: readonly TextFigure[]): Map<TextFigure, Binding> {
  const out = new Map<TextFigure, Binding>();
  const at = sentence.search(/\brespectively\b/i);
  if (at < 0) return out;
  const listed = figs.filter((f) => f.end <= at);
  const named = mentions.filter((m) => listed.length > 0 && m.end <= listed[0]!.start);
  if (listed.length < 2 || named.length !== listed.length) return out;
  listed.forEach((f, i) => out.set(f, { mention: named[i]!, lead: sentence.slice(named[named.length - 1]!.end, listed[0]!.start) }));
  return out;
}

/** Between an amount and a relative clause stating its share of another: ", which is", ", that was about". */
const RELATIVE_SHARE = /^\s*,\s*(?:which|that)\s+(?:is|was|represents|represented|works\s+out\s+to)\s+(?:about\s+|around\s+|approximately\s+|nearly\s+|roughly\s+|almost\s+)?$/i;

/** Words before an amount and its per-share figure that make it no plain statement of the period's: a comparison, a change, an impact. */
const PER_SHARE_NOT_PLAIN = /\b(?:compar\w*|versus|vs\.?|prior|previous|last\s+year|year[- ]ago|from|increas\w*|decreas\w*|declin\w*|grew|growth|rose|fell|improv\w*|impact\w*|gain|charge|benefit|loss|through|first\s+(?:six|nine)|year[- ]to[- ]date)\b/i;

/** A number scaled in millions or billions ("2.7 billion"), the scales money is said in. */
const SCALED_AMOUNT = /\d\s*(?:million|mn|billion|bn|trillion)$/i;
/** What may follow an amount said without its currency: the end of the clause or a function word, not a noun it counts ("2.7 billion units"). */
const BARE_AMOUNT_TAIL = /^\s*(?:$|[,.;:)–-]|(?:for|in|to|and|or|at|from|versus|vs|compared|as|which|that|this|last|during|on|with|was|were|is|are|up|down|year|quarter|range)\b)/i;

/** Words that say a size is approximate, before it: "about", "close to", "almost". */
const ROUGHLY = String.raw`(?:(?:about|around|approximately|nearly|close\s+to|over|almost)\s+)?`;
/** Words that praise a size before it: "a very healthy", "a strong". */
const PRAISED = String.raw`(?:(?:a|an)\s+(?:very\s+)?(?:healthy|strong|robust|solid|good)\s+)?`;
/** Words that state a size: "was", "is", "stood at", "came in at", "of", "at". */
const SIZE_IS = String.raw`(?:was|is|stood\s+at|came\s+in\s+at|of|at)\s+`;

/**
 * A change noun right after an amount's name, then the words stating its size as a level: "growth for the quarter was a
 * very healthy", "growth is", "growth of"; not a clause of its own between them ("APE growth has been delivered … 9% policy growth").
 */
const CHANGE_NOUN_LEVEL = new RegExp(
  String.raw`^\s*(?:growth|increase|decline|improvement|expansion|contraction|reduction|decrease)\s+(?:(?:for|in|during|over)\s+(?:the\s+|this\s+)?(?:quarter|year|period|Q[1-4]|H[12]|first\s+quarter|half)\s+)?${SIZE_IS}${PRAISED}${ROUGHLY}$`,
  'i',
);

/** From an amount's growth, said by its name ("deposit growth"), to its size: "of", "at", "for the quarter was", "is a healthy". */
const GROWTH_LEVEL_LEAD = new RegExp(String.raw`^\s*(?:(?:for|in|during|over)\s+(?:the\s+|this\s+)?(?:quarter|year|period|Q[1-4]|H[12])\s+)?${SIZE_IS}${PRAISED}${ROUGHLY}$`, 'i');

/** Words by which a count moved, before the bare number it moved by: "increased by about", "went up by" (not "reduced approximately by"). */
const COUNT_MOVED_LEAD = new RegExp(
  String.raw`^\s*(?:has\s+|have\s+|had\s+)?(?:increased|decreased|grown|grew|rose|risen|declined|reduced|fell|fallen|dropped|(?:went|gone|come|came)\s+(?:up|down))\s+by\s+${ROUGHLY}$`,
  'i',
);
/** Words leading from an amount-per-unit metric's name to its level: "of", "was", "stood at", "to" after a change said in a percentage. */
const PER_UNIT_LEVEL_LEAD = new RegExp(
  String.raw`^\s*(?:(?:was|is|stood|stands|came\s+in|(?:has\s+|have\s+)?(?:improved|increased|grown|grew|rose|risen|declined|reduced|fell|moved))\s+)?(?:at|of|to)?\s*${ROUGHLY}$|^\s*(?:year-on-year|y-o-y|yoy|sequentially|quarter-on-quarter|q-o-q|qoq)?\s*to\s+$`,
  'i',
);

/** Right after a percentage metric's name: "Net NPA ratio was at 0.30". */
const SPOKEN_PERCENT_RIGHT_AFTER = /^\s*(?:ratio\s+)?(?:was|is|stood|came\s+in)?\s*(?:at|of)?\s*$/i;
/** Also right after a percentage metric's name, the words leading to its level said without "%": "improved to", "has moved to", when nothing it counts follows it. */
const SPOKEN_PERCENT_LEAD = /^\s*(?:ratio\s+)?(?:(?:was|is|stood|came\s+in|has\s+(?:come|gone|moved)|(?:has\s+|have\s+)?(?:improved|expanded|risen|rose|moved|gone\s+up|increased|reached|inched\s+up))\s+)?(?:at|of|to)?\s*$/i;
/** A period named between a percentage metric's name and its level: "since quarter two of F20 at", "for the quarter at". */
const SPOKEN_PERCENT_AT = /^\s*(?:(?:for|in|during|since|of|the|this|last|quarter|year|one|two|three|four|Q[1-4]|F(?:Y)?\s*['’]?\d{2,4}|['’]?\d{2,4})\s+)+(?:was\s+|is\s+|stood\s+)?at\s*$/i;

/** A number written with a lakh or crore and nothing else ("2.23 lakh", "3.5 lakhs"): rupees only when a currency is said. */
const INDIAN_SCALE_ONLY = /^\d[\d,.]*\s?(?:lakhs?|lacs?|crores?)$/i;

/** How a figure of `unit` measures a metric measured in `metricUnit`: as the metric itself, as its change, or not at all. */
function measure(metricUnit: FactUnit, f: TextFigure, lead: string, before: boolean, tail = ''): { unit: FactUnit; change: boolean } | null {
  switch (f.unit) {
    case 'percent':
      if (metricUnit === 'percent' || metricUnit === 'ratio') return { unit: 'percent', change: false };
      return { unit: 'percent', change: true };
    case 'bp':
      // An amount or a count is not measured in basis points ("the cost of deposit went up 20 bps" is another metric's).
      if (!takesBasisPoints(metricUnit)) return null;
      // "credit cost of 70 basis points" is a level; "margin expanded 50 bps" a change, by its words.
      return { unit: 'bp', change: false };
    case 'money': {
      // "we have 2.23 lakh agents", "over 2 crore customers": an Indian scale written with no currency, right before the count metric's
      // noun, is a number of it, not rupees ("Retail sale was approximately 3.8 lakhs" is left: a rounded restatement, said after its name).
      if (metricUnit === 'count' && before && !f.currency && INDIAN_SCALE_ONLY.test(f.text)) return { unit: 'count', change: false };
      const unit = amountUnit(metricUnit, f, tail);
      return unit ? { unit, change: false } : null;
    }
    case 'multiple':
      return metricUnit === 'multiple' || metricUnit === 'ratio' ? { unit: 'multiple', change: false } : null;
    case 'number':
      // A bare number counts the metric only right beside it: "16 large deals", "headcount stood at 615,318".
      // "increased by 14 days year-on-year to 122 days": so does one said in the unit noun of the figure before it, that noun read past.
      if ((metricUnit === 'count' || metricUnit === 'ratio' || metricUnit === 'multiple') && (before || COUNT_LEAD.test(lead) || (metricUnit === 'count' && COUNT_LEAD.test(pastUnitNoun(lead, tail))))) return { unit: metricUnit, change: false };
      // "our net headcount reduced approximately by 2,500 people": a count moved by a bare number (its words make it a change).
      if (metricUnit === 'count' && COUNT_MOVED_LEAD.test(lead)) return { unit: metricUnit, change: false };
      // "ARPOB … has increased by 11% year-on-year to 57,760", "EBITDA per tonne of 1,042": an amount per unit said without its currency, as the level.
      // "2.34 was our Kcal cost": so is a bare amount a sentence opens on, said to be the per-unit metric.
      if (metricUnit === 'per_unit' && before && FIGURE_IS_OUR.test(lead)) return { unit: 'per_unit', change: false };
      if (metricUnit === 'per_unit' && !before && f.value >= 1 && PER_UNIT_LEVEL_LEAD.test(lead) && BARE_AMOUNT_TAIL.test(tail) && !/^\s*(?:%|per\s*cent|percent)/i.test(tail)) return { unit: 'per_unit', change: false };
      // "produced 0.9 million ounces of silver": a number with a unit of measure is a quantity of the count metric before it.
      if (metricUnit === 'count' && MEASURE_UNIT.test(tail)) return { unit: metricUnit, change: false };
      // "the new capex range of 2.7 billion to 2.8 billion for Bay Minette": a number in millions or billions, counting nothing
      // named after it, is an amount of a money metric, its currency unstated.
      if (metricUnit === 'money' && SCALED_AMOUNT.test(f.text) && BARE_AMOUNT_TAIL.test(tail)) return { unit: 'money', change: false };
      // "Net NPA ratio was at 0.30", "the highest quarterly market share since quarter two of F20 at 42.9", "brought the margin
      // to 11.8": a spoken percentage, a decimal said as the level of the metric named before it, ending its clause.
      if (metricUnit === 'percent' && /\.\d/.test(f.text) && f.value < 100 && (SPOKEN_PERCENT_RIGHT_AFTER.test(lead) || (!before && (SPOKEN_PERCENT_LEAD.test(lead) || SPOKEN_PERCENT_AT.test(lead)) && BARE_AMOUNT_TAIL.test(tail)))) return { unit: 'percent', change: false };
      return null;
  }
}

/**
 * Every fact the sentence states; `subject` is the business the passage it is in is about (see
 * discourse-subject.ts), the owner of a figure that names none of its own.
 */
export function sentenceFacts(sentence: string, lexicon: MetricLexicon, call: CallPeriod, segments: SegmentContext, subject: string | null = null, why?: SkipTrace, markers: readonly OwnerMarker[] = loadOwnerMarkers()): SentenceFact[] {
  const figs = figuresIn(sentence);
  // "So, is it reasonable to expect volume growth recovering to 6% to 8%?": a question asked states no figure; "Net profit grew 41% this quarter?" said as one does.
  if (ASKED.test(sentence)) return skipAll(figs, 'asked', why);
  if (figs.length === 0) return [];
  const mentions = lexicon.mentions(sentence);
  if (mentions.length === 0) return skipAll(figs, 'no-metric', why);
  // The sentence's measure-basis words, read once and only when a figure of it states a fact.
  let marks: MeasureMark[] | null = null;
  const skip = (f: TextFigure, reason: SkipReason): void => why?.(f, reason);
  const ahead = forwardReading(sentence);
  const out: SentenceFact[] = [];
  let lastBase = null as TextFigure | null;
  let lastChange = null as TextFigure | null;
  let lastDown = false;
  const paired = respectively(sentence, mentions, figs);
  const periodsListed = respectivePeriods(sentence, call);
  // "5.8% of sales, for Q4 FY '23 and INR4,608 million": the whole a share is of is no metric a later figure measures.
  const readable = mentions.filter((m) => !SHARE_BASE.test(sentence.slice(Math.max(0, m.start - 30), m.start)));
  let lastAmount = null as { f: TextFigure; b: Binding } | null;
  let lastShare = null as TextFigure | null;
  // The last ratio read of an amount "of" another ("130% of our net income"), whose whole a share listed after it may leave unsaid.
  let lastRatio = null as { end: number; tail: string } | null;
  let lastPart = null as { f: TextFigure; fact: SentenceFact } | null;
  // The last amount of a money metric read, with the metric it was bound to and its fact.
  let lastRead = null as { f: TextFigure; mention: MetricMention; lead: string; fact: SentenceFact } | null;
  // The metric each figure read so far was bound to.
  const stated = new Map<TextFigure, MetricMention>();
  // The levels a move left read by the basis of the move (below), with the level each reached.
  const leftLevels = new Map<TextFigure, TextFigure>();
  for (const f of figs) {
    if (mentions.some((m) => f.start < m.end && f.end > m.start)) {
      skip(f, 'in-metric-name');
      continue;
    }
    // "Net income for the quarter was $18 million or $0.60 per diluted share": an amount per share said beside an amount
    // read is the per-share metric the vocabulary names for the amount's ("net income per share"), of the amount's period and kind.
    // Only of an amount stated plainly, the first of the sentence: not a base, a change or an impact ("compared to net income of
    // $50 million, or $4.48 per share", "a net increase to net income of $9.6 million, or $0.19 per share"), whose period the words after may state.
    const perShareOf = f.unit === 'money' && lastRead && APPOSED_PER_SHARE.test(sentence.slice(lastRead.f.end, f.start)) && lastRead.fact.kind === 'actual' && wordCount(lastRead.lead) <= 10 && !PER_SHARE_NOT_PLAIN.test(sentence.slice(0, f.start)) ? perShareMetric(sentence.slice(f.end, f.end + 30), lastRead.mention, lexicon) : null;
    if (perShareOf && lastRead) {
      const sign = lastRead.fact.value < 0 ? -1 : 1;
      out.push({ ...lastRead.fact, metric: perShareOf.id, metricText: `${lastRead.fact.metricText} per share`, value: sign * f.value, valueHigh: f.high === null ? null : sign * f.high, valueText: f.text, unit: 'per_unit', currency: f.currency || null, at: f.start });
      stated.set(f, perShareOf);
      lastRead = null;
      continue;
    }
    lastRead = null;
    // "Retail … constitutes about 83.5% of our total deposits … compared to 82% in prior year June": a part's share of a whole, and the share it is compared with.
    const part = f.unit === 'percent' ? partShare(sentence, f, mentions, lexicon, segments, lastPart) : null;
    lastPart = null;
    if (part) {
      const isBase = part.base !== null;
      // "which represented approximately 16% of our consolidated 2019 revenue, … should be …": a share said in the past tense is an actual.
      const kind: FactKind = (!isBase && !part.past ? ahead.of(f) : null) ?? 'actual';
      const stated = periodOfFigure(sentence, f.start, f.end, call, { isBase, isChange: false, basis: isBase ? basisOf(sentence, f) : null, forward: kind !== 'actual' });
      // "64% of our annual revenue": a share of the year's whole is the year's.
      const period = part.annual && stated.text === null && call.year ? { period: { quarter: null, year: call.year }, text: 'annual' } : stated;
      const { kind: past, read } = forwardRead(kind, period, call, sentence, 'actual', f.start);
      if (read.period || past !== 'actual') {
        const fact: SentenceFact = { metric: part.metric, metricText: part.text, value: f.value, valueHigh: f.high, valueText: f.text, unit: 'percent', currency: null, period: read, kind: past, basis: null, measure: null, segment: part.owner, at: f.start };
        out.push(fact);
        lastPart = { f, fact };
      } else skip(f, 'no-period');
      continue;
    }
    // "well below 2x at 1.73": the bound is no value; the figure that follows it is.
    const next = figs.find((o) => o.start >= f.end);
    if (next && isBound(sentence, f) && VALUE_AFTER_BOUND.test(sentence.slice(f.end, next.start))) {
      skip(f, 'bound');
      continue;
    }
    // "INR6,796 million, 5.8% of sales": a share of revenue right after an amount is that amount's metric's.
    // "12.92 billion Rupees, or 9.3% of core operating profit and 0.49% of average advances": so are the shares listed after it.
    const apposedGap = lastAmount ? sentence.slice((lastShare ?? lastAmount.f).end, f.start) : '';
    const after = sentence.slice(f.end, f.end + 5);
    // "the net income is at US$ 430 million, which is 13.4% of the revenue": a relative clause's share of revenue is the amount's, as when apposed.
    const shareAfter = (lastShare ? LISTED_SHARE : APPOSED_SHARE).test(apposedGap) ? /^\s*(?:of|to)\s/i.test(after) : !lastShare && ((OR_SHARE.test(apposedGap) && /^\s*of\s/i.test(after)) || (RELATIVE_SHARE.test(apposedGap) && OF_REVENUE.test(sentence.slice(f.end, f.end + 40))));
    const apposedHere = f.unit === 'percent' && lastAmount && shareAfter ? lastAmount.b : null;
    // "Net cash flow from operations was 113.53 billion, which is 102.5% of net income": a relative clause's share of another
    // amount is the ratio the vocabulary names for the two, and only that.
    const relativeRatio = !apposedHere && f.unit === 'percent' && lastAmount && !lastShare && RELATIVE_SHARE.test(apposedGap) ? ratioMetric(sentence.slice(f.end, f.end + 50), lastAmount.b.mention, lexicon) : null;
    const apposed = apposedHere ?? (relativeRatio ? lastAmount!.b : null);
    lastShare = apposed ? f : null;
    // "provisions … 0.49% of average advances": an amount's share of another is the ratio the vocabulary names "provisions to average advances".
    const apposedRatio = relativeRatio ?? (apposed ? ratioMetric(sentence.slice(f.end, f.end + 50), apposed.mention, lexicon) : null);
    if (apposed && !apposedRatio && !OF_REVENUE.test(sentence.slice(f.end, f.end + 30))) {
      skip(f, 'share');
      continue;
    }
    const bound = apposed ?? paired.get(f) ?? bind(sentence, f, readable, figs, stated);
    if (!bound) {
      skip(f, 'unbound');
      continue;
    }
    // "our operating cash flow for the quarter was 130% of our net income": a percentage of an amount named before it, "of"
    // another, is the ratio the vocabulary names "operating cash flow to net income", as when said beside the amount.
    const ofAmount = f.unit === 'percent' && bound.mention.end <= f.start && lexicon.unit(bound.mention.id) === 'money';
    const ratio = apposedRatio ?? (ofAmount ? ratioMetric(sentence.slice(f.end, f.end + 50), bound.mention, lexicon) : null) ?? (ofAmount && lastRatio ? elidedRatio(sentence, lastRatio, f, bound.mention, lexicon) : null);
    if (ratio) lastRatio = { end: f.end, tail: sentence.slice(f.end, f.end + 50) };
    // "net income … was $0.65 per common share": an amount per share is the per-share metric the vocabulary names.
    const perShare = f.unit === 'money' && !ratio ? perShareMetric(sentence.slice(f.end, f.end + 30), bound.mention, lexicon) : null;
    const b: Binding = ratio || perShare ? { mention: (ratio ?? perShare)!, lead: bound.lead } : bound;
    // A share is a part's ("Retail … constitutes 83.5% of deposits", read above): named without its part, it is nobody's.
    if (lexicon.shareOf?.(b.mention.id)) {
      skip(f, 'share');
      continue;
    }
    if (f.unit === 'money') lastAmount = { f, b };
    const metricUnit = lexicon.unit(b.mention.id);
    if (!metricUnit) {
      skip(f, 'unit');
      continue;
    }
    const tail = sentence.slice(f.end, f.end + 30);
    // "R&D … at INR6,796 million, 5.8% of sales": an amount's share of revenue is that metric as a percentage of revenue.
    const ofRevenue = !ratio && f.unit === 'percent' && metricUnit === 'money' && OF_REVENUE.test(tail) && !lexicon.mentions(tail).some((x) => x.id === b.mention.id);
    const m = ofRevenue ? { unit: 'percent' as const, change: false } : measure(metricUnit, f, b.lead, b.mention.start >= f.end, tail);
    if (!m) {
      skip(f, 'unit');
      continue;
    }
    // "113.53 billion, which is 102.5% of net income": an amount said without its currency is an amount too.
    if (f.unit === 'number' && m.unit === 'money') lastAmount = { f, b };
    const notIt = notTheMetrics({ sentence, f, b, mentions, figs, metricUnit, tail, ofRevenue, ratio: !!ratio, perShare: !!perShare, read: out });
    if (notIt) {
      skip(f, notIt);
      continue;
    }
    // "compared to 1.12% in prior quarter and 1.28% in prior year": a list after a base is bases too.
    // "up 12% to 18% from our 2020 adjusted earnings per share of $1.64": a figure of a metric named as the base is a base.
    // "This is compared to second quarter 2020 operating losses of $26 million, …": every figure of such a sentence is a base.
    // "resulting primarily from a $9.5 million increase in rental revenue": an amount named a change is no base, whatever comparison came before.
    const isBase: boolean = !DIFFERENCE_TAIL.test(tail) && !(f.unit === 'money' && CHANGE_NOUN_TAIL.test(tail)) && (BASE_LEAD.test(b.lead) || COMPARED_OPENING.test(sentence) || (b.mention.end <= f.start && /^\s*(?:of|was|were|is|at)?\s*$/i.test(b.lead) && BASE_BEFORE_METRIC.test(sentence.slice(Math.max(0, b.mention.start - 50), b.mention.start))) || (lastBase !== null && /^[^.;]*?(?:\band|,)\s*$/.test(sentence.slice(lastBase.end, f.start)) && !CHANGE_LEAD.test(b.lead)));
    lastBase = isBase ? f : null;
    // "We have lowered our FY '22 capital-spending forecast from $7.2 billion to $7 billion": the forecast revised from is no figure of its period.
    if (REVISED_FROM.test(sentence.slice(Math.max(0, f.start - 120), f.start))) continue;
    const basis = basisOf(sentence, f, call);
    // "an improvement in EBITDA margin from 14.8% to 15.4%": the level a move left, no basis said, is the level of the period
    // the move is measured against, as a change of the level reached is (unstated-basis.ts: the year before, by default).
    // A percentage only (a multiple or basis points left is as often a balance's, said against the quarter before), in a sentence
    // that does not look ahead; kept only when the level reached is read as the call's own figure of the same metric (below).
    const reachedAfter = isBase && basis === null && m.unit === 'percent' && !ahead.forward ? figs.find((o) => o.start >= f.end) : undefined;
    const leftBasis = reachedAfter && reachedLevel(sentence, f, reachedAfter) ? unstatedBasis(sentence, reachedAfter, m.unit, call) : null;
    if (leftBasis) leftLevels.set(f, reachedAfter!);
    // "increased $728 million or 38%": the same change said again in another unit continues it too.
    // "gone up by almost 130 basis points over the 12 months … and by 60 basis points when you compare with …": "and by" too.
    const join = lastChange === null ? null : sentence.slice(lastChange.end, f.start);
    const continuesChange = join !== null && (/^[^.;\d]*?(?:\band|\bor|,)\s*$/.test(join) || (/^[^.;\d]*$/.test(join) && listedAfterArticle(join, tail)) || /^[^.;]*?\band\s+by\s+$/.test(join));
    // "EBITDA margin was stable at about 23% QoQ": a level held, not a change, whatever basis words follow.
    const heldLevel = STEADY_LEAD.test(b.lead);
    // "reduced from 0.84% to 0.66% QoQ": the level reached is the call's own figure, in the unit of the level left.
    const leftFig = [...figs].reverse().find((o) => o.end <= f.start);
    const movedTo = reachedLevel(sentence, leftFig, f);
    // "from $3.35 billion in June last year to $3.19 billion": the time said between the two is the level left's, not the level reached's.
    const periodText = movedTo && leftFig ? sentence.slice(0, leftFig.end) + ' '.repeat(f.start - leftFig.end) + sentence.slice(f.start) : sentence;
    // "CET-1 accretion, net of organic consumption, was 36 bps": a change noun right after the metric.
    // "the GDPI growth for the quarter was a very healthy 26.7%", "AUM growth was 26%": so is a percentage of an amount
    // whose growth the vocabulary names no metric of its own.
    const changeNoun = b.mention.end <= f.start && (m.change ? CHANGE_NOUN_LEVEL : CHANGE_NOUN_AFTER).test(sentence.slice(b.mention.end, f.start));
    // "Period-end loan growth was $745 million": an amount said of an amount's growth is its change.
    // "deposit growth of 19%", "deposit growth at 19%": a percentage of an amount whose name the call says as its growth is that growth.
    const growthNamed = (metricUnit === 'money' || metricUnit === 'count') && CHANGE_NAME.test(b.mention.text) && (!m.change || (b.mention.end <= f.start && GROWTH_LEVEL_LEAD.test(b.lead)));
    // "over $1 billion ahead of pre-pandemic levels": an amount said as the difference from another is a change.
    // "64.7% …, which is 230 basis points above last year's figures": basis points of a percentage said above an earlier period's are its change.
    const differenceSaid = !m.change && ((m.unit === metricUnit && DIFFERENCE_TAIL.test(tail)) || (m.unit === 'bp' && metricUnit === 'percent' && ABOVE_EARLIER.test(tail)));
    const saysChange = !heldLevel && !movedTo && (changeNoun || growthNamed || differenceSaid || CHANGE_LEAD.test(b.lead) || CHANGE_TAIL.test(tail) || continuesChange || basisNear(sentence, f) || changeOfMetric(sentence, b, f.unit === 'money'));
    // "our EBIT came in at 17%": a percentage of an amount is its change only when the words say so.
    // "profit from operations is still a very healthy 15.6%", "EBIT declined from 18.1% to 17%": a percentage said as the level of an amount is its margin, when the vocabulary names one.
    // Only of an amount the sentence names itself (not one a pronoun or the passage carries), before the figure, and not after a change
    // said earlier in the sentence: "Revenue was up 12%, and EBITDA 15%" lists changes.
    // ("the 81% PBIT growth" is a change).
    const namedHere = b.mention.end <= f.start && sentence.slice(b.mention.start, b.mention.end).toLowerCase() === b.mention.text.toLowerCase();
    // Nor one said to have grown ("our operating profit has grown in the 12 months at 37%"), or over a span of months ("18% operating profit, 37% in 12 months").
    const spanOrGrown = GROWN.test(sentence.slice(0, f.start)) || MONTHS_SPAN_AFTER.test(tail);
    // "AEC adjusted EBITDA … or 22.6% of net sales": an amount's share of revenue is its margin, where the vocabulary has one.
    const marginShare = ofRevenue ? shareMargin(b.mention.id, b.mention.text, lexicon) : null;
    const asMargin = marginShare ?? (m.change && !saysChange && f.unit === 'percent' && namedHere && (isBase || movedTo || (!CHANGE_WORD.test(sentence.slice(0, f.start)) && !spanOrGrown)) ? lexicon.marginFor(b.mention.id) : null);
    if (m.change && !saysChange && !isBase && !movedTo && !asMargin) {
      skip(f, 'unit');
      continue;
    }
    // "comparable sales were up 5%": a metric that is itself a rate of growth states its figure so, not a change of it.
    const ownRate = f.unit === 'percent' && metricUnit === 'percent' && lexicon.growthRate?.(b.mention.id) === true;
    // "operating margin improved an impressive 750 basis points to 33.2%", "Gross margin of 400 bps has come from …": basis points
    // of a metric whose level is never said in them (a margin, a market share) are its move, whatever words lead to them.
    const bpMove = m.unit === 'bp' && lexicon.bpMoves?.(b.mention.id) === true;
    const change = !isBase && !movedTo && !asMargin && !ownRate && (m.change || saysChange || bpMove);
    lastChange = change ? f : null;
    // A change's size in a money metric's own unit ("revenue grew by Rs 500 crore") is kept as a change too.
    // "declined by 32.1% year-on-year and 5.2% sequentially": a change listed after a fall falls too.
    // "credit cost … has improved by 29 basis points": the betterment of a metric that is better lower is a fall.
    const betterLower = lexicon.better?.(b.mention.id) === 'lower' && (IMPROVED.test(b.lead) || IMPROVED.test(tail.slice(0, 20)));
    // "increased by $1.6 million or 6% due to lower capital equipment sales": a direction said in the cause after the figure is not its own.
    const ownTail = tail.split(CAUSE_AFTER)[0]!.slice(0, 20);
    const down: boolean = (change || (ownRate && saysChange)) && (DOWN.test(b.lead) || DOWN.test(ownTail) || betterLower || (continuesChange && lastDown) || (differenceSaid && /^\s*(?:below|under|less)\b/i.test(tail)));
    // "we used $34 million of cash flow from operations": cash flow used is negative.
    const used = f.unit === 'money' && b.mention.id.includes('cash_flow') && CASH_USED.test(b.mention.start >= f.end ? b.lead : sentence.slice(Math.max(0, f.start - 30), f.start));
    lastDown = down;
    // "We launched 8 new products during the quarter and expect the launch momentum to continue": a figure
    // done in the past tense, before a later clause looks ahead, is an actual.
    const forwardHere = ahead.forward ? ahead.of(f) : ahead.measuredOwn(f);
    const kind: FactKind = !isBase && forwardHere ? forwardHere : change ? 'change' : 'actual';
    // "the 42% would -- we're not expecting to hit that": a figure an expectation denies is neither a guidance nor a figure done.
    if (kind === 'guidance' && DENIED_EXPECTATION.test(sentence)) {
      skip(f, 'bound');
      continue;
    }
    // "which was 4.92% in quarter one last year, now at 5.57%": "now" is the call's own period.
    // "EPS for the last 12 months is now at INR 55.70": the span stated is the figure's period, "now" or not.
    // "our trailing 12-month pro forma leverage ratio is now 1.5 times": nor a span qualifying the metric.
    const isNow = (/\b(?:now|currently|today|this\s+(?:quarter|time))\b[^.;\d]*$/i.test(b.lead) || NOW_TAIL.test(tail)) && !isTrailingSpan(b.lead) && !SPAN_QUALIFIES.test(sentence.slice(Math.max(0, b.mention.start - 60), b.mention.start));
    // "an increase of 40% compared to the fiscal 2020 fourth quarter": a change with no basis words is measured against the period it names.
    const against = change && basis === null ? basisAgainst(sentence, f, call) : null;
    // "for the quarter and for the year of 30.9% and 30% respectively": a figure listed with others before "respectively" is of the period listed in its place.
    const listedPeriod = isBase ? undefined : periodsListed.get(f.start);
    const period = listedPeriod
      ? listedPeriod
      : against?.year && call.year
      ? { period: { quarter: null, year: call.year }, text: 'the year' }
      : isNow && !isBase ? { period: call.year ? { quarter: call.quarter, year: call.year } : null, text: null } : periodOfFigure(periodText, f.start, f.end, call, { isBase, isChange: change || (ownRate && (basis ?? leftBasis) !== null), basis: basis ?? leftBasis, forward: kind === 'guidance' || kind === 'target', metricStart: b.mention.start, metricEnd: b.mention.end, reached: movedTo });
    // "Record annual revenues of $22.8 billion", said on the call closing the year: the year's figure, not the quarter's.
    const yearly = !isBase && kind !== 'guidance' && kind !== 'target' && period.text === null && call.quarter === 'Q4' && call.year && b.mention.end <= f.start && namedForTheYear(sentence, b.mention.start);
    const periodSaid: PeriodRead = yearly && call.year ? { period: { quarter: null, year: call.year }, text: 'full year' } : period;
    // "estimated to result in GDP growth of 7.7% …, after … GDP growth of 7.2% in FY '23": a figure stated for a period already past is no guidance.
    const { kind: forwardKind, read } = forwardRead(kind, periodSaid, call, sentence, change ? 'change' : 'actual', f.start);
    // "our 2021 EPS guidance is up by about $2 since our initial guidance", "down slightly by $5 million from our previous outlook":
    // a move of the guide from the one given before is a change of the guided period, not a guided level.
    const kindRead: FactKind = forwardKind === 'guidance' && change && MOVED_BY.test(sentence.slice(Math.max(0, f.start - 30), f.start)) && GUIDE_MOVED_FROM.test(sentence.slice(f.end)) ? 'change' : forwardKind;
    // "… for the first nine months": a span no period states is kept with none, not given the call's quarter.
    if (!read.period && kindRead !== 'target' && kindRead !== 'guidance' && !isUnstatedSpan(read.text)) {
      skip(f, 'no-period');
      continue;
    }
    // "Irrigation segment operating income was $18 million": a segment's figure, by the word; "Segment revenues increased 23%": a segment's, none named.
    const owner = ownerOfFigure(sentence, b.mention, f, segments, lexicon, mentions, out, subject, markers);
    const bySegmentWord = owner === null ? segmentWordOwner(sentence, b.mention.start) : null;
    if (bySegmentWord === '') {
      skip(f, 'segment');
      continue;
    }
    // "EBITDA of Rs. 7,348 crores, which translates to an EBITDA per ton of Rs. 15,895": an amount per unit keeps its written value.
    const written = asMeasured(f, m.unit);
    stated.set(f, bound.mention);
    out.push({
      metric: asMargin ?? b.mention.id,
      // A metric a pronoun stands for ("Now it is at …") takes no modifiers from the words before the pronoun.
      metricText: [...(sentence.slice(b.mention.start, b.mention.end).toLowerCase() === b.mention.text.toLowerCase() ? metricModifiers(sentence, b.mention.start) : []), b.mention.text].join(' ') + (ofRevenue && !marginShare ? ' (share of revenue)' : ''),
      value: down || used ? -written.value : written.value,
      valueHigh: written.high === null ? null : down || used ? -written.high : written.high,
      valueText: f.text,
      unit: m.unit,
      currency: m.unit === 'money' || m.unit === 'per_unit' ? f.currency || null : null,
      period: read,
      kind: kindRead,
      // "revenue up 2%": a change no words measure is the year's; "added 39 branches in the quarter", the quarter's.
      // "4.2% year-on-year and 1.0% quarter-on-quarter in constant currency": a rate of growth keeps the basis the words give it.
      basis: change ? (basis ?? against?.basis ?? (kindRead === 'change' ? unstatedBasis(sentence, f, m.unit, call) : null)) : ownRate ? basis : null,
      // "Adjusted earnings were …", "non-GAAP EPS", "EPS excluding special items was …", "On a GAAP basis, …": the words qualifying the metric or its figure.
      measure: measureOf(sentence, sentence.slice(b.mention.start, b.mention.end).toLowerCase() === b.mention.text.toLowerCase() ? b.mention : f, f, lexicon, (marks ??= measureMarks(sentence))),
      segment: owner ?? bySegmentWord,
      at: f.start,
    });
    if (f.unit === 'money' && m.unit === 'money' && !isBase) lastRead = { f, mention: b.mention, lead: b.lead, fact: out[out.length - 1]! };
    // "revenues … grew 6.3% on a year-on-year basis in constant currency": a year's growth of an amount,
    // said "in" a measure of growth, is that measure's figure too.
    const fact = out[out.length - 1]!;
    const measured = change && basis === 'yoy' && metricUnit === 'money' && m.unit === 'percent' ? mentions.find((x) => x.start >= f.end && x.id !== b.mention.id && lexicon.unit(x.id) === 'percent' && IN_MEASURE.test(sentence.slice(f.end, x.start))) : undefined;
    if (measured) out.push({ ...fact, metric: measured.id, metricText: measured.text, kind: ahead.forward ?? 'actual', basis: lexicon.growthRate?.(measured.id) === true ? basis : null });
  }
  // A level left stands only beside the level reached, read as an actual of the call's own period and the same metric.
  return out.filter((x) => {
    const left = [...leftLevels].find(([l]) => l.start === x.at);
    const stands = !left || out.some((y) => y.at === left[1].start && y.metric === x.metric && y.kind === 'actual' && y.period.period !== null && y.period.text === null);
    if (!stands) skip(left![0], 'no-period');
    return stands;
  });
}
