/**
 * Whether a figure bound to a metric is still no value of it: a figure of something the words set
 * apart from the metric (a network it is offered in, a difference or an unnamed ratio of metrics,
 * an amount of another thing, a ceiling authorised, a business bought or sold, a price per unit), a
 * level of the past, an impact on the metric, a part of an earlier figure, or a share of something.
 * The reason, as the fact reader reports it, or null when the figure is the metric's. Pure.
 */
import type { FactUnit } from '../../core/fact.js';
import type { TextFigure } from '../../core/text/figures.js';
import { isUnitWord } from '../../core/text/quantities.js';
import type { MetricMention } from '../../core/vocabulary/metric-lexicon.js';
import { namesOtherThing } from '../../core/vocabulary/metrics.js';
import {
  AMOUNT_CAUSE_WORDS,
  AUTHORISED_UP_TO,
  BASE_LEAD,
  CAUSE_AMOUNT_LEAD,
  DEAL_FIGURE_LEAD,
  BY_SIZE,
  CURRENCY_MOVED,
  CURRENCY_MOVED_BY,
  FROM_CURRENCY,
  DIFFERENCE,
  GUIDANCE_MOVED_BY,
  IMPACT_LEAD,
  IMPACT_ON,
  ITEM_MOVED_BY,
  ITEM_NOUN_TAIL,
  ITEM_OF_TAIL,
  OF_REVENUE,
  OFFERED_IN,
  PART_OF_EARLIER,
  PART_SUBJECT_LEAD,
  PUSHED_METRIC,
  RATIO_JOIN,
  SHARE_LEAD,
  SHARE_OF,
} from '../../core/text/figure-cues.js';
import type { Binding, SkipReason } from './sentence-facts.js';
import { listedImpact, ratioUnitFigure } from './stated-apart.js';

export interface BoundFigure {
  sentence: string;
  f: TextFigure;
  /** The metric the figure is bound to, and the words between them. */
  b: Binding;
  mentions: readonly MetricMention[];
  /** Every figure of the sentence, in order. */
  figs: readonly TextFigure[];
  metricUnit: FactUnit;
  /** The 30 characters after the figure. */
  tail: string;
  /** Read as the metric's share of revenue ("INR6,796 million, 5.8% of sales"). */
  ofRevenue: boolean;
  /** Read as a ratio or a per-share metric the vocabulary names. */
  ratio: boolean;
  perShare: boolean;
  /** The sentence's facts read so far, by where each starts. */
  read: readonly { at: number }[];
}

/** A word every GUIDANCE_MOVED_BY holds (in ASCII's cases; under its /iu a "k" or an "s" also matches K or ſ): words before a figure without one are not searched for it. */
const GUIDANCE_NAMED = /guidance|outloo[kK\u212A]|mid-?point|range|foreca[sſ]t|end/i;

/** A plural head noun a metric's name ends in, which a metric named before it with "and" can share ("SG&A and R&D expenses"). */
const SHARED_HEAD = /\s(?:expenses|costs|charges)$/i;
/** A head noun of a metric's own name, which it then shares with no other ("employee cost and other expenses" names two amounts). */
const OWN_HEAD = /\b(?:expenses?|costs?|charges?|spend|spending)$/i;

/** "6.4% of sales growth": a share of the growth of revenue, not of revenue. */
const OF_REVENUE_GROWTH = /^\s*(?:of|to)\s+(?:the\s+|our\s+|its\s+)?(?:total\s+|net\s+|consolidated\s+|overall\s+)?(?:sales|revenues?|turnover)\s+(?:growth|increase|decline)\b/i;

/** A part of an earlier figure that is a period's: "… of which was generated in the third quarter alone". */
const PART_FOR_PERIOD = /^[^.;\d]*?\b(?:in|during|for)\s+(?:the\s+)?(?:(?:first|second|third|fourth|last|latest)\s+)?(?:quarter|half|Q[1-4]|H[12])\b/i;

/** Words after "of"/"in" that say whose amount a figure is without naming a thing of its own. */
const OF_NOTHING = /^(?:which|that|this|these|those|it|its|the|our|their|about|around|approximately|nearly|over|up|down|or|and|us|them)$/i;

/** "$500 million of proceeds": an amount of a thing named right after it, which is no metric of the vocabulary. */
function amountOfOther(sentence: string, f: TextFigure, mentions: readonly MetricMention[]): boolean {
  const of = /^\s+of\s+(\p{L}[\p{L}-]*)(?![\p{N}])/u.exec(sentence.slice(f.end, f.end + 40));
  if (!of || OF_NOTHING.test(of[1]!) || isUnitWord(of[1]!.toLowerCase())) return false;
  const at = f.end + of[0].length - of[1]!.length;
  return !mentions.some((m) => m.start <= at && m.end > at);
}

