/**
 * Metadata filters as an analyst types them, resolved to the set of matching documents:
 * --company by name, canonical name (Ltd/Limited stripped), ticker, alias or initials (when
 * unambiguous), else the names it starts or a word inside a name ("hdfc" covers HDFC Bank and HDFC
 * Life; "airtel" selects Bharti Airtel Limited); --ticker; --quarter q1/Q1/1; --year 2024/FY24/fy2024/2023-24; --document by file
 * name (with or without extension) or id. A filter that matches nothing is a NO_MATCH error that
 * names the filter and lists what exists.
 */
import type { Filters } from '../../core/domain.js';
import { HybridRagError } from '../../core/errors.js';
import type { Db } from '../../core/store/db.js';
import { dataVersion } from '../../core/store/statements.js';
import { companyKey, initials, normalizeText } from '../../core/text/company-name.js';
import { companyAliasRows } from '../graph/company-aliases.js';
import { jaroWinkler } from '../../core/text/similarity.js';
import { parseQuarter, parseYear } from '../../core/text/period.js';
import { stringList } from '../../core/util/string-list.js';

/** Re-exported for the callers that read them here. */
export { parseQuarter, parseYear };

export interface DocRecord {
  id: string;
  fileName: string;
  company: string | null;
  ticker: string | null;
  quarter: string | null;
  year: string | null;
  /** ISO date the reported quarter ended, when known. */
  quarterEnd?: string | null;
  /** Month the company's fiscal year ends in, when the document fixed it. */
  fyEndMonth?: number | null;
  /** Other names the document uses for its company. */
  aliases?: string[];
  /** Sectors the document's own words place its company in. */
  sectors?: string[];
  /** Where the company was read: 'text', 'filename', 'manifest', 'flag' (null: not recorded). */
  companyFrom?: string | null;
}

export interface ResolvedFilters {
  /** Matching document ids; null = no filter given (every document). */
  docIds: string[] | null;
  docs: DocRecord[];
}

const docCache = new WeakMap<Db, { version: number; docs: DocRecord[] }>();

/**
 * Every ingested document's filterable metadata. Cached per connection until the database changes
 * (SQLite's data_version moves when any connection commits), so a process answering many
 * questions reads and normalises the documents once, and still sees a concurrent ingest's commits.
 */
export function loadDocRecords(db: Db): DocRecord[] {
  const version = dataVersion(db);
  const hit = docCache.get(db);
  if (hit && hit.version === version) return hit.docs;
  const docs = db
    .prepare(`SELECT id, file_name AS fileName, company, ticker, quarter, year, quarter_end AS quarterEnd, fy_end_month AS fyEndMonth,
      aliases, sectors, CASE WHEN json_valid(meta_source) THEN json_extract(meta_source, '$.company') END AS companyFrom
      FROM documents WHERE status = 'ok' ORDER BY file_name`)
    .all()
    .map((r) => {
      const row = r as DocRecord & { aliases: string; sectors: string };
      return { ...row, aliases: stringList(row.aliases), sectors: stringList(row.sectors) };
    });
  docCache.set(db, { version, docs });
  return docs;
}


interface CompanyKeys {
  company: string;
  canonical: string;
  keys: string[];
}

const keyCache = new WeakMap<readonly DocRecord[], CompanyKeys[]>();

