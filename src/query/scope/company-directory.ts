/**
 * The companies a workdir holds and every name that selects each: the stored name, the name
 * without legal suffix, ticker, file-name stems, the knowledge graph's aliases, unambiguous
 * initials, the short names of the companies vocabulary (data/vocabulary/companies.json and the
 * user's files, core/vocabulary/companies.ts) for companies the workdir holds, a name's first word
 * ("HDFC", "Bajaj": every company it starts), and user aliases. The vocabulary's other companies
 * are kept as names of companies NOT in the corpus. Built once per connection and database
 * version, like the document records.
 */
import type { Db } from '../../core/store/db.js';
import type { ScopeCompany } from './types.js';
import { dataVersion } from '../../core/store/statements.js';
import type { ScopeConfig } from '../../core/config/config.js';
import { loadDocRecords, type DocRecord } from '../retrieve/filters.js';
import { loadSectorVocabulary, type SectorVocabulary } from '../../core/vocabulary/sectors.js';
import { memoisedOn } from '../../core/lru.js';
import { companyAliasRows } from '../graph/company-aliases.js';
import { type KnownCompany, loadCompanies } from '../../core/vocabulary/companies.js';
import { corpusProseTest, corpusWordUse, ownsWord, type ProseTest } from './word-use.js';
import { COMMON_WORDS, nameKey, nameTokens, stemKey, suffixlessKey, tickerKey } from './names.js';
import { directoryFile, directoryFingerprint, readDirectoryFile, writeDirectoryFile } from './directory-file.js';

export interface CompanyPeriod {
  quarter: string | null;
  year: string | null;
  /** ISO date the period ended, when its document states it or its fiscal calendar is known. */
  quarterEnd?: string | null;
}

export interface DirectoryCompany {
  /** As stored on the documents: the filter value. */
  name: string;
  ticker: string | null;
  /** Periods of its documents, oldest first (FY, then quarter). */
  periods: CompanyPeriod[];
  sectors: string[];
  /** Month the company's fiscal year ends in, when its documents fix it (the most common answer). */
  fyEndMonth: number | null;
}

/** How the question has to write a name for it to count. */
export type CaseRule = 'any' | 'capital' | 'upper';

export type NameKind = 'name' | 'suffixless' | 'self' | 'ticker' | 'stem' | 'graph-alias' | 'initials' | 'short' | 'user' | 'name-start' | 'first-word';

export interface NameEntry {
  companies: string[];
  kind: NameKind;
  rule: CaseRule;
}

export interface AbsentEntry {
  /** The table's name of the company, e.g. "Coal India". */
  name: string;
  rule: CaseRule;
}

export interface CompanyDirectory {
  companies: DirectoryCompany[];
  byName: ReadonlyMap<string, DirectoryCompany>;
  /** Name key (names.ts) → the ingested companies it selects (several = ambiguous). */
  names: ReadonlyMap<string, NameEntry>;
  /** Name key → a listed company the workdir does not hold. */
  absent: ReadonlyMap<string, AbsentEntry>;
  /**
   * Ordinary words starting a stored name that the corpus does not use as the company's brand
   * ("sun" for Sun Pharmaceutical): they name the company only in a list of companies ("Sun,
   * Cipla and Dr Reddy's"), which detect.ts checks.
   */
  listWords: ReadonlyMap<string, string[]>;
  /** Longest key, in tokens: the detector looks no further ahead. */
  maxTokens: number;
  /** The first 1..n-1 words of every key of n words: the detector extends a key only while it is one. */
  prefixes: ReadonlySet<string>;
  /** Every sector of the ingested companies (the table's and config's), sorted. */
  sectors: readonly string[];
  /** User aliases or sectors naming no ingested company. */
  warnings: string[];
  /** Lower-case words of the names of people who speak on the calls: a name of theirs is no company. */
  people: ReadonlySet<string>;
}