/** "60% increase in loans": a change said of the thing named right after it. */
const CHANGE_IN_THING = /^\s+(?:increase|growth|rise|decline|drop|jump|improvement|reduction|decrease|fall|uptick|dip)\s+in\s+(?:the\s+|our\s+|its\s+|their\s+)?(?=\p{L})/iu;

/** "growth in constant currency", "improvement in medium term", "increase in Q1": words after "in" that say how or when, not of what. */
const HOW_OR_WHEN = /^(?:constant|cc|reported|real|nominal|local|dollar|dollars|rupee|rupees|value|volume|absolute|percentage|like|organic|terms?|medium|near|long|short|quarter|quarters|year|years|month|months|period|fiscal|calendar|first|second|third|fourth|last|this|next|each|every|U|US|USD|INR|[QH][1-4]|FY\d*|CY\d*)$/i;

/** The words of the thing a change is said of, up to a preposition, a conjunction or a mark: "quarterly dividend" of "in our quarterly dividend to $0.28". */
const THING_END = /[,.;:()]|\s(?:of|in|to|and|or|from|for|as|at|by|with|on|over|versus|vs|compared|due|driven|which|that|while|partially|primarily|reflecting)\s/i;

/**
 * "56% increase in deposits and 60% increase in loans": a change of a thing named right after it is not the metric named before,
 * unless that thing is the metric ("an 11% increase in our quarterly dividend" after "dividends").
 */
function changeOfOther(sentence: string, f: TextFigure, b: Binding, mentions: readonly MetricMention[]): boolean {
  const m = CHANGE_IN_THING.exec(sentence.slice(f.end, f.end + 60));
  if (!m) return false;
  const at = f.end + m[0].length;
  const word = /^[\p{L}\p{N}]+/u.exec(sentence.slice(at))![0];
  if (OF_NOTHING.test(word) || HOW_OR_WHEN.test(word)) return false;
  const rest = sentence.slice(at, at + 60);
  const stop = rest.search(THING_END);
  const end = at + (stop < 0 ? rest.length : stop);
  const named = mentions.filter((x) => x.start < end && x.end > at);
  return named.length === 0 || named.every((x) => x.id !== b.mention.id);
}

/** An article or a word of degree right before an amount that opens a noun phrase: "a", "the", "an approximately", "a net". */
const ITEM_ARTICLE = /\b(?:an?|the|this|that|its|our|their)\s+(?:(?:net|total|additional|further|about|around|approximately|approximate|roughly|nearly|almost|over|estimated|one-time|onetime)\s+)*$/i;

/** Is the amount `f` followed by the name of a one-off item or a push ("gain", "charge", "headwind") that no metric mention covers? */
function itemNoun(sentence: string, f: TextFigure, mentions: readonly MetricMention[]): boolean {
  // Said as a noun phrase of the item's: "a $31 million EBITDA gain", "the $8 million adjusted EBITDA gain", "an $0.18 benefit";
  // not "revenue of $944 million reflects foreign currency benefits".
  // A percentage right before the noun is one without an article too ("Revenues down 29%, … 19% impact from M&A").
  const m = ITEM_NOUN_TAIL.exec(sentence.slice(f.end, f.end + 60));
  if (!m) return false;
  if (!ITEM_ARTICLE.test(sentence.slice(Math.max(0, f.start - 30), f.start)) && !(f.unit !== 'money' && m[1] === '')) return false;
  const nounEnd = f.end + m[0].length;
  const nounStart = nounEnd - m[2]!.length;
  return !mentions.some((x) => x.start < nounEnd && x.end > nounStart);
}

const CAUSE_WORD = new RegExp(String.raw`\b(?:${AMOUNT_CAUSE_WORDS})\b`, 'gi');

/** The words after the last cause word of `between` ("due to", "driven by"), where a verb would say a figure of its own. */
function causeTail(between: string): string {
  const at = [...between.matchAll(CAUSE_WORD)].pop();
  return at ? between.slice((at.index ?? 0) + at[0].length) : between;
}