/** Each company's match keys (names, ticker, unambiguous initials), computed once per document list. */
function companyKeys(docs: readonly DocRecord[]): CompanyKeys[] {
  const cached = keyCache.get(docs);
  if (cached) return cached;
  const companies = [...new Set(docs.map((d) => d.company).filter((c): c is string => !!c))];
  const tickerOf = new Map(docs.filter((d) => d.company && d.ticker).map((d) => [d.company!, d.ticker!]));
  const initialCount = new Map<string, number>();
  const initialsOf = (c: string): string => initials(companyKey(c)) ?? '';
  for (const c of companies) initialCount.set(initialsOf(c), (initialCount.get(initialsOf(c)) ?? 0) + 1);
  // The file names' stems too ("Sun Pharma.pdf" for Sun Pharmaceutical Industries Ltd.): the
  // spelling the user chose for the file is one they type; a stem two companies share names neither.
  const stemsOf = new Map<string, string[]>();
  const stemOwners = new Map<string, Set<string>>();
  for (const d of docs) {
    if (!d.company) continue;
    const stem = companyKey(d.fileName.replace(/\.[a-z0-9]+$/i, ''));
    if (!stem) continue;
    stemsOf.set(d.company, [...(stemsOf.get(d.company) ?? []), stem]);
    stemOwners.set(stem, (stemOwners.get(stem) ?? new Set()).add(d.company));
  }
  for (const [c, stems] of stemsOf) stemsOf.set(c, stems.filter((st) => stemOwners.get(st)!.size === 1));
  const out = companies.map((c) => {
    const t = tickerOf.get(c);
    const keys = [normalizeText(c), companyKey(c), t ? normalizeText(t) : '', t ? normalizeText(t).replace(/ /g, '') : '', ...(stemsOf.get(c) ?? [])];
    const ini = initialsOf(c);
    if (ini.length >= 2 && initialCount.get(ini) === 1) keys.push(ini);
    return { company: c, canonical: companyKey(c), keys };
  });
  keyCache.set(docs, out);
  return out;
}

/** Which companies a --company value names (exact keys first, then word-prefix matches). */
export function matchCompany(value: string, docs: readonly DocRecord[], aliases: ReadonlyMap<string, string> = new Map()): Set<string> {
  const q = companyKey(value);
  const qn = normalizeText(value);
  const all = companyKeys(docs);
  const exact = new Set<string>();
  for (const { company: c, keys } of all) {
    if (keys.includes(qn) || keys.includes(q) || aliases.get(q) === c || aliases.get(qn) === c) exact.add(c);
  }
  if (exact.size > 0 || q === '') return exact;
  const prefix = new Set<string>();
  for (const { company: c, canonical } of all) if (` ${canonical} `.startsWith(` ${q} `)) prefix.add(c);
  if (prefix.size > 0) return prefix;
  // A word (or words) inside the name: "airtel" → Bharti Airtel Limited.
  const inside = new Set<string>();
  for (const { company: c, canonical } of all) if (` ${canonical} `.includes(` ${q} `)) inside.add(c);
  return inside;
}

/** The ingested companies whose name, ticker or file name is closest to a value that matched nothing, best first. */
export function closestCompanyNames(value: string, docs: readonly DocRecord[], n = 3): string[] {
  const q = companyKey(value).replace(/ /g, '');
  if (q === '') return [];
  const best = new Map<string, number>();
  for (const d of docs) {
    if (!d.company) continue;
    const forms = [companyKey(d.company), ...companyKey(d.company).split(' '), d.ticker ? normalizeText(d.ticker) : '', companyKey(d.fileName.replace(/\.[a-z0-9]+$/i, ''))];
    const s = Math.max(...forms.filter(Boolean).map((f) => jaroWinkler(q, f.replace(/ /g, ''))));
    best.set(d.company, Math.max(best.get(d.company) ?? 0, s));
  }
  return [...best].filter(([, s]) => s >= 0.8).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([c]) => c);
}

/**
 * Company aliases the knowledge graph learnt (tickers, acronyms, names as mentioned: "HUL",
 * "Airtel"), normalised alias → the documents' company name. An alias shared by two companies is
 * left out: it cannot select one.
 */
export function loadCompanyAliases(db: Db): Map<string, string> {
  const rows = companyAliasRows(db);
  const out = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const r of rows) {
    const key = normalizeText(r.alias);
    if (out.has(key) && out.get(key) !== r.company) ambiguous.add(key);
    else out.set(key, r.company);
  }
  for (const k of ambiguous) out.delete(k);
  return out;
}

