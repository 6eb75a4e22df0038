/**
 * The words a question names a group of companies by — the `groupWords` of each group and sector in
 * data/vocabulary/sectors.json and a user's sectors files — read for scope detection on their own,
 * checked here field by field. Apart from sectors.ts (which also reads how a call shows its own
 * sector, for ingest, and validates the whole file with its schema) so that a question does not
 * load the schema library and compile ingest's phrase matchers.
 */
import { join } from 'node:path';
import { fixFor, readVocabularyJson, VOCABULARY_DIR, VocabularyFileError } from './data-file.js';

/** What {N} stands for in a group-word pattern: the nouns that make a word a group ("cement makers"). */
export const GROUP_NOUN = '(?:companies|company|firms|players|names|majors|stocks|makers|manufacturers|producers|operators|sector|space|peers|cos)';

/** A group or sector and the words a question names it by. */
export interface GroupWordsEntry {
  id: string;
  /** How an answer names the group or sector ("Hotel REITs"); the id when not given. */
  name?: string;
  groupWords: readonly string[];
  /** Positions in `groupWords` of the patterns matched as written (case-sensitive). */
  groupWordsCased?: readonly number[];
}

/** A broader group and the sectors it gathers. */
export interface GroupEntry extends GroupWordsEntry {
  members: readonly string[];
}

/** Broader groups ("consumer goods", "financials") and the sectors, each with its group words. */
export interface SectorGroupWords {
  groups: readonly GroupEntry[];
  sectors: readonly GroupWordsEntry[];
  /**
   * Words before a group named in the singular that ask for one, some or each of its members ("which bank",
   * "any insurer", "every lender", "top automaker"): the files' `askedOne`, lower case (the shipped file's when not given).
   */
  askedOne?: readonly string[];
}

/** The shipped sectors file. */
export const SECTORS_FILE = join(VOCABULARY_DIR, 'sectors.json');

/** Is `s` a group-word pattern ({N} filled in) a RegExp accepts? */
export function isGroupWordPattern(s: string): boolean {
  try {
    new RegExp(s.replaceAll('{N}', GROUP_NOUN), 'iu');
    return true;
  } catch {
    return false;
  }
}

/** A sector's (or group's) group-word patterns, global, {N} filled in. */
export function groupWordPatterns(entry: Pick<GroupWordsEntry, 'groupWords' | 'groupWordsCased'>): RegExp[] {
  const cased = new Set(entry.groupWordsCased ?? []);
  return entry.groupWords.map((src, i) => new RegExp(src.replaceAll('{N}', GROUP_NOUN), cased.has(i) ? 'gu' : 'giu'));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The group-word fields of one file's `groups` (with their members) or `sectors` list, checked; the other fields are ingest's. */
function readEntries(path: string, raw: Record<string, unknown>, list: 'groups'): GroupEntry[];
function readEntries(path: string, raw: Record<string, unknown>, list: 'sectors'): GroupWordsEntry[];
function readEntries(path: string, raw: Record<string, unknown>, list: 'groups' | 'sectors'): GroupWordsEntry[] {
  const value = Object.hasOwn(raw, list) ? raw[list] : undefined;
  if (value === undefined) return [];
  const fail = (field: string, message: string): never => {
    throw new VocabularyFileError(`${path}: field ${field}: ${message}`, fixFor(path));
  };
  if (!Array.isArray(value)) return fail(list, 'expected an array');
  return value.map((e: unknown, i) => {
    const at = `${list}.${i}`;
    if (!isObject(e)) return fail(at, 'expected an object');
    if (typeof e.id !== 'string' || e.id.length === 0) return fail(`${at}.id`, 'expected a non-empty string');
    const words = e.groupWords ?? [];
    if (!Array.isArray(words)) return fail(`${at}.groupWords`, 'expected an array');
    if (list === 'groups' && words.length === 0) return fail(`${at}.groupWords`, 'expected at least one pattern');
    words.forEach((w: unknown, j) => {
      if (typeof w !== 'string' || w.length === 0) fail(`${at}.groupWords.${j}`, 'expected a non-empty string');
      else if (!isGroupWordPattern(w)) fail(`${at}.groupWords.${j}`, 'not a valid regular expression');
    });
    const cased = e.groupWordsCased;
    if (cased !== undefined && !(Array.isArray(cased) && cased.every((n) => Number.isInteger(n) && n >= 0))) {
      fail(`${at}.groupWordsCased`, 'expected an array of positions (whole numbers >= 0)');
    }
    if (e.name !== undefined && (typeof e.name !== 'string' || e.name.trim() === '')) fail(`${at}.name`, 'expected a non-empty string');
    const id = e.id.trim().toLowerCase();
    const entry: GroupWordsEntry = {
      id,
      groupWords: words as string[],
      ...(typeof e.name === 'string' ? { name: e.name.trim() } : {}),
      ...(cased === undefined ? {} : { groupWordsCased: cased as number[] }),
    };
    if (list === 'sectors') return entry;
    const members = e.members;
    if (!Array.isArray(members) || members.length === 0 || !members.every((m) => typeof m === 'string' && m.trim() !== '')) {
      return fail(`${at}.members`, 'expected the ids of the sectors the group gathers (a non-empty array of strings)');
    }
    return { ...entry, members: members.map((m: string) => m.trim().toLowerCase()) };
  });
}

/** A list of words of one file (`askedOne`), checked, lower case; none when the file has no such field. */
function readWords(path: string, raw: Record<string, unknown>, field: 'askedOne'): string[] {
  const value = Object.hasOwn(raw, field) ? raw[field] : undefined;
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((w) => typeof w === 'string' && /^[\p{L}][\p{L} -]*$/u.test(w.trim()))) {
    throw new VocabularyFileError(`${path}: field ${field}: expected an array of words`, fixFor(path));
  }
  return value.map((w: string) => w.trim().toLowerCase());
}

const loaded = new Map<string, SectorGroupWords>();

/** How an answer names a group or sector id: its `name`, else the id with a capital. */
export function sectorName(id: string, vocabulary: SectorGroupWords): string {
  const entry = vocabulary.sectors.find((s) => s.id === id) ?? vocabulary.groups.find((g) => g.id === id);
  const name = entry?.name ?? id;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The group words of the shipped file plus those of `extraFiles` (later files add groups and
 * sectors and replace them by id), read once per list of files.
 */
export function loadSectorGroupWords(extraFiles: readonly string[] = []): SectorGroupWords {
  const key = extraFiles.join('\0');
  const known = loaded.get(key);
  if (known) return known;
  const groups = new Map<string, GroupEntry>();
  const sectors = new Map<string, GroupWordsEntry>();
  const askedOne = new Set<string>();
  for (const file of [SECTORS_FILE, ...extraFiles]) {
    const raw = readVocabularyJson(file);
    if (!isObject(raw)) throw new VocabularyFileError(`${file}: field (root): expected an object`, fixFor(file));
    for (const w of readWords(file, raw, 'askedOne')) askedOne.add(w);
    for (const g of readEntries(file, raw, 'groups')) groups.set(g.id, g);
    for (const s of readEntries(file, raw, 'sectors')) sectors.set(s.id, s);
  }
  const out = { groups: [...groups.values()], sectors: [...sectors.values()], askedOne: [...askedOne] };
  loaded.set(key, out);
  return out;
}