/** Why the figure is no value of the metric it is bound to; null when it is one. */
export function notTheMetrics({ sentence, f, b, mentions, figs, metricUnit, tail, ofRevenue, ratio, perShare, read }: BoundFigure): SkipReason | null {
  // "Gold loan processing is now offered in 4,336 branches": where something else is offered counts part of the network, not the metric.
  if (f.unit === 'number' && b.mention.start >= f.end && OFFERED_IN.test(b.lead)) return 'other-metric';
  // "core operating profit less provisions grew 38%": a difference of two metrics is neither.
  // "net debt, defined as total debt less cash of $1.36 billion": nor is a figure after such a difference the first metric's.
  if (mentions.some((o) => o.end <= b.mention.start && DIFFERENCE.test(sentence.slice(o.end, b.mention.start))) || /^\s+(?:less|minus)\s+\p{L}[^\d;]*$/iu.test(sentence.slice(b.mention.end, f.start))) return 'other-metric';
  // "capex acceptances are US$207 million", "$75 million in run rate synergies", "a $0.10 EPS headwind": a metric's name said as the
  // modifier of another thing's noun names that thing; a headwind or tailwind is what something did to the metric.
  if (namesOtherThing(sentence, b.mention.end)) return /^[\s-]*(?:\p{L}+\s+)?(?:head|tail)winds?\b/iu.test(sentence.slice(b.mention.end, b.mention.end + 40)) ? 'impact' : 'other-metric';
  // "Our SG&A and R&D expenses … were $34.6 million": two metrics joined under one plural head name their sum, neither's figure.
  if (b.mention.end <= f.start && SHARED_HEAD.test(b.mention.text) && !/\brespectively\b/i.test(sentence) && mentions.some((o) => o.end <= b.mention.start && o.id !== b.mention.id && !OWN_HEAD.test(o.text) && /^\s*(?:and|&)\s*$/i.test(sentence.slice(o.end, b.mention.start)))) return 'other-metric';
  // "Opex to NIM … came in at 34%": a ratio of two metrics the vocabulary does not name is neither's figure.
  if (mentions.some((o) => o.end <= b.mention.start && o.id !== b.mention.id && RATIO_JOIN.test(sentence.slice(o.end, b.mention.start)))) return 'other-metric';
  // "will generate $500 million of proceeds": an amount of something the vocabulary does not name is not the metric before it.
  // Only past a clause of its own, or right after the metric's name ("after completion of buyback USD 3.5 billion of gross cash"):
  // "an annualized run rate of almost Rs 19000 Crores of operating free cash flow" is the run rate's.
  // "authorized a common share repurchase program of up to $3 billion during … through …": a ceiling authorised states no amount done or guided.
  // "expect to divest businesses and assets with approximately $500 million of revenue": a figure of a business bought or sold is not the company's.
  // "Net revenue per visit in the centers increased to $125": a metric per unit the vocabulary does not name is not the metric.
  if (
    (f.unit === 'money' && b.mention.end <= f.start && (/,|\b(?:and|while|but|which)\b/i.test(b.lead) || /^\s*$/.test(b.lead)) && amountOfOther(sentence, f, mentions)) ||
    AUTHORISED_UP_TO.test(sentence.slice(Math.max(0, f.start - 120), f.start)) ||
    DEAL_FIGURE_LEAD.test(sentence.slice(Math.max(0, f.start - 140), f.start)) ||
    (metricUnit !== 'per_unit' && f.unit === 'money' && /^\s+per\s+\p{L}/u.test(sentence.slice(b.mention.end, b.mention.end + 20)) && !perShare)
  ) return 'other-metric';
  if (b.mention.end <= f.start && changeOfOther(sentence, f, b, mentions)) return 'other-metric';
  // "each $1 billion of revenue producing only $1 of EPS": the unit of a ratio, and the figure per that unit, are no level of a metric.
  if (f.unit === 'money' && ratioUnitFigure(sentence, f, figs)) return 'other-metric';
  // "we used to be 35%-40% before the COVID": a level of the past, of no period the sentence states.
  if (/\bused\s+to\b/i.test(b.lead)) return 'no-period';
  // "an impact to fourth quarter EPS of $0.07", "RINs expense was inflated by $58 million from …": what something did to the metric, not the metric's value.
  // "the impact of $23 million to revenue and $13 million to segment profit": so is a figure listed after an impact's.
  if (IMPACT_ON.test(sentence.slice(Math.max(0, b.mention.start - 50), b.mention.start)) || IMPACT_LEAD.test(b.lead) || listedImpact(sentence, f)) return 'impact';
  // "raised FFO guidance by $0.18 per share", "take capex midpoint up $25 million": the size a guidance moved by is no level of the metric.
  // "foreign currency translation impact reduced revenues by 2.3%", "currency will benefit growth by approximately 4%": what currency did to the metric.
  const movedBy = sentence.slice(Math.max(0, f.start - 140), f.start);
  // "a $7.1 million special charge, which reduced GAAP EPS by $0.14": what a one-off item did to the metric.
  // "Foreign currency, net of hedging impacts, reduced margins 20 basis points": so is the size said right after the metric.
  if ((GUIDANCE_NAMED.test(movedBy) && GUIDANCE_MOVED_BY.test(movedBy)) || CURRENCY_MOVED_BY.test(movedBy) || CURRENCY_MOVED.test(movedBy) || ITEM_MOVED_BY.test(movedBy)) return 'impact';
  // "commodity inflation benefited comps by 460 basis points", "which impacted Q4 organic growth by nearly 4 points": the size of a push on the metric.
  if (b.mention.end <= f.start && BY_SIZE.test(b.lead) && PUSHED_METRIC.test(sentence.slice(Math.max(0, b.mention.start - 40), b.mention.start))) return 'impact';
  // "Specialty had … 1% increase from FX", "revenue … up 7%, including … $32 million from favorable currency": a figure said to come from currency, after the metric named, is what currency did to it.
  if (b.mention.end <= f.start && FROM_CURRENCY.test(sentence.slice(f.end, f.end + 70))) return 'impact';
  // "the $5 million increase in revenue was primarily due to $3.6 million in cumulative rate increases": an amount a cause is said by, after the metric it moved, is the cause's.
  // Not the metric's own move named right after the figure ("driven by the 18.1% increase in billable headcount").
  if (b.mention.end <= f.start && !mentions.some((m) => m.id === b.mention.id && m.start >= f.end && m.start - f.end <= 40 && !/[,;]/.test(sentence.slice(f.end, m.start))) && CAUSE_AMOUNT_LEAD.test(sentence.slice(b.mention.end, f.start)) && !/(?<!\b(?:in|of|from|by)\s+)\b(?:was|were|is|are|grew|rose|increased|decreased|declined|fell|stood|reached|totall?ed|came\s+in)\b/i.test(causeTail(sentence.slice(b.mention.end, f.start)))) return 'impact';
  // "a $31 million EBITDA gain", "a $40 million headwind": a one-off item or a push on the metric, not its level (unless the item is
  // the metric itself, "a $5 million realized gain" of realized gains).
  if (itemNoun(sentence, f, mentions)) return 'impact';
  // "adjusted net income per diluted share excluded $0.13 of Seeger divestiture adjustments": an amount "of" a one-off item, after the metric it bears on.
  const itemOf = f.unit === 'money' && b.mention.end <= f.start ? ITEM_OF_TAIL.exec(sentence.slice(f.end, f.end + 60)) : null;
  if (itemOf && !mentions.some((x) => x.start < f.end + itemOf[0].length && x.end > f.end)) return 'impact';
  // "178 million of RINs expense … and $98 million of that is associated with …": a part of an earlier figure, not the metric's value;
  // unless the part is a period's ("$284 million … during the first nine months, $141 million of which was generated in the third quarter").
  if (figs.some((o) => o.end <= f.start) && (PART_OF_EARLIER.tail.test(tail) || PART_OF_EARLIER.lead.test(sentence.slice(Math.max(0, f.start - 40), f.start))) && !PART_FOR_PERIOD.test(sentence.slice(f.end, f.end + 60))) return 'part';
  // "This business represents approximately $100 million of revenue": what a part makes up of the metric is the part's, not the company's.
  if (b.mention.start >= f.end && PART_SUBJECT_LEAD.test(sentence.slice(Math.max(0, f.start - 60), f.start))) return 'part';
  // "72% of net revenues", "30% of offload", "11% contribution": a share of something, not the metric's value or change.
  // "gross margin declined from 53.2% to 51.5% of net sales": a percentage metric named before its figure, said as a share of
  // revenue, is stated as what it is (a margin is a share of revenue).
  const ownShareOfRevenue = f.unit === 'percent' && metricUnit === 'percent' && b.mention.end <= f.start && !/[,;]/.test(b.lead) && !SHARE_LEAD.test(b.lead) && OF_REVENUE.test(tail) && !OF_REVENUE_GROWTH.test(tail);
  // "We accreted 36 bps of CET-1 capital": basis points "of" the metric named right after them measure that metric, no share of it.
  const bpOfMetric = f.unit === 'bp' && b.mention.start >= f.end && /^\s*of\s+(?:the\s+|our\s+)?$/i.test(sentence.slice(f.end, b.mention.start));
  if ((f.unit === 'percent' || f.unit === 'bp') && !ofRevenue && !ratio && !ownShareOfRevenue && !bpOfMetric && (SHARE_LEAD.test(b.lead) || SHARE_OF.test(tail))) return 'share';
  // "about 39% of the sales revenue as compared to 42% in the immediate previous quarter": the base of a figure left unread (a share of something) is no figure of the metric either.
  const prevFig = [...figs].reverse().find((o) => o.end <= f.start);
  if (prevFig && (f.unit === 'percent' || f.unit === 'bp') && prevFig.unit === f.unit && BASE_LEAD.test(b.lead) && !read.some((x) => x.at === prevFig.start) && !/[.;]/.test(sentence.slice(prevFig.end, f.start))) return 'share';
  return null;
}