export interface DirectoryInput {
  docs: readonly DocRecord[];
  /** The knowledge graph's (alias, company) pairs. */
  graphAliases?: readonly { alias: string; company: string }[];
  /** { alias: company } from config `scope.aliases` and --alias-file. */
  userAliases?: Readonly<Record<string, string>>;
  /** { company: sector } from config `scope.sectors`: replaces the table's sectors of that company. */
  userSectors?: Readonly<Record<string, string>>;
  /** The companies vocabulary (default: the shipped file). */
  known?: readonly KnownCompany[];
  /** Ordinary words that start a stored name ("state", "apollo") → chunks using them, per company. */
  wordUse?: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Names of the people who speak on the calls. */
  speakers?: readonly string[];
  /** Whether the corpus uses a word in its prose (word-use.ts): a one-word name it does counts only capitalised. */
  proseWord?: ProseTest;
}

/** Kinds that name one company on purpose; a first word only fills in where they are silent. */
const WEAK: ReadonlySet<NameKind> = new Set(['first-word', 'graph-alias']);

function caseRule(key: string, kind: NameKind, present: boolean, capitalisedOnly: boolean): CaseRule {
  const words = key.split(' ').filter((w) => w !== 'and');
  if (kind === 'initials') return 'upper';
  if (words.every((w) => w.length <= 2)) return 'upper';
  if (capitalisedOnly) return 'capital';
  if (words.length === 1) {
    const w = words[0]!;
    if (present) return COMMON_WORDS.has(w) ? 'capital' : 'any';
    return w.length <= 4 ? 'upper' : 'capital';
  }
  if (!present && words.every((w) => COMMON_WORDS.has(w))) return 'capital';
  return 'any';
}

function initialsOf(key: string): string {
  return key
    .split(' ')
    .filter((w) => w !== 'and' && w !== 'of' && w !== 'the')
    .map((w) => w[0])
    .join('');
}

function periodOrder(p: CompanyPeriod): string {
  return `${p.year ?? ''} ${p.quarter ?? ''}`;
}

/**
 * Does a document's company name a company a question can select? Not when only its file name gave
 * it and nothing dates the document (no quarter, no year): that is a page named by its title (an
 * encyclopedia article, a memo), and its title in a question is the subject asked about, not a
 * scope. `--company` still selects it by that name.
 */
export function namesACompany(d: DocRecord): boolean {
  return !(d.companyFrom === 'filename' && !d.quarter && !d.year);
}

/**
 * A company's sectors from its documents' readings (sector-cues.ts): each sector read in at least
 * half of the documents that read any, most-read first. One odd call (an apparel brand's call read
 * as a retailer's) does not put the company in a group its other calls do not; a call whose
 * evidence was unclear (no sector) takes no part, so one clear call among unclear ones still
 * counts; a tie keeps both readings. Of two sectors a document is not in both of (`notWith`: an
 * apparel brand is no retailer), the company is in the one more of its calls read; on a tie, in the
 * one whose entry excludes the other (the more particular reading of a company that looks like both).
 * A call read both ways counts for the one whose entry excludes the other (`callSectors`).
 */
export function companySectors(
  readings: readonly (readonly string[])[],
  notWith: ReadonlyMap<string, readonly string[]> = notWithOf(loadSectorVocabulary()),
  narrower: ReadonlyMap<string, readonly string[]> = narrowerOf(loadSectorVocabulary()),
): string[] {
  const clear = readings.map((r) => callSectors(r, notWith, narrower)).filter((r) => r.length > 0);
  const count = new Map<string, number>();
  for (const r of clear) for (const s of new Set(r)) count.set(s, (count.get(s) ?? 0) + 1);
  const kept = [...count].filter(([, n]) => n >= clear.length * COMPANY_SECTOR_SHARE);
  const excludes = (a: string, b: string): boolean => notWith.get(a)?.includes(b) ?? false;
  const beaten = ([s, n]: [string, number]): boolean => kept.some(([t, m]) => (excludes(t, s) || excludes(s, t)) && (m > n || (m === n && excludes(t, s) && !excludes(s, t))));
  return kept
    .filter((e) => !beaten(e))
    .sort((a, b) => b[1] - a[1])
    .map(([s]) => s);
}

