/**
 * The scope `ask` answers in: explicit flags win (source "flags"); otherwise, unless auto scope is
 * off, the scope the question names (source "question"); and the filters every retrieval mode
 * then gets. Also the route a scope takes and how it is shown to the user.
 */
import { type Filters, periodLabel } from '../../core/domain.js';
import type { ScopeConfig } from '../../core/config/config.js';
import { HybridRagError } from '../../core/errors.js';
import type { Db } from '../../core/store/db.js';
import { loadCompanyAliases, loadDocRecords, matchCompany, noCompany, parseQuarter, parseYear } from '../retrieve/filters.js';
import { companyDirectory, type CompanyDirectory, type DirectoryConfig, scopeCompany } from './company-directory.js';
import { corpusWordUse } from './word-use.js';
import { detectScope } from './detect.js';
import { nameKey, suffixlessKey } from './names.js';
import { EMPTY_SCOPE, type Scope, type ScopeCompany } from './types.js';

export interface ScopeOptions {
  /** Detect the scope from the question when no company flag is given. */
  autoScope: boolean;
  /** A name matching several companies is a usage error listing them. */
  strict: boolean;
  fiscalYearStartMonth: number | null;
  /** The user's sector vocabulary files (config `vocabulary.sectors`). */
  sectorFiles?: readonly string[];
  /** The user's companies vocabulary files (config `vocabulary.companies`). */
  companyFiles?: readonly string[];
  scope: Pick<ScopeConfig, 'aliases' | 'sectors'>;
}

export interface ResolvedScope {
  scope: Scope;
  /** The filters retrieval gets (the flags, plus the question's company and period when it named them). */
  filters: Filters;
}

export type Route = 'single' | 'absent' | 'multi' | 'none';

/** Which path `ask` takes for a scope. */
export function routeScope(scope: Scope): Route {
  if (scope.companies.length === 0 && (scope.absent.length > 0 || scope.group?.unknown) && scope.source === 'question') return 'absent';
  if (scope.companies.length === 1 && scope.periods.length >= 2) return 'multi';
  if (scope.companies.length === 1) return 'single';
  if (scope.companies.length > 1 || (scope.group !== null && scope.group.companies.length > 0)) return 'multi';
  return 'none';
}

/** The companies a --company value selects: any name the directory knows, else the filter's own matching. */
function flagCompanies(value: string, dir: CompanyDirectory, db: Db, label = '--company'): string[] {
  const entry = dir.names.get(nameKey(value)) ?? dir.names.get(suffixlessKey(value));
  if (entry) return entry.companies;
  const docs = loadDocRecords(db);
  let names = matchCompany(value, docs);
  if (names.size === 0) names = matchCompany(value, docs, loadCompanyAliases(db));
  if (names.size === 0) throw noCompany(value, docs, label);
  return [...names].sort();
}

/**
 * The one company a name typed by the user selects (a flag, a route parameter): the stored name,
 * resolved as `ask --company` resolves it; NO_MATCH with the closest names when it selects none,
 * USAGE listing them when it selects several.
 */
export function resolveCompanyName(value: string, db: Db, config: DirectoryConfig, label = '--company'): string {
  const names = flagCompanies(value, companyDirectory(db, config), db, label);
  if (names.length > 1) {
    throw new HybridRagError('USAGE', `${label} "${value}" matches ${names.length} companies: ${names.join(', ')}`, { hint: `name one of them${label === '--company' ? ' with --company' : ''}` });
  }
  return names[0]!;
}

function ambiguityError(text: string, candidates: string[], flag: boolean): HybridRagError {
  return new HybridRagError('USAGE', `${flag ? '--company ' : ''}"${text}" matches ${candidates.length} companies: ${candidates.join(', ')}`, {
    hint: flag ? 'pass one of them to --company (or drop --strict-scope to ask about all of them)' : 'name one of them in the question or with --company (or drop --strict-scope)',
  });
}

