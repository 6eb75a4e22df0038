/**
 * The answerer's view of words: content tokens without question words ("what", "company"),
 * stemmed so that inflections and a few verb/noun pairs meet, and how much of a question's
 * topic a piece of evidence covers — a financial abbreviation and its long form counting as one
 * term ("NIM" is covered by "net interest margin"). Pure.
 */
import { memoised, memoisedOn } from '../../core/lru.js';
import { ABBREVIATIONS } from '../../core/text/abbreviations.js';
import { paraphraseTerms } from '../../core/text/finance-paraphrases.js';
import { activeMetrics, type MetricVocabulary } from '../../core/vocabulary/metrics.js';
import { escapeRegExp } from '../../core/text/regexp.js';
import { closedSpelling, stem } from '../../core/text/stem.js';
import { contentTokens } from '../../core/text/tokenize.js';
import { oneSpelling } from '../../core/vocabulary/spellings.js';
import type { Context } from '../retrieve/types.js';

const QUESTION_WORDS = new Set(['what', 'how', 'much', 'many', 'which', 'tell', 'give', 'company', 'mentioned', 'according', 'call', 'transcript', 'earnings', 'management']);
/**
 * A text's comparison terms: stemmed content words, question words left out, each word in one
 * spelling ("defence" and "defense" meet: data/vocabulary/spellings.json). Memoised (the same
 * context sentences come back question after question in a long-running process); each caller
 * gets its own copy of the array.
 */