/**
 * A call's sectors as they count for its company. A call read in a trade and in a sector that
 * trade's entry names in `notWith` is the trade's, the other reading being the words of those it
 * serves (an insurance broker's call full of its carriers' premiums and catastrophe losses, a
 * developer's of its land and buildings): the named sector is dropped, and with it each narrower
 * sector (`narrower`: the broader sectors a narrower one is read within) none of whose broader
 * ones the call is still in. A call's stored reading is left as it is.
 */
export function callSectors(reading: readonly string[], notWith: ReadonlyMap<string, readonly string[]>, narrower: ReadonlyMap<string, readonly string[]>): string[] {
  const names = (a: string, b: string): boolean => notWith.get(a)?.includes(b) ?? false;
  const dropped = new Set(reading.filter((s) => reading.some((t) => t !== s && names(t, s) && !names(s, t))));
  if (dropped.size === 0) return [...reading];
  const kept = reading.filter((s) => !dropped.has(s));
  return kept.filter((s) => !narrower.has(s) || narrower.get(s)!.some((w) => kept.includes(w)));
}

/** Each sector's `notWith` (data/vocabulary/sectors.json). */
const notWithOf = memoisedOn((v: SectorVocabulary) => new Map(v.sectors.map((s) => [s.id, s.notWith] as const)));

/** Each narrower sector read within broader ones (`within`, not a standalone trade): the broader ones. */
const narrowerOf = memoisedOn((v: SectorVocabulary) => new Map(v.sectors.filter((s) => s.within.length > 0 && !s.standalone).map((s) => [s.id, s.within] as const)));

/** The least share of a company's clearly read documents that must read a sector for the company to be in it. */
const COMPANY_SECTOR_SHARE = 0.5;

