/**
 * The scope of a question from its words: the companies it names (in order of mention), names of
 * listed companies the corpus does not hold, the period it asks about, and, when it names no
 * company, the sector of a group question. Pure given the directory (and, when given, the
 * corpus's word counts, looked up only for the business word after a group's name); one pass over the
 * tokens with map lookups (no regex per company), so it costs microseconds per question.
 */
import { periodLabel } from '../../core/domain.js';
import { trigramSimilarity } from '../../core/text/similarity.js';
import type { AbsentCompany, AmbiguousName, GroupScope, Scope, ScopeCompany } from './types.js';
import { caseAllows, type CompanyDirectory, type DirectoryCompany, scopeCompany } from './company-directory.js';
import { wordOwner, type WordUse } from './word-use.js';
import { COMMON_WORDS, gluedParts, nameKey, nameTokens, QUESTION_WORDS, suffixlessKey, type NameToken } from './names.js';
import { findAllSectorWords, memberSectors, unknownGroupWords } from './sectors.js';
import { barOp, parseThreshold } from '../plan/threshold.js';
import { loadSectorGroupWords, sectorName } from '../../core/vocabulary/sector-groups.js';
import { metricById, metricMentions } from '../../core/vocabulary/metrics.js';
import { commonTerm, heldName, nearMisses, unheldNames } from './unheld-names.js';
import { fiscalOfCalendar, holdsPeriod, latestPeriod, QUARTER_BEFORE_LATEST, quarterBefore, questionPeriods, RELATIVE, YEAR_AGO, YEAR_AGO_FIGURE, yearBefore } from './periods.js';
import { monthName } from '../../core/text/months.js';

export interface DetectOptions {
  /**
   * Month (1-12) fiscal years start in, when the user set one; null reads each company's calendar
   * from its documents (calendar year when they do not say).
   */
  fiscalYearStartMonth: number | null;
  /**
   * The corpus's use of a word per company (word-use.ts corpusWordUse): tells a group's
   * companies apart by the business word after its name ("Bajaj's Triumph", "Adani's … and its
   * airports"). Without it, names alone decide.
   */
  wordUse?: WordUse;
  /** The user's sector vocabulary files (config `vocabulary.sectors`): more words that name a group. */
  sectorFiles?: readonly string[];
  /** Only the companies are wanted (a flag already chose the scope): no group of companies is looked for. */
  companiesOnly?: boolean;
}

interface Mention {
  start: number;
  end: number;
  text: string;
  companies: string[];
  /** Written with a possessive "'s". */
  possessive?: boolean;
  /** Matched only as the first word of the companies' names ("American", "ICICI"). */
  firstWord?: boolean;
}

/**
 * Companies, absent names and the spans they cover, in order of mention (longest name first at each
 * word); and the weak mentions: a name written in a case its rule does not allow ("titan", "hero")
 * or an ordinary word the corpus does not use as the company's brand ("Sun"), which count only
 * beside another company (listedMentions).
 */
