/**
 * Companies a question names that the workdir may not hold, found by where they stand rather
 * than by a table of names: the subject of a reporting verb ("What did Best Buy say…", "What RevPAR
 * did Marriott International report…"), a name with its ticker in brackets ("Allstate (ALL)"), or a
 * possessive of two capitalised words or more ("Crown Castle's"). Such a name that is a spelling of
 * a held company ("Capital One" for "Capital One Financial", "Infosis" for "Infosys", initials)
 * selects that company with a note; otherwise it is a company the corpus does not hold. Pure.
 */
import { editDistance } from '../../core/text/similarity.js';
import type { CompanyDirectory } from './company-directory.js';
import { QUESTION_WORDS, suffixlessKey } from './names.js';

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
  for (const matches of [...[SUBJECT, SUBJECT_ANY, TICKER_AFTER, POSSESSIVE].map((re) => [...question.matchAll(re)]), listed]) {
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
 * The held company a written name spells, when exactly one does: a name with words dropped or
 * added ("Capital One" / "Capital One Financial"), its initials, or a spelling within one or two
 * edits ("Infosis"). Null when none or several.
 */
export function heldSpelling(text: string, dir: CompanyDirectory): string | null {
  const key = suffixlessKey(text);
  if (key.length < 3) return null;
  const hits = new Set<string>();
  for (const c of dir.companies) {
    const ck = suffixlessKey(c.name);
    const budget = Math.min(key.length, ck.length) >= 9 ? 2 : Math.min(key.length, ck.length) >= 5 ? 1 : 0;
    if (
      ck.startsWith(`${key} `) ||
      key.startsWith(`${ck} `) ||
      (!key.includes(' ') && key.length >= 3 && key === initials(ck)) ||
      (budget > 0 && editDistance(key, ck) <= budget)
    ) {
      hits.add(c.name);
    }
  }
  return hits.size === 1 ? [...hits][0]! : null;
}