function noMatch(flag: string, value: string, existing: string[], hint?: string): HybridRagError {
  const list = existing.length > 0 ? existing.join(', ') : '(none: no document has this field)';
  return new HybridRagError('NO_MATCH', `${flag} "${value}" matches no ingested document; available: ${list}`, {
    hint: hint ?? `pick one of the values listed, or drop ${flag}`,
  });
}

/** --company (or another name for a company, `label`) matched nothing: suggest the closest names rather than listing every company. */
export function noCompany(value: string, docs: readonly DocRecord[], label = '--company'): HybridRagError {
  const close = closestCompanyNames(value, docs);
  const count = new Set(docs.map((d) => d.company).filter(Boolean)).size;
  const did = close.length > 0 ? `; did you mean ${close.join(' or ')}?` : '';
  return new HybridRagError('NO_MATCH', `${label} "${value}" matches no ingested company${did}`, {
    hint: `the workdir holds ${count} ${count === 1 ? 'company' : 'companies'}: run \`hybridrag status\` to list them${label === '--company' ? ', or drop --company' : ''}`,
  });
}

/**
 * Resolve filters against the store. `aliases` maps normalised alias → company name (e.g. from
 * the graph's alias table) for names the documents table does not know.
 */
export function resolveFilters(db: Db, filters: Filters, aliases?: ReadonlyMap<string, string>): ResolvedFilters {
  const all = loadDocRecords(db);
  const given = Object.values(filters).some((v) => v !== undefined && v !== '');
  if (!given) return { docIds: null, docs: all };
  let docs = all;
  const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))].sort();
  if (filters.company) {
    let names = matchCompany(filters.company, all, aliases);
    // The graph's aliases are read only when names and tickers do not match (a per-question cost).
    if (names.size === 0 && !aliases) names = matchCompany(filters.company, all, loadCompanyAliases(db));
    if (names.size === 0) throw noCompany(filters.company, all);
    docs = docs.filter((d) => d.company && names.has(d.company));
  }
  if (filters.ticker) {
    const t = normalizeText(filters.ticker).replace(/ /g, '');
    const hit = all.filter((d) => d.ticker && normalizeText(d.ticker).replace(/ /g, '') === t);
    if (hit.length === 0) throw noMatch('--ticker', filters.ticker, uniq(all.map((d) => d.ticker)));
    docs = docs.filter((d) => hit.includes(d));
  }
  if (filters.quarter) {
    const q = parseQuarter(filters.quarter);
    if (!q) throw new HybridRagError('USAGE', `--quarter "${filters.quarter}" is not a quarter`, { hint: 'use Q1, Q2, Q3 or Q4 (q1 and 1 work too)' });
    if (!all.some((d) => d.quarter === q)) throw noMatch('--quarter', filters.quarter, uniq(all.map((d) => d.quarter)));
    docs = docs.filter((d) => d.quarter === q);
  }
  if (filters.year) {
    const y = parseYear(filters.year);
    if (!y) throw new HybridRagError('USAGE', `--year "${filters.year}" is not a fiscal year`, { hint: 'use FY24, fy2024, 2024 or 2023-24' });
    if (!all.some((d) => d.year === y)) throw noMatch('--year', filters.year, uniq(all.map((d) => d.year)));
    docs = docs.filter((d) => d.year === y);
  }
  if (filters.document) {
    const v = filters.document.trim().toLowerCase();
    const stem = (f: string) => f.toLowerCase().replace(/\.[a-z0-9]+$/, '');
    const hit = all.filter((d) => d.fileName.toLowerCase() === v || stem(d.fileName) === v || d.id === v);
    if (hit.length === 0) throw noMatch('--document', filters.document, all.map((d) => d.fileName));
    docs = docs.filter((d) => hit.includes(d));
  }
  if (docs.length === 0) {
    const shown = Object.entries(filters).filter(([, v]) => v).map(([k, v]) => `--${k} ${String(v)}`).join(' ');
    throw new HybridRagError('NO_MATCH', `no document matches all of ${shown} together`, {
      hint: `each filter matches something alone; run \`hybridrag status\` to see the documents and their metadata`,
    });
  }
  return { docIds: docs.map((d) => d.id), docs };
}
