/**
 * Which of a company's facts answers a question plan: the metric asked (or one stating it), the
 * kind (an actual, a change, a guidance), the period, the segment or subsidiary asked (never the
 * company's own figure for a part it names, never a part's figure for the company), then ranked so
 * the call's headline figure comes first. And whether a fact meets a threshold. Pure.
 *
 * Where a call states several candidates, the qualifiers that tell them apart rank them, in this
 * order (`rank` in candidates()): the metric asked before one stating it; the reporting level
 * (standalone, consolidated, the company's own before the group's, as asked); the measure basis
 * (asked adjusted or as reported, that one; asked neither, nor to leave something out, the figure
 * stated unqualified or as reported before the adjusted one); a span, the unit, the currency, the
 * year; then the call's qualifiers before the metric's name: one the question names ("its India
 * operations", "domestic NIM") first, then, asked of one company, one whose sentence says the
 * question's own words of it ("Margin at new hospital"), then the figure with none (the headline);
 * last, the order the call states them in.
 */
import { type Fact, isTrailingSpan, takesBasisPoints } from '../../core/fact.js';
import { businessKindNouns, type CallBusinessNames } from '../../core/text/business-names.js';
import { once } from '../../core/util/once.js';
import { businessesAsked, sameBusiness } from './business-asked.js';
import { basisSaid, PART_OPENING, SPEND_NOUN } from '../../core/text/figure-cues.js';
import type { MetricFinder, QuestionPlan } from '../plan/plan.js';
import { CONSOLIDATED, nameWords, STANDALONE } from '../plan/figure-asked.js';
import { type Figure, meets, type Threshold } from '../plan/threshold.js';
import { companyKey } from '../../core/text/company-name.js';
import { keyWords } from '../../core/text/segment.js';
import { escapeRegExp } from '../../core/text/regexp.js';
import { stem } from '../../core/text/stem.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';
import { saidOfFigure } from './said-of-figure.js';
import { saysShareWhole } from './share-whole.js';
import { isCohort, saysCohort } from '../../core/text/cohort.js';
import { yearAhead } from './call-period.js';
import { plainWords } from '../../core/text/tokenize.js';
import { isBasisWord, leavingOutWords, ownQualifier } from '../../core/vocabulary/measure-words.js';
import { isWholeWord } from '../../core/vocabulary/scope-words.js';
import { loadPlaces } from '../../core/vocabulary/places.js';

/** A fact as the workdir stores it, with what is read of its call as a whole. */
export interface StoredFact extends Fact {
  /** The document's file name (what citations show). */
  document: string;
  /** The period of the call that states it. */
  docQuarter: string | null;
  docYear: string | null;
  /** The currency most of the call's figures for the whole company are stated in (its reporting currency); null when none. */
  docCurrency?: string | null;
  /** Every segment or subsidiary the call's facts name, of any metric. */
  docSegments?: readonly string[];
  /** The other names the call gives those segments (keys lower case), read from its pages when first asked for (lookup.ts). */
  docNames?: CallBusinessNames;
  /** Read at question time from a retrieved passage (facts/passage-facts.ts), not stored at ingest. */
  fromPassage?: boolean;
}

/** The fact that answers `plan` for one company, or null. */
export function pickFact(plan: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder, modifiers = narrowing(plan, facts, metrics)): StoredFact | null {
  return pickFacts(plan, company, facts, metrics, modifiers)[0] ?? null;
}

/**
 * The facts that answer `plan` for one company, equally: the best one first, then those no rank
 * tells from it but where the call says them (another sentence, another page stating the metric
 * in the same words, kind and period). Several that disagree leave the answer uncertain (verdict.ts).
 */
export function pickFacts(plan: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder, modifiers = narrowing(plan, facts, metrics)): StoredFact[] {
  const c = candidates(plan, company, facts, metrics, modifiers);
  const ranked = rankedCandidates(c);
  const best = ranked[0];
  return best ? ranked.filter((r) => r === best || c.rank(r, best) === 0).map((r) => r.f) : [];
}

/** Every fact of the company that answers `plan`, best first (the pick is the first). */
export function rankedFacts(plan: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder, modifiers = narrowing(plan, facts, metrics)): StoredFact[] {
  return rankedCandidates(candidates(plan, company, facts, metrics, modifiers)).map((r) => r.f);
}

/**
 * Equal figures in the order the call states them (the headline on its earliest page first); of two on
 * one page, the one it says is consolidated first when the other is a part's (levelRank), unless the
 * call says which is the company's own (groupRank); then the one it states first on the page (callPlace).
 */
function rankedCandidates(c: ReturnType<typeof candidates>) {
  return c.read.filter((r) => c.checks.every(([, ok]) => ok(r))).sort((a, b) => c.rank(a, b) || a.f.page - b.f.page || levelRank(a.f, b.f) || callPlace(a.f, b.f));
}

/**
 * Of two figures of one page, the one the call says is consolidated first, unless the other is the
 * company's own figure of the same whole on the other reporting level: an amount of one unit and
 * currency at least half the consolidated one ("For Q1, the revenue from operations stood at Rs.
 * 1,28,257 crores" beside "On a consolidated basis … Rs. 1,28,264 crores"), where the call's order
 * tells its headline, asked of one company or compared across companies alike (a question asking
 * "consolidated" is ranked before this). A far smaller one is a part's ("EBITDA loss in the company
 * was at INR 57 crore" beside "Consolidated EBITDA was at INR 509 crore").
 */
export function levelRank(a: Fact, b: Fact): number {
  const d = consolidatedRank(a) - consolidatedRank(b);
  if (d === 0) return d;
  const [group, other] = d < 0 ? [a, b] : [b, a];
  const sameWhole = group.unit === 'money' && other.unit === group.unit && other.currency === group.currency && group.value > 0 && other.value >= group.value * OWN_LEVEL_SHARE;
  return sameWhole ? 0 : d;
}

/** An amount at least this share of the consolidated one beside it is the company's own figure of the same whole, not a part's. */
const OWN_LEVEL_SHARE = 0.5;

/**
 * Of two figures on one page of one call, the one the call states first before the other ("The tax
 * rate is 25% overall for the Company." before "… skews the tax rate to close to 32%"): by their
 * place on the page, a figure whose place is unknown last; 0 for figures of different pages or calls,
 * or of one place.
 */
export function callPlace(a: Pick<Fact, 'docId' | 'page' | 'position'>, b: Pick<Fact, 'docId' | 'page' | 'position'>): number {
  if (a.docId !== b.docId || a.page !== b.page) return 0;
  const pa = a.position ?? null;
  const pb = b.position ?? null;
  if (pa === null || pb === null) return Number(pa === null) - Number(pb === null);
  return pa - pb;
}