export function buildDirectory(input: DirectoryInput): CompanyDirectory {
  const known = input.known ?? loadCompanies();
  const warnings: string[] = [];
  const byName = new Map<string, DirectoryCompany>();
  const stems = new Map<string, Set<string>>();
  const selfNames = new Map<string, Set<string>>();
  const fyEnds = new Map<string, Map<number, number>>();
  /** Each document's sectors, per company: the company's are voted on once all are read. */
  const readings = new Map<string, (readonly string[])[]>();
  for (const d of input.docs) {
    if (!d.company || !namesACompany(d)) continue;
    let c = byName.get(d.company);
    if (!c) {
      c = { name: d.company, ticker: d.ticker, periods: [], sectors: [], fyEndMonth: null };
      byName.set(d.company, c);
    }
    c.ticker ??= d.ticker;
    const held = c.periods.find((p) => p.quarter === d.quarter && p.year === d.year);
    if (!held) c.periods.push({ quarter: d.quarter, year: d.year, quarterEnd: d.quarterEnd ?? null });
    else held.quarterEnd ??= d.quarterEnd ?? null;
    (readings.get(d.company) ?? readings.set(d.company, []).get(d.company)!).push(d.sectors ?? []);
    for (const a of d.aliases ?? []) (selfNames.get(d.company) ?? selfNames.set(d.company, new Set()).get(d.company)!).add(a);
    if (d.fyEndMonth) {
      const m = fyEnds.get(d.company) ?? fyEnds.set(d.company, new Map()).get(d.company)!;
      m.set(d.fyEndMonth, (m.get(d.fyEndMonth) ?? 0) + 1);
    }
    // A ticker-coded file name ("KMB_q1_2021.txt") names no company by its stem.
    const s = stemKey(d.fileName);
    if (s && !(d.ticker && s === tickerKey(d.ticker))) (stems.get(d.company) ?? stems.set(d.company, new Set()).get(d.company)!).add(s);
  }
  for (const [company, rs] of readings) byName.get(company)!.sectors = companySectors(rs);
  for (const [company, counts] of fyEnds) byName.get(company)!.fyEndMonth = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  for (const c of byName.values()) c.periods.sort((a, b) => periodOrder(a).localeCompare(periodOrder(b)));
  const companies = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));

  const names = new Map<string, NameEntry>();
  const add = (key: string, company: string, kind: NameKind, rule: CaseRule): void => {
    if (!key) return;
    const e = names.get(key);
    if (!e) {
      names.set(key, { companies: [company], kind, rule });
      return;
    }
    if (e.companies.includes(company)) {
      // The most permissive reading of one company's name wins ("TCS" ticker over initials).
      if (ruleRank(rule) < ruleRank(e.rule)) e.rule = rule;
      if (WEAK.has(e.kind) && !WEAK.has(kind)) e.kind = kind;
      return;
    }
    if (WEAK.has(kind) && !WEAK.has(e.kind)) return; // a strong name is not diluted by a first word
    if (!WEAK.has(kind) && WEAK.has(e.kind)) {
      names.set(key, { companies: [company], kind, rule });
      return;
    }
    e.companies.push(company);
  };

  // Strong names: stored name, suffix-less name, ticker, file stems.
  const keysOf = new Map<string, Set<string>>();
  for (const c of companies) {
    const full = nameKey(c.name);
    const bare = suffixlessKey(c.name);
    const own = new Set([full, bare]);
    keysOf.set(c.name, own);
    add(full, c.name, 'name', caseRule(full, 'name', true, false));
    add(bare, c.name, 'suffixless', caseRule(bare, 'suffixless', true, false));
    // The names the call uses for itself ("Crown Castle" beside "Crown Castle International Corp.").
    for (const a of selfNames.get(c.name) ?? []) {
      for (const k of new Set([nameKey(a), suffixlessKey(a)])) {
        own.add(k);
        add(k, c.name, 'self', caseRule(k, 'self', true, false));
      }
    }
    if (c.ticker) {
      const t = nameKey(c.ticker);
      // A ticker the corpus uses as an ordinary word ("NOW", "ALL", "KEY") names the company only in capitals.
      const prose = input.proseWord?.(t, [c.name]) ?? false;
      add(t, c.name, 'ticker', prose ? 'upper' : caseRule(t, 'ticker', true, false));
      const compact = tickerKey(c.ticker).replace(/&/g, '');
      if (compact !== t && compact.length >= 3) add(compact, c.name, 'ticker', caseRule(compact, 'ticker', true, false));
    }
    for (const s of stems.get(c.name) ?? []) add(s, c.name, 'stem', caseRule(s, 'stem', true, false));
  }

  // The built-in table: an entry is the company when one of its names or its ticker is one of the company's.
  const claimed = new Set<KnownCompany>();
  const table = knownKeys(known);
  for (const c of companies) {
    const own = keysOf.get(c.name)!;
    for (const s of stems.get(c.name) ?? []) own.add(s);
    const t = c.ticker ? tickerKey(c.ticker) : null;
    for (const { k, keys, ticker } of table) {
      const hit = keys.some((f) => own.has(f.key)) || (t !== null && ticker === t && t.length >= 3);
      if (!hit) continue;
      claimed.add(k);
      for (const sec of k.sectors) if (!c.sectors.includes(sec)) c.sectors.push(sec);
      for (const sec of k.notSectors) if (c.sectors.includes(sec)) c.sectors.splice(c.sectors.indexOf(sec), 1);
      // A one-word short name the table does not mark capitalised-only ("Axis", "Titan") is
      // written in any case, though it is also an English word, unless this corpus uses it as
      // one (checked below, as every one-word name is): "axis" names the bank, "reliance" stays a word.
      for (const f of keys) add(f.key, c.name, 'short', !f.cap && input.proseWord && !f.key.includes(' ') && /^[a-z]+$/.test(f.key) ? 'any' : caseRule(f.key, 'short', true, f.cap));
      if (k.ticker) {
        const tk = nameKey(k.ticker);
        add(tk, c.name, 'ticker', caseRule(tk, 'ticker', true, false));
      }
    }
  }

  // User aliases (config, --alias-file): the company may be written as any name the directory knows.
  for (const [alias, target] of Object.entries(input.userAliases ?? {})) {
    const hit = names.get(nameKey(target)) ?? names.get(suffixlessKey(target));
    if (hit?.companies.length !== 1) {
      warnings.push(`alias "${alias}" → "${target}": no single ingested company has that name`);
      continue;
    }
    const key = nameKey(alias);
    names.set(key, { companies: [hit.companies[0]!], kind: 'user', rule: caseRule(key, 'user', true, false) });
  }

  // The start of a name, two words or more, that starts no other company's: "Kotak Mahindra",
  // "Tata Consultancy" (so "Mahindra" there is not Mahindra & Mahindra, nor "Tata" every Tata company).
  const starts = new Map<string, Set<string>>();
  for (const c of companies) {
    const words = suffixlessKey(c.name).split(' ');
    for (let n = 2; n < words.length; n++) {
      if (['and', 'of', 'the', '&'].includes(words[n - 1]!)) continue;
      const key = words.slice(0, n).join(' ');
      (starts.get(key) ?? starts.set(key, new Set()).get(key)!).add(c.name);
    }
  }
  for (const [key, cs] of starts) if (cs.size === 1 && !names.has(key)) add(key, [...cs][0]!, 'name-start', caseRule(key, 'name-start', true, false));

  // Weak names: the graph's aliases (unambiguous, 3+ characters) and unambiguous initials.
  const aliasCompanies = new Map<string, Set<string>>();
  for (const r of input.graphAliases ?? []) {
    if (!byName.has(r.company)) continue;
    const key = nameKey(r.alias);
    if (key.replace(/ /g, '').length < 3) continue;
    (aliasCompanies.get(key) ?? aliasCompanies.set(key, new Set()).get(key)!).add(r.company);
  }
  for (const [key, cs] of aliasCompanies) {
    if (cs.size !== 1) continue;
    const company = [...cs][0]!;
    const looksInitial = !key.includes(' ') && key.length <= 4 && initialsOf(suffixlessKey(company)) === key;
    // Two initials joined by "&" ("F&I" for First Industrial) are as weak as two initials, which
    // name no company (initials count from three letters): an abbreviation of something else.
    const letters = key.split(' ').filter((w) => w !== 'and');
    if (letters.length === 2 && letters.every((w) => w.length === 1) && letters.join('') === initialsOf(suffixlessKey(company))) continue;
    add(key, company, 'graph-alias', looksInitial ? 'upper' : caseRule(key, 'graph-alias', true, false));
  }
  const initialCount = new Map<string, string[]>();
  for (const c of companies) {
    const ini = initialsOf(suffixlessKey(c.name));
    if (ini.length >= 3) initialCount.set(ini, [...(initialCount.get(ini) ?? []), c.name]);
  }
  for (const [ini, cs] of initialCount) if (cs.length === 1 && !names.has(ini)) add(ini, cs[0]!, 'initials', 'upper');

  // First words: "HDFC" → HDFC Bank and HDFC Life, "Aravali" → Aravali Infotech. An ordinary word
  // ("State", "Tech", "Apollo") counts only capitalised and only when the corpus uses it (almost)
  // only in those companies' own documents: a brand there, not a word.
  const firstWords = new Map<string, string[]>();
  for (const c of companies) {
    const first = firstWordOf(c.name);
    if (first) firstWords.set(first, [...(firstWords.get(first) ?? []), c.name]);
  }
  const listWords = new Map<string, string[]>();
  for (const [w, cs] of firstWords) {
    if (names.has(w)) continue;
    // A first word the corpus also uses in other companies' calls ("big", "range", or a brand such as
    // "ICICI" that brokers' names carry) names its companies only capitalised.
    if (!COMMON_WORDS.has(w)) names.set(w, { companies: cs, kind: 'first-word', rule: input.proseWord?.(w, cs) ? 'capital' : 'any' });
    else if (ownsWord(input.wordUse?.get(w), cs)) names.set(w, { companies: cs, kind: 'first-word', rule: 'capital' });
    else listWords.set(w, cs);
  }

  // Companies of the table the workdir does not hold: names only, to recognise them.
  const absent = new Map<string, AbsentEntry>();
  for (const { k, keys } of table) {
    if (claimed.has(k)) continue;
    for (const { key, cap } of keys) {
      if (!key || names.has(key) || absent.has(key)) continue;
      absent.set(key, { name: k.name, rule: caseRule(key, 'short', false, cap) });
    }
    if (k.ticker && k.ticker.length >= 4) {
      const key = nameKey(k.ticker);
      if (!key.includes(' ') && !COMMON_WORDS.has(key) && !names.has(key) && !absent.has(key)) absent.set(key, { name: k.name, rule: 'upper' });
    }
  }

  // User sectors (config scope.sectors): a company's sector, or sectors separated by ";", in place of the table's.
  for (const [company, sector] of Object.entries(input.userSectors ?? {})) {
    const hit = names.get(nameKey(company)) ?? names.get(suffixlessKey(company));
    if (hit?.companies.length !== 1) {
      warnings.push(`sector "${sector}" for "${company}": no single ingested company has that name`);
      continue;
    }
    byName.get(hit.companies[0]!)!.sectors = [...new Set(sector.split(';').map((s) => s.trim().toLowerCase()).filter(Boolean))];
  }
  const sectors = [...new Set(companies.flatMap((c) => c.sectors))].sort();

  let maxTokens = 1;
  const prefixes = new Set<string>();
  for (const k of [...names.keys(), ...absent.keys(), ...listWords.keys()]) {
    const words = k.split(' ');
    maxTokens = Math.max(maxTokens, words.length);
    for (let n = 1; n < words.length; n++) prefixes.add(words.slice(0, n).join(' '));
  }
  // A one-word name any case selects that the corpus uses as an ordinary word ("target", "big",
  // "range") selects only capitalised.
  if (input.proseWord) {
    for (const [key, e] of names) {
      if (e.rule === 'any' && !key.includes(' ') && /^[a-z]+$/.test(key) && input.proseWord(key, e.companies)) e.rule = 'capital';
    }
  }
  const people = new Set<string>();
  for (const s of input.speakers ?? []) for (const w of s.toLowerCase().split(/[\s.,]+/)) if (w.length >= 2) people.add(w);
  return { companies, byName, names, absent, listWords, maxTokens, prefixes, sectors, warnings, people };
}