export function resolveScope(question: string, filters: Filters, db: Db, opts: ScopeOptions): ResolvedScope {
  const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';
  const dir = companyDirectory(db, { scope: opts.scope, vocabulary: { companies: opts.companyFiles ?? [] } });
  const detect = (companiesOnly = false): Scope =>
    detectScope(question, dir, { fiscalYearStartMonth: opts.fiscalYearStartMonth, wordUse: corpusWordUse(db), sectorFiles: opts.sectorFiles, companiesOnly });
  const flagPeriod = { quarter: given(filters.quarter) ? parseQuarter(filters.quarter) ?? filters.quarter : null, year: given(filters.year) ? parseYear(filters.year) ?? filters.year : null };

  if (given(filters.company) || given(filters.ticker) || given(filters.document)) {
    let names: string[] = [];
    const out: Filters = { ...filters };
    const ambiguous: Scope['ambiguous'] = [];
    let matched = '';
    if (given(filters.company)) {
      names = flagCompanies(filters.company, dir, db);
      matched = filters.company;
      if (names.length > 1) {
        if (opts.strict) throw ambiguityError(filters.company, names, true);
        ambiguous.push({ text: filters.company, candidates: names });
      } else out.company = names[0]; // the exact stored name: every mode filters the same documents
    } else {
      const docs = loadDocRecords(db);
      const v = (filters.ticker ?? filters.document ?? '').trim().toLowerCase();
      matched = filters.ticker ?? filters.document ?? '';
      const stem = (f: string) => f.toLowerCase().replace(/\.[a-z0-9]+$/, '');
      names = [...new Set(docs.filter((d) => d.company && (d.ticker?.toLowerCase() === v || d.fileName.toLowerCase() === v || stem(d.fileName) === v || d.id === v)).map((d) => d.company!))];
    }
    let companies: ScopeCompany[] = names.map((n) => scopeCompany(dir, n, matched));
    if (opts.autoScope && companies.length === 1) {
      // The question's own words for the flag's company: searched without them, like a detected name.
      const said = detect(true).companies.find((c) => c.name === names[0]);
      if (said) companies = [{ ...companies[0]!, mentioned: said.matched, ...(said.also ? { also: said.also } : {}) }];
    }
    return { scope: { ...EMPTY_SCOPE, companies, ...flagPeriod, source: 'flags', ambiguous, periodFilter: flagPeriod.quarter !== null || flagPeriod.year !== null, notes: [] }, filters: out };
  }

  if (!opts.autoScope) {
    const source = flagPeriod.quarter || flagPeriod.year ? 'flags' : 'none';
    return { scope: { ...EMPTY_SCOPE, ...flagPeriod, source, periodFilter: source === 'flags', notes: [] }, filters };
  }

  const detected = detect();
  if (opts.strict && detected.ambiguous.length > 0) throw ambiguityError(detected.ambiguous[0]!.text, detected.ambiguous[0]!.candidates, false);
  const out: Filters = { ...filters };
  let scope = detected;
  if (flagPeriod.quarter || flagPeriod.year) {
    // Period flags win over the question's period.
    scope = { ...scope, ...flagPeriod, periods: [], periodFilter: true, periodNotHeld: false, source: scope.source === 'none' ? 'flags' : scope.source };
  } else if (scope.periodFilter) {
    if (scope.quarter) out.quarter = scope.quarter;
    if (scope.year) out.year = scope.year;
  }
  const route = routeScope(scope);
  if (route === 'single') out.company = scope.companies[0]!.name;
  // multi: composed by askMulti — until then a comparison or group retrieves over every company.
  return { scope, filters: out };
}

/** A scope as resolved (company records) or as printed by `ask --json` (company names). */
export type ScopeView = Omit<Scope, 'companies'> & { companies: readonly (string | ScopeCompany)[] };

const nameOf = (c: string | ScopeCompany): string => (typeof c === 'string' ? c : c.name);

/** A group's members for the scope line: each by name, or how many past a dozen ("42 companies: Adani Enterprises Limited, … , Wipro Limited"). */
function members(companies: readonly string[]): string {
  if (companies.length === 0) return 'no ingested company';
  return companies.length <= 12 ? companies.join(', ') : `${companies.length} companies: ${companies.slice(0, 3).join(', ')}, … , ${companies[companies.length - 1]}`;
}

/** The terminal line: "Bharti Airtel Limited · Q1 FY24 — from the question". */
export function describeScope(s: ScopeView): string {
  const who = s.companies.length > 0 ? s.companies.map(nameOf).join(', ') : s.group ? `${s.group.sector}: ${s.group.unknown ? 'no sector of the vocabulary' : members(s.group.companies)}` : s.absent.length > 0 ? `${s.absent.map((a) => a.text).join(', ')} (not in the corpus)` : 'all companies';
  const when = periodLabel(s);
  const parts = [who, when].filter(Boolean);
  const from = s.source === 'question' ? ' — from the question' : s.source === 'flags' ? ' — from flags' : '';
  return `Scope: ${parts.join(' · ')}${from}`;
}

/** Lines after the scope line: ambiguous names, absent companies, notes. */
export function scopeNotes(s: ScopeView): string[] {
  const out: string[] = [];
  for (const a of s.ambiguous) out.push(`"${a.text}" matches ${a.candidates.length} companies (${a.candidates.join(', ')}): answering for all of them; name one to narrow`);
  if (s.companies.length > 0) for (const a of s.absent) out.push(absentLine(a));
  out.push(...(s.notes ?? []));
  return out;
}

function absentLine(a: Scope['absent'][number]): string {
  return `${a.text} is not in the corpus${a.closest.length > 0 ? ` (closest: ${a.closest.join(', ')})` : ''}`;
}

/** The answer when the question names only companies the corpus does not hold. */
export function notInCorpusStatement(s: Scope): string {
  if (s.absent.length === 0 && s.group?.unknown) {
    return `No sector of the vocabulary is "${s.group.name}": the companies of that group cannot be listed, so none was searched. Name the companies in the question, or add the sector (its group words and cues) in a sectors vocabulary file (config \`vocabulary.sectors\`) and ingest again.`;
  }
  return `${s.absent.map(absentLine).join('; ')}. Nothing was retrieved: run \`hybridrag status\` to see the companies the workdir holds, or ingest this company's transcripts.`;
}