/** Words of a question asking for the group's figure, not the listed company's own. */
const GROUP_ASKED = /\b(?:consolidated|group(?:'s)?)\b/i;
/** Words of a sentence saying its figure is the group's: "on a consolidated basis", "at the group level", "for the group". */
const GROUP_LEVEL = /\b(?:consolidated|group[- ]level|(?:at|for|across)\s+the\s+group)\b/i;

/**
 * Whether a sentence says its figure is the company's own by the word its name ends with ("the bank
 * standalone", "capital adequacy at the bank" of a bank): the listed company, not its group.
 */
function ownLevel(company: string): (sentence: string) => boolean {
  const words = companyKey(company).split(' ');
  const kind = words.length > 1 ? words[words.length - 1]! : null;
  if (kind === null || STOP_WORDS.has(kind)) return () => false;
  const k = escapeRegExp(kind);
  // "the" before it: the company's kind, not its name ("Tata Steel standalone" is a standalone figure beside the group's).
  const re = new RegExp(`\\b(?:(?:at|for)\\s+the\\s+${k}\\b|the\\s+${k}\\s+stand-?alone\\b|stand-?alone\\s+${k}\\b)`, 'i');
  return (sentence) => re.test(sentence);
}

/** A figure the sentence says is the group's, and not the company's own too, ranks after one it does not. */
function groupRank(f: Fact, own: (sentence: string) => boolean): number {
  return GROUP_LEVEL.test(f.sentence) && !own(f.sentence) ? 1 : 0;
}

const consolidatedRank = (f: Fact): number => (CONSOLIDATED.test(reportingWord(f)) ? 0 : 1);

/** What a company's fact must be to answer a plan, each check named (as whyNotPicked reports it). */
export type PickCheck = 'part' | 'segment' | 'standalone' | 'metric' | 'unit' | 'change-unit' | 'change-basis' | 'measure' | 'modifiers' | 'share-whole' | 'narrowing' | 'period';

/**
 * Why `target` (one of the company's facts) is not the fact picked for `plan`: the first check it
 * fails, 'outranked' when a fact ranks before it, 'tied' when one ranks equal to it and comes first,
 * 'absent' when it is not among `facts` of the company; null when it is the one picked. For diagnostics (bench/fact-questions.ts --causes).
 */
export function whyNotPicked(plan: QuestionPlan, company: string, target: StoredFact, facts: readonly StoredFact[], metrics: MetricFinder, modifiers = narrowing(plan, facts, metrics)): PickCheck | 'absent' | 'outranked' | 'tied' | null {
  const c = candidates(plan, company, facts, metrics, modifiers);
  const mine = c.read.find((r) => r.stated === target);
  if (!mine) return 'absent';
  const failed = c.checks.find(([, ok]) => !ok(mine));
  if (failed) return failed[0];
  const first = pickFacts(plan, company, facts, metrics, modifiers);
  if (first[0] === target || first[0] === mine.f) return null;
  return first.some((f) => f === target || f === mine.f) ? 'tied' : 'outranked';
}

interface Candidate {
  /** The fact as stored, and as read for the plan (a year's figure said early, asked as a guidance). */
  stated: StoredFact;
  f: StoredFact;
  metric: number;
  alone: boolean;
}

/** A company's facts read for a plan, the named checks each must pass, and the rank of those that do. */
function candidates(planned: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder, modifiers: string[]) {
  // "FY24 capex" asked of a call before that year's last quarter: the year's figure is still what the company plans, where it states
  // a plan dated that year ("a CAPEX target of around Rs. 10,000 crores for the financial year 2024") or states the metric only as planned.
  const plan: QuestionPlan = planned.wanted === 'actual' && yearAhead(planned, company, facts) && statesPlan(planned, company, facts) ? { ...planned, wanted: 'guidance' } : planned;
  const kinds = plan.wanted === 'guidance' ? ['guidance', 'target'] : plan.wanted === 'change' ? ['change'] : ['actual'];
  const segmentOf = askedSegment(plan, company, facts, metrics);
  // A part of the company the question names ("its copper business") that no fact names: the company's own figures are not its answer.
  // So is a business's bare growth ("tcs uk growth"): a part's figure by how it is asked.
  const partOnly = segmentOf.whole === null && (plan.partAsked === true || namedPart(plan, company));
  const askedWhole = segmentOf.whole === null && !partOnly;
  const standalone = plan.figure.basis === 'standalone';
  // Asked for a ratio "for the quarter" or "not annualised", the figure the call states annualised is not preferred.
  const { quarterly } = plan.figure;
  // Asked for the consolidated figure, a sentence that says so comes first.
  const consolidated = plan.figure.basis === 'consolidated';
  // Asked for the group's figure ("consolidated", "at the group level", "across the kotak group"), the group's comes first; else the company's own.
  const groupAsked = consolidated || GROUP_ASKED.test(plan.question);
  const ownOf = ownLevel(company);
  // Only a call that says which figures are the company's own ("at the bank") sets them apart from the group's.
  const own = facts.some((f) => f.company === company && ownOf(f.sentence)) ? ownOf : null;
  // A fact's segment, lower case; null for the company as a whole, under its own short name too ("HCLTech").
  const ownSegment = (f: StoredFact): string | null => {
    if (f.segment === null) return null;
    return squash(company).startsWith(squash(f.segment)) ? null : f.segment.toLowerCase();
  };
  // Each of the company's facts with the plan's metric it states and whether it is the standalone figure, read once.
  const read: Candidate[] = facts.flatMap((stated) => {
    if (stated.company !== company) return [];
    const f = plan.wanted === 'guidance' ? asPlanned(stated) : stated;
    // "If I go to the bank standalone": the company's own figure, not a standalone one beside the company's headline.
    return [{ stated, f, metric: answersMetric(plan, f, metrics, kinds), alone: reportedStandalone(f) && !ownOf(f.sentence) }];
  });
  const checks: [PickCheck, (c: Candidate) => boolean][] = [
    ['part', () => !partOnly],
    ['segment', ({ f }) => {
      const asked = segmentOf.of(f);
      const own = ownSegment(f);
      return asked === null ? own === null : own !== null && asked.has(own);
    }],
    ['metric', ({ metric }) => metric >= 0],
    ['unit', ({ f }) => unitFits(plan, f)],
    ['change-unit', ({ f }) => changeFits(f, metrics)],
    // A change measured on another basis than the one asked ("grew 14% quarter on quarter" asked year on year) is not its answer.
    // So is a rate of growth stated on another basis ("1.0% quarter-on-quarter in constant currency" asked year on year).
    ['change-basis', ({ f }) => !((f.kind === 'change' || f.kind === 'actual') && plan.figure.change && f.basis && f.basis !== plan.figure.change)],
    // A figure the call states on the other measure basis than the one asked ("reported EPS" asked adjusted) is not its answer.
    ['measure', ({ f }) => !(plan.figure.measure && f.measure && f.measure !== plan.figure.measure)],
    // A business the question asks in other words ("outside India") is asked by the words its call names it with ("International revenues").
    ['modifiers', ({ f }) => modifiersAsked(plan, f, metrics, segmentOf.of(f) === null ? [] : nameWords(ownSegment(f) ?? ''))],
    // A share asked of a whole the question names in plain words ("what share of wearables sell online"): a figure of a sentence saying that whole.
    ['share-whole', ({ f }) => plan.intent !== 'value' || saysShareWhole(plan, company, f)],
    ['narrowing', ({ f }) => modifiers.every((m) => (isCohort(m) ? saysCohort(m, f.sentence) : new RegExp(`(?<![\\p{L}])${escapeRegExp(m)}`, 'iu').test(f.sentence)))],
    ['period', ({ f }) => (plan.period ? samePeriod(f, plan.period) || standingGuidance(plan, f) : f.periodText === null || isTrailingSpan(f.periodText) || f.kind === 'guidance' || f.kind === 'target')],
  ];
  // A figure far smaller than the largest of its metric that passes every check is a part's.
  const partRank = largestAmounts(read.filter((r) => checks.every(([, ok]) => ok(r))).map((r) => r.f));
  // Of two names of one metric in one sentence, the one the question writes: "fee income" before "non-interest income", asked about fees.
  const asked = new Set(stemsOf(plan.metricWords));
  // The words the question itself writes before the metric's name ("annual revenues"): the call writing them too narrows nothing asked.
  const metricAt = plan.metricWords ? plan.question.toLowerCase().indexOf(plan.metricWords.toLowerCase()) : -1;
  const questionWords = new Set(metricAt > 0 ? plainWords(plan.question.slice(0, metricAt)).slice(-2).map((w) => w.toLowerCase()) : []);
  // The words the question names the metric with ("retail deposits"): a call naming it so narrows nothing asked.
  const namedWith = new Set(plainWords(plan.metricWords ?? '').map((w) => w.toLowerCase()));
  // The question's own words, less the company's name and the metric's: a call's qualifier among them is asked for.
  const askedWords = questionQualifiers(plan.question, company, plan.metricWords);
  const wordsRank = (f: Fact): number => -stemsOf(f.metricText).filter((s) => asked.has(s)).length;
  const questionStems = new Set(stemsOf(plan.question));
  const namedRank = (f: Fact): number => -stemsOf(f.metricText).filter((s) => questionStems.has(s)).length;
  const saidRank = saidOfFigure(plan, company, facts, metrics);
  const acrossCompanies = plan.intent === 'comparison' || plan.intent === 'threshold';
  const rank = (a: Candidate, b: Candidate): number =>
    Math.floor(a.metric) - Math.floor(b.metric) ||
    // A figure stated under the metric's own name comes before one read through its base (answersMetric), but measured across
    // companies, where each company's whole is compared, one its call says is consolidated ("Consolidated revenue grew by 16%")
    // comes first ("revenue growth is actually 20% on the IP side"), unless the standalone figure is asked.
    (acrossCompanies && !standalone && a.metric !== b.metric ? consolidatedRank(a.f) - consolidatedRank(b.f) : 0) ||
    a.metric - b.metric ||
    // Two figures of one metric in one sentence under two of its names ("operating cash flow … 130% of our net income and free
    // cash flow at 126%"): the one named in the question's words.
    (a.f.sentence === b.f.sentence && a.f.metric === b.f.metric ? namedRank(a.f) - namedRank(b.f) : 0) ||
    // The standalone figure is not the company's headline: asked for, it comes first (though a call need not say "standalone" each
    // time); not asked for, last, yet it answers for a call that states no other ("If I go to the bank standalone, … a profit of INR 3,452 crore").
    (standalone ? Number(!a.alone) - Number(!b.alone) : Number(a.alone) - Number(b.alone)) ||
    (consolidated ? Number(!CONSOLIDATED.test(a.f.sentence)) - Number(!CONSOLIDATED.test(b.f.sentence)) : 0) ||
    // Asked for the standalone figure, a sentence that says it states the consolidated one comes last.
    (standalone ? Number(CONSOLIDATED.test(a.f.sentence)) - Number(CONSOLIDATED.test(b.f.sentence)) : 0) ||
    // Not asked for the group's, a figure the call says is the group's ("at the group level", "on a consolidated basis") comes after
    // the one it says is the company's own ("capital adequacy at the bank", "If I go to the bank standalone"), in a call that says so.
    (groupAsked || own === null ? 0 : groupRank(a.f, own) - groupRank(b.f, own)) ||
    // Asked adjusted or as reported, a figure the call says is so before one it does not say of.
    // Asked neither, nor to leave something out ("if you leave out one-off items"), the headline before the adjusted figure.
    measureRank(a.f, plan.figure.measure, plan.excludes === null) - measureRank(b.f, plan.figure.measure, plan.excludes === null) ||
    spanRank(a.f) - spanRank(b.f) ||
    unitRank(a.f, metrics) - unitRank(b.f, metrics) ||
    currencyRank(a.f, plan.figure.currency) - currencyRank(b.f, plan.figure.currency) ||
    // A standing guidance (no period of its own) only after one dated as asked.
    Number(standingGuidance(plan, a.f)) - Number(standingGuidance(plan, b.f)) ||
    yearRank(a.f, plan.period) - yearRank(b.f, plan.period) ||
    (plan.wanted === 'guidance' ? callOrder(b.f) - callOrder(a.f) : 0) ||
    statedRank(a.f) - statedRank(b.f) ||
    (quarterly ? 0 : annualisedRank(a.f, metrics) - annualisedRank(b.f, metrics)) ||
    // The qualified figure the question asks by name ("the net debt of its India operations") before the headline beside it.
    qualifiersAsked(b.f, metrics, askedWords) - qualifiersAsked(a.f, metrics, askedWords) ||
    // Then the one whose sentence says the question's own words of it ("Margin at new hospital was …", "The subsidiaries reported … net profit of").
    saidRank(a.f) - saidRank(b.f) ||
    // Measured across companies, a figure far smaller than the largest of its metric (a part's, an increment's) comes after the
    // whole's, whatever words the call puts before either ("Our operating EBITDA at INR7,046 crores" before "incremental INR264 crores").
    (acrossCompanies ? partRank(a.f) - partRank(b.f) : 0) ||
    // Of one figure stated twice, the precise statement before the rounded one, whatever words qualify either ("The total number of
    // agents stands at 222,832" before "we have 2.23 lakh agents").
    roundedRank(a.f, b.f) ||
    modifierCount(a.f, metrics, questionWords, namedWith) - modifierCount(b.f, metrics, questionWords, namedWith) ||
    leftOutRank(a.f, plan) - leftOutRank(b.f, plan) ||
    // A figure of a sentence opening on the whole it takes a part of ("Within this, … revenues grew 21%") after the whole's, when
    // the whole is asked: asked of a part ("Apollo's hospitals business"), the part's figure is what such a sentence says.
    (askedWhole ? Number(PART_OPENING.test(a.f.sentence)) - Number(PART_OPENING.test(b.f.sentence)) : 0) ||
    wholeRank(a.f, metrics) - wholeRank(b.f, metrics) ||
    (a.f.sentence === b.f.sentence ? nearness(a.f, modifiers) - nearness(b.f, modifiers) : 0) ||
    basisRank(a.f, plan.figure.change) - basisRank(b.f, plan.figure.change) ||
    (a.f.sentence === b.f.sentence ? wordsRank(a.f) - wordsRank(b.f) : 0) ||
    partRank(a.f) - partRank(b.f) ||
    // Else, of one metric's figures on one page under two names that share no word, the parts it lists ("The business banking
    // portfolio grew by 30.4%" before "The SME portfolio grew by 28.5%"), the one named in the question's words ("SME loan growth").
    (partsNamed(a.f, b.f) ? wordsRank(a.f) - wordsRank(b.f) : 0) ||
    // Of two figures of one metric on one page told apart by nothing else, the one the call names "overall" ("The overall loan
    // portfolio including the international branches portfolio grew by 18.1%" after "The domestic loan portfolio grew by 20.6%").
    (a.f.metric === b.f.metric && a.f.docId === b.f.docId && a.f.page === b.f.page ? overallRank(a.f) - overallRank(b.f) : 0);
  return { read, checks, rank, partOnly };
}

/**
 * The fact that answers `plan` for one company: a stored one, else one `read` from its passages
 * (passage-facts.ts). Asked against a threshold, a stored figure it cannot be compared with (an
 * amount read as a change) gives way to another stored figure it can be, else to a passage figure it can be.
 */
export function pickOrRead(plan: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder, modifiers: string[], read?: (company: string) => readonly StoredFact[]): StoredFact | null {
  const t = plan.intent === 'threshold' ? plan.threshold : null;
  const comparable = (f: StoredFact | null): boolean => f !== null && (!t || factMeets(t, f) !== null);
  const stored = pickFact(plan, company, facts, metrics, modifiers);
  if (comparable(stored)) return stored;
  // … first to another the call states that it can be ("AUM growth of INR22,718 crores" gives way to "AUM …, growth of 32%", asked above 30%).
  const statedComparable = t && stored ? pickFact(plan, company, facts.filter((f) => f.company !== company || comparable(f)), metrics, modifiers) : null;
  if (statedComparable) return statedComparable;
  if (!read) return stored;
  const passage = pickFact(plan, company, read(company), metrics, modifiers);
  return comparable(passage) ? passage : (stored ?? passage);
}

/** Each company's fact answering the plan (a stored one, else one `read` from its passages), null where none does. */
export function factsPicked(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder, read?: (company: string) => readonly StoredFact[]): { company: string; fact: StoredFact | null }[] {
  const modifiers = narrowing(plan, facts, metrics);
  return plan.companies.map((company) => ({ company, fact: pickOrRead(plan, company, facts, metrics, modifiers, read) }));
}

/**
 * Which of the plan's metrics (its index) a fact states in a kind asked: its own metric, a growth
 * metric's level as its base metric's change and back ("revenue grew 29%" is a revenue growth of
 * 29%), or a margin as its base metric's level in percent ("EBIT at 18.1%" is an EBIT margin of
 * 18.1%), or as the company's own name for it (its `variantOf`); a figure stated under the metric
 * itself ranks before one read through its base ("revenue growth was 18%" before "revenue … growing
 * by 43%", "EBITDA margin … 15.4%" before "EBITDA 19%"), which ranks before the company's own name; -1 for none.
 */
function answersMetric(plan: QuestionPlan, f: Fact, metrics: MetricFinder, kinds: readonly string[]): number {
  const growthOf = (id: string): string | null => metrics.growthOf?.(id) ?? null;
  const marginOf = (id: string): string | null => metrics.marginOf?.(id) ?? null;
  const itself = plan.metrics.findIndex((id) => id === f.metric && kinds.includes(f.kind));
  const own = statedMetric(plan, f, kinds, growthOf, marginOf);
  if (itself >= 0 && itself <= own) return itself + (namedByBase(f, metrics) ? 0.125 : 0);
  if (own >= 0) return own + 0.25;
  // A company's own name for the metric asked (a bank's pre-provision operating profit for its
  // operating profit), or the general name for the one asked (a bank's "operating profit" asked as
  // its earnings before provisions), answers it, after a figure stated under the name asked.
  const general = metrics.variantOf?.(f.metric) ?? null;
  const at = plan.metrics.findIndex((id) => id === general || metrics.variantOf?.(id) === f.metric);
  return at >= 0 && kinds.includes(f.kind) ? at + 0.5 : -1;
}

/**
 * A margin the reader took from words naming only its base metric ("revenue 12%, EBITDA 19%, PBT
 * 23%": a growth, or a margin at best): after one the call names as the margin ("EBITDA margin … 15.4%").
 */
function namedByBase(f: Fact, metrics: MetricFinder): boolean {
  const named = metrics.mentions(f.metricText).map((m) => m.id);
  const base = metrics.marginOf?.(f.metric) ?? null;
  return base !== null && !named.includes(f.metric) && named.includes(base);
}

function statedMetric(plan: QuestionPlan, f: Fact, kinds: readonly string[], growthOf: (id: string) => string | null, marginOf: (id: string) => string | null): number {
  return plan.metrics.findIndex(
    (id) =>
      (id === f.metric && kinds.includes(f.kind)) ||
      (plan.wanted !== 'guidance' && f.unit === 'percent' && ((growthOf(id) === f.metric && f.kind === 'change') || (growthOf(f.metric) === id && f.kind === 'actual' && plan.wanted === 'change'))) ||
      (plan.wanted === 'actual' && f.unit === 'percent' && f.kind === 'actual' && marginOf(id) === f.metric),
  );
}

/**
 * The segment or subsidiary the question asks about, among those the company's facts name ("Novelis
 * EBITDA per ton", "Tata Steel Europe's EBITDA"): every word of the segment's name is in the
 * question, one of them capitalised or before a word for a part of a company ("retail arm"), or
 * written in the words the question names the metric with ("its retail loan book"). Lower case; null
 * when it names none (the company as a whole). Read once per company, for each of its facts.
 *
 * A segment written only in the words of an asked metric's own name, as the question writes it
 * ("retail loan book", "gross NPAs", "restructured book"), is no part of that metric's figures: it is
 * the metric. Of another asked metric's figures (a broader one, "the retail loan portfolio" among the
 * advances) it is the part asked, when the call says such a figure of it (not a stray "recovery … from NPAs").
 */
export function askedSegment(plan: QuestionPlan, company: string, facts: readonly StoredFact[], metrics: MetricFinder): { whole: string | null; of: (f: StoredFact) => ReadonlySet<string> | null } {
  const mine = facts.filter((f) => f.company === company);
  const asked = new Set(plan.figure.words);
  // The asked metrics the question names, each with the words of its name as the question writes it.
  const nameOf = new Map<string, Set<string>>();
  for (const m of metrics.mentions(plan.question)) if (plan.metrics.includes(m.id)) nameOf.set(m.id, new Set([...(nameOf.get(m.id) ?? []), ...nameWords(m.text)]));
  const metricName = new Set([...nameOf.values()].flatMap((w) => [...w]));
  // The segments the call says a figure of an asked metric (or one related to it) of.
  const ofAsked = new Set(mine.flatMap((f) => (f.segment && plan.metrics.some((id) => id === f.metric || metrics.related?.(id)?.includes(f.metric)) ? [f.segment.toLowerCase()] : [])));
  // A segment is named as a name: one of its words capitalised ("Novelis", "Europe's"), not "pharma
  // companies", or put before a word for a part of a company ("its copper business", "the retail arm"),
  // or written in the words the question names the metric with ("its retail loan book": the retail segment's loans).
  // A word put right before the metric's name ("its retail loan portfolio") names a part the same way.
  // So does a word the question ends on after "in" or "for" ("store additions in jewellery").
  const naming = new Set([...plan.figure.capitalised, ...plan.figure.partWords, ...(plan.figure.afterWords ?? []), ...nameWords(plan.metricWords), ...plan.modifiers.map((w) => w.toLowerCase())]);
  // The other names the call gives its businesses, read only when needed (lookup.ts reads them from its pages).
  let namesRead: Map<string, CallBusinessNames['all'][string]> | undefined;
  const names = () => (namesRead ??= new Map([...new Set(mine.map((f) => f.docNames))].flatMap((n) => Object.entries(n?.all ?? {}))));
  // Asked of one company, a word its call only ever writes as a name ("Novelis", "APMEA": in its sentences, or in its pages
  // where the figures asked are said without it) names it in a question written in lower case too.
  if (plan.companies.length === 1) for (const w of [...properNames(mine), ...[...names().values()].flatMap((n) => n.proper)]) naming.add(w);
  const own = new Set(nameWords(company));
  // A name of two or more words the question writes whole, in any case ("tier 1 markets", "pharmacy distribution", "tata coffee").
  const question = ` ${plainWords(plan.question).join(' ')} `;
  const writtenWhole = (seg: string): boolean => plainWords(seg).length >= 2 && question.includes(` ${plainWords(seg).join(' ')} `);
  // "UltraTech vs Grasim revenue": a segment named like another company the question asks about is that company, not this one's part.
  const otherCompanies = plan.companies.filter((c) => c !== company).map((c) => new Set(nameWords(c)));
  const squashed = squash(company);
  const longer = (a: string | null, b: string): string => (a === null || b.length > a.length ? b : a);
  let whole: string | null = null;
  // Of each metric named, the segment asked of its figures: none written only in the words of its own name.
  const ofNamed = new Map<string, string | null>([...nameOf.keys()].map((id) => [id, null]));
  const segments = new Set(mine.flatMap((f) => [...(f.docSegments ?? []), ...(f.segment ? [f.segment] : [])]).map((x) => x.toLowerCase()));
  for (const seg of segments) {
    // A "segment" that is the company's own short name ("HCLTech" of HCL Technologies) is the company.
    if (squashed.startsWith(squash(seg))) continue;
    const words = nameWords(seg).filter((w) => !own.has(w));
    // A place named in another of its forms (data/vocabulary/places.json): "uk" of "United Kingdom".
    const placeNamed = placeForms(seg).some((form) => plainWords(form).length > 0 && question.includes(` ${plainWords(form).join(' ')} `));
    if (!placeNamed && !(words.length > 0 && words.every((w) => asked.has(w)) && (words.some((w) => naming.has(w)) || writtenWhole(seg)))) continue;
    if (words.every((w) => metricName.has(w)) && !ofAsked.has(seg)) continue;
    // … its words cut short too ("Tech and Services" beside "HCL Tech", short for HCL Technologies).
    if (otherCompanies.some((o) => words.every((w) => o.has(w) || [...o].some((x) => x.startsWith(w))))) continue;
    whole = longer(whole, seg);
    for (const [id, name] of nameOf) if (!words.every((w) => name.has(w))) ofNamed.set(id, longer(ofNamed.get(id) ?? null, seg));
  }
  if (whole !== null) {
    // Names of one business: the segments stored under another name of the one named ("AHLL" of "Apollo Health and Lifestyle").
    const alike = sameBusiness(names());
    return {
      whole,
      of: (f) => {
        const asked = ofNamed.has(f.metric) ? ofNamed.get(f.metric)! : whole;
        return asked === null ? null : alike(asked);
      },
    };
  }
  // None named by its own name: those the question names in other words (business-asked.ts), every one of them.
  const written = new Map(mine.flatMap((f) => [...(f.docSegments ?? []), ...(f.segment ? [f.segment] : [])]).map((x) => [x.toLowerCase(), x]));
  const named = [...segments].filter((seg) => !squashed.startsWith(squash(seg))).map((seg) => written.get(seg) ?? seg);
  // Where the question names a metric it asks, but not one said of a business ("ICICI Bank's housing finance company").
  const spans = metrics
    .mentions(plan.question)
    .filter((m) => plan.metrics.includes(m.id) && !BUSINESS_AFTER().test(plan.question.slice(m.start + m.text.length)))
    .map((m) => ({ start: m.start, end: m.start + m.text.length }));
  // Nor by the words of another company the question asks about ("Bajaj Finance v Bajaj Finserv": Finserv's "BFL" is Bajaj Finance, not asked of Finserv).
  const ownWords = new Set([...own, ...keyWords(company)]);
  const otherWords = new Set(otherCompanies.flatMap((o) => [...o]));
  // The company's own figure of the metric asked, said of the businesses the question names together ("The subsidiaries reported a total … net profit").
  const saidOfWhole = (word: string): boolean => {
    const said = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu');
    return mine.some((f) => f.segment === null && plan.metrics.includes(f.metric) && said.test(f.sentence));
  };
  const others = businessesAsked(plan.question, named, names(), new Set([...ownWords, ...otherWords]), spans, { others: otherWords, mine: ownWords, saidOfWhole, group: plan.parts?.group != null });
  // Read only where the call says a figure of an asked metric of one of them: else the question is answered as before, of the company.
  const stating = [...others].filter((seg) => ofAsked.has(seg));
  return stating.length === 0 ? { whole: null, of: () => null } : { whole: stating[0]!, of: () => others };
}

/** A word for a business right after a metric's name: the name says what business it is ("housing finance company"). */
const BUSINESS_AFTER = once(() => new RegExp(String.raw`^\s+(?:${businessKindNouns().join('|')})\b`, 'i'));

/** The words, lower case, that a call's sentences write capitalised every time ("Novelis", not "Retail" of "Retail deposits … retail loans"). */
function properNames(facts: readonly StoredFact[]): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  for (const sentence of new Set(facts.map((f) => f.sentence))) {
    for (const m of sentence.matchAll(/(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}]*/gu)) (/^\p{Lu}/u.test(m[0]) ? capital : lower).add(m[0].toLowerCase());
  }
  return new Set([...capital].filter((w) => !lower.has(w)));
}