interface KnownKeys {
  k: KnownCompany;
  /** Each name form's key and suffix-less key, in table order (a key may repeat); `cap`: only capitalised. */
  keys: { key: string; cap: boolean }[];
  ticker: string | null;
}

const knownKeysCache = new WeakMap<readonly KnownCompany[], KnownKeys[]>();

/** The table's name keys, computed once per table (tokenising ~200 entries for each company was most of a build). */
function knownKeys(known: readonly KnownCompany[]): KnownKeys[] {
  let out = knownKeysCache.get(known);
  if (!out) {
    out = known.map((k) => {
      const keys: { key: string; cap: boolean }[] = [];
      const forms = [...[k.name, ...k.shortNames].map((n) => ({ n, cap: k.capitalisedOnly })), ...k.capitalisedShortNames.map((n) => ({ n, cap: true }))];
      for (const { n, cap } of forms) for (const key of new Set([nameKey(n), suffixlessKey(n)])) keys.push({ key, cap });
      return { k, keys, ticker: k.ticker ? tickerKey(k.ticker) : null };
    });
    knownKeysCache.set(known, out);
  }
  return out;
}

/** The first word of a name of two words or more that could select it ("hdfc", "apollo"), or null. */
function firstWordOf(name: string): string | null {
  const w = suffixlessKey(name).split(' ');
  const first = w[0]!;
  return w.length >= 2 && first.length >= 3 && !/^\d+$/.test(first) ? first : null;
}

