/**
 * Which of a company's figures for the metric a question asks, as its words say: the reporting
 * basis ("standalone", "consolidated"), a ratio for the quarter alone ("quarterly", "not
 * annualised"), and the words that may name a segment or subsidiary — its words, those written as a
 * name (capitalised: "Novelis", "Europe's") and those put before a word for a part of a company
 * ("copper business", "the retail arm"). Read once with the plan; the fact answer matches them
 * against the segments a call names. Pure.
 */
import { currencyOf } from '../../core/text/quantities.js';
import { plainWords } from '../../core/text/tokenize.js';
import type { MeasureBasis } from '../../core/fact.js';
import { measureAsked } from '../../core/vocabulary/measure-words.js';
import { partWords } from '../../core/vocabulary/segment-kinds.js';
import { once } from '../../core/util/once.js';
import { oneSpelling } from '../../core/vocabulary/spellings.js';
import { withoutPlaceUs } from './question-shape.js';

export interface FigureAsked {
  /** The reporting basis asked; null when the question names none. */
  basis: 'standalone' | 'consolidated' | null;
  /** A ratio asked for the quarter alone, not annualised. */
  quarterly: boolean;
  /** The question's words, lower case (a segment's name must be among them). */
  words: string[];
  /** Words written as a name, lower case. */
  capitalised: string[];
  /** Words before a word for a part of a company, lower case ("copper" of "its copper business"). */
  partWords: string[];
  /** Words the question ends on after "in" or "for", lower case ("jewellery" of "store additions in jewellery"): they may name a segment. */
  afterWords: string[];
  /** The change asked: year on year or quarter on quarter ("grew … year on year", "sequentially"); null when the question names neither, or both. */
  change: 'yoy' | 'qoq' | null;
  /** The currency the figure is asked in ("in dollar terms", "in rupees", "in USD"): its code; null when the question names none. */
  currency: string | null;
  /**
   * The measure basis asked: adjusted ("adjusted EPS", "non-GAAP margin", "excluding one-time items") or as reported ("GAAP EPS",
   * "on a reported basis"), by the words of data/vocabulary/measures.json; null when the question names neither, or both.
   */
  measure: MeasureBasis | null;
  /**
   * The words naming the whole a share is asked of, when they name no metric, lower case ("wearables" of "what share of wearables
   * sell online", "orchard tractor market" of "m&m share of the orchard tractor market"); none when the whole is a metric ("share of sales").
   */
  shareWhole?: string[];
}

/** A word followed by one naming a part of a company (data/vocabulary/segments.json `parts`, use `name`): "copper" of "copper business". */
const PART_OF_COMPANY = once(() => new RegExp(String.raw`([\p{L}][\p{L}\p{N}&-]*)\s+(?:${partWords('name')})\b`, 'giu'));
const CAPITALISED = /(?<![\p{L}])\p{Lu}[\p{L}\p{N}]*/gu;
/**
 * One or two words after "in", "for" or "within" that end the question, or come before its period ("titan store additions in
 * jewellery", "l&t order inflow for infrastructure", "revenue in emerging markets this quarter"): the part of the company asked.
 */
const PART_AFTER = /\b(?:in|for|within)\s+(?:the\s+|its\s+|their\s+)?([\p{L}][\p{L}\p{N}&-]*(?:\s+[\p{L}][\p{L}\p{N}&-]*)?)\s*(?=[?.!]*\s*$|\s+(?:this|last|in|during|for)\s+(?:the\s+)?(?:q[1-4]|quarter|qtr|year|fy\s*\d{2,4}|h[12])\b|\s+q[1-4]\b)/giu;
/** The reporting basis a text names: the company alone, or with its subsidiaries. */
export const STANDALONE = /\bstand-?alone\b/i;
export const CONSOLIDATED = /\bconsolidated\b/i;
/** A change measured against the same quarter a year before, or against the quarter before; "last quarter" alone names the period asked, not the change. */
const ASKED_YOY = /\b(?:yoy|y-o-y|y-on-y|y\/y|year[- ](?:on|over)[- ]year|(?:over|from|versus|vs\.?|against|compared\s+(?:to|with))\s+(?:the\s+)?(?:(?:same\s+)?(?:quarter|period)\s+(?:of\s+)?)?(?:last|previous|prior|a)\s+year(?:\s+(?:ago|earlier))?)\b/i;
const ASKED_QOQ = /\b(?:qoq|q-o-q|q-on-q|q\/q|quarter[- ](?:on|over)[- ]quarter|sequential(?:ly)?|(?:over|from|versus|vs\.?|against|compared\s+(?:to|with))\s+(?:the\s+)?(?:last|previous|prior|preceding)\s+quarter)\b/i;
/** A currency the figure is asked in: "in dollar terms", "in US dollars", "in rupee terms", "in INR" (not an amount: "in $ 5 billion"). */
const IN_CURRENCY = /\bin\s+(?:(?:the|its)\s+)?(?:us\s+)?(dollars?|usd|us\$|rupees?|inr|euros?|eur|gbp)(?=\s+terms\b|\s*[?.,;!]|\s*$|\s+(?:and|or|for|at|in|during|versus|vs)\b)/i;
const QUARTERLY = /\b(?:quarterly|non-?annuali[sz]ed|not\s+annuali[sz]ed)\b/i;

/** The words of a name or question that can name a segment: letters or digits, two or more, not "and", "of", "the"; initials with dots joined ("U.S." → "us"), each word in one spelling ("aluminium" → "aluminum", data/vocabulary/spellings.json). */
export const nameWords = (s: string): string[] => plainWords(joinInitials(s)).filter((w) => w.length > 1 && !/^(?:and|of|the)$/.test(w)).map(oneSpelling);