/** Does the company state a plan for the year asked: one dated that year, or only plans of the metric asked? */
function statesPlan(plan: QuestionPlan, company: string, facts: readonly StoredFact[]): boolean {
  const mine = facts.filter((f) => f.company === company && plan.metrics.includes(f.metric));
  const planned = (f: StoredFact): boolean => f.kind === 'guidance' || f.kind === 'target';
  return mine.some((f) => planned(f) && f.period?.year === plan.period?.year) || (mine.length > 0 && mine.every(planned));
}

/**
 * A figure for the whole of a fiscal year the call is in, said before its last quarter ("total
 * CAPEX this year was around $3.7 billion" in a Q1 call), is what the company plans for the year:
 * asked for a guidance, it answers as one.
 */
function asPlanned(f: StoredFact): StoredFact {
  return f.kind === 'actual' && yearUnderWay(f) ? { ...f, kind: 'guidance' } : f;
}

/** A figure for the whole of the fiscal year its call is in, said before the year's last quarter. */
function yearUnderWay(f: StoredFact): boolean {
  return f.period !== null && f.period.quarter === null && f.period.year === f.docYear && f.docQuarter !== null && f.docQuarter !== 'Q4';
}

/** Does the question name a part of the company ("its copper business"), not the whole ("its overall business", "the standalone business", "its core business")? */
/** Every form of the place a segment's name is one form of, lower case; [] for a segment that is no place. */
const placeForms = (seg: string): readonly string[] => lowerPlaces().get(seg) ?? [];
const lowerPlaces = once(() => new Map([...loadPlaces().formsOf].map(([form, forms]) => [form.toLowerCase(), forms.map((f) => f.toLowerCase())] as const)));