function ruleRank(r: CaseRule): number {
  return r === 'any' ? 0 : r === 'capital' ? 1 : 2;
}

/** A company of a question's scope as the directory holds it: its ticker and sectors, and the words that named it (`matched`). */
export function scopeCompany(dir: CompanyDirectory, name: string, matched: string): ScopeCompany {
  const held = dir.byName.get(name);
  return { name, ticker: held?.ticker ?? null, matched, sectors: held?.sectors ?? [] };
}

/** True when the question's tokens satisfy a name's case rule. */
export function caseAllows(rule: CaseRule, raws: readonly string[]): boolean {
  if (rule === 'any') return true;
  const words = raws.filter((r) => r !== '&' && r.toLowerCase() !== 'and' && r.toLowerCase() !== 'of');
  if (rule === 'capital') return words.every((r) => /^\p{Lu}/u.test(r) || /^\p{N}/u.test(r));
  return words.every((r) => r === r.toUpperCase());
}

/** The config a directory is built with: `scope.aliases`, `scope.sectors` and the user's companies files. */
export interface DirectoryConfig {
  scope: Pick<ScopeConfig, 'aliases' | 'sectors'>;
  vocabulary?: { companies?: readonly string[] };
}

const cache = new WeakMap<Db, { version: number; key: string; dir: CompanyDirectory }>();

