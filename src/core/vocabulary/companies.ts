/**
 * Listed companies as data (data/vocabulary/companies.json): each company's name, ticker, the short
 * names analysts write for it and the sectors group questions gather it under. The company
 * directory (src/query/scope/company-directory.ts) gives an ingested company the short names and
 * sectors of the entry that names it, and keeps the other entries to recognise a question naming a
 * company the corpus does not hold. Read when a directory is built (not when a question is read
 * from a stored one); a user's files of the same shape (config `vocabulary.companies`) add entries
 * or replace one by name. Checked field by field, without the schema library: a cold `ask` that
 * builds its directory should not load it.
 */
import { join } from 'node:path';
import { fixFor, readVocabularyJson, VOCABULARY_DIR, VocabularyFileError } from './data-file.js';

/** The shipped companies file. */
export const COMPANIES_FILE = join(VOCABULARY_DIR, 'companies.json');

export interface KnownCompany {
  /** The company's name, e.g. "Bharti Airtel". */
  name: string;
  ticker: string | null;
  /** Short names analysts type ("Airtel", "HUL"). */
  shortNames: string[];
  /** Short names made of ordinary words ("Hero"): they name the company only capitalised. */
  capitalisedShortNames: string[];
  sectors: string[];
  /**
   * Sectors the company's calls may read like but it is not in ("banks" for a broker-dealer that
   * owns a bank): taken from those read from its calls.
   */
  notSectors: string[];
  /** Every name of the entry is made of ordinary words ("Power Grid"): match only capitalised. */
  capitalisedOnly: boolean;
}

const FIELDS = new Set(['name', 'ticker', 'shortNames', 'capitalisedShortNames', 'sectors', 'notSectors', 'capitalisedOnly', 'note']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One file's entries, checked; an error names the file, the field and the entry. */
function readEntries(path: string): KnownCompany[] {
  const raw = readVocabularyJson(path);
  const fail = (field: string, message: string): never => {
    throw new VocabularyFileError(`${path}: field ${field}: ${message}`, fixFor(path));
  };
  if (!isObject(raw)) return fail('(root)', 'expected an object');
  const list = raw.companies;
  if (!Array.isArray(list)) return fail('companies', 'expected an array');
  const seen = new Set<string>();
  return list.map((e: unknown, i) => {
    if (!isObject(e)) return fail(`companies.${i}`, 'expected an object');
    if (typeof e.name !== 'string' || e.name.trim() === '') return fail(`companies.${i}.name`, 'expected a non-empty string');
    const at = (field: string) => `companies.${i}.${field}`;
    const failAt = (field: string, message: string): never => fail(`${at(field)} ("${e.name}")`, message);
    const unknown = Object.keys(e).find((k) => !FIELDS.has(k));
    if (unknown) failAt(unknown, `unknown field (expected one of ${[...FIELDS].join(', ')})`);
    const key = e.name.trim().toLowerCase();
    if (seen.has(key)) failAt('name', 'a second entry of this name in the file');
    seen.add(key);
    if (e.ticker !== undefined && e.ticker !== null && (typeof e.ticker !== 'string' || e.ticker.trim() === '')) failAt('ticker', 'expected a non-empty string or null');
    const strings = (field: string, lower = false): string[] => {
      const v = e[field] ?? [];
      if (!Array.isArray(v)) return failAt(field, 'expected an array of strings');
      v.forEach((s: unknown, j) => {
        if (typeof s !== 'string' || s.trim() === '') failAt(`${field}.${j}`, 'expected a non-empty string');
        else if (lower && s !== s.toLowerCase()) failAt(`${field}.${j}`, 'sectors are lower case (the ids of sectors.json)');
      });
      return (v as string[]).map((s) => s.trim());
    };
    if (e.capitalisedOnly !== undefined && typeof e.capitalisedOnly !== 'boolean') failAt('capitalisedOnly', 'expected true or false');
    return {
      name: e.name.trim(),
      ticker: typeof e.ticker === 'string' ? e.ticker.trim() : null,
      shortNames: strings('shortNames'),
      capitalisedShortNames: strings('capitalisedShortNames'),
      sectors: strings('sectors', true),
      notSectors: strings('notSectors', true),
      capitalisedOnly: e.capitalisedOnly === true,
    };
  });
}

const loaded = new Map<string, readonly KnownCompany[]>();

/**
 * The companies of the shipped file plus those of `extraFiles` (a later entry with an earlier one's
 * name replaces it in place; others are added), read once per list of files.
 */
export function loadCompanies(extraFiles: readonly string[] = []): readonly KnownCompany[] {
  const key = extraFiles.join('\0');
  const known = loaded.get(key);
  if (known) return known;
  const byName = new Map<string, KnownCompany>();
  for (const file of [COMPANIES_FILE, ...extraFiles]) for (const c of readEntries(file)) byName.set(c.name.toLowerCase(), c);
  const out = [...byName.values()];
  loaded.set(key, out);
  return out;
}