function namedPart(plan: QuestionPlan, company: string): boolean {
  const own = new Set(nameWords(company));
  return plan.figure.partWords.some((w) => !own.has(w) && !STOP_WORDS.has(w) && !WHOLE.test(w) && !JUDGED.test(w) && !BASIS_WORD.test(w) && !/^(?:core|entire|main|existing|underlying)$/.test(w));
}

/** The content words of a text, stemmed. */
const stemsOf = (text: string): string[] => plainWords(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map(stem);

/** A name's letters and digits alone, lower case: "HCL Technologies" → "hcltechnologies". */
const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');


const REPORTING = /\b(?:stand-?alone|consolidated)\b/gi;
const BASIS_WORD = /^(?:stand-?alone|consolidated)$/i;

/** Is the figure the standalone one: the last of "standalone"/"consolidated" before its metric's words says so? */
function reportedStandalone(f: Fact): boolean {
  return STANDALONE.test(reportingWord(f));
}

/** The last of "standalone"/"consolidated" the sentence says before the figure's metric words ("" for none). */
function reportingWord(f: Fact): string {
  const at = f.sentence.indexOf(f.metricText);
  const before = f.sentence.slice(0, at >= 0 ? at + f.metricText.length : f.sentence.length);
  const words = [...before.matchAll(REPORTING)];
  return words.length > 0 ? words[words.length - 1]![0] : '';
}

/**
 * An amount in the currency the question asks it in ("in dollar terms": "$7.226 billion" before
 * "₹59,381 crore"); asked in none, in the call's reporting currency before one in another
 * ("INR6,329 crores" before "USD222 million").
 */
function currencyRank(f: StoredFact, asked: string | null): number {
  if (f.currency === null) return 0;
  if (asked) return f.currency === asked ? 0 : 1;
  return !f.docCurrency || f.currency === f.docCurrency ? 0 : 1;
}

/**
 * The question's modifiers that narrow the metric: those the calls themselves write before the
 * metric's name ("consolidated revenue", "retail loan book", "domestic NIM"). A word no call uses
 * so ("banks" of "banks grew net profit") is how the question is put, not a narrower metric.
 */
export function narrowing(plan: QuestionPlan, facts: readonly StoredFact[], metrics: MetricFinder): string[] {
  if (plan.modifiers.length === 0) return [];
  const used = new Set(facts.flatMap((f) => factModifiers(f, metrics).map((w) => w.toLowerCase())));
  // A cohort ("61st" of "61st-month persistency") narrows where a figure's sentence names one, though the vocabulary's name of the metric holds it.
  const cohort = (w: string): boolean => isCohort(w) && facts.some((f) => saysCohort(w, f.sentence));
  // The reporting basis ("standalone", "consolidated") ranks a company's figures; it does not narrow the metric.
  return plan.modifiers.filter((w) => (used.has(w.toLowerCase()) || cohort(w)) && !BASIS_WORD.test(w));
}

/** A question asking for a percentage is not answered by an amount, nor a count by a percentage. */
function unitFits(plan: QuestionPlan, f: Fact): boolean {
  if (plan.unit === 'percent') return f.unit === 'percent' || f.unit === 'bp';
  if (plan.unit === 'count') return f.unit === 'count';
  if (plan.unit === 'money') return f.unit === 'money' || f.unit === 'per_unit';
  return true;
}

/**
 * An amount or a count changes by a percentage or in its own unit, never by basis points: "loans
 * comprised 95.64% of total advances, improving 324 bps" is a share's change, not the advances'.
 */
function changeFits(f: Fact, metrics: MetricFinder): boolean {
  return !(f.kind === 'change' && f.unit === 'bp' && !takesBasisPoints(metrics.unit(f.metric)));
}

/** Words that praise a figure as a record ("highest-ever quarterly net sales", "record revenue"). */
const PRAISE_WORDS = String.raw`(?:highest|best|strongest|lowest)(?:-ever)?|record(?:-high)?|all-time|ever`;
const PRAISE = new RegExp(`^(?:${PRAISE_WORDS})$`, 'i');
/** Words that qualify a figure as the whole company's, or praise it, which a question need not repeat. */
const WHOLE = new RegExp(`^(?:total|overall|consolidated|reported|group|gross|net|headline|quarterly|annual|annualised|annualized|current|our|its|the|${PRAISE_WORDS})$`, 'i');

/**
 * For one company's value, the call's own qualifiers must be the question's too: "monthly cargo
 * volumes" or "DPD loan book" is not the figure asked for by "cargo" or "loan growth". A measure basis
 * word is no such qualifier where the reader recorded the fact's basis: its `measure` says which figure it is ("Reported and organic net
 * sales … 6.2% and 8.1%, respectively": 6.2% is reported), and the 'measure' check and measureRank decide. Nor is a noun of
 * spending ("Consolidated investment towards R&D … 5.8% of sales"): it says the figure is the amount spent on the metric.
 */
function modifiersAsked(plan: QuestionPlan, f: Fact, metrics: MetricFinder, business: readonly string[] = []): boolean {
  if (plan.intent !== 'value') return true;
  const own = factModifiers(f, metrics);
  const asked = plan.question.toLowerCase();
  return own.every((w) => WHOLE.test(w) || isWholeWord(w) || measured(f, w) || JUDGED.test(w) || LATEST.test(w) || SPEND_NOUN.test(w) || business.includes(w.toLowerCase()) || new RegExp(`(?<![\\p{L}])${escapeRegExp(w.toLowerCase())}`, 'u').test(asked));
}

/**
 * A guidance the call states with no period ("155 basis points to 165 basis points is the guidance"),
 * asked for the fiscal year that call is in: the guidance it stands by for that year (after one dated so).
 */
function standingGuidance(plan: QuestionPlan, f: StoredFact): boolean {
  return plan.wanted === 'guidance' && f.kind === 'guidance' && f.period === null && plan.period !== null && plan.period.quarter === null && plan.period.year === f.docYear;
}

function samePeriod(f: StoredFact, p: NonNullable<QuestionPlan['period']>): boolean {
  if (!f.period) return false;
  // "the March quarter": that quarter of the call's year or the year before, whichever the call states.
  if (p.year === null) return f.period.quarter === p.quarter && (f.docYear === null || f.period.year <= f.docYear);
  if (p.quarter === null) return f.period.year === p.year;
  return f.period.year === p.year && f.period.quarter === p.quarter;
}

const modifiersOf = new WeakMap<Fact, string[]>();

/** A preposition the shared stop words lack. */
const TOWARDS = /^towards?$/i;

/** Words the call put before the metric's name ("Retail deposits", "core NIM"), read once per fact. */
function factModifiers(f: Fact, metrics: MetricFinder): string[] {
  let words = modifiersOf.get(f);
  if (!words) {
    const m = metrics.mentions(f.metricText).find((x) => x.id === f.metric);
    // Function words the reader kept with the name ("towards CAPEX") do not qualify it.
    words = m ? f.metricText.slice(0, m.start).split(/\s+/).filter((w) => w !== '' && !STOP_WORDS.has(w.toLowerCase()) && !TOWARDS.test(w)) : [];
    modifiersOf.set(f, words);
  }
  return words;
}

const inNameOf = new WeakMap<Fact, string[]>();

/**
 * Words that narrow the metric inside the name the call writes it by, when that name is a shorter
 * name of the same metric with words put before it ("Retail deposits" is "deposits" narrowed to the
 * retail ones, though the vocabulary lists both as names of deposits; "Total deposits", "Net profit"
 * are the whole: no such words). Read once per fact; they rank, they do not filter.
 */
function nameModifiers(f: Fact, metrics: MetricFinder): string[] {
  let words = inNameOf.get(f);
  if (!words) {
    words = [];
    const m = metrics.mentions(f.metricText).find((x) => x.id === f.metric);
    const name = m ? m.text.split(/\s+/).filter((w) => w !== '') : [];
    for (let k = 1; k < name.length; k++) {
      const rest = name.slice(k).join(' ');
      if (metrics.mentions(rest).some((x) => x.id === f.metric && x.start === 0 && x.text.length === rest.length)) {
        // A word the metric's own id is named with ("underlying" of underlying_volume_growth) is its name, no narrowing.
        words = name.slice(0, k).filter((w) => !STOP_WORDS.has(w.toLowerCase()) && !WHOLE.test(w) && !ownQualifier(f.metric, w));
        break;
      }
    }
    inNameOf.set(f, words);
  }
  return words;
}

/** Words that praise a figure or say which way it moved ("healthy loan growth", "lower coking coal prices"): they do not make it a narrower figure. */
const JUDGED = /^(?:healthy|strong|robust|solid|good|steady|higher|lower|better)$/i;

/** Words that say a figure is the latest said of it or looks ahead ("the new Capex range", "expect organic revenue growth"): no narrower figure either. */
const LATEST = /^(?:new|revised|updated|latest|expect(?:s|ed|ing)?|guid(?:e|ed|es|ing|ance)|outlook|forecast(?:s|ed|ing)?|projected|targeted|planned|anticipated|estimated)$/i;

/**
 * The headline figure has no words before the metric's name but those that judge it, praise it, say
 * it is the whole company's, or that the question writes before the metric's name too ("annual revenues" asked for them).
 * A measure basis word ("organic", "adjusted") of a fact whose basis the reader recorded is its `measure`, which measureRank ranks: not counted here.
 */
function modifierCount(f: Fact, metrics: MetricFinder, asked: ReadonlySet<string>, namedWith: ReadonlySet<string>): number {
  return [...factModifiers(f, metrics), ...nameModifiers(f, metrics).filter((w) => !namedWith.has(w.toLowerCase()))].filter((w) => !JUDGED.test(w) && !PRAISE.test(w) && !WHOLE.test(w) && !isWholeWord(w) && !measured(f, w) && !asked.has(w.toLowerCase())).length;
}

/** Is `word` a measure basis word ("organic", "reported") of a fact whose basis the reader recorded (its `measure`, which ranks it)? */
const measured = (f: Fact, word: string): boolean => f.measure !== null && isBasisWord(word);

/** The words of a question that may name a qualifier of a figure, lower case: not those of the company's name or the metric's. */
export function questionQualifiers(question: string, company: string, metricWords: string | null): Set<string> {
  const skip = new Set([...companyKey(company).split(' '), ...plainWords(metricWords ?? '').map((w) => w.toLowerCase())]);
  return new Set(plainWords(question).map((w) => w.toLowerCase()).filter((w) => !skip.has(w) && !STOP_WORDS.has(w)));
}

/** 0 for a figure the call names "overall" ("overall loan portfolio"), else 1. */
const overallRank = (f: Fact): number => (/^overall\b/i.test(f.metricText) ? 0 : 1);

/** Two figures of one metric on one page of one call under names that share no word ("business banking", "SME"): parts the page lists. */
function partsNamed(a: Fact, b: Fact): boolean {
  if (a.metric !== b.metric || a.docId !== b.docId || a.page !== b.page || a.sentence === b.sentence) return false;
  const words = new Set(stemsOf(a.metricText));
  return !stemsOf(b.metricText).some((w) => words.has(w));
}

/**
 * How many of the words the call puts before the metric's name, narrowing it ("India operations net debt", "domestic NIM"), the
 * question writes too: words that say the figure is the whole company's, judge it or praise it narrow nothing.
 */
function qualifiersAsked(f: Fact, metrics: MetricFinder, asked: ReadonlySet<string>): number {
  const own = new Set([...factModifiers(f, metrics), ...nameModifiers(f, metrics)].map((w) => w.toLowerCase()));
  // The company's short name before the metric ("HCLTech revenues") is no qualifier, though the question writes it.
  const company = f.company === null ? '' : squash(f.company);
  return [...own].filter((w) => asked.has(w) && !company.startsWith(squash(w)) && !WHOLE.test(w) && !JUDGED.test(w) && !PRAISE.test(w) && !isWholeWord(w)).length;
}

/**
 * Asked for a year ("fiscal 2021"), the figure for the whole year, said once the year is over,
 * before a quarter's of that year or one for the year still under way (a plan or a level so far).
 */
function yearRank(f: StoredFact, asked: QuestionPlan['period']): number {
  if (asked === null || asked.quarter !== null || asked.year === null || f.period === null) return 0;
  return f.period.quarter === null && !yearUnderWay(f) ? 0 : 1;
}

/**
 * A figure the call says is the whole company's ("Total EBITDA at Rs 5139 crores", "a consolidated
 * margin of 10%": a word of data/vocabulary/scope.json before its metric's name, or right before
 * it in the sentence) before one it does not qualify.
 */
function wholeRank(f: Fact, metrics: MetricFinder): number {
  if (factModifiers(f, metrics).some(isWholeWord)) return 0;
  const at = f.sentence.indexOf(f.metricText);
  const before = at > 0 ? /([\p{L}-]+)\s*$/u.exec(f.sentence.slice(0, at))?.[1] : undefined;
  return before !== undefined && isWholeWord(before) ? 0 : 1;
}

/**
 * Of one figure stated twice, the more precise statement first ("The ARPU for the quarter grew to
 * 180.5 rupees" before "ARPU is close to Rs. 181"; "now about Rs. 71,397 crores" before "you see a
 * Rs. 71,000 crores net debt number"): one writes fewer significant digits (two at least), and is
 * the other rounded to them. Two figures that differ more are two figures, which precision does not rank.
 */
function roundedRank(a: Fact, b: Fact): number {
  if (a.unit !== b.unit || a.value === b.value) return 0;
  const [da, db] = [significantDigits(a.valueText), significantDigits(b.valueText)];
  if (da === db) return 0;
  const [precise, rounded, digits] = da > db ? [a, b, db] : [b, a, da];
  // A single digit ("Rs 200") is as likely a round figure of its own as another rounded: 155 is not 200.
  if (digits < 2) return 0;
  return Math.abs(roundedTo(precise.value, digits) - rounded.value) <= 1e-9 * Math.abs(rounded.value) ? db - da : 0;
}

/** `value` rounded to `digits` significant digits. */
const roundedTo = (value: number, digits: number): number => (value === 0 || digits <= 0 ? value : Number(value.toPrecision(digits)));

/** How many significant digits a written figure has: "180.5" 4, "Rs. 181" 3, "71,000" 2, "1,28,257" 6. */
export function significantDigits(valueText: string): number {
  const number = /\d[\d,]*(?:\.\d+)?/.exec(valueText)?.[0].replace(/,/g, '') ?? '';
  const [whole = '', fraction] = number.split('.');
  if (fraction !== undefined) return (whole + fraction).replace(/^0+/, '').length;
  return whole.replace(/^0+/, '').replace(/0+$/, '').length;
}

/**
 * Of two figures of one sentence, the one the question's narrowing word is said of, nearest it:
 * "up 8% versus the first quarter of 2020, up 7% on an organic basis" asked for organic growth is 7%.
 */
function nearness(f: Fact, modifiers: readonly string[]): number {
  const at = f.sentence.indexOf(f.valueText);
  if (modifiers.length === 0 || at < 0) return 0;
  const gaps = modifiers.flatMap((m) => [...f.sentence.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(m)}`, 'giu'))].map((x) => Math.abs(x.index - at)));
  return gaps.length > 0 ? Math.min(...gaps) : 0;
}

/**
 * The largest amount or count of each metric (and unit, currency) among `facts`: one under a
 * twentieth of it is a part's figure ("we sold a rental community for $23.1 million in revenue"
 * beside "revenues of $7.3 billion"), or not the metric's at all. Figures of one order (the whole
 * on two reporting bases, a quarter and a span) are not told apart by size.
 */
function largestAmounts(facts: readonly Fact[]): (f: Fact) => number {
  const key = (f: Fact): string | null => (f.kind === 'actual' && (f.unit === 'money' || f.unit === 'count') && f.value > 0 ? `${f.metric}|${f.unit}|${f.currency ?? ''}` : null);
  const largest = new Map<string, number>();
  for (const f of facts) {
    const k = key(f);
    if (k !== null) largest.set(k, Math.max(largest.get(k) ?? 0, f.value));
  }
  return (f) => {
    const k = key(f);
    return k !== null && f.value < (largest.get(k) ?? 0) * PART_SHARE ? 1 : 0;
  };
}

/** An amount under this share of the largest of its metric is a part's, not the whole's. */
const PART_SHARE = 0.05;

/**
 * When the call a figure is from was held, as a number that grows with time: asked for a guidance,
 * the latest call's comes first (a guidance updated on a later call replaces the earlier one).
 */
function callOrder(f: StoredFact): number {
  if (f.docYear === null) return 0;
  const q = f.docQuarter === null ? 0 : Number(f.docQuarter.slice(1)) * (f.docQuarter.startsWith('H') ? 2 : 1);
  return Number(f.docYear.slice(2)) * 10 + q;
}

/** Of figures of the period asked, the one the call states as its own before one it dates ("we started FY '24 with …"). */
function statedRank(f: Fact): number {
  return f.periodText === null ? 0 : 1;
}

/** Words of a call saying a figure leaves something out: "Excluding the forex impact, the EBITDA was …", "EBITDA ex-Novelis", "PAT adjusted for the one-off" (data/vocabulary/measures.json). The question's are read once, as plan.excludes. */
let leavesOut: RegExp | null = null;
const LEAVES_OUT = (): RegExp => (leavesOut ??= new RegExp(`\\b(?:${leavingOutWords('said')})`, 'i'));

/**
 * The figure as reported before one the call says leaves something out (in the figure's clause, or
 * right after it); the question leaving something out too ("EBITDA excluding forex", "earn after tax
 * if you leave out one-off items": plan.excludes), the one that says so first.
 */
function leftOutRank(f: Fact, plan: QuestionPlan): number {
  const v = f.sentence.indexOf(f.valueText);
  if (v < 0) return 0;
  const clause = f.sentence.slice(0, v).split(/[;:]/).pop()!;
  const after = /^[^.;,\d]{0,30}/.exec(f.sentence.slice(v + f.valueText.length))?.[0] ?? '';
  const said = LEAVES_OUT().exec(clause) ?? LEAVES_OUT().exec(after);
  return Number(said !== null) ^ Number(plan.excludes !== null);
}

/**
 * A ratio of a quarter's flow to a balance (credit cost, ROA, NIM) is compared annualised: the
 * figure the call states annualised before one it states for the quarter alone ("credit cost
 * reduced to 33bps" beside "the annualised credit costs are down to 132bps").
 */
function annualisedRank(f: Fact, metrics: MetricFinder): number {
  if (metrics.unit(f.metric) !== 'percent' || (f.unit !== 'percent' && f.unit !== 'bp') || f.kind === 'change') return 0;
  return ANNUALISED.test(saidOf(f)) ? 0 : 1;
}

const ANNUALISED = /\bannuali[sz]ed\b/i;

/**
 * The words a sentence says of its figure: from two words before the metric's name to the value,
 * and a word right after the value ("ROA of 2.5% annualised"), not another figure's ("healthy
 * EBITDA at ~32% and annualized RoCE at ~39%": RoCE's).
 */
function saidOf(f: Fact): string {
  const m = f.sentence.indexOf(f.metricText);
  const v = f.sentence.indexOf(f.valueText);
  if (m < 0 || v < 0) return f.sentence;
  const start = Math.min(m, v);
  const end = Math.max(m + f.metricText.length, v + f.valueText.length);
  const before = /(?:[\p{L}\p{N}'-]+\W+){0,2}$/u.exec(f.sentence.slice(0, start))?.[0] ?? '';
  const after = /^[\s,]*[\p{L}-]+/u.exec(f.sentence.slice(end))?.[0] ?? '';
  return before + f.sentence.slice(start, end) + after;
}


/** The quarter's own figure before one over a trailing span ("capex of Rs 15,500 crore in the last 12 months"). */
function spanRank(f: Fact): number {
  return isTrailingSpan(f.periodText) ? 1 : 0;
}

/**
 * A figure in the metric's own unit before one in another ("NIM 4.1%" before "an impact of 3 basis
 * points on NIM"), and a percentage written as one before a bare number read as one ("at 215%"
 * before "a solvency ratio of 2.15").
 */
function unitRank(f: Fact, metrics: MetricFinder): number {
  if (metrics.unit(f.metric) !== f.unit && f.kind !== 'change') return 2;
  return f.unit === 'percent' && !PERCENT_SIGN.test(f.valueText) ? 1 : 0;
}

const PERCENT_SIGN = /%|\bper\s?cent\b/i;

/**
 * A figure on the measure basis asked (adjusted, reported) before one of no basis stated; asked none, the headline first: a figure
 * the call says is adjusted ("Adjusted earnings were $4.9 billion", "the underlying ICE business margins") after the one it states
 * unqualified or as reported ("We reported fourth quarter earnings of $5.1 billion"), unless `headline` is false (the question
 * leaves something out, which an adjusted figure may be the one to do).
 */
export function measureRank(f: Pick<Fact, 'measure'>, asked: Fact['measure'], headline = true): number {
  if (asked) return Number(f.measure !== asked);
  return headline ? Number(f.measure === 'adjusted') : 0;
}

/**
 * A change measured as asked comes first, one whose sentence says so before one the reader took as
 * such by default ("revenue up 2%" is read year on year); asked neither way, year on year said is the
 * headline, then a basis unstated, then quarter on quarter said.
 */
function basisRank(f: Fact, asked: 'yoy' | 'qoq' | null): number {
  if (f.kind !== 'change') return 0;
  const said = f.basis !== null && basisSaid(f.sentence, f.basis);
  if (asked) return f.basis === asked ? (said ? 0 : 1) : 2;
  return !said ? 1 : f.basis === 'yoy' ? 0 : 2;
}

/**
 * Compare a fact's value with a threshold as the threshold's figures are compared, basis points and
 * percent converting; null when they cannot be compared. An amount the question gives with no
 * currency ("above 6,500 crore") is in each company's reporting currency: a figure the call states
 * in another ("USD195 million") cannot be compared with it.
 */
export function factMeets(t: Threshold, f: Fact & Pick<StoredFact, 'docCurrency'>): boolean | null {
  if (t.unit === 'money' && !t.currency && f.currency && f.docCurrency && f.currency !== f.docCurrency) return null;
  const figure = (unit: Figure['unit'], value: number): Figure => ({ value, unit, currency: f.currency ?? '', text: f.valueText, index: 0 });
  const asThreshold: Record<Threshold['unit'], Figure | null> = {
    percentage: f.unit === 'percent' ? figure('percentage', f.value) : f.unit === 'bp' ? figure('percentage', f.value / 100) : null,
    basis_points: f.unit === 'bp' ? figure('basis_points', f.value) : f.unit === 'percent' ? figure('basis_points', f.value * 100) : null,
    money: f.unit === 'money' || f.unit === 'per_unit' ? figure('money', f.value) : null,
    multiple: f.unit === 'multiple' || f.unit === 'ratio' ? figure('multiple', f.value) : null,
    count: f.unit === 'count' ? figure('count', f.value) : null,
  };
  const fig = asThreshold[t.unit];
  return fig ? meets(t, fig) : null;
}