/**
 * The directory of a workdir, cached per connection until the database or the config changes,
 * and across processes in a file beside the database (directory-file.ts).
 */
export function companyDirectory(db: Db, config: DirectoryConfig): CompanyDirectory {
  const { scope } = config;
  const companyFiles = config.vocabulary?.companies ?? [];
  const version = dataVersion(db);
  const key = JSON.stringify([scope.aliases, scope.sectors, companyFiles]);
  const hit = cache.get(db);
  if (hit && hit.version === version && hit.key === key) return hit.dir;
  const docs = loadDocRecords(db);
  const graphAliases = graphAliasesOf(db);
  // A new process reads the directory the last one stored for the same inputs (directory-file.ts).
  const file = directoryFile(db);
  const fingerprint = file ? directoryFingerprint(db, docs, graphAliases, config) : '';
  let dir = file ? readDirectoryFile(file, fingerprint) : null;
  if (!dir) {
    dir = buildDirectory({
      docs, graphAliases, userAliases: scope.aliases, userSectors: scope.sectors, known: loadCompanies(companyFiles), wordUse: wordUseOf(db, docs), proseWord: corpusProseTest(db),
      speakers: db.prepare('SELECT DISTINCT speaker FROM chunks WHERE speaker IS NOT NULL').pluck().all() as string[],
    });
    if (file) writeDirectoryFile(file, fingerprint, dir);
  }
  cache.set(db, { version, key, dir });
  return dir;
}

/** For each ordinary word starting a stored name: how many chunks of each company use it (full-text index). */
function wordUseOf(db: Db, docs: readonly DocRecord[]): Map<string, Map<string, number>> {
  const words = new Set(docs.map((d) => (d.company ? firstWordOf(d.company) : null)).filter((w): w is string => w !== null && COMMON_WORDS.has(w)));
  if (words.size === 0) return new Map();
  const use = corpusWordUse(db);
  return new Map([...words].map((w) => [w, new Map(use(w))]));
}

function graphAliasesOf(db: Db): { alias: string; company: string }[] {
  try {
    return companyAliasRows(db);
  } catch {
    return []; // a workdir without graph tables
  }
}

/** Tokens of a text for tests and callers that want the directory's view of a name. */
export { nameTokens };
