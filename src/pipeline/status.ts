/**
 * What a workdir holds, as one object (`hybridrag status --json`). Counts of tables added by later
 * migrations (vectors, triplets, entities, ...) are included only when the table exists, so this
 * works on any schema version; add a field by adding a line to OPTIONAL_COUNTS.
 */
import type { Db } from '../core/store/db.js';
import { ledgerSummary } from '../core/providers/ledger.js';
import { listQuarantine } from '../core/providers/quarantine.js';

export interface CompanyStatus {
  company: string | null;
  ticker: string | null;
  quarter: string | null;
  year: string | null;
  documents: number;
  chunks: number;
}

export interface MissingMetadata {
  path: string;
  missing: string[];
}

export interface WorkdirStatus {
  workdir: string;
  documents: number;
  pages: number;
  chunks: number;
  stale: { path: string; reason: string }[];
  failed: { path: string; reason: string }[];
  byCompany: CompanyStatus[];
  missingMetadata: MissingMetadata[];
  /** Where each document's company, period and fiscal calendar were read from: source → documents. */
  metadataSources: { company: Record<string, number>; period: Record<string, number>; calendar: Record<string, number> };
  /** Documents whose company is only their file name's (no name found in the text). */
  companyFromFileName: string[];
  chunking: string[];
  [extra: string]: unknown;
}

/** Optional counts: status field -> SQL, run only when every table the SQL names exists. */
const OPTIONAL_COUNTS: Record<string, { tables: string[]; sql: string }> = {
  vectors: { tables: ['vectors'], sql: 'SELECT count(*) FROM vectors' },
  refinements: { tables: ['refinements'], sql: 'SELECT count(*) FROM refinements' },
  triplets: { tables: ['triplets'], sql: 'SELECT count(*) FROM triplets' },
  entities: { tables: ['entities'], sql: 'SELECT count(*) FROM entities WHERE merged_into IS NULL' },
  // Graph edges: resolved triplets, a triplet read twice from one sentence (overlapping chunks) once (src/graph/load.ts).
  edges: { tables: ['triplets'], sql: 'SELECT count(*) FROM (SELECT DISTINCT head_id, relation, object_id, doc_id, coalesce(evidence, chunk_id) FROM triplets WHERE head_id IS NOT NULL AND object_id IS NOT NULL)' },
  facts: { tables: ['facts'], sql: 'SELECT count(*) FROM facts' },
  quarantined: { tables: ['quarantine'], sql: 'SELECT count(*) FROM quarantine' },
};

export function tableExists(db: Db, name: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type IN ('table','view') AND name = ?`).get(name) !== undefined;
}

const count = (db: Db, sql: string): number => Number((db.prepare(sql).pluck().get() as number | bigint) ?? 0);

/**
 * The workdir's counts, read in one transaction: an ingest writing beside it (WAL) commits between
 * statements, and the totals and the per-company rows must come from the same snapshot.
 */
export function collectStatus(db: Db, workdir = ''): WorkdirStatus {
  return db.transaction(() => readStatus(db, workdir))();
}

function readStatus(db: Db, workdir: string): WorkdirStatus {
  const byCompany = db
    .prepare(`SELECT d.company, d.ticker, d.quarter, d.year, count(*) AS documents,
        sum((SELECT count(*) FROM chunks c WHERE c.doc_id = d.id)) AS chunks
      FROM documents d GROUP BY d.company, d.ticker, d.quarter, d.year
      ORDER BY d.company IS NULL, d.company, d.year, d.quarter`)
    .all() as CompanyStatus[];
  const docs = db
    .prepare(`SELECT path, company, ticker, quarter, year FROM documents ORDER BY path`)
    .all() as { path: string; company: string | null; ticker: string | null; quarter: string | null; year: string | null }[];
  const missingMetadata: MissingMetadata[] = [];
  for (const d of docs) {
    const missing = (['company', 'ticker', 'quarter', 'year'] as const).filter((f) => d[f] === null);
    if (missing.length > 0) missingMetadata.push({ path: d.path, missing });
  }
  // Where metadata came from: the document's text, its file name, a manifest or flag, the config, a market's convention.
  const metadataSources: WorkdirStatus['metadataSources'] = { company: {}, period: {}, calendar: {} };
  const companyFromFileName: string[] = [];
  const bump = (m: Record<string, number>, k: string): void => {
    m[k] = (m[k] ?? 0) + 1;
  };
  for (const r of db.prepare(`SELECT path, meta_source AS src FROM documents ORDER BY path`).all() as { path: string; src: string }[]) {
    let src: Record<string, string> = {};
    try {
      src = JSON.parse(r.src) as Record<string, string>;
    } catch {
      // an unreadable record counts as unknown
    }
    const of = (k: string): string => (Object.hasOwn(src, k) ? src[k]! : 'none');
    bump(metadataSources.company, of('company'));
    bump(metadataSources.period, of('quarter'));
    bump(metadataSources.calendar, of('fyEndMonth'));
    if (of('company') === 'filename') companyFromFileName.push(r.path);
  }
  const status: WorkdirStatus = {
    workdir,
    documents: count(db, `SELECT count(*) FROM documents`),
    pages: count(db, `SELECT count(*) FROM pages`),
    chunks: count(db, `SELECT count(*) FROM chunks`),
    stale: db.prepare(`SELECT path, error AS reason FROM documents WHERE status <> 'ok' ORDER BY path`).all() as { path: string; reason: string }[],
    failed: db.prepare(`SELECT path, reason FROM failures ORDER BY path`).all() as { path: string; reason: string }[],
    byCompany,
    missingMetadata,
    metadataSources,
    companyFromFileName,
    chunking: (db.prepare(`SELECT DISTINCT chunk_params FROM documents ORDER BY 1`).pluck().all() as string[]),
  };
  for (const [field, q] of Object.entries(OPTIONAL_COUNTS)) {
    if (q.tables.every((t) => tableExists(db, t))) status[field] = count(db, q.sql);
  }
  if (tableExists(db, 'ledger')) status.modelCalls = ledgerSummary(db);
  if (tableExists(db, 'quarantine')) status.quarantineItems = listQuarantine(db, { limit: 10 }).map(({ raw: _raw, ...r }) => r);
  return status;
}