/** Initials written with dots read as one word: "U.S." is "US", "U.K." is "UK", as a question writes them. */
export const joinInitials = (s: string): string => s.replace(/(?<![\p{L}\p{N}])((?:\p{L}\.){2,})/gu, (m) => `${m.replace(/\./g, '')} `);

/**
 * `metricsNamed`: where the question names its metrics, for the basis words put before a name
 * ("adjusted EPS"); `sameMetric`: whether words name the metric `id` (a basis word inside a name
 * counts when the rest of the name names the same metric). Without them, only basis phrases are read.
 */
export function figureAsked(question: string, metricsNamed: readonly { id: string; start: number; end: number }[] = [], sameMetric?: (id: string, rest: string) => boolean): FigureAsked {
  return {
    basis: STANDALONE.test(question) ? 'standalone' : CONSOLIDATED.test(question) ? 'consolidated' : null,
    quarterly: QUARTERLY.test(question),
    words: nameWords(question),
    capitalised: nameWords(question.match(CAPITALISED)?.join(' ') ?? ''),
    // … and "us" written as the country, before a metric's name or such a word ("sun pharma us sales").
    partWords: nameWords([...partsNamed(question, metricsNamed), ...(withoutPlaceUs(question, metricsNamed) !== question ? ['us'] : [])].join(' ')),
    afterWords: nameWords(wordsAfter(question, metricsNamed).join(' ')),
    change: askedChange(question),
    currency: askedCurrency(question) ?? currencyBefore(question, metricsNamed),
    measure: measureAsked(question, metricsNamed, sameMetric),
    shareWhole: shareWhole(question, metricsNamed),
  };
}

/**
 * The words after "share of" up to a verb, a preposition, a period word or the end ("what share of wearables sell online"), past
 * an article or a possessive ("of l&t's order book"): the whole the share is asked of.
 */
const SHARE_OF_WHOLE =
  /\b(?:share|proportion|percentage|portion|fraction)\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[\p{L}&.-]+['’]s?\s+)?((?:[\p{L}][\p{L}&-]*\s+){0,3}?[\p{L}][\p{L}&-]*)(?=\s+(?:is|are|was|were|sell|sells|sold|come|comes|came|go|goes|went|does|do|did|in|at|from|for|by|through|on|to|per|move|moves|moved|this|last|during|with|and|or)\b|\s*[?.,;!]|\s*$)/iu;

/** The whole a share is asked of, by words that name no metric the question names (shareWhole). */
function shareWhole(question: string, metricsNamed: readonly { start: number; end: number }[]): string[] {
  const m = SHARE_OF_WHOLE.exec(question);
  if (!m) return [];
  const start = m.index + m[0].length - m[1]!.length;
  const end = m.index + m[0].length;
  if (metricsNamed.some((n) => n.start < end && start < n.end)) return [];
  return nameWords(m[1]!);
}

/**
 * The words put before a word for a part of a company ("copper" of "its copper business"), less
 * those inside a longer metric's name ("new" of "new business margin", "value of new business"):
 * that name says no part. A name that is the part's words and no more ("logistics business") still names it.
 */
function partsNamed(question: string, metricsNamed: readonly { start: number; end: number }[]): string[] {
  const inside = (m: RegExpMatchArray, n: { start: number; end: number }) => n.start <= m.index! && m.index! + m[0].length <= n.end && (n.start < m.index! || n.end > m.index! + m[0].length);
  return [...question.matchAll(PART_OF_COMPANY())].filter((m) => !metricsNamed.some((n) => inside(m, n))).map((m) => m[1]!);
}

/**
 * The words a question ends on after "in", "for" or "within" ("store additions in jewellery", "order inflow for
 * infrastructure"), not the metric asked (named first: "growth in revenue"; a later one there is the part). They name a
 * segment the call names so, and ask no part by themselves ("in constant currency", "for the quarter").
 */
function wordsAfter(question: string, metricsNamed: readonly { start: number; end: number }[]): string[] {
  const first = [...metricsNamed].sort((a, b) => a.start - b.start)[0];
  return [...question.matchAll(PART_AFTER)].filter((m) => !(first && first.start < m.index! + m[0].length && m.index! < first.end)).map((m) => m[1]!);
}

/** A currency word right before a metric's name ("dollar revenue", "rupee sales"): the currency it is asked in; null for none. */
function currencyBefore(question: string, metricsNamed: readonly { start: number }[]): string | null {
  for (const n of metricsNamed) {
    const m = CURRENCY_BEFORE.exec(question.slice(0, n.start));
    if (m) return currencyOf(m[1]!);
  }
  return null;
}

const CURRENCY_BEFORE = /(?:^|[^\p{L}\p{N}$])(dollars?|usd|us\$|rupees?|inr|euros?|eur|gbp)\s+$/iu;

/** The currency a question asks its figure in ("in dollar terms": "usd"); null when it names none. */
export function askedCurrency(question: string): string | null {
  const m = IN_CURRENCY.exec(question);
  return m ? currencyOf(m[1]!) : null;
}

/** The change a question asks for: year on year, quarter on quarter, or null (neither, or both). */
export function askedChange(question: string): 'yoy' | 'qoq' | null {
  const yoy = ASKED_YOY.test(question);
  const qoq = ASKED_QOQ.test(question);
  return yoy === qoq ? null : yoy ? 'yoy' : 'qoq';
}
