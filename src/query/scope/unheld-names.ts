/**
 * Companies a question names that the workdir may not hold, found by where they stand rather
 * than by a table of names: the subject of a reporting verb ("What did Best Buy say…", "What RevPAR
 * did Marriott International report…"), a name with its ticker in brackets ("Allstate (ALL)"), a
 * possessive of two capitalised words or more ("Crown Castle's"), or what a figure is measured
 * against ("faster than Ecolab"). Such a name that is a spelling of
 * a held company ("Capital One" for "Capital One Financial", "Infosis" for "Infosys", initials)
 * selects that company with a note; otherwise it is a company the corpus does not hold. And a
 * near miss of a held company's name anywhere else, any case ("margins at Aravli Infotech", "how is
 * aravli doing"): `nearMisses`. Pure.
 */
import { editDistance, typoDistance } from '../../core/text/similarity.js';
import { METRIC_TERMS } from '../../core/text/lexicon.js';
import type { CompanyDirectory, NameKind } from './company-directory.js';
import { COMMON_WORDS, nameKey, nameTokens, QUESTION_WORDS, suffixlessKey } from './names.js';
import { MONTH_NAME } from '../../core/text/months.js';

export interface UnheldName {
  start: number;
  end: number;
  /** The name as written. */
  text: string;
}

const CAP = String.raw`[\p{Lu}][\p{L}\p{N}&.'’!-]*`;
const NAME = String.raw`(${CAP}(?:\s+(?:&|and|of|${CAP})){0,5})`;
const VERB = '(?:say|said|says|report|reported|post|posted|give|gave|guide|guided|describe|described|expect|expected|see|saw|price|priced|deliver|delivered|announce|announced|note|noted|mention|mentioned|disclose|disclosed|book|booked|grow|grew|earn|earned|generate|generated|plan|planned|target|targeted|discuss|discussed|comment|commented|reveal|revealed)';
const AUX = '(?:did|does|do|has|have|had|will|would|is|was|are|were)';
const SUBJECT = new RegExp(String.raw`\b${AUX}\s+${NAME}\s+${VERB}\b`, 'gu');
/** Any verb after a name that is not an acronym ("is American Airlines flying"; not "is IT spending"). */
const SUBJECT_ANY = new RegExp(String.raw`\b${AUX}\s+(?=[^\s]*\p{Ll})${NAME}\s+\p{Ll}+(?:ed|ing|s)\b`, 'gu');
const TICKER_AFTER = new RegExp(String.raw`${NAME}\s+\((?:NYSE|NASDAQ|Nasdaq|NSE|BSE|LSE|TSE)?:?\s*[A-Z][A-Z.]{0,5}\)`, 'gu');
const POSSESSIVE = new RegExp(String.raw`(${CAP}(?:\s+(?:&|and|of|${CAP})){1,5})['’]s?\b`, 'gu');
/**
 * What a figure is measured against: "grew revenue faster than Ecolab", "margins versus Cintas".
 * Written in capitals and small letters (not "than EBITDA", "than Q1"), and no month ("than March").
 */
const COMPARED = new RegExp(
  String.raw`\b(?:than|versus|vs\.?|compared?\s+(?:with|to)|relative\s+to)\s+(?:the\s+)?(?!(?:${MONTH_NAME}|Last|Prior|Previous|Next)\b)(?=[^\s]*\p{Ll})${NAME}`,
  'gu',
);

/** Words that open a question or a clause, never a name. */
const NOT_START = QUESTION_WORDS;
/** Who speaks on a call, never a company: roles as analysts write them. */
const ROLES = /^(?:CEO|CFO|COO|CTO|CIO|Chairman|Chairwoman|Chair|President|Management|Manager|Company|Treasurer|Controller|IR|Investor Relations|Mgmt|Chief Executive|Chief Financial Officer|Chief Executive Officer|Board|Analysts?)$/;

const LIST_AFTER = new RegExp(String.raw`^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|vs\.?\s+|versus\s+|&\s+)${NAME}`, 'u');
const LIST_BEFORE = new RegExp(String.raw`${NAME}\s*(?:,|\band|\bor|\bvs\.?|\bversus)\s*$`, 'u');