const cachedTerms = memoised(20_000, (text) =>
  contentTokens(text)
    .map((t) => t.replace(/['’]s$/, ''))
    .filter((t) => !QUESTION_WORDS.has(t))
    .map((t) => stem(oneSpelling(closedSpelling(t)))),
);
export const terms = (text: string): string[] => [...cachedTerms(text)];
/** The terms of a word (or text) read as written and with its hyphens as spaces ("non-performing" and "non performing"). */
export const wordTerms = (raw: string): string[] => [...terms(raw), ...terms(raw.replace(/-/g, ' '))];

/** A question's term that names a period, of any year: "q3", "fy", "fy22", "fy2024", "quarter", "year". */
export function isPeriodTerm(term: string): boolean {
  return PERIOD_TERM.test(term);
}
const PERIOD_TERM = /^(?:q[1-4]|fy(?:\d{2}|\d{4})?|quarter|year)$/;

/** The question's terms that are not the contexts' company names or the period. */
export function topicalTerms(qTerms: readonly string[], contexts: readonly Context[]): string[] {
  const names = new Set(contexts.flatMap((c) => terms(c.company ?? '')));
  return qTerms.filter((t) => !names.has(t) && !isPeriodTerm(t));
}

/**
 * For each term of the question's abbreviations and long forms, the other spelling as terms: "nim"
 * → [net, interest, margin], and each of those → [nim].
 */
export function alternativeSpellings(question: string, opts: { wholeNames?: boolean; fits?: (metric: string) => boolean } = {}): Map<string, string[]> {
  const alt = new Map<string, string[]>();
  const have = new Set(terms(question));
  const vocabulary = vocabularySpellings(activeMetrics());
  for (const [short, long, written] of [...[...ABBREVIATIONS].map(([a, b]) => [a, b, null] as const), ...vocabulary]) {
    const s = terms(short);
    const l = terms(long);
    if (s.length !== 1 || l.length === 0) continue;
    // The vocabulary's abbreviation counts written as one, in capitals: "CAR" is the capital
    // adequacy ratio, "car" a car.
    if (have.has(s[0]!) && (written === null || written.test(question))) alt.set(s[0]!, l);
    if (l.every((t) => have.has(t))) for (const t of l) alt.set(t, s);
  }
  // A plain phrase ("people leaving") is covered by the call's term for it ("attrition"): each of
  // the phrase's words by the first whole name of the term ("efficiency ratio" by "cost to income
  // ratio", not by "cost": a sentence on the cost of deposits is no efficiency ratio). A phrase
  // that is one of the metric's own names, whose terms hold no other name of one word, keeps its
  // spelling: "mortgage" is not written "home" of "home loans" (while "headcount" is "workforce").
  // Only metrics `fits` accepts (a group's business): "plan to retire" at utilities spells no annuity.
  for (const p of paraphraseTerms(question)) {
    if (opts.fits && !opts.fits(p.metric)) continue;
    const plain = terms(p.plain);
    const whole = oneWordNames(activeMetrics()).get(p.metric);
    if (namesOfMetric(activeMetrics()).get(p.metric)?.has(plain.join(' ')) && !terms(p.terms).some((w) => whole?.has(w))) continue;
    const spelling = opts.wholeNames ? firstName(p.terms, p.metric) : terms(p.terms).slice(0, 1);
    for (const t of plain) if (!alt.has(t) && spelling.length > 0) alt.set(t, spelling);
  }
  return alt;
}

/**
 * Of a metric's call terms ("cost of funds cost of deposits", "ldr loan to deposit ratio …"), the
 * name a plain word is spelled by, as terms: the first ("ldr", "cost of funds"), whole. The terms
 * are cut at the metric's names and abbreviations, a run of words between two of them counting as
 * one name ("cost of deposits").
 */
function firstName(callTerms: string, metric: string): string[] {
  const entry = activeMetrics().metrics.find((m) => m.id === metric);
  const names = [...(entry?.names ?? []), ...(entry?.abbreviations ?? [])].map((n) => n.toLowerCase().split(/\s+/)).sort((a, b) => b.length - a.length);
  const words = callTerms.toLowerCase().split(/\s+/).filter(Boolean);
  const phrases: string[][] = [];
  let rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    const name = names.find((n) => n.every((w, k) => words[i + k] === w));
    if (!name) {
      rest.push(words[i]!);
      i++;
      continue;
    }
    if (rest.length > 0) phrases.push(terms(rest.join(' ')));
    rest = [];
    phrases.push(terms(name.join(' ')));
    i += name.length;
  }
  if (rest.length > 0) phrases.push(terms(rest.join(' ')));
  return phrases.find((t) => t.length > 0) ?? [];
}

/**
 * The metric vocabulary's abbreviations with the name they abbreviate: the name whose words'
 * initials spell the abbreviation ("CET1" → "common equity tier 1", "DPS" → "dividend per share").
 * An abbreviation no name spells is left out (its names are other things: "SG&A" → "operating
 * expenses"), and so are two-letter ones ("PV", "TD"), which are also other things.
 */
const vocabularySpellings = memoisedOn((vocab: MetricVocabulary): [string, string, RegExp][] => {
  const out: [string, string, RegExp][] = [];
  for (const m of vocab.metrics) {
    for (const a of m.abbreviations ?? []) {
      const letters = a.toLowerCase().replace(/[^a-z0-9]/g, '');
      const long = m.names.find((n) => initials(n) === letters || initials(n, true) === letters);
      if (long && letters.length >= 3) out.push([a.toLowerCase(), long.toLowerCase(), new RegExp(`\\b${escapeRegExp(a)}s?\\b`)]);
    }
  }
  return out;
});

/** The names (as terms) of the vocabulary metrics that `abbreviation` abbreviates, written as it is: "medical care ratio" for "MLR". */
export function vocabularyNamesOf(abbreviation: string): string[][] {
  return namesByAbbreviation(activeMetrics()).get(abbreviation) ?? [];
}

/** Per metric id, its names and abbreviations of one word, as terms. */
const oneWordNames = memoisedOn((vocab: MetricVocabulary) => new Map(vocab.metrics.map((m) => [m.id, new Set([...m.names, ...(m.abbreviations ?? [])].map((n) => terms(n)).filter((t) => t.length === 1).map((t) => t[0]!))])));

/** Per metric id, its names as terms joined by spaces. */
const namesOfMetric = memoisedOn((vocab: MetricVocabulary) => new Map(vocab.metrics.map((m) => [m.id, new Set(m.names.map((n) => terms(n.replace(/-/g, ' ')).join(' ')))])));

const namesByAbbreviation = memoisedOn((vocab: MetricVocabulary) => {
  const out = new Map<string, string[][]>();
  for (const m of vocab.metrics) for (const x of m.abbreviations ?? []) out.set(x, [...(out.get(x) ?? []), ...m.names.map((n) => terms(n.replace(/-/g, ' ')))]);
  return out;
});

/** A name's initials, a number kept whole ("common equity tier 1" → "cet1"); without "of", "and", "per", "the" when `short`. */
function initials(name: string, short = false): string {
  return name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && !(short && SMALL.has(w)))
    .map((w) => (/^\d+$/.test(w) ? w : w[0]))
    .join('');
}

const SMALL = new Set(['of', 'and', 'per', 'the', 'on', 'to', '&']);

/**
 * Share of the topical terms found in `evidence` (1 when the question has none); a term is found
 * when it is there or every term of its other spelling is.
 */
export function coverageOf(evidence: readonly string[], topical: readonly string[], spellings: ReadonlyMap<string, string[]>): number {
  if (topical.length === 0) return 1;
  const have = new Set(evidence);
  const found = (t: string): boolean => have.has(t) || (spellings.get(t)?.every((w) => have.has(w)) ?? false);
  return topical.filter(found).length / topical.length;
}

/** `f` cached per term array: the sentences of one reply share their question's terms array. */
export function memoPerTerms(f: (termList: string[]) => number): (termList: string[]) => number {
  const memo = new Map<string[], number>();
  return (termList) => {
    let v = memo.get(termList);
    if (v === undefined) memo.set(termList, (v = f(termList)));
    return v;
  };
}