function findNames(question: string, dir: CompanyDirectory): { found: Mention[]; absent: Mention[]; weak: Mention[] } {
  const toks = nameTokens(question);
  const found: Mention[] = [];
  const absent: Mention[] = [];
  const weak: Mention[] = [];
  const keys: string[] = [];
  // Typed in lower case, but for the question's first letter.
  const lowerCase = !/\p{Lu}/u.test(question.trimStart().slice(1));
  let i = 0;
  while (i < toks.length) {
    // Keys of 1..n words from i, stopping at a sentence break or bracket between two words.
    keys.length = 0;
    let key = '';
    for (let n = 0; n < dir.maxTokens && i + n < toks.length; n++) {
      if (n > 0 && isBreak(question, toks[i + n - 1]!, toks[i + n]!)) break;
      key = n === 0 ? toks[i]!.norm : `${key} ${toks[i + n]!.norm}`;
      keys.push(key);
      if (!dir.prefixes.has(key)) break; // no longer name starts with these words
    }
    let matched = 0;
    let miscased: Mention | null = null;
    for (let n = keys.length; n >= 1; n--) {
      const first = toks[i]!;
      const last = toks[i + n - 1]!;
      if (first.norm === 'and' || last.norm === 'and') continue;
      // Part of one written word ("A" of "SG&A", "T" of "AT&T"): the word is read whole or not at all.
      if (gluedTo(toks[i - 1], first) || gluedTo(last, toks[i + n])) continue;
      const hit = dir.names.get(keys[n - 1]!);
      const gone = hit ? undefined : dir.absent.get(keys[n - 1]!);
      if (!hit && !gone) continue;
      const span = toks.slice(i, i + n);
      const raws = span.map((t) => t.raw);
      // A possessive names its owner in any case ("apollo's new hospitals"), a capital-only name too,
      // and initials joined by an ampersand ("l&t's order inflow"): no word of prose is written so.
      if (hit && (caseAllows(hit.rule, raws) || (last.possessive && (hit.rule === 'capital' || raws.includes('&'))))) {
        found.push({ ...mention(question, span, hit.companies), ...(hit.kind === 'first-word' ? { firstWord: true } : {}) });
        matched = n;
        break;
      }
      if (gone && caseAllows(gone.rule, raws)) {
        absent.push(mention(question, span, [gone.name]));
        matched = n;
        break;
      }
      // A single letter in lower case is an article or a pronoun ("than a year ago", "did i"), never a one-letter ticker.
      if (hit && !miscased && !(span.length === 1 && /^\p{Ll}$/u.test(raws[0]!))) miscased = mention(question, span, hit.companies);
    }
    if (!matched) {
      const glued = gluedMention(question, toks[i]!, dir);
      if (glued) (glued.absent ? absent : found).push(glued.mention);
      else if (miscased) weak.push(miscased);
      else {
        // An ordinary first word ("Sun", "State") counts capitalised; in a question typed in lower case, where case tells no name
        // from a word, written as it is ("how do sun's india sales stack up against dr reddy's?"). Either way only beside another company.
        const listed = dir.listWords.get(toks[i]!.norm);
        if (listed && (/^\p{Lu}/u.test(toks[i]!.raw) || lowerCase)) weak.push(mention(question, [toks[i]!], listed));
      }
    }
    i += matched || 1;
  }
  return { found, absent, weak };
}

/** Two tokens written with nothing between them: the letters and "&" of one word ("SG&A", "M&T"). */
function gluedTo(a: NameToken | undefined, b: NameToken | undefined): boolean {
  return a !== undefined && b !== undefined && a.end === b.start && (a.norm === 'and' || b.norm === 'and') && (a.raw === '&' || b.raw === '&');
}

/** Words joining the names of a list of companies: "Sun, Cipla and Dr Reddy's", "axis vs kotak". */
const LIST_GAP = /^\s*(?:,|;|\/|&|\band\b|\bor\b|\bvs\b\.?|\bv\/s\b|\bversus\b|\bcompared (?:with|to)\b|\bagainst\b)\s*(?:(?:and|or)\s+)?(?:(?:the|at)\s+)?$/i;
/** A comparison between two possessive names: "titan's jewellery margin guidance vs hero motocorp's …". */
const COMPARE_GAP = /(?:^|[\s,;])(?:vs\.?|v\/s|versus|compared (?:with|to)|against|and|or)\s/i;
/** A "vs" between names that each carry a short qualifier: "hero motocorp (2W retail) vs m&m tractors vs titan". */
const VS_GAP = /(?:^|[\s,;()])(?:vs\.?|v\/s|versus)(?:\s|$)/i;
/**
 * A verb of comparing and the word it measures against, right before the second name: "how did axis fare against sbi",
 * "infosys measured up to tcs"; or a comparative and its "than" ("does bajaj earn a fatter margin than hero").
 */