/**
 * Capitalised names standing where a company stands, not overlapping `taken` spans: the slots
 * above, and beside a company the question names in a list ("at IDEX and Illinois Tool Works",
 * `companies` spans). Names of people who speak on the calls (`people`: lower-case words of
 * speakers' names) are not companies.
 */
export function unheldNames(
  question: string,
  taken: readonly { start: number; end: number }[],
  people: ReadonlySet<string> = new Set(),
  companies: readonly { start: number; end: number }[] = [],
): UnheldName[] {
  const out: UnheldName[] = [];
  const listed: RegExpMatchArray[] = [];
  for (const c of companies) {
    const after = LIST_AFTER.exec(question.slice(c.end));
    if (after) listed.push(Object.assign([after[0], after[1]!], { index: c.end + after.index }) as unknown as RegExpMatchArray);
    const before = LIST_BEFORE.exec(question.slice(0, c.start));
    if (before) listed.push(Object.assign([before[0], before[1]!], { index: before.index }) as unknown as RegExpMatchArray);
  }
  for (const matches of [...[SUBJECT, SUBJECT_ANY, TICKER_AFTER, POSSESSIVE, COMPARED].map((re) => [...question.matchAll(re)]), listed]) {
    for (const m of matches) {
      const words = m[1]!.split(/\s+/);
      while (words.length > 0 && NOT_START.has(words[0]!)) words.shift();
      // A possessive inside ends the name: "Smucker's Dunkin' coffee" names Smucker.
      const owner = words.findIndex((w, i) => i < words.length - 1 && /['’]s?$/.test(w));
      if (owner >= 0) words.splice(owner + 1);
      if (words.length === 0) continue;
      const text = words.join(' ').replace(/['’]s?$/, '');
      const start = (m.index ?? 0) + m[0].indexOf(words[0]!);
      const end = start + text.length;
      if (!/\p{L}{2}/u.test(text) || ROLES.test(text)) continue;
      if (text.split(/\s+/).every((w) => people.has(w.toLowerCase()))) continue;
      if ([...taken, ...out].some((t) => t.start < end && start < t.end)) continue;
      out.push({ start, end, text });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Initials of a key's words ("international business machines" → "ibm"). */
const initials = (key: string): string =>
  key
    .split(' ')
    .filter((w) => w && !['and', 'of', 'the'].includes(w))
    .map((w) => w[0])
    .join('');

/** How many chunks of each company use a phrase (scope/word-use.ts corpusWordUse). */
export type PhraseUse = (phrase: string) => ReadonlyMap<string, number>;

/** Words of a key that tell companies apart (not "and", "of", "the"). */
const words = (key: string): string[] => key.split(' ').filter((w) => w && !['and', 'of', 'the', 'inc', 'corp', 'co'].includes(w));

/**
 * The held company a written name names, when exactly one does: a spelling of its name (words
 * dropped or added, initials, one or two edits: "Capital One" for "Capital One Financial",
 * "Infosis"), else, with `use`, a name its own calls use for it ("Franklin Templeton" in Franklin
 * Resources' calls, "U.S. Steel" in United States Steel's) that shares a word or its initials
 * with its stored name. Null when none or several.
 */
export function heldName(text: string, dir: CompanyDirectory, use?: PhraseUse): string | null {
  const spelt = heldSpelling(text, dir);
  if (spelt || !use) return spelt;
  const key = suffixlessKey(text);
  const counts = [...use(key)].sort((a, b) => b[1] - a[1]);
  const all = counts.reduce((s, [, n]) => s + n, 0);
  // The company whose calls use the name most: at least half of all uses and twice the next one's.
  for (const [company, n] of counts.slice(0, 1)) {
    if (n < 3 || n < 0.5 * all || n < 2 * (counts[1]?.[1] ?? 0)) continue;
    const ck = suffixlessKey(company);
    const shares = words(key).some((w) => words(ck).includes(w)) || initials(key) === ck.replace(/ /g, '') || initials(key) === (dir.byName.get(company)?.ticker ?? '').toLowerCase();
    if (shares) return company;
  }
  return null;
}

/**
 * True when the corpus uses a phrase in the calls of many companies, none of which holds half of
 * its uses: a common term ("COVID", "PPP"), not a company's name.
 */
export function commonTerm(text: string, use?: PhraseUse): boolean {
  if (use === undefined) return false;
  const counts = [...use(suffixlessKey(text)).values()];
  const all = counts.reduce((s, n) => s + n, 0);
  return counts.length >= 5 && Math.max(...counts) < 0.5 * all;
}

/**
 * Edits a spelling may be off by: none under 5 letters, one from 5, two from 9 (of the shorter of
 * the two keys).
 */
function editBudget(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
}

/** Name forms a misspelling is compared with: the names the directory selects one company by, not initials (tickers of 5 letters or more, as ARAVALI, are). */
const SPELT_KINDS: ReadonlySet<NameKind> = new Set(['name', 'suffixless', 'self', 'short', 'user', 'name-start', 'first-word', 'graph-alias', 'ticker']);

interface SpellingTarget {
  key: string;
  words: number;
  company: string;
}

interface SpellingTargets {
  all: SpellingTarget[];
  /** By word count and first letter: a slip rarely changes a name's first letter (a swap of the first two is looked up too). */
  byStart: Map<string, SpellingTarget[]>;
  maxWords: number;
}

const targetsCache = new WeakMap<CompanyDirectory, SpellingTargets>();

/** Every key that selects exactly one held company, of 5 letters or more, with its company. */
function spellingTargets(dir: CompanyDirectory): SpellingTargets {
  let out = targetsCache.get(dir);
  if (!out) {
    const seen = new Set<string>();
    const all: SpellingTarget[] = [];
    const add = (key: string, company: string): void => {
      if (key.replace(/ /g, '').length < 5 || seen.has(`${key}\0${company}`)) return;
      seen.add(`${key}\0${company}`);
      all.push({ key, words: key.split(' ').length, company });
    };
    for (const c of dir.companies) {
      add(suffixlessKey(c.name), c.name);
      add(nameKey(c.name), c.name);
    }
    for (const [key, e] of dir.names) if (e.companies.length === 1 && SPELT_KINDS.has(e.kind)) add(key, e.companies[0]!);
    const byStart = new Map<string, SpellingTarget[]>();
    for (const t of all) {
      const k = `${t.words}:${t.key[0]}`;
      byStart.set(k, [...(byStart.get(k) ?? []), t]);
    }
    out = { all, byStart, maxWords: Math.max(1, ...all.map((t) => t.words)) };
    targetsCache.set(dir, out);
  }
  return out;
}

/** The held companies a key is a near miss of: one or two slips (editBudget; a swap of two letters is one) from a name of as many words. */
function nearMissOf(key: string, dir: CompanyDirectory): Set<string> {
  const { byStart } = spellingTargets(dir);
  const words = key.split(' ').length;
  const hits = new Set<string>();
  const starts = key.length > 1 && key[1] !== key[0] ? [key[0], key[1]] : [key[0]];
  for (const start of starts) {
    for (const t of byStart.get(`${words}:${start}`) ?? []) {
      const budget = editBudget(key, t.key);
      if (budget === 0 || key === t.key || Math.abs(t.key.length - key.length) > budget) continue;
      if (start !== key[0] && t.key[1] !== key[0]) continue; // the swapped start: only a swap of the first two letters
      if (typoDistance(key, t.key, budget) <= budget) hits.add(t.company);
    }
  }
  return hits;
}

/**
 * The held company a written name spells, when exactly one does: a name with words dropped or
 * added ("Capital One" / "Capital One Financial"), its initials or the name they stand for
 * ("Becton Dickinson" for a company stored as "BD"), or a spelling within one or two
 * edits of its name or of a name that selects it ("Infosis", "Aravli" for Aravali Infotech's first
 * word). Null when none or several.
 */
export function heldSpelling(text: string, dir: CompanyDirectory): string | null {
  const key = suffixlessKey(text);
  if (key.length < 3) return null;
  const hits = new Set<string>();
  for (const c of dir.companies) {
    const ck = suffixlessKey(c.name);
    const budget = editBudget(key, ck);
    if (
      ck.startsWith(`${key} `) ||
      key.startsWith(`${ck} `) ||
      (!key.includes(' ') && key.length >= 3 && key === initials(ck)) ||
      // A company stored under its initials ("BD", "MPC"), written out ("Becton Dickinson").
      (key.includes(' ') && !ck.includes(' ') && ck.length >= 2 && initials(key) === ck) ||
      (budget > 0 && editDistance(key, ck) <= budget)
    ) {
      hits.add(c.name);
    }
  }
  if (hits.size === 0) for (const c of nearMissOf(key, dir)) hits.add(c);
  return hits.size === 1 ? [...hits][0]! : null;
}

/** A name written near a held company's name: the company when one, the candidates when several. */
export interface NearMiss extends UnheldName {
  companies: string[];
}

/** Words that carry no name: prepositions, articles, conjunctions. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'in', 'on', 'at', 'of', 'to', 'by', 'for', 'as', 'or', 'and', 'is', 'with', 'from', 'into', 'up']);

const METRIC_WORDS: ReadonlySet<string> = new Set(METRIC_TERMS.flatMap((t) => t.split(' ')));

/**
 * Words of the question, outside `taken` spans and in any case, that are a near miss of a held
 * company's name of 5 letters or more (one edit, two from 9 letters; as many words): "Aravli
 * Infotech", "aravli". Not a word the question reads otherwise (question words, common words of
 * names, metric words), nor a plural of a name, nor one the corpus uses mostly in other companies'
 * calls (`use`: a real word, not a misspelling). Longest first; each names its companies, several
 * when it is as near to each.
 */
export function nearMisses(question: string, dir: CompanyDirectory, taken: readonly { start: number; end: number }[], use?: PhraseUse): NearMiss[] {
  const toks = nameTokens(question);
  const out: NearMiss[] = [];
  const targets = spellingTargets(dir);
  const maxWords = Math.min(4, targets.maxWords);
  const ordinary = (w: string): boolean => COMMON_WORDS.has(w) || METRIC_WORDS.has(w) || QUESTION_WORDS.has(w[0]!.toUpperCase() + w.slice(1));
  const keys: string[] = [];
  let i = 0;
  outer: while (i < toks.length) {
    // Keys of 1..maxWords words from i, words of one phrase (nothing but spaces between them).
    keys.length = 0;
    for (let n = 0; n < maxWords && i + n < toks.length; n++) {
      if (n > 0 && !/^\s+$/.test(question.slice(toks[i + n - 1]!.end, toks[i + n]!.start))) break;
      keys.push(n === 0 ? toks[i]!.norm : `${keys[n - 1]} ${toks[i + n]!.norm}`);
    }
    for (let n = keys.length; n >= 1; n--) {
      const key = keys[n - 1]!;
      const start = toks[i]!.start;
      const end = toks[i + n - 1]!.end;
      if (key.length - (n - 1) < 5 || /\d/.test(key) || dir.names.has(key) || dir.absent.has(key)) continue;
      if (taken.some((t) => t.start < end && start < t.end)) continue;
      if (toks.slice(i, i + n).every((t) => ordinary(t.norm))) continue;
      // A phrase opening or closing on a function word ("snap in" for "Snap-on") changes a word of the
      // sentence, not a letter of a name.
      if (n > 1 && (FUNCTION_WORDS.has(toks[i]!.norm) || FUNCTION_WORDS.has(toks[i + n - 1]!.norm))) continue;
      const hits = nearMissOf(key, dir);
      if (hits.size === 0) continue;
      // A plural or possessive of a name ("titans") is an ordinary word, not a misspelling.
      for (const t of targets.all) if (hits.has(t.company) && (key === `${t.key}s` || key === `${t.key}es`)) hits.delete(t.company);
      if (hits.size === 0) continue;
      // A word the corpus uses is a word, unless the uses are mostly the named company's own
      // (the full-text index stems: "infosis" counts Infosys's "Infosys").
      if (use) {
        const aWord = (phrase: string): boolean => {
          const counts = use(phrase);
          const all = [...counts.values()].reduce((x, y) => x + y, 0);
          const own = [...hits].reduce((x, c) => x + (counts.get(c) ?? 0), 0);
          return all > 0 && own < 0.5 * all;
        };
        if (aWord(key)) continue;
        // Nor are words the corpus uses, each of them, side by side: "saw group" is no "SJW Group".
        if (n > 1 && toks.slice(i, i + n).every((t) => aWord(t.norm))) continue;
      }
      out.push({ start, end, text: question.slice(start, end), companies: [...hits].sort() });
      i += n;
      continue outer;
    }
    i++;
  }
  return out;
}
