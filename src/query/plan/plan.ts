/**
 * A question plan, read once: which companies, which metrics (ids of the metric vocabulary), which
 * period, what sort of figure (a level, a change, a guidance), and what the question wants done with
 * it (a value, a comparison, a threshold over a group, a trend across periods, or an open question
 * the text answers).
 * Retrieval and answers read the plan instead of parsing the question again. Pure.
 */
import type { FactUnit } from '../../core/fact.js';
import { paraphraseTerms } from '../../core/text/finance-paraphrases.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { NOT_WORD } from '../../core/text/tokenize.js';
import { fiscalYearLabel, parseQuarter, parseYear } from '../../core/text/period.js';
import { figuresIn } from '../../core/text/figures.js';
import { currencyOf } from '../../core/text/quantities.js';
import { splitSentences } from '../../core/text/sentences.js';
import { escapeRegExp } from '../../core/text/regexp.js';
import { cohortNamed } from '../../core/text/cohort.js';
import { OF_REVENUE } from '../../core/text/figure-cues.js';
import { withoutFraming } from '../../core/text/framing.js';
import { leavingOutWords } from '../../core/vocabulary/measure-words.js';
import { metricModifiers, vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { type AskedFigureMention, type FamilyMention, metricById } from '../../core/vocabulary/metrics.js';
import { kindsAsked, partWords } from '../../core/vocabulary/segment-kinds.js';
import { once } from '../../core/util/once.js';
import type { Quarter } from '../../core/domain.js';
import type { Scope } from '../scope/types.js';
import { asCountOf, asPercentOf, barThreshold, FACT_FIGURE_UNIT, type FigureUnit, parseThreshold, type Threshold } from './threshold.js';
import { routeScope } from '../scope/resolve.js';
import { type GroupPlan, type PartsPlan, planParts } from './parts.js';
import { terms } from './question-terms.js';
import { askedChange, type FigureAsked, figureAsked } from './figure-asked.js';
import { namesPeriod, sizeAgainstPeriod } from './period-base.js';
import { asksTrend } from './trend.js';
import { parseRank, type Rank } from './rank.js';
import { fitsBusiness, fitsGroup } from './sector-fit.js';
import { askingClause, asksWhether, COMPARISON_CUE, withoutNamedPronouns, withoutPeriodDeterminers, withoutPlaceUs } from './question-shape.js';
import { namesTopic, ofTheirBusiness, withNameSpelling, withPerUnit } from './metric-names.js';

export type PlanIntent = 'value' | 'comparison' | 'threshold' | 'trend' | 'open';
export type WantedFigure = 'actual' | 'change' | 'guidance';

export interface QuestionPlan {
  question: string;
  intent: PlanIntent;
  /** Stored company names, in the order the question names them; a group's candidates for a threshold. */
  companies: string[];
  /** Metric ids the question names, best first. */
  metrics: string[];
  /** Asked as a business's bare growth ("tcs uk growth"): the figure is a part's, never the company's own (metrics.json `bareGrowthIn`). */
  partAsked?: true;
  /** How many of `metrics` (the first ones) the question names outright, by a name or abbreviation; the rest its plain words stand for. */
  named: number;
  /** The metrics a value question lists as several figures asked ("Axis Bank: PAT and NIM?"), in the order named: each is answered on its own (eachFigure). Absent when it asks one. */
  each?: string[];
  /**
   * The metrics the question's plain phrases are read as, one per phrase ("cash on hand" is cash
   * and cash equivalents), without the others their call terms also name (net cash); the base of a
   * share is none of them. Empty for a question that asks no figure ("are they still taking on
   * fresh graduates?"): its plain words are answered from the text.
   */
  described?: string[];
  /**
   * The family of metrics a comparison or group question names by a general word ("margins",
   * "asset quality"), when it names no narrower metric: its members lead `metrics`, in the order a
   * company's figures are preferred. Null otherwise.
   */
  family: { id: string; words: string; metrics: string[] } | null;
  /** The words the question names its first metric with ("NIM", "bad loans"). */
  metricWords: string;
  /** Words the question puts before the metric's name ("consolidated", "retail", "tractor"): the fact's sentence must hold them. */
  modifiers: string[];
  /**
   * What the question says the figure leaves out ("excluding one-offs", "EBITDA ex-Novelis",
   * "adjusted for the forex impact"): its words, or null. Read once here; the pick reads it, not the question.
   */
  excludes: string | null;
  /** The unit the question asks in ("what percentage of …", "how many …", "how much money …"); null when it does not say. */
  unit: 'percent' | 'count' | 'money' | null;
  /** The period asked (a quarter with no year: the latest such quarter of each company's calls); null = each company's latest call. */
  period: { quarter: Quarter | null; year: string | null } | null;
  wanted: WantedFigure;
  threshold: Threshold | null;
  /** A group question's superlative ("which bank had the highest NIM", "top two by growth"): the members ranked first on the metric are asked for; null otherwise. */
  rank: Rank | null;
  /** Which of a company's figures it asks: basis, quarter alone, the words that may name a segment. */
  figure: FigureAsked;
  /** A comparison's or group question's parts, each with its own search question and metric; null for a question about one company or none. */
  parts: PartsPlan | null;
}

/** How the plan finds metrics in a question: a name or abbreviation, or the call's terms for plain words. */
export interface MetricFinder {
  mentions(text: string): { id: string; text: string; start: number }[];
  /** Where a question names a metric, names only questions use included ("sales" for revenue); `mentions` when absent. */
  questionMentions?(text: string): { id: string; text: string; start: number }[];
  unit(id: string): FactUnit | null;
  /** The metric `id` is the growth of (revenue growth of revenue), when the vocabulary says. */
  growthOf?(id: string): string | null;
  /** The metric a business's growth asked with no metric named measures at a company of these sectors (metrics.json `bareGrowthIn`). */
  bareGrowth?(sectors: readonly string[]): string | null;
  /** Whether the metric `id` is itself a rate of growth with no level metric of its own (underlying volume growth, rent change), when the vocabulary says. */
  growthRate?(id: string): boolean;
  /** The metric `id` is the margin of (EBITDA margin of EBITDA), when the vocabulary says. */
  marginOf?(id: string): string | null;
  /** The metric a part's share of `id` is stated in (revenue share of revenue), when the vocabulary says. */
  shareFor?(id: string): string | null;
  /** The whole the metric `id` is a part's share of (revenue of revenue share), when the vocabulary says. */
  shareOf?(id: string): string | null;
  /** The general metric `id` is some companies' own name for (pre-provision operating profit of operating profit), when the vocabulary says. */
  variantOf?(id: string): string | null;
  /** The metrics whose figures can state `id`'s (its base metric, its growth metrics). */
  related?(id: string): string[];
  /** Where a text names a family of metrics by a general word ("margins", "asset quality"). */
  families?(text: string): FamilyMention[];
  /** Where a text marks the sort of figure it asks for by the vocabulary's words ("expecting", "planning to spend": a guidance). */
  askedFigures?(text: string): AskedFigureMention[];
}

/** Words of size or degree after "how" that ask a figure's size: "how much", "how wide was the spread", "how high was churn". */
const DEGREE = 'much|many|big|bigger|large|larger|small|high|higher|low|lower|fast|slow|wide|narrow|deep|steep|heavy|strong|profitable|full|leveraged|indebted|geared|capitali[sz]ed|liquid|efficient|expensive|costly';

/**
 * Questions that ask why, how, what is behind or driving a figure ("what is behind the slowdown in same-store sales") or
 * what was said ("what did they say about …") are answered from the text, not from one figure; a
 * "how" that frames a comparison ("how do A and B compare", "how did A and B do on NIM", "how are
 * they placed on CASA", "how did A's NIM look against B's") asks for the figures.
 */
/**
 * A verb of a figure's move that ends the clause, or is followed only by when or against what ("how did
 * their deposits grow, A and B?", "how did margins move from last year"): the question asks how far it moved,
 * not for an account ("how did they grow volumes while cutting prices" is one).
 */
const MOVE_VERB = String.raw`(?:grow|grew|grown|rise|rose|risen|increase|increased|decline|declined|fall|fell|fallen|drop|dropped|expand|expanded|shrink|shrank|contract|contracted|move|moved|change|changed)`;
/**
 * … or a verb with its object of one or two words ("how did A and B grow revenue year on year?", "how did they grow their
 * deposits?") that ends the clause or is followed only by the span it is measured over: how far the figure moved.
 */
const MOVED_AT_END = String.raw`(?:${MOVE_VERB}(?=\s*(?:[?,.!;]|$)|\s+(?:from|over|since|in|during|this|last|year[- ]on[- ]year|y-?o-?y|yoy|qoq|sequentially|compared|versus|vs)\b)|${MOVE_VERB}\s+(?:(?:their|its|the)\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?(?=\s*(?:[?.!;]|$)|\s+(?:year[- ]on[- ]year|y-?o-?y|yoy|qoq|sequentially|from\s+a\s+year\s+(?:ago|earlier)|over\s+the\s+(?:year|quarter)|compared|versus|vs)\b))`;

const OPEN = new RegExp(String.raw`^\s*(?:why|how\s+(?:did|does|do|is|are|was|were|has|have|will|would|can)\b(?!\s+(?:much|many|big|high|low|fast))(?!.*\b(?:${COMPARISON_CUE}|(?:do|does|did|doing|done|perform|performs|performed|placed|positioned)\s+on|(?:look|looked|looking|shape\s+up|shaped\s+up)(?=\s*(?:[?,.!;]|$)|\s+(?:in|on|for|during|this|last|at|year[- ]on[- ]year|yoy|qoq)\b))\b)(?!.*\b${MOVED_AT_END})|what\s+(?:drove|drives|caused|explains|led|were\s+the\s+(?:reasons|drivers))|what(?:['’]s|\s+(?:is|was|are|were))\s+(?:behind|driving|causing)\b|what\s+(?:did|does|do|has|have|had)\b[^?]*?\b(?:say|said|comment|commented|remark|remarked)\s+(?:about|on|regarding)\b|explain|describe|discuss|summari[sz]e)`, 'i');
/** Words asking for a change rather than a level, read in a question. */
const CHANGE = /\b(?:grow|grew|grown|growth|swing|shr[iau]nk|outgr(?:ew|ow|own|owing|ows)|outpac(?:e|ed|es|ing)|increase[sd]?|rise|rose|decline[sd]?|fell|fall|drop(?:ped)?|change[sd]?|up|down|expand(?:ed)?|improve[sd]?|yoy|y-o-y|y\/y|year[- ]on[- ]year|qoq|q\/q|sequential(?:ly)?|how\s+much\s+(?:did|has)\b.*\b(?:grow|rise|increase|fall|decline|cut|reduce|lower|trim|pare))\b/i;

/** Is `word` one that asks how a figure moved ("grow", "grew", "increase", "up", "yoy"): it says the kind of figure asked, which the plan reads, not which one. */
export const isChangeWord = (word: string): boolean => CHANGE.test(word);

/** How far a figure moved: "by how much", "how many basis points", "how much did … widen / improve / fall", "how much CET1 did they accrete". */
const MOVED = /\bby\s+how\s+much\b|\bhow\s+many\s+(?:basis\s+points|bps)\b|\bhow\s+much\s+(?:[\w-]+\s+){0,3}?(?:did|has|have|had|does|do)\b.*\b(?:widen|expand|improve|contract|narrow|compress|shrink|rise|rose|fall|fell|decline|increase|decrease|drop|change|move|accrete)/i;

/**
 * An addition to a count asked: "how many freshers did they add", "net addition to its workforce", or in an analyst's
 * shorthand, the count followed by "added" and the period or nothing ("new customers added in q1", "branches added?"),
 * not a count of additions named so ("store adds in q1").
 * The call says it as a move of the stock ("we added 39 branches", "a net addition of 523"), which is how it is stored.
 */
const ADDED_COUNT = /\bhow\s+many\b[^?]*\b(?:add|added|adding)\b|\bnet\s+additions?\s+(?:to|in)\b|\badded\s*(?:(?:in|during|this|last|for|over)\b|[?.!]|$)/i;

/** A noun of a rate's move right after its name: "gross margin expansion", "NIM compression", "ROA improvement y/y". */
const MOVE_NOUN = 'expansion|compression|contraction|improvement|deterioration|widening|narrowing|change|movement|uptick|accretion|swing';
const MOVE_NOUN_AFTER = new RegExp(String.raw`^\s*(?:${MOVE_NOUN})\b`, 'i');
/** … or before it, with its company's name read as a pronoun: "the sequential swing in their gross margin", "the improvement in their CASA ratio". */
const MOVE_NOUN_BEFORE = new RegExp(String.raw`\b(?:${MOVE_NOUN})\s+(?:in|of)\s+(?:(?:the|its|their)\s+)*$`, 'i');
const movedNoun = (question: string, metrics: MetricFinder): boolean => namedAt(question, metrics).some((m) => MOVE_NOUN_AFTER.test(question.slice(m.end)) || MOVE_NOUN_BEFORE.test(question.slice(0, m.start)));

/** The word before a threshold that makes it the size of a move: "grew by more than Rs 500 crore". */
const MOVED_BY = /\bby\s*$/i;

/** A figure and up to three words right before a guidance word: "its 110-130 bp guidance", "its 12-13% full-year guide". */
const STATED_BEFORE = /^[^\p{L}\p{N}]*(?:[\p{L}-]+\s+){0,3}$/u;

/**
 * Does the question ask for a guidance? The words that mark one ("guidance", "expecting",
 * "planning to spend", "revised estimate") are the vocabulary's (`askedFigures` in the metrics
 * files). A guidance word it names with the guidance's own figure ("what did they actually report,
 * against its 110-130 bp guidance?") is what the figure asked is measured against: the question
 * states that guidance, and asks for the actual.
 */
export function asksGuidance(question: string, metrics: Pick<MetricFinder, 'askedFigures'> = vocabularyLexicon()): boolean {
  const stated = figuresIn(question);
  const marks = (metrics.askedFigures ?? vocabularyLexicon().askedFigures)(question).filter((m) => m.figure === 'guidance');
  return marks.some((m) => !stated.some((f) => f.end <= m.start && STATED_BEFORE.test(question.slice(f.end, m.start))));
}

/** The plan of `question` within its resolved scope. */
/** A question asking how a business grew, in no metric's name: "uk growth", "grow yoy", "declined". */
const BARE_GROWTH_ASKED = /\b(?:grow|grew|grown|growing|growth|declin(?:e|ed|ing))\b/i;

export function planQuestion(question: string, scope: Scope, metrics: MetricFinder): QuestionPlan {
  // A name word misspelt by one slip ("attriton", "ebitda margn") is read as the name.
  // … and a figure per unit written with a slash ("FFO/share") as its name.
  const names = (t: string) => (metrics.questionMentions ?? metrics.mentions)(t);
  const spelt = withPerUnit(withNameSpelling(question, names), names);
  if (spelt !== question) return { ...planQuestion(spelt, scope, metrics), question };
  // A company's name is no metric's ("Adani Enterprises" names no enterprise business, "Realty Income" no income).
  // Each name is read as a pronoun ("how much did they make", "what slice of their turnover").
  // Nor is the threshold's ("double-digit", "more than Rs 400 crore"): it says how much, not of what.
  // It is cut out, the words either side brought together ("earned more than Rs 400 crore after tax" is "earned after tax").
  const parsed = parseThreshold(question);
  // The company a group is measured against is read as a name too.
  const said: Scope = scope.bar ? { ...scope, companies: [...scope.companies, scope.bar] } : scope;
  const figure = figureAsked(question, namedAt(question, metrics), (id, rest) => namesMetric(rest, id, metrics));
  // A plain phrase of another business than the companies' ("delivery from india" of IT offshoring, asked of a steel maker) hides no metric named.
  const sectors = scope.companies.length > 0 && scope.companies.every((c) => c.sectors?.length) ? fitsBusiness([...new Set(scope.companies.flatMap((c) => c.sectors!))]) : undefined;
  const asked = metricIds(cutOut(asPronouns(question, said), parsed ? [parsed.text] : []), metrics, sectors);
  const read = levelOfGrowth(inBusiness(asked, scope, otherBusiness(question, figure, metrics), (fits) => ofTheirBusiness(asked.ids, question, (t) => (metrics.questionMentions ?? metrics.mentions)(t), fits)), scope, sectors, metrics);
  const { named } = read;
  const multi = routeScope(scope) === 'multi';
  // A comparison or group question in general words ("compare on margins", "which banks had better
  // asset quality"): the family's members, when no name says which metric, nor plain words that
  // stand for another ("grew profit" is profit growth; "leverage" read as net debt is the leverage family's).
  // One company asked a figure by the family's word ("by how much did their margin improve", "how indebted is it") is read the same way:
  // its members, best first; the pick takes the first the company states.
  const general = (multi || scope.companies.length === 1) && named === 0 ? namedFamily(question, metrics, said) : null;
  // Words of the companies' names are no plain words of a metric ("metal … Tata Steel" is no commodity cost).
  const own = general ? read : null;
  // Its plain words' own reading of a member comes first ("more profitable" read as the EBITDA margin).
  const family = general && own!.named === 0 && own!.ids.every((id) => general.metrics.includes(id)) ? { ...general, metrics: [...new Set([...own!.ids, ...general.metrics])] } : null;
  const namedIds = partLast(family ? [...family.metrics, ...read.ids.filter((id) => !family.metrics.includes(id))] : read.ids, question, metrics);
  // "tcs uk growth cc", "how did ltim's bfsi vertical grow": a business's bare growth, asked of one company whose sector says what it measures.
  const bareAsked = namedIds.length === 0 && scope.companies.length === 1 && BARE_GROWTH_ASKED.test(question) ? (metrics.bareGrowth?.(scope.companies[0]!.sectors ?? []) ?? null) : null;
  const ids = bareAsked ? [bareAsked] : namedIds;
  const words = family ? family.words : read.words;
  // A company's name written in lower case ("maruti net sales", "state bank of india CET1") is not a modifier of the metric.
  const nameWords = new Set(said.companies.flatMap((c) => `${c.name} ${c.ticker ?? ''}`.toLowerCase().split(NOT_WORD)));
  // An abbreviation in capitals the question names the company by ("HUL revenue") is no modifier either.
  const saidNames = new Set(said.companies.flatMap((c) => [c.matched, c.mentioned ?? '', ...(c.also ?? [])].join(' ').split(NOT_WORD)));
  const modifiers = read.modifiers.filter((w) => !nameWords.has(w.toLowerCase()) && !(CAPITALS.test(w) && saidNames.has(w)));
  const companies = scope.companies.length > 0 ? scope.companies.map((c) => c.name) : (scope.group?.companies ?? []);
  const first = ids[0] ? metrics.unit(ids[0]) : null;
  const stated = asCountOf(parsed, first);
  // A percentage asked of a money or count metric is its change ("grew profit by more than 35%"), as is one measured against a year or a quarter before ("versus last year");
  // of a rate that is no growth, how far it moved ("by how much did EBITDA margins widen").
  // An amount the question sets as the threshold of an amount ("saw provisions fall below Rs 1,000 crore") is the level's, unless it is what the figure moved by ("grew deposits by over Rs 10,000 crore").
  // A threshold a rate moved by ("EBITDA margin expanded by over 200 bps", "improved NIM by at least 20 bp") is the size of its move, not its level.
  const at = stated ? question.indexOf(stated.text) : -1;
  const movedBy = stated !== null && MOVED_BY.test(question.slice(0, at));
  const levelThreshold = stated !== null && (stated.unit === 'money' || stated.unit === 'count') && !movedBy;
  // A percentage of revenue set as the threshold of an amount ("spent under 7% of sales on R&D") is the amount's share of revenue, a level.
  const shareOfRevenue = stated !== null && stated.unit === 'percentage' && OF_REVENUE.test(question.slice(at + stated.text.length));
  // A size asked against an earlier period ("how much lower was its net debt vs June last year?") is how far the figure moved from it.
  const base = sizeAgainstPeriod(question);
  const wantsChange = first !== null && (first !== 'percent' ? !levelThreshold && !shareOfRevenue && (CHANGE.test(withoutFraming(question)) || askedChange(question) !== null || base !== null || stated?.unit === 'percentage' || (first === 'count' && ADDED_COUNT.test(question))) : !metrics.growthOf?.(ids[0]!) && metrics.growthRate?.(ids[0]!) !== true && (MOVED.test(question) || base !== null || movedBy || movedNoun(asPronouns(question, said), metrics)));
  // The companies' names are no guidance words ("Target's comparable sales").
  const wanted: WantedFigure = asksGuidance(withoutNames(question, said), metrics) ? 'guidance' : wantsChange ? 'change' : 'actual';
  // A group measured against a company it names: that company's own figure of the metric asked is the bar.
  // A level stated in percent asked against a multiple ("solvency above 2x") is asked in percent; a change so asked is not ("grew 2x").
  const threshold = (wanted === 'change' ? stated : asPercentOf(stated, first)) ?? (scope.bar && scope.group ? barThreshold(question, scope.bar, barUnit(first, wanted), ids[0] ? metricById(ids[0])?.better !== 'lower' : true) : null);
  // The period a move is measured from is its base, not the period asked, when the question names no other ("than in Q1 FY23").
  const period = wanted === 'change' && base !== null && !namesPeriod(question.slice(0, base.start)) ? null : askedPeriod(scope, question, wanted);
  // A group asked for its member(s) ranked first on the metric, and no threshold besides: decided on the facts as a threshold is.
  const rank = scope.group && scope.companies.length === 0 && !threshold && ids.length > 0 ? parseRank(question, ids[0]!) : null;
  // "us" before a metric's name or a business word is the country, no word of a sentence put to someone ("cipla us revenue").
  const asksOneFigure = asksFigure(withoutNamedPronouns(question, namedAt(question, metrics)));
  let intent: PlanIntent = 'open';
  // How a figure moved, not where it is guided to.
  // Two metrics named one after another without a list word ("top-line growth in constant currency") are one figure asked.
  const oneFigure = named <= 1 || !read.listed;
  if (ids.length > 0 && scope.companies.length === 1 && oneFigure && wanted !== 'guidance' && asksTrend(question)) intent = 'trend';
  // The clause that asks is read, not the opening that says what about ("For the June quarter, why …").
  else if (ids.length > 0 && !OPEN.test(askingClause(question))) {
    if (scope.group && scope.companies.length === 0) intent = threshold || rank ? 'threshold' : 'open';
    // A threshold in words ("double-digit") picks members of a group; of companies named, their figures are compared.
    else if (companies.length >= 2) intent = threshold && !(scope.companies.length >= 2 && threshold.inWords) ? 'threshold' : 'comparison';
    // A value question naming two metrics ("revenue and EBITDA growth") asking no figure outright is answered from the text …
    // Whether one company's figure passes a threshold ("Did its free cash flow cross Rs 4,500 crore?") is answered by the figure.
    // … and whether its figure moved ("Did Tata Steel's EBITDA/t improve q/q?") by how far it moved.
    else if (companies.length === 1 && oneFigure && (asksOneFigure || (asksWhether(question) && ((threshold !== null && !threshold.inWords) || wanted === 'change')))) intent = 'value';
    // … unless it asks for figures outright ("Axis Bank: PAT and NIM?", "What were its EBITDA margin and net profit?"): each metric's is asked.
    else if (companies.length === 1 && !oneFigure && !threshold && wanted !== 'guidance' && asksOneFigure) intent = 'value';
  }
  // The figures a value question lists, one per metric named, in the order named; one figure otherwise.
  const each = intent === 'value' && !oneFigure ? ids.slice(0, named) : undefined;
  const unit = askedUnit(question);
  const parts = multi ? planParts(question, scope) : null;
  if (parts?.group) parts.group.threshold = asCountOf(parts.group.threshold, first) ?? (threshold?.of && intent === 'threshold' ? threshold : null);
  // A group asked which members state a family's figure ("which banks gave figures on asset quality"): a member stating one has spoken of it.
  if (parts?.group) parts.group.factMetrics = family && !parts.group.threshold && !parts.group.metric.direction ? family.metrics : namedWholeMetric(question, parts.group, ids.slice(0, named), metrics);
  return { question, intent, companies, metrics: ids, named, ...(bareAsked ? { partAsked: true as const } : {}), ...(each ? { each } : {}), described: asksOneFigure ? read.described : [], family, metricWords: words, modifiers, excludes: leftOutWords(question), unit, period, wanted, threshold, rank, figure, parts };
}

/**
 * One plan per figure a value question asks: a plan per metric it lists ("PAT and NIM?": the net profit's, then the NIM's),
 * each naming that metric alone and, after the first, without the words put before the first metric's name; the plan itself otherwise.
 */
export function eachFigure(plan: QuestionPlan): QuestionPlan[] {
  if (!plan.each || plan.each.length < 2) return [plan];
  return plan.each.map((id, i) => (i === 0 ? { ...plan, metrics: [id], named: 1, each: [id] } : { ...plan, metrics: [id], named: 1, each: [id], modifiers: [], metricWords: '', described: [] }));
}

/** The unit a bar's figure is compared in: a change of an amount is a percentage; a metric of no known unit is taken as a rate. */
function barUnit(unit: FactUnit | null, wanted: WantedFigure): FigureUnit {
  return wanted === 'change' || unit === null ? 'percentage' : FACT_FIGURE_UNIT[unit];
}

/**
 * The metrics read, less those a question names by words of a part of the company ("India" of
 * "Airtel's India business") that belong to another business than the named companies'
 * (data/vocabulary/metrics.json `sectors` against each company's sectors in the directory): a
 * telecom's India business is no drugmaker's India formulations. A metric read from other words is
 * kept whatever its sectors ("deal wins" read as order inflow too). Kept whole when every company's
 * business is not known, or when none would be left.
 */
function inBusiness<R extends { ids: string[]; named: number; described: string[] }>(given: R, scope: Scope, other: (sectors: readonly string[]) => (id: string) => boolean, shared: (fits: (id: string) => boolean) => string[]): R {
  if (scope.companies.length === 0 || scope.companies.some((c) => !c.sectors?.length)) return given;
  const sectors = [...new Set(scope.companies.flatMap((c) => c.sectors!))];
  // Words two metrics share ("ARR") name the one of the companies' business.
  const ofTheirs = fitsBusiness(sectors);
  const sharedIds = shared(ofTheirs);
  // Of the metrics read from plain words, not named outright, those of the companies' business first ("how much did l&t win in
  // orders": an infrastructure company's order inflow before an IT firm's deal wins).
  const plainIds = sharedIds.slice(given.named);
  const read = { ...given, ids: [...sharedIds.slice(0, given.named), ...plainIds.filter(ofTheirs), ...plainIds.filter((id) => !ofTheirs(id))] };
  const drop = other(sectors);
  const fits = (id: string): boolean => !drop(id);
  const ids = read.ids.filter(fits);
  if (ids.length === 0 || ids.length === read.ids.length) return read;
  return { ...read, ids, named: read.ids.slice(0, read.named).filter(fits).length, described: read.described.filter(fits) };
}

/**
 * A growth metric of another business than the companies' or the group's, read as the move of the level it is the growth
 * of (data/vocabulary/metrics.json `growthOf`): "volume growth" asked of cement makers is their sales volumes' move, not
 * an FMCG maker's underlying volume growth (a reader of their calls reads none). Unchanged when the business is not known.
 */
function levelOfGrowth<R extends { ids: string[]; described: string[] }>(given: R, scope: Scope, companies: ((id: string) => boolean) | undefined, metrics: MetricFinder): R {
  const fits = companies ?? (scope.group && !scope.group.unknown && scope.companies.length === 0 ? fitsGroup(scope.group.sector) : undefined);
  if (!fits) return given;
  const level = (id: string): string => {
    const of = metrics.growthOf?.(id) ?? null;
    return of !== null && !fits(id) ? of : id;
  };
  if (given.ids.every((id) => level(id) === id)) return given;
  const unique = (ids: string[]): string[] => [...new Set(ids)];
  return { ...given, ids: unique(given.ids.map(level)), described: unique(given.described.map(level)) };
}

/** Given the companies' sectors, a test of metric ids the question names by words of a part of the company, and that are of another business. */
function otherBusiness(question: string, figure: FigureAsked, metrics: MetricFinder): (sectors: readonly string[]) => (id: string) => boolean {
  const part = new Set(figure.partWords);
  const byPart = new Set(metrics.mentions(question).filter((m) => m.text.toLowerCase().split(NOT_WORD).some((w) => part.has(w))).map((m) => m.id));
  return (sectors) => {
    const fits = fitsBusiness(sectors);
    return (id) => byPart.has(id) && !fits(id);
  };
}

/** Words before a general word that judge or compare the figure ("better margins", "fatter margins", "heavily indebted"), not name a part of the business. */
const JUDGING = /^(?:[\p{L}]+(?:er|est|ly)|better|best|worse|worst|more|most|less|least|strong|weak|healthy|solid|good|poor|overall|total|compare|vs|versus)$/iu;

/** Verbs that put a general word as their object ("earn margins", "report margins", "carry debt"): no part of the business. */
const SAYING = /^(?:earn|earns|earned|make|makes|made|run|runs|ran|post|posts|posted|report|reports|reported|have|has|had|show|shows|deliver|delivers|delivered|carry|carries|carried|hold|holds|held|keep|keeps|kept|generate|generates|generated|see|sees|saw|enjoy|enjoys|enjoyed|give|gives|gave|disclose|discloses|disclosed|on|at|with|of|in|and|or)$/i;

/** The question with the companies' names as it writes them blanked out (their length kept). */
function withoutNames(question: string, scope: Scope): string {
  let out = question;
  for (const c of scope.companies) if (c.matched) out = blanked(out, c.matched);
  return out;
}

/** `text` with every occurrence of `words` (any case) blanked out, its length kept. */
function blanked(text: string, words: string): string {
  return text.replace(new RegExp(escapeRegExp(words), 'gi'), (m) => ' '.repeat(m.length));
}

/**
 * The question with each company's name as it writes them read as a pronoun, one for each of its
 * words so that the words around it stay as far apart: "they", "their" for a possessive ("Alpha Corp's").
 */
function asPronouns(question: string, scope: Scope): string {
  let out = question;
  for (const c of scope.companies) {
    if (!c.matched) continue;
    const name = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(c.matched)}(['’]s?)?(?![\p{L}\p{N}])`, 'giu');
    out = out.replace(name, (all: string, possessive?: string) => Array.from({ length: all.trim().split(/\s+/).length }, () => (possessive ? 'their' : 'they')).join(' '));
  }
  return out;
}

/** `text` with every occurrence of each of `cut` (any case) taken out, one space left in its place. */
function cutOut(text: string, cut: readonly string[]): string {
  let out = text;
  for (const words of cut) if (words.trim()) out = out.replace(new RegExp(String.raw`\s*${escapeRegExp(words.trim())}\s*`, 'gi'), ' ');
  return out.trim();
}

/**
 * The family of metrics the question names by a general word, with its words as written; null for
 * none. Of several, one named by a word (a noun) before one named by a wording (a verb: "how
 * indebted are they relative to what they earn" asks debt), and of those the last ("which banks
 * earn margins above 4.5%" asks margins).
 */
function namedFamily(question: string, metrics: MetricFinder, scope: Scope): QuestionPlan['family'] {
  // A general word a part of the business qualifies ("Europe growth", "emerging markets growth") asks that part's figure, not the family's.
  const own = new Set(scope.companies.flatMap((c) => `${c.name} ${c.matched} ${c.ticker ?? ''}`.toLowerCase().split(NOT_WORD)));
  const qualified = (start: number): boolean => {
    const w = metricModifiers(question, start).at(-1);
    return w !== undefined && !own.has(w.toLowerCase()) && !JUDGING.test(w) && !SAYING.test(w);
  };
  // A general word inside a topic's name ("leverage" of "operating leverage") names the topic, not the family.
  const lower = question.toLowerCase();
  const topics = paraphraseTerms(question).filter((p) => namesTopic(p.metric, p.plain)).map((p) => ({ at: lower.indexOf(p.plain.toLowerCase()), end: lower.indexOf(p.plain.toLowerCase()) + p.plain.length }));
  const inTopic = (f: FamilyMention): boolean => topics.some((t) => t.at >= 0 && f.start >= t.at && f.start + f.text.length <= t.end);
  const found = (metrics.families?.(question) ?? []).filter((f) => (f.by === 'wording' || !qualified(f.start)) && !inTopic(f));
  const m = found.filter((f) => f.by === 'word').at(-1) ?? found.at(-1);
  return m ? { id: m.family, words: m.text, metrics: [...m.metrics] } : null;
}

/**
 * The metrics of `named` whose mention in the question holds every word of the group's metric
 * ("CET1 ratio", "CASM", "combined ratio"): the question asks no more than whether a member states
 * it, or whether it moved the way the question asks ("grew NII": a change of it, fact-moves.ts). None
 * when the question asks it held still or puts a threshold on it, or qualifies it by words its name
 * lacks ("favorable PYD", "deposits grow").
 */
function namedWholeMetric(question: string, group: GroupPlan, named: readonly string[], metrics: MetricFinder): string[] {
  if (group.metric.direction?.family === 'hold' || group.threshold || group.metric.stems.length === 0 || named.length === 0) return [];
  const mentions = metrics.mentions(question).filter((m) => named.includes(m.id));
  const said = new Set(mentions.flatMap((m) => terms(m.text)));
  const whole = group.metric.stems.every((t) => said.has(t));
  return whole ? [...new Set(mentions.map((m) => m.id))] : [];
}

/**
 * The metrics a comparison is decided on from facts: those the question names outright, else the
 * one metric its plain words stand for ("which owes more net of cash" is net debt); plain words
 * that stand for several metrics are left to the text.
 */
export function comparedMetrics(plan: Pick<QuestionPlan, 'metrics' | 'named' | 'described'> & { family?: QuestionPlan['family'] }): string[] {
  if (plan.family) return plan.family.metrics;
  if (plan.named > 0) return plan.metrics.slice(0, plan.named);
  if (plan.metrics.length === 1) return plan.metrics;
  // One plain phrase read as one metric ("cash on hand"): that metric, not the others its call terms name too.
  return plan.described?.length === 1 ? plan.described : [];
}

/**
 * The metrics a comparison's facts are picked on: those it compares (comparedMetrics) first, then
 * the others the question reads, for a company whose call states none of those ("deal wins": TCV,
 * then order inflow). Given the metrics' units, a rate compared (a credit cost in percent) is not
 * stood in for by an amount (provisions in rupees): an amount says nothing of the rate. Empty when
 * it compares none.
 */
export function comparisonMetrics(plan: Pick<QuestionPlan, 'metrics' | 'named' | 'described'> & { family?: QuestionPlan['family'] }, unit?: MetricFinder['unit']): string[] {
  const compared = comparedMetrics(plan);
  if (compared.length === 0) return [];
  const rates = unit !== undefined && compared.every((id) => RATE_UNITS.has(unit(id)));
  return [...new Set([...compared, ...plan.metrics.filter((id) => !rates || !AMOUNT_UNITS.has(unit!(id)))])];
}

const RATE_UNITS = new Set<FactUnit | null>(['percent', 'bp']);
const AMOUNT_UNITS = new Set<FactUnit | null>(['money', 'count']);

/** "What was …", "How many …, "By how much …", or a bare phrase ("HDFC Bank total deposits at June end?"); not "What kind of …", which asks for a description. */
const ASKS_FIGURE = new RegExp(String.raw`(?:^|[—–]\s*)(?:(?:so|and|also|now|ok(?:ay)?|then)[,\s]+)?(?:what(?!\s+(?:do|does|did|would|will|should|can|could)\s+(?:you|we|they|i)\b)(?!\s+(?:i|we|you)\b)(?!\s+(?:kinds?|sorts?|types?)\s+of\b)|which|where\s+(?:did|does|is|was|were|has|have)(?!\s+(?:you|we|they|i)\b))\b|\b(?:how\s+(?:${DEGREE})|by\s+how\s+much|(?:by|at|to)\s+what)\b`, 'i');
/** A request's opening, which asks for what follows: "Give me …", "Can you show us the …", "Please tell me what …". */
const REQUEST = /^(?:(?:please|kindly)[,\s]+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:give|show|tell|get|find|pull|fetch)\s+(?:me|us)\s+(?:the\s+)?/i;
/** Words of a sentence put to someone: a question with none is a bare phrase asking for the figure. */
const CONVERSATIONAL = /\b(?:is|are|was|were|do|does|did|can|could|would|will|should|shall|have|has|had|you|your|we|our|us|i|me|my|they|their|it|this|that|there)\b/i;

/**
 * Does the question ask for one figure, rather than talk about it ("how confident are you in the
 * credit cost trajectory?", "what do you think of the price cuts?", an analyst's turn of several
 * sentences)? Those are answered from the text.
 */
export function asksFigure(question: string): boolean {
  // The clause that asks, without an opening that says what about ("For Q4 FY23, what was …", "Bharti Airtel: ARPU this quarter?").
  const asking = askingClause(question);
  const q = asking.replace(REQUEST, '');
  // "Tell me how / why / about …" asks for an account, not a figure.
  if (q !== asking && /^(?:how|why|whether|if|about)\b/i.test(q) && !ASKS_FIGURE.test(q)) return false;
  // An analyst's turn of several sentences, or a long one, talks about the figure: the whole turn is measured, not its last clause.
  if (splitSentences(question).length > 1 || question.trim().split(/\s+/).length > 30) return false;
  // A period's determiner ("this quarter") is no word of a sentence put to someone.
  return ASKS_FIGURE.test(q) || !CONVERSATIONAL.test(withoutPeriodDeterminers(q)) || HOW_MOVED.test(q) || HOW_PLACED.test(q);
}

/**
 * "How did HUL fare on volume growth?", "how does its NIM stack up?": a comparison's cue makes a "how" question
 * about one company ask for its figure too (set against its peers or its past), not when it also asks why.
 * "How did it do on credit cost?" is still an account.
 */
const HOW_PLACED = new RegExp(String.raw`^\s*how\s+(?:did|does|do|has|have|had|is|are|was|were)\b(?!.*\bwhy\b).*\b${COMPARISON_CUE}\b`, 'i');

/**
 * "How did their NIM move year on year?", "how have deposits grown since March": how far the figure moved (MOVED_AT_END), a figure
 * asked; not when the question also asks why ("How did the margin change from Q1 to Q2, and why?" asks for an account).
 */
const HOW_MOVED = new RegExp(String.raw`^\s*how\s+(?:did|does|do|has|have|had|is|are|was|were)\b(?!.*\bwhy\b).*\b${MOVED_AT_END}`, 'i');

/** Metric ids named in the question, then those its plain words stand for ("bad loans" → gross NPA). */
function metricIds(question: string, metrics: MetricFinder, fits: (id: string) => boolean = () => true): { ids: string[]; words: string; modifiers: string[]; named: number; listed: boolean; described: string[] } {
  const mentions = (metrics.questionMentions ?? metrics.mentions)(question);
  // A plain phrase whose words a longer phrase of another metric holds is part of that phrase:
  // "earnings" and "interest costs" of "interest earnings net of interest costs" (net interest income).
  // What the figure leaves out ("leaving out trainees") is no plain word of the metric: "leaving" is not attrition.
  // A phrase of a metric's name and words that judge it ("higher revenue") describes nothing but that metric.
  // A description that says itself what its figure leaves out ("growth excluding price increases" is volume growth) is read on
  // the whole question: without the left-out clause, only its head would be left ("growth"). Not when a metric is named
  // outside that clause ("unit costs rise excluding fuel"): the name says what is asked.
  const blanked = paraphraseTerms(withoutLeftOut(question));
  const namedAsked = mentions.some((m) => !leftOut().before.test(question.slice(0, m.start)));
  const leaving = namedAsked ? [] : paraphraseTerms(question).filter((p) => leftOut().within.test(p.plain) && !blanked.some((b) => b.metric === p.metric));
  const read = [...blanked, ...leaving].filter((p) => !judgesName(p, mentions));
  // A topic's longer phrase ("grow sales faster" of operating leverage) names no figure: it hides no metric's shorter one.
  // A figure per unit reads the units it is per: "earns more on each tonne they sell" is EBITDA per tonne, its "tonne they sell" no volume asked.
  const plain = perUnitOf(withinLonger(read, question, (id) => metrics.unit(id) !== null), question, metrics.unit);
  // A name inside a plain phrase that stands for another metric is part of that phrase: "staff
  // turnover" is attrition, not revenue; "each revenue dollar … kept as operating profit" a margin.
  // A name of several words that ends the phrase is the metric named, not a word of the phrase: "grow its retail loan book" is retail loans;
  // unless the phrase reads the margin of that metric ("how much of its revenue was left as operating profit").
  // Nor is one of several words whose phrase adds only a move ("sales volumes grow"): the phrase asks how far the named metric moved.
  const covered = (m: { text: string; id: string }) =>
    plain.some((p) => p.metric !== undefined && p.metric !== m.id && (fits(p.metric) || !fits(m.id)) && holdsWords(p.plain, m.text) && p.plain.length > m.text.length && (!(/\s/.test(m.text.trim()) && (p.plain.endsWith(m.text) || movesOnly(p.plain, m.text))) || metrics.marginOf?.(p.metric) === m.id));
  const ids: string[] = [];
  let words = '';
  let modifiers: string[] = [];
  // A metric named as the base of a share ("what slice of turnover", "relative to sales"), or as
  // what the figure leaves out ("leaving out trainees"), is not the metric asked: it comes last.
  const bases: string[] = [];
  // A name in brackets right after another restates it ("the investment book (AUM)"): one metric named, read both ways.
  const glosses: string[] = [];
  let last: { end: number } | null = null;
  // Where each metric named outright is named first: two of them with a list word between ("revenue and EBITDA growth") are two figures asked.
  const at: { start: number; end: number }[] = [];
  for (const m of mentions) {
    if (covered(m)) continue;
    const glossed = last !== null && GLOSS_BEFORE.test(question.slice(last.end, m.start)) && GLOSS_AFTER.test(question.slice(m.start + m.text.length));
    const before = last;
    last = { end: m.start + m.text.length };
    // "R&D as a share of revenue": a part's share named right after the metric asked, with "as", is the base that metric is
    // measured against (its whole), not a part's share asked.
    const whole = metrics.shareOf?.(m.id) ?? null;
    if (whole && before !== null && ids.length > 0 && metrics.unit(ids[ids.length - 1]!) !== 'percent' && MEASURED_AS.test(question.slice(before.end, m.start))) {
      if (!bases.includes(whole)) bases.push(whole);
      continue;
    }
    if (glossed) {
      if (!glosses.includes(m.id)) glosses.push(m.id);
      continue;
    }
    // A metric judged by another the question names right after it ("the cleaner loan book by gross NPAs") is not the figure asked: the measure is.
    const measure = mentions.find((x) => x.start >= m.start + m.text.length && x.id !== m.id);
    const judged = measure !== undefined && MEASURED_BY.test(question.slice(m.start + m.text.length, measure.start));
    if (judged || BASE_OF.test(question.slice(0, m.start)) || leftOut().before.test(question.slice(0, m.start))) {
      if (!bases.includes(m.id)) bases.push(m.id);
      continue;
    }
    if (!ids.includes(m.id)) {
      ids.push(m.id);
      at.push({ start: m.start, end: m.start + m.text.length });
    }
    if (!words) {
      words = m.text;
      // Only the question's own qualifiers: not its company words ("HDFC Bank deposits") or figures;
      // an abbreviation in capitals qualifies it ("GAAP EPS"), unless it names the company (below).
      modifiers = metricModifiers(question, m.start).filter((w) => (/^\p{Ll}/u.test(w) || CAPITALS.test(w)) && !GENERIC_MODIFIERS.test(w));
      // A cohort named by its month ("61st-month persistency", "13th month persistency") qualifies the metric as a word does.
      const cohort = cohortNamed(question.slice(Math.max(0, m.start - 20), m.start + m.text.length));
      if (cohort) modifiers = [cohort, ...modifiers];
    }
  }
  const named = ids.length;
  const listed = at.some((a, i) => i > 0 && LISTED.test(question.slice(at[i - 1]!.end, a.start)));
  const described: string[] = [];
  for (const id of glosses) if (!ids.includes(id)) ids.push(id);
  for (const p of plain) {
    if (namedAsBase(question, p.plain) && !readsOn(p, plain, question)) {
      // Plain words named as the base of a share ("what share of sales"): not the metric asked.
      for (const m of metrics.mentions(p.terms)) if (!bases.includes(m.id)) bases.push(m.id);
      continue;
    }
    // The phrase's own metric first: "operating profit before depreciation" is EBITDA, though its terms also name operating profit.
    const own = metrics.unit(p.metric) !== null ? [p.metric] : [];
    for (const id of own) if (!described.includes(id)) described.push(id);
    for (const id of [...own, ...metrics.mentions(p.terms).map((m) => m.id)]) if (!ids.includes(id)) ids.push(id);
    words ||= p.plain;
  }
  for (const id of bases) if (!ids.includes(id)) ids.push(id);
  // "What portion of their revenue came from outside India" asks a part's share of the base, in the
  // metric the vocabulary states such shares in (revenue share), when no words of it name a rate:
  // the plain words ("outside India": exports) say which part, not the figure asked.
  // An amount of money other than the base asked as its share ("how much of their sales do they plough into R&D") is that spend's own intensity, no part's share.
  if (askedUnit(question) === 'percent' && named === 0 && !ids.some((id) => RATE_UNITS.has(metrics.unit(id)) || (!bases.includes(id) && metrics.unit(id) === 'money'))) {
    const shares = bases.flatMap((id) => metrics.shareFor?.(id) ?? []);
    if (shares.length > 0) ids.splice(0, ids.length, ...new Set([...shares, ...ids]));
  }
  // "How much did they earn after tax" asks money: of the metrics its plain words stand for, one
  // stated in money comes before a rate ("after tax" is also the tax rate's words).
  if (askedUnit(question) === 'money' && named === 0) {
    // None of them in money ("how much did they set aside for bad loans" read as the coverage
    // ratio): the readings of a metric (not a topic's broad terms) that a longer phrase held, and
    // the metrics their terms name, are read too.
    if (!ids.some((id) => metrics.unit(id) === 'money')) {
      for (const p of read.filter((r) => !plain.includes(r) && metrics.unit(r.metric) !== null)) for (const id of [p.metric, ...metrics.mentions(p.terms).map((m) => m.id)]) if (metrics.unit(id) === 'money' && !ids.includes(id)) ids.push(id);
    }
    const money = ids.filter((id) => metrics.unit(id) === 'money');
    if (money.length > 0) ids.splice(0, ids.length, ...money, ...ids.filter((id) => !money.includes(id)));
  }
  // "Where are bad loans a larger share of the book" asks a rate: of the metrics its words stand for, the
  // rates are asked; an amount the same words also stand for (slippages in rupees) says nothing of the share.
  // An amount a phrase of its own describes ("how much of their deposit base") is kept: it is the share's base, or asked.
  if (askedUnit(question) === 'percent' && named === 0 && ids.some((id) => RATE_UNITS.has(metrics.unit(id)))) {
    ids.splice(0, ids.length, ...ids.filter((id) => !AMOUNT_UNITS.has(metrics.unit(id)) || described.includes(id)));
  }
  return { ids, words: words.replace(/\s+/g, ' ').trim(), modifiers, named, listed, described };
}

/** What stands between two metrics' names that lists them as two: "and", "or", "&", "vs", a comma, "as well as", "along with". */
const LISTED = /(?:^|[^\p{L}])(?:and|or|&|vs\.?|versus|plus|as\s+well\s+as|along\s+with)(?:[^\p{L}]|$)|,|;|\//iu;

/**
 * Does the plain phrase `p` hold a metric's name and, besides it, only words that judge or
 * compare it, say when ("higher revenue", "more deposits", "sales last quarter") or name the
 * currency it is asked in ("dollar revenue")? It then describes no metric of its own.
 */
function judgesName(p: { plain: string; metric: string }, mentions: readonly { id: string; text: string }[]): boolean {
  return mentions.some((m) => {
    if (m.id === p.metric || !holdsWords(p.plain, m.text)) return false;
    const name = new Set(wordsOf(m.text));
    const rest = wordsOf(p.plain).filter((w) => !name.has(w) && !STOP_AND_FILLER.has(w));
    return rest.length > 0 && rest.every((w) => LEVEL.test(w) || currencyOf(w) !== null);
  });
}

/** Does `phrase` hold `name` and, besides it, only words of a move ("sales volumes grow", "deposit base jumped")? */
function movesOnly(phrase: string, name: string): boolean {
  const own = new Set(wordsOf(name));
  const rest = wordsOf(phrase).filter((w) => !own.has(w) && !STOP_AND_FILLER.has(w));
  return rest.length > 0 && rest.every((w) => MOVE.test(w));
}

/** Words of a figure's move. */
const MOVE = /^(?:grow|grows|grew|grown|growing|growth|rise|rises|rose|risen|rising|jump|jumps|jumped|increase|increases|increased|climb|climbs|climbed|expand|expands|expanded|fall|falls|fell|fallen|decline|declines|declined|drop|drops|dropped|surge|surged|soar|soared|accelerate|accelerated|fast|faster|fastest)$/i;

/** Words that say which of two figures is the larger, not how fast one moved ("faster sales" is growth), or when ("last quarter"). */
const LEVEL = /^(?:last|latest|previous|prior|this|current|recent|quarter|quarterly|year|annual|month|high|higher|highest|low|lower|lowest|big|bigger|biggest|large|larger|largest|small|smaller|smallest|great|greater|greatest|more|most|less|least|better|best|worse|worst|fat|fatter|fattest|thin|thinner|strong|stronger|strongest|weak|weaker|weakest)$/i;

const wordsOf = (text: string): string[] => text.toLowerCase().split(NOT_WORD).filter(Boolean);

/** Does `phrase` hold every content word of `text` ("interest earnings net costs" holds "interest costs", "earn provisions tax" holds "provisions and tax")? */
function holdsWords(phrase: string, text: string): boolean {
  if (phrase.includes(text)) return true;
  const have = new Set(wordsOf(phrase));
  const want = wordsOf(text).filter((w) => !STOP_AND_FILLER.has(w));
  return want.length > 0 && want.every((w) => have.has(w));
}

/**
 * The plain matches without those whose words a longer match of another metric holds, when the
 * longer one says more of the metric: words of its own that are not stop words or names ("net
 * interest" of "interest earnings net of interest costs", not "Maruti" of "how much did Maruti earn after tax").
 */
function withinLonger<T extends { plain: string; metric?: string }>(plain: readonly T[], question: string, hasFigure: (id: string) => boolean = () => true): T[] {
  const saysMore = (longer: string, shorter: string): boolean => {
    const own = new Set(wordsOf(shorter));
    return longer.split(NOT_WORD).some((w) => w !== '' && /^\p{Ll}/u.test(w) && !own.has(w) && !STOP_AND_FILLER.has(w));
  };
  // Plain words named as the base of a share ("relative to sales") are read as such below.
  return plain.filter((p) => (namedAsBase(question, p.plain) && !readsOn(p, plain, question)) || !plain.some((o) => o !== p && o.metric !== p.metric && (o.metric === undefined || hasFigure(o.metric) || namesTopic(o.metric, o.plain) || (p.metric !== undefined && !hasFigure(p.metric))) && o.plain.length > p.plain.length && holdsWords(o.plain, p.plain) && saysMore(o.plain, p.plain)));
}

/**
 * Plain phrases less those that overlap, later in the question, a phrase of a metric stated per
 * unit ("earns more on each tonne" of "tonne they sell"): they name the units it is per, not a
 * second figure asked.
 */
function perUnitOf<T extends { plain: string; metric?: string }>(plain: readonly T[], question: string, unit: MetricFinder['unit']): T[] {
  const lower = question.toLowerCase();
  const span = (p: T): [number, number] => {
    const at = lower.indexOf(p.plain.toLowerCase());
    return [at, at + p.plain.length];
  };
  const perUnit = plain.filter((p) => p.metric !== undefined && unit(p.metric) === 'per_unit').map((p) => ({ p, at: span(p) }));
  if (perUnit.length === 0) return [...plain];
  return plain.filter((p) => {
    if (p.metric !== undefined && unit(p.metric) === 'per_unit') return true;
    const [start, end] = span(p);
    return !perUnit.some((u) => u.p.metric !== p.metric && u.at[0] >= 0 && start > u.at[0] && start < u.at[1] && end > u.at[1]);
  });
}

/**
 * Does a longer plain phrase of another metric start where `p` does ("bad loans had ICICI and SBI
 * provided for" of "bad loans")? The share is then of what that phrase describes (the provision
 * coverage), and `p` is a word of it, not the base of the share asked.
 */
function readsOn(p: { plain: string; metric?: string }, plain: readonly { plain: string; metric?: string }[], question: string): boolean {
  const at = question.toLowerCase().indexOf(p.plain.toLowerCase());
  return plain.some((o) => o.metric !== p.metric && o.plain.length > p.plain.length && question.toLowerCase().indexOf(o.plain.toLowerCase()) === at);
}

/** Is the question's phrase `plain` named as the base of a share ("what share of sales", "relative to revenue")? */
function namedAsBase(question: string, plain: string): boolean {
  const at = question.toLowerCase().indexOf(plain.toLowerCase());
  return at >= 0 && BASE_OF.test(question.slice(0, at));
}

/** A bracket opened right after a metric's name, and closed right after another's: the second restates the first. */
const GLOSS_BEFORE = /^\s*[([]\s*$/;
const GLOSS_AFTER = /^\s*[)\]]/;

/** A metric's name that is a kind of business and a word for a part of a company (data/vocabulary/segments.json `parts`, use `metric`): "us business", "international operations". */
const PART_NAME = once(() => new RegExp(String.raw`^([\p{L}.]+)\s+(?:${partWords('metric')})$`, 'iu'));

/**
 * The metrics read, those named only by the words of a part of the company ("us business" of US generics: the country and a
 * word for a part) put after the others: with another metric named, the part is what the figure is asked of, not the figure
 * ("cipla's us business revenue", "what did cipla's us business do on sales?").
 */
function partLast(ids: string[], question: string, metrics: MetricFinder): string[] {
  if (ids.length < 2) return ids;
  const named = namedAt(question, metrics);
  const part = (id: string): boolean => {
    const said = named.filter((n) => n.id === id);
    return said.length > 0 && said.every((n) => {
      const m = PART_NAME().exec(question.slice(n.start, n.end));
      return m !== null && (kindsAsked(m[1]!).length > 0 || withoutPlaceUs(m[0]) !== m[0]);
    });
  };
  const parts = ids.filter(part);
  return parts.length > 0 && parts.length < ids.length ? [...ids.filter((id) => !parts.includes(id)), ...parts] : ids;
}

/** Where a question names metrics, as spans (the basis words before a name are read at them). */
function namedAt(question: string, metrics: MetricFinder): { id: string; start: number; end: number }[] {
  return (metrics.questionMentions ?? metrics.mentions)(question).map((m) => ({ id: m.id, start: m.start, end: m.start + m.text.length }));
}

/** Do `words` name the metric `id`, all of them ("eps" of "adjusted eps")? */
function namesMetric(words: string, id: string, metrics: MetricFinder): boolean {
  return (metrics.questionMentions ?? metrics.mentions)(words).some((m) => m.id === id && m.start === 0 && m.text.length === words.length);
}

/** Between a metric and the one it is judged by: " by ", " in terms of ", " as measured by ", " on the basis of its ". */
const MEASURED_BY = /^\s+(?:(?:as\s+)?(?:measured|judged|ranked)\s+by|by|in\s+terms\s+of|on\s+the\s+basis\s+of|based\s+on)\s+(?:the\s+|its\s+|their\s+)?$/i;

/** Words before a metric naming it as the base of a share: "what slice of", "as a percentage of", "as % of", "how much of their sales", "relative to". */
/** What stands between a metric's name and a part's share named as the base it is measured against: "R&D as a share of revenue". */
const MEASURED_AS = /^\s+as\s+(?:an?\s+)?$/i;

const BASE_OF = /(?:\b(?:share|slice|percent(?:age)?|proportion|fraction|portion|part)\s+of|%\s+of|\bhow\s+much\s+of|\brelative\s+to|\bas\s+a\s+(?:share|percentage|proportion|fraction)\s+of|\bper\s+(?:rupee|dollar)\s+of)\s+(?:the\s+|its\s+|their\s+|total\s+|(?:[\p{L}&.-]+\s+){0,2}[\p{L}&.-]+['’]s?\s+)*$/iu;

/**
 * Words of a question saying the figure it asks leaves something out, one list with a call's
 * (data/vocabulary/measures.json `leavingOut`): "leaving out trainees", "excluding other income",
 * "not counting", "apart from", "ex-Novelis", "adjusted for the one-off", "strip out", "without the
 * impact", "before exceptional items". What follows them is no metric asked (leftOut().before) and is
 * the plan's `excludes`, which the pick reads. Compiled once, on first use.
 */
let leftOutRes: { excludes: RegExp; before: RegExp; clause: RegExp; within: RegExp } | null = null;
function leftOut(): NonNullable<typeof leftOutRes> {
  if (leftOutRes) return leftOutRes;
  const words = leavingOutWords('asked');
  leftOutRes = {
    // A question's words after them (or "ex-"): what its figure leaves out.
    excludes: new RegExp(String.raw`(?:\b(?:${words})\s*|\bex-)((?:[\p{L}\p{N}'’&-]+\s*){0,3})`, 'iu'),
    // Words before a metric naming it as what the figure asked leaves out: "utilisation, leaving out trainees", "margin excluding other income".
    before: new RegExp(String.raw`\b(?:${words}|ex-?)\s+(?:the\s+|its\s+|their\s+)?$`, 'i'),
    // A clause naming what the figure leaves out, up to three words: "leaving out trainees", "excluding one-offs".
    clause: new RegExp(String.raw`\b(?:${words})\s+(?:[\p{L}\p{N}'’&-]+\s*){1,3}`, 'giu'),
    // A phrase holding the words and what they leave out: "growth excluding price increases".
    within: new RegExp(String.raw`\b(?:${words})\s+[\p{L}\p{N}]`, 'iu'),
  };
  return leftOutRes;
}

/** What the question says its figure leaves out (`QuestionPlan.excludes`): the words after the marker, or null. */
function leftOutWords(question: string): string | null {
  const m = leftOut().excludes.exec(question);
  return m ? (m[1] ?? '').trim() || m[0].trim() : null;
}

/** The question with its left-out clauses blanked, each character a space (positions kept). */
function withoutLeftOut(question: string): string {
  return question.replace(leftOut().clause, (m) => ' '.repeat(m.length));
}

/** A word in capitals: an abbreviation ("GAAP", "HUL"). */
const CAPITALS = /^\p{Lu}{2,}$/u;

/** Modifiers that do not narrow a metric: how the question frames it. */
/** Words before a metric that say which of the figures or when, not which figure: "total", "latest", and the comparatives a comparison judges by ("the fatter profit", "bigger revenue"). */
const GENERIC_MODIFIERS = /^(?:total|overall|reported|headline|quarterly|annual|current|latest|last|highest|lowest|higher|lower|better|best|worse|worst|bigger|biggest|larger|largest|smaller|smallest|greater|greatest|fatter|fattest|thinner|thinnest|stronger|strongest|weaker|weakest|healthier|richer|more|most|less|least)$/i;
const PERCENT_ASKED = /\b(?:what|which)\s+(?:percentage|percent|share|proportion|fraction|portion)\b|\bas\s+an?\s+(?:percentage|percent)\s+of\b|\b(?:larger|bigger|smaller|higher|lower|greater)\s+(?:share|proportion|fraction|percentage)\s+of\b|\bhow\s+much\s+of\b|%\s+of\b|\b(?:share|proportion|fraction|percentage)\s+of\b(?!\s+(?:the\s+)?(?:net\s+)?(?:profits?|loss(?:es)?)\b)|\b(?:more|less|most|least)\s+of\s+(?:its|their|the)\s+(?:sales|revenues?|turnover|income)\b/i;
/** "How many …", "the number of …", "count of …": a count. */
const COUNT_ASKED = /\bhow\s+many\b|\b(?:number|count)\s+of\b/i;
/** Verbs of an amount of money changing hands: "how much did they earn / set aside / generate / lend …". */
const MONEY_VERBS = String.raw`earn|make|made|spend|spent|pay|paid|raise|raised|invest|invested|set\s+aside|put\s+aside|provide|provided|generate|generated|lend|lent|borrow|borrowed|disburse|disbursed|collect|collected|owe|owed|bring\s+in|brought\s+in|write\s+off|wrote\s+off`;
const MONEY_ASKED = new RegExp(String.raw`\bhow\s+much\s+(?:money|cash)\b|\bhow\s+much\s+(?:did|does|do|has|have|will|would)\b.*\b(?:${MONEY_VERBS})\b`, 'i');

/** The unit a question asks its figure in ("what share of …" a percentage, "how many …" a count, "how much did they earn …" money); null when it does not say. */
export function askedUnit(question: string): QuestionPlan['unit'] {
  return PERCENT_ASKED.test(question) ? 'percent' : COUNT_ASKED.test(question) ? 'count' : MONEY_ASKED.test(question) ? 'money' : null;
}

/** A calendar year the question names alone ("for 2022", "its 2021 EPS guidance"): not an amount, a figure or the start of a range. */
const BARE_YEAR = /(?<![\p{L}\p{N}$£€₹.,-])((?:19|20)\d{2})(?![\p{N}%]|\s*[-–]\s*\d)/u;

/**
 * The period asked. A guidance is of a year: when the scope read none, a year the question names
 * alone ("how much is it expecting for 2022", "its updated 2021 EPS guidance after Q3") is the
 * guidance's, and a quarter named apart from it is the call's, not the figure's.
 */
function askedPeriod(scope: Scope, question: string, wanted: WantedFigure): QuestionPlan['period'] {
  const year = scope.year ? parseYear(scope.year) : null;
  const quarter = scope.quarter ? (parseQuarter(scope.quarter) as Quarter | null) : null;
  const alone = wanted === 'guidance' && !year ? BARE_YEAR.exec(question)?.[1] : undefined;
  if (alone) return { quarter: null, year: fiscalYearLabel(alone) };
  return year || quarter ? { quarter, year } : null;
}