const MEASURED_AGAINST = /(?:^|\s)(?:(?:[\p{L}]+\s+){1,2}(?:against|versus|vs\.?|compared (?:with|to)|relative to|next to|up to)|(?:[\p{L}'’-]+\s+){1,5}than)\s+(?:the\s+)?$/iu;
/** A span of time right before a weak mention, which ends its period ("versus a year ago"): no name. */
const AFTER_SPAN = /\b(?:years?|quarters?|months?|weeks?)\s+$/i;
/** A word after a name that makes it a word of prose: "against target of 12%". */
const NOUN_AFTER = /^\s+(?:of|is|was|for|to)\b/i;

/**
 * The weak mentions that name a company after all, by standing in a list with a company the
 * question names: right next to one, joined by a comma or connector ("Sun, Cipla and Dr Reddy's",
 * "bajaj vs hero"), across a "vs" and a few words qualifying each ("m&m tractors vs titan
 * jewellery"), or — a possessive ("titan's margin") — compared with one within a few words.
 * A list grows from its named members, so "Sun, Titan and Cipla" takes both weak names.
 */
function listedMentions(question: string, found: readonly Mention[], weak: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  const named = [...found];
  const gapOf = (a: Mention, b: Mention): string => (a.end <= b.start ? question.slice(a.end, b.start) : question.slice(b.end, a.start));
  let grew = true;
  while (grew) {
    grew = false;
    for (const w of weak) {
      if (out.includes(w) || named.some((m) => m.start < w.end && w.start < m.end) || AFTER_SPAN.test(question.slice(0, w.start))) continue;
      const joined = named.some((m) => {
        if (m.companies.every((c) => w.companies.includes(c))) return false;
        const gap = gapOf(w, m);
        if (LIST_GAP.test(gap)) return true;
        if (VS_GAP.test(gap) && gap.trim().split(/\s+/).length <= 4) return true;
        if (m.end <= w.start && MEASURED_AGAINST.test(gap) && gap.trim().split(/\s+/).length <= 6 && !NOUN_AFTER.test(question.slice(w.end))) return true;
        return w.possessive === true && COMPARE_GAP.test(gap) && gap.trim().split(/\s+/).length <= 8;
      });
      if (!joined) continue;
      out.push(w);
      named.push(w);
      grew = true;
    }
  }
  return out;
}

/** A word after a name that makes it a word of prose, not the subject of a bare question: "reliance on imports", "target of 12%". */
const PROSE_AFTER = /^\s+(?:on|upon|of|in|to|for|from|with|by|at|is|was|are|were|and|or)\b/i;

/**
 * A weak mention that names the company after all in a question typed wholly in lower case, where
 * case tells no name from a word: the name a bare question opens with, followed by what it asks of
 * it ("l&t infra order inflow this qtr?", "m&m farm pat q1", "reliance retail ebitda"), when the
 * question names no other company. A question with a capital anywhere keeps the case rules, and so
 * does a name after question words ("is reliance on imports a risk …?", "what is titan margin?").
 */
function leadingMention(question: string, found: readonly Mention[], weak: readonly Mention[]): Mention[] {
  // Typed in lower case, but for the question's first letter ("How is reliance thinking …").
  if (found.length > 0 || /\p{Lu}/u.test(question.trimStart().slice(1))) return [];
  const first = weak[0];
  if (!first || PROSE_AFTER.test(question.slice(first.end))) return [];
  if (question.slice(0, first.start).trim() === '') return /\p{Lu}/u.test(question) ? [] : [first];
  // The subject of a question's auxiliary, before its verb: "what did hdfc bank say …", "how much did l&t win …", "how is
  // reliance thinking …" ("is"/"has" want the verb's participle after the name: "what is titan margin?" asks of a word).
  const aux = ASKED_OF.exec(question.slice(0, first.start));
  if (!aux) return [];
  const verb = /^\s+([\p{L}]+)/u.exec(question.slice(first.end))?.[1] ?? '';
  return verb !== '' && (!/^(?:is|are|was|were|has|have|had)$/i.test(aux[1]!) || /(?:ing|ed)$/i.test(verb)) ? [first] : [];
}

/** Question words and an auxiliary, before the subject it asks of: "what did", "how much did", "how is", "why has". */
const ASKED_OF = /^\s*(?:what|how(?:\s+(?:much|many|far|fast|well))?|why|when|where)\s+(did|does|do|will|would|can|could|should|is|are|was|were|has|have|had)\s+$/i;

/** A name at the start of a camel-case word ("HCLSoftware", "JioMart"): the whole word is the mention. */
function gluedMention(q: string, tok: NameToken, dir: CompanyDirectory): { mention: Mention; absent: boolean } | null {
  const parts = gluedParts(tok.raw);
  for (let n = parts.length; n >= 1; n--) {
    const head = parts.slice(0, n);
    const key = nameKey(head.join(' '));
    const hit = dir.names.get(key);
    // A glued brand names a company by its brand ("HCLSoftware", "JioMart"), not by an ordinary
    // first word ("ServiceNow" is not Service Corporation International).
    const ordinaryFirstWord = hit?.kind === 'first-word' && hit.rule !== 'any';
    if (hit && !ordinaryFirstWord && caseAllows(hit.rule, head)) return { mention: mention(q, [tok], hit.companies), absent: false };
    const gone = hit ? undefined : dir.absent.get(key);
    if (gone && caseAllows(gone.rule, head)) return { mention: mention(q, [tok], [gone.name]), absent: true };
  }
  return null;
}

/** A sentence break or bracket between two words ("Dr. Reddy" keeps its dot after a short word; "&" is part of a name). */
function isBreak(q: string, a: NameToken, b: NameToken): boolean {
  if (b.start - a.end === 1 && q.charCodeAt(a.end) === 32) return false;
  const gap = q.slice(a.end, b.start);
  if (!/[.,;:!?()[\]/]/.test(gap)) return false;
  // "M/I Homes": a slash between initials joins them.
  if (gap === '/' && a.raw.length === 1 && b.raw.length === 1) return false;
  return !(gap.trim() === '.' && a.raw.length <= 3);
}

function mention(q: string, span: NameToken[], companies: string[]): Mention {
  const first = span[0]!;
  const last = span[span.length - 1]!;
  const endNoPossessive = last.possessive ? last.start + last.raw.length : last.end;
  return { start: first.start, end: last.end, text: q.slice(first.start, endNoPossessive), companies, ...(last.possessive ? { possessive: true } : {}) };
}

const LEGAL_NAME = /\b((?:[A-Z][\p{L}\p{N}&.'’-]*\s+){1,4})(Ltd|Limited|Inc|Corp|Corporation|PLC|plc|LLC|Pvt|Private Limited)\b\.?/gu;
const NOT_NAME_START = QUESTION_WORDS;

/** "Foo Industries Ltd", "Acme Corp": a capitalised name with a legal suffix, not a name the directory knows. */
function legalNames(q: string, taken: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of q.matchAll(LEGAL_NAME)) {
    const words = m[1]!.trim().split(/\s+/);
    while (words.length > 0 && NOT_NAME_START.has(words[0]!)) words.shift();
    if (words.length === 0) continue;
    const text = `${words.join(' ')} ${m[2]}`;
    const start = m.index + m[0].indexOf(words[0]!);
    const end = m.index + m[0].length;
    if (taken.some((t) => t.start < end && start < t.end)) continue;
    out.push({ start, end, text, companies: [] });
  }
  return out;
}

/** Ingested companies whose name is closest to a name the corpus does not hold, best first. */
export function closestCompanies(name: string, dir: CompanyDirectory, n = 3): string[] {
  const key = suffixlessKey(name);
  const firstWord = key.split(' ')[0];
  return dir.companies
    .map((c) => {
      const ck = suffixlessKey(c.name);
      const sameFirst = ck.split(' ')[0] === firstWord ? 0.2 : 0;
      return { c: c.name, s: trigramSimilarity(key, ck) + sameFirst };
    })
    .filter((x) => x.s >= 0.3)
    .sort((a, b) => b.s - a.s || a.c.localeCompare(b.c))
    .slice(0, n)
    .map((x) => x.c);
}

/** A preposition right before a group's words: the group is the object of the metric. */
const OBJECT_OF = /\b(?:from|to|with|by|for|against|about|into|toward|towards|on)\s+(?:the\s+|their\s+|its\s+)?$/i;

/** The group a question asks about when it names no company ("Which banks ...", "banks and insurers"). */
function detectGroup(question: string, dir: CompanyDirectory, sectorFiles: readonly string[] = []): GroupScope | null {
  const vocabulary = loadSectorGroupWords(sectorFiles);
  const all = findAllSectorWords(question, dir.sectors, vocabulary);
  // A group written after a preposition ("demand from carmakers", "lending to airlines") is what the
  // metric is about, not the companies asked about, when another group is.
  const asked = all.filter((h) => !OBJECT_OF.test(question.slice(0, h.index)));
  const hits = asked.length > 0 ? asked : all;
  if (hits.length === 0) return everyCompany(question, dir) ?? unknownGroup(question);
  const covers = new Set(hits.flatMap((h) => memberSectors(h.sector, vocabulary)));
  const companies = dir.companies.filter((c) => c.sectors.some((s) => covers.has(s))).map((c) => c.name);
  const sectors = [...new Set(hits.map((h) => h.sector))];
  return { sector: sectors.join(' + '), name: sectors.map((s) => sectorName(s, vocabulary)).join(' + '), companies };
}

/**
 * The group a question measures against the company `c` it names, less that company: a sector named
 * before the company, and a comparison word putting the company as the bar ("Which IT companies grew
 * revenue faster than Infosys?", "Did any FMCG company beat HUL's volume growth?"). Null otherwise
 * ("How does HDFC Bank's NIM compare with other banks?" asks of HDFC Bank).
 */
function barGroup(question: string, found: readonly Mention[], c: ScopeCompany, dir: CompanyDirectory, sectorFiles: readonly string[] = []): { group: GroupScope } | null {
  const m = found.find((f) => f.companies.includes(c.name));
  if (!m || m.start === 0 || !barOp(question.slice(0, m.start))) return null;
  const group = detectGroup(question.slice(0, m.start), dir, sectorFiles);
  if (!group || group.sector === 'all companies') return null;
  const companies = group.companies.filter((name) => name !== c.name);
  return companies.length > 0 ? { group: { ...group, companies } } : null;
}

/** A group the question asks for by words no sector of the vocabulary knows ("Which toy makers …"): it holds no company. */
function unknownGroup(question: string): GroupScope | null {
  const words = unknownGroupWords(question);
  return words ? { sector: words.toLowerCase(), name: words, companies: [], unknown: true } : null;
}

/** "Which companies …", "which of the companies …", "what large firms …": the asked are companies, of no sector. */
const ANY_COMPANIES = /\b(?:which|what)\s+(?:of\s+the\s+)?(?:[\p{L}-]+\s+)?(?:companies|firms|corporates|stocks|names)\b/iu;

/**
 * A threshold over every company held ("Which companies had net profit above Rs 10,000 crore?"): a
 * group of all of them. Without a threshold the question is left to search over every company: a
 * group of all would read each one's passages for an open question.
 */
function everyCompany(question: string, dir: CompanyDirectory): GroupScope | null {
  if (!ANY_COMPANIES.test(question) || !parseThreshold(question) || dir.companies.length === 0) return null;
  return { sector: 'all companies', name: 'Companies', companies: dir.companies.map((c) => c.name) };
}

/**
 * The companies an ambiguous name stands for among the others the question names: a comparison is
 * between peers, so "Bajaj or Hero" is Bajaj Auto (Hero MotoCorp's sector) and "HDFC vs ICICI" is
 * HDFC Bank; a sector the question names ("which lender", "steelmakers") narrows the same way; a
 * candidate named on its own elsewhere is left out; and the word after the name picks the one
 * candidate whose transcripts (almost) alone use it ("Bajaj's Triumph"). All the candidates when
 * nothing tells them apart.
 */
function peersOf(m: Mention, found: readonly Mention[], question: string, dir: CompanyDirectory, wordUse?: WordUse): string[] {
  // A subsidiary named right after the name says which candidate it is: "Bajaj's BALIC".
  const owned = found.find((o) => o !== m && o.companies.length === 1 && m.companies.includes(o.companies[0]!) && /^(?:['’]s)?\s+$/u.test(question.slice(m.end, o.start)));
  if (owned) return [owned.companies[0]!];
  // The word after the name, when one candidate's transcripts (almost) alone use it: "Bajaj's Triumph"; so too when that
  // candidate is named elsewhere ("tata consumer: … tata coffee" is Tata Consumer's business, not another Tata company).
  const next = BUSINESS_WORD.exec(question.slice(m.end));
  if (next && wordUse && !COMMON_WORDS.has(next[1]!.toLowerCase())) {
    const owner = wordOwner(wordUse(next[1]!), m.companies);
    if (owner) return [owner];
  }
  // A candidate the question names on its own elsewhere is not this mention: "Adani vs Adani Ports".
  const elsewhere = new Set(found.filter((o) => o !== m && o.companies.length === 1).map((o) => o.companies[0]!));
  const rest = m.companies.filter((c) => !elsewhere.has(c));
  if (rest.length > 0 && rest.length < m.companies.length) return rest.length === 1 ? rest : peersOf({ ...m, companies: rest }, found, question, dir, wordUse);
  const sectors = new Set<string>();
  for (const o of found) {
    if (o === m || o.companies.length !== 1 || m.companies.includes(o.companies[0]!)) continue;
    for (const s of dir.byName.get(o.companies[0]!)?.sectors ?? []) sectors.add(s);
  }
  for (const h of findAllSectorWords(question, dir.sectors)) for (const s of memberSectors(h.sector)) sectors.add(s);
  // A metric only some sectors report tells them apart when nothing else does: "Southwest's CASM".
  if (sectors.size === 0) for (const s of metricSectors(question)) sectors.add(s);
  if (sectors.size === 0) return m.companies;
  const peers = m.companies.filter((c) => dir.byName.get(c)?.sectors.some((s) => sectors.has(s)));
  return peers.length > 0 ? peers : m.companies;
}

/** The sectors of the metrics a question names, for metrics the vocabulary ties to sectors. */
function metricSectors(question: string): string[] {
  return metricMentions(question).flatMap((mention) => metricById(mention.id)?.sectors ?? []);
}

/** The word right after a name: "Bajaj's Triumph" → "Triumph". */
const BUSINESS_WORD = /^\s+(\p{L}[\p{L}\p{N}-]{2,})/u;
/** "… and its airports": a business the named company's group holds, joined to its mention. */
const ITS_BUSINESS = /^\s*(?:,|;|&|and|or|vs\.?|versus|compared (?:with|to)|against)\s+((?:its|their)\s+(\p{L}[\p{L}\p{N}-]{2,}))/iu;

/**
 * "Adani's ports and its airports": the company of the named one's group (the ingested companies
 * its name's first word starts) whose transcripts (almost) alone use the business word, when that
 * is another company than the named one.
 */
function groupBusinesses(question: string, found: readonly Mention[], dir: CompanyDirectory, wordUse: WordUse): Mention[] {
  const out: Mention[] = [];
  for (const m of found) {
    if (m.companies.length !== 1) continue;
    const hit = ITS_BUSINESS.exec(question.slice(m.end));
    if (!hit || COMMON_WORDS.has(hit[2]!.toLowerCase())) continue;
    const group = dir.names.get(suffixlessKey(m.companies[0]!).split(' ')[0]!);
    if (group?.kind !== 'first-word' || !group.companies.includes(m.companies[0]!)) continue;
    const owner = wordOwner(wordUse(hit[2]!), group.companies);
    if (!owner || owner === m.companies[0] || found.some((o) => o.companies.length === 1 && o.companies[0] === owner)) continue;
    // The mention is the pronoun: the business word is what the question asks about there.
    const start = m.end + hit.index + hit[0].indexOf(hit[1]!);
    out.push({ start, end: start + hit[1]!.length, text: hit[1]!.split(/\s+/)[0]!, companies: [owner] });
  }
  return out;
}

/** The scope a question names. `source` is "question" when it names a company, period or group, else "none". */
export function detectScope(question: string, dir: CompanyDirectory, opts: DetectOptions): Scope {
  const names = findNames(question, dir);
  const absentMentions = names.absent;
  // "American Airlines" is no first word of American Water: a longer capitalised name standing where
  // a company stands outranks a match on its first word alone.
  const strongFound = names.found.filter((m) => !m.firstWord);
  const longer = unheldNames(question, [...strongFound, ...names.absent], dir.people);
  const covered = (m: Mention): boolean => m.firstWord === true && longer.some((u) => u.start <= m.start && u.end >= m.end && u.end - u.start > m.end - m.start);
  // "IT services companies" names a group, not Gartner (ticker IT): a name inside the words of a group is part of them.
  const groupSpans = opts.companiesOnly ? [] : findAllSectorWords(question, dir.sectors, loadSectorGroupWords(opts.sectorFiles)).map((g) => ({ start: g.index, end: g.index + g.text.length }));
  const inGroupWords = (m: Mention): boolean => groupSpans.some((g) => g.start <= m.start && g.end >= m.end && g.end - g.start > m.end - m.start);
  // The name a lower-case question opens with counts as a company, and so do the names listed beside it ("sbi vs reliance vs m&m pat").
  const leading = leadingMention(question, names.found, names.weak);
  const standing = [...names.found, ...leading];
  let found = [...names.found.filter((m) => !covered(m) && !inGroupWords(m)), ...leading, ...listedMentions(question, standing, names.weak)].sort((a, b) => a.start - b.start);
  if (opts.wordUse) found = [...found, ...groupBusinesses(question, found, dir, opts.wordUse)].sort((a, b) => a.start - b.start);
  const companies: ScopeCompany[] = [];
  const ambiguous: AmbiguousName[] = [];
  for (const m of found) {
    const candidates = m.companies.length > 1 ? peersOf(m, found, question, dir, opts.wordUse) : m.companies;
    if (candidates.length > 1) ambiguous.push({ text: m.text, candidates: [...candidates] });
    for (const c of candidates) {
      const seen = companies.find((x) => x.name === c);
      if (!seen) companies.push(scopeCompany(dir, c, m.text));
      else if (seen.matched !== m.text && !seen.also?.includes(m.text)) seen.also = [...(seen.also ?? []), m.text];
    }
  }
  const absent: AbsentCompany[] = [];
  const notes: string[] = [];
  // Names standing where a company stands that the directory does not know: a spelling of a held
  // company selects it (said in a note), anything else is a company the corpus does not hold.
  const spelt: { start: number; end: number }[] = [];
  for (const u of unheldNames(question, [...found, ...absentMentions, ...legalNames(question, [...found, ...absentMentions])], dir.people, found)) {
    const held = heldName(u.text, dir, opts.wordUse);
    if (!held && commonTerm(u.text, opts.wordUse)) continue;
    if (held) {
      if (!companies.some((c) => c.name === held)) companies.push(scopeCompany(dir, held, u.text));
      notes.push(`"${u.text}" read as ${held}`);
      spelt.push(u);
    } else absentMentions.push({ start: u.start, end: u.end, text: u.text, companies: [] });
  }
  // A near miss of a held company's name anywhere else, in any case ("margins at Aravli Infotech",
  // "how is aravli doing"): one company is selected and said in a note; several are said, not guessed.
  for (const m of nearMisses(question, dir, [...found, ...absentMentions, ...spelt, ...legalNames(question, [...found, ...absentMentions])], opts.wordUse)) {
    if (m.companies.length === 1) {
      const held = m.companies[0]!;
      if (!companies.some((c) => c.name === held)) companies.push(scopeCompany(dir, held, m.text));
      notes.push(`"${m.text}" read as ${held}`);
    } else {
      notes.push(`"${m.text}" is as close to ${m.companies.join(' as to ')}: name one of them to narrow the search`);
    }
  }
  const seenAbsent = new Set<string>();
  for (const m of [...absentMentions, ...legalNames(question, [...found, ...absentMentions])].sort((a, b) => a.start - b.start)) {
    // "JLR ... Tata Motors", "Royal Enfield ... Eicher Motors": one absent company, named once.
    const id = m.companies[0] ?? m.text;
    if (seenAbsent.has(id)) continue;
    seenAbsent.add(id);
    // A short form not part of the company's name ("JLR", "Royal Enfield") is shown as the company's name.
    const shown = m.companies[0] && !nameKey(m.companies[0]).includes(nameKey(m.text)) ? m.companies[0] : m.text;
    absent.push({ text: shown, closest: closestCompanies(m.companies[0] ?? m.text, dir) });
  }

  const asked = questionPeriods(question, opts.fiscalYearStartMonth);
  const scoped = companies.length > 0 ? companies.map((c) => dir.byName.get(c.name)!).filter(Boolean) : dir.companies;
  const held = asked.length > 0 ? scoped.flatMap((c) => c.periods) : [];
  const distinct = new Set(held.map((p) => periodLabel(p)));
  const firstCompany = companies.length > 0 ? dir.byName.get(companies[0]!.name) : undefined;
  let periods = asked.map((p) => {
    if (!p.relative) {
      // "the September quarter": the fiscal quarter of the (first) named company's own calendar; with
      // none named, of the calendars the companies' documents state, when they agree on it.
      const calendars = firstCompany ? [firstCompany] : scoped.filter(knowsCalendar);
      // A company whose documents state no calendar takes the one most of the corpus's companies keep.
      const readings = calendars.map((c) => fiscalOfCalendar(p, knowsCalendar(c) ? c : { ...c, fyEndMonth: corpusFyEnd(dir.companies) }, opts.fiscalYearStartMonth));
      const agreed = readings.length > 0 && readings.every((r) => r.quarter === readings[0]!.quarter && r.year === readings[0]!.year);
      const f = agreed ? readings[0]! : fiscalOfCalendar(p, undefined, opts.fiscalYearStartMonth);
      const whose = firstCompany ? `${firstCompany.name}'s fiscal period` : "the companies' fiscal period";
      if (p.end && agreed && (f.quarter !== p.quarter || f.year !== p.year)) notes.push(`the ${monthName(p.end.month)} quarter${p.end.year ? ` of ${p.end.year}` : ''} read as ${periodLabel(f)}, ${whose}`);
      if (p.before) {
        const b = quarterBefore(f);
        notes.push(`"the quarter before ${periodLabel(f)}" read as ${periodLabel(b)}`);
        return b;
      }
      // A quarter named by its calendar month without its year that the company's calls do not hold ("the march quarter" asked
      // of a company whose calls are all June quarters): the latest such quarter up to its latest call, of which that call may
      // speak. A bare "Q2" is left alone: asked of a June-quarter call it is as often the quarter ahead ("the benefit will flow into Q2").
      const held = firstCompany ? latestPeriod(firstCompany.periods) : null;
      if (p.end && !f.year && f.quarter && held?.year && !firstCompany!.periods.some((h) => h.quarter === f.quarter)) {
        let q: { quarter: string | null; year: string | null } = { quarter: held.quarter, year: held.year };
        for (let i = 0; i < 4 && q.quarter !== f.quarter; i++) q = quarterBefore(q);
        if (q.quarter === f.quarter && q.year) {
          notes.push(`${f.quarter} read as ${periodLabel(q)}, the latest ${f.quarter} up to ${periodLabel(held)}, the latest period ${firstCompany!.name} has`);
          return q;
        }
      }
      if (p.yearBefore && f.year) {
        const y = { quarter: f.quarter, year: yearBefore(f.year) };
        notes.push(`"a year before ${periodLabel(f)}" read as ${periodLabel(y)}`);
        return y;
      }
      return f;
    }
    // The latest period of the scoped companies (of the first named, when they differ).
    const l = latestPeriod(firstCompany?.periods ?? [...held].sort((a, b) => periodLabel(a).localeCompare(periodLabel(b))));
    if (l && p.yearAgo && l.year) {
      const ago = { quarter: l.quarter, year: yearBefore(l.year) };
      notes.push(`"${(YEAR_AGO.exec(question) ?? YEAR_AGO_FIGURE.exec(question))?.[0]?.replace(/[?.!\s]+$/, '') ?? 'the same quarter last year'}" read as ${periodLabel(ago)}, a year before ${periodLabel(l)}, the latest period ${firstCompany ? `${firstCompany.name} has` : 'the corpus holds'}`);
      return ago;
    }
    const latest = `the latest period ${firstCompany ? `${firstCompany.name} has` : 'the corpus holds'}`;
    if (l && p.before) {
      const b = quarterBefore({ quarter: l.quarter, year: l.year });
      notes.push(`"${QUARTER_BEFORE_LATEST.exec(question)?.[0] ?? 'the previous quarter'}" read as ${periodLabel(b)}, the quarter before ${periodLabel(l)}, ${latest}`);
      return b;
    }
    if (l && p.lastYear && l.year) {
      const y = { quarter: p.quarter, year: yearBefore(l.year) };
      notes.push(`"last year" read as ${y.quarter ? `${y.quarter} ` : ''}${y.year}, the year before ${periodLabel(l)}, ${latest}`);
      return y;
    }
    if (l) notes.push(`"${RELATIVE.exec(question)?.[0] ?? 'last quarter'}" read as ${periodLabel(l)}, ${latest}`);
    return l ? { quarter: l.quarter, year: l.year } : { quarter: null, year: null };
  });
  periods = periods.filter((p) => p.quarter !== null || p.year !== null);
  const first = periods[0] ?? null;
  let periodFilter = false;
  let periodNotHeld = false;
  if (first) {
    const missing = scoped.filter((c) => !holdsPeriod(c.periods, first));
    if (missing.length === scoped.length && scoped.length > 0) {
      periodNotHeld = true;
      const names = companies.length > 0 ? missing.map((c) => c.name).join(', ') : 'any company';
      const have = [...distinct].sort().join(', ') || 'no dated documents';
      notes.push(`${periodLabel(first)} is not in the corpus for ${names} (it holds ${have}); answering from what it holds`);
    } else if (distinct.size > 1) {
      periodFilter = true;
    }
  }

  // A group measured against the one company it names ("which banks had a higher NIM than HDFC Bank"): the group less that company, the company its bar.
  const bar = !opts.companiesOnly && companies.length === 1 && absent.length === 0 && ambiguous.length === 0 ? barGroup(question, found, companies[0]!, dir, opts.sectorFiles) : null;
  const group = bar?.group ?? (!opts.companiesOnly && companies.length === 0 && absent.length === 0 ? detectGroup(question, dir, opts.sectorFiles) : null);
  const named = companies.length > 0 || absent.length > 0 || first !== null || group !== null;
  return {
    companies: bar ? [] : companies,
    ...(bar ? { bar: companies[0]! } : {}),
    quarter: first?.quarter ?? null,
    year: first?.year ?? null,
    periods: periods.length > 1 ? periods : [],
    source: named ? 'question' : 'none',
    ambiguous,
    absent,
    group,
    notes,
    periodFilter,
    ...(periodNotHeld ? { periodNotHeld } : {}),
  };
}


const knowsCalendar = (c: DirectoryCompany): boolean => c.fyEndMonth !== null || c.periods.some((h) => Boolean(h.quarterEnd));

/** The fiscal year end month more than half of the companies whose documents state one keep; null when none does. */
function corpusFyEnd(companies: readonly DirectoryCompany[]): number | null {
  const count = new Map<number, number>();
  const known = companies.filter((c) => c.fyEndMonth !== null);
  for (const c of known) count.set(c.fyEndMonth!, (count.get(c.fyEndMonth!) ?? 0) + 1);
  const [month, n] = [...count].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return month !== null && n > known.length / 2 ? month : null;
}
