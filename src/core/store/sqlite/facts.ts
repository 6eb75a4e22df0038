/**
 * SQLite access of the facts layer: which documents the facts stage has not read at a rules
 * version, the per-document write (its facts replaced and its run recorded in one transaction, so
 * a document is either read at a version with all its facts or still pending), and the synchronous
 * read the query side and `hybridrag facts` use. The row mapping and the query's SQL are shared
 * with the PostgreSQL store.
 */
import type { Quarter } from '../../domain.js';
import type { ChangeBasis, Fact, FactKind, FactUnit, MeasureBasis } from '../../fact.js';
import type { Db } from '../db.js';
import { cachedStatement } from '../statements.js';
import type { FactDoc, FactQuery } from '../store.js';

/** Documents pending at a version (the placeholder `version` stands for): no run recorded at it. */
export const pendingFactDocsFrom = (version: string): string => `
  FROM documents d LEFT JOIN fact_runs r ON r.doc_id = d.id AND r.version = ${version}
  WHERE d.status = 'ok' AND r.doc_id IS NULL`;
const PENDING_FACT_DOCS = pendingFactDocsFrom('?');

export const FACT_DOC_COLUMNS = `d.id, d.company, d.quarter, d.year, d.fy_end_month AS "fyEndMonth", d.page_count AS "pageCount", d.ticker, d.aliases, d.sectors`;

/** The columns of `facts` in insert order, and a fact's values for them. */
export const FACT_COLUMNS = [
  'id', 'doc_id', 'company', 'segment', 'metric', 'metric_text', 'value', 'value_high', 'value_text', 'unit', 'currency',
  'period_quarter', 'period_year', 'period_text', 'kind', 'basis', 'measure', 'sentence', 'page', 'speaker', 'position',
] as const;

export type FactRow = {
  id: string; doc_id: string; company: string | null; segment: string | null; metric: string; metric_text: string;
  value: number; value_high: number | null; value_text: string; unit: string; currency: string | null;
  period_quarter: string | null; period_year: string | null; period_text: string | null; kind: string; basis: string | null; measure: string | null;
  sentence: string; page: number; speaker: string | null; position: number | null;
};

/** A fact as stored for a document (the document's id wins over the fact's own, which should agree). */
export function factRow(docId: string, f: Fact): FactRow {
  return {
    id: f.id, doc_id: docId, company: f.company, segment: f.segment, metric: f.metric, metric_text: f.metricText,
    value: f.value, value_high: f.valueHigh, value_text: f.valueText, unit: f.unit, currency: f.currency,
    period_quarter: f.period?.quarter ?? null, period_year: f.period?.year ?? null, period_text: f.periodText,
    kind: f.kind, basis: f.basis, measure: f.measure ?? null, sentence: f.sentence, page: f.page, speaker: f.speaker, position: f.position ?? null,
  };
}

export function factOf(r: FactRow): Fact {
  return {
    id: r.id, docId: r.doc_id, company: r.company, segment: r.segment, metric: r.metric, metricText: r.metric_text,
    value: r.value, valueHigh: r.value_high, valueText: r.value_text, unit: r.unit as FactUnit, currency: r.currency,
    period: r.period_year === null ? null : { quarter: r.period_quarter as Quarter | null, year: r.period_year },
    periodText: r.period_text, kind: r.kind as FactKind, basis: r.basis as ChangeBasis | null, measure: (r.measure ?? null) as MeasureBasis | null,
    sentence: r.sentence, page: r.page, speaker: r.speaker, position: r.position ?? null,
  };
}

/**
 * The SELECT of a fact query with its parameters, placeholders written by `p` (SQLite's `?`, or
 * PostgreSQL's `$n`). Ordered by company, metric, period, document and page, then the order the
 * page states them in (`position`, NULL last), then id; NULLs sort as '' so that both stores order
 * alike.
 */
export function factQuerySql(q: FactQuery, p: (i: number) => string): { sql: string; params: (string | number)[] } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const one = (col: string, v: string): void => {
    params.push(v);
    where.push(`${col} = ${p(params.length)}`);
  };
  const any = (col: string, vs: readonly string[]): void => {
    if (vs.length === 0) {
      where.push('1 = 0');
      return;
    }
    const marks = vs.map((v) => {
      params.push(v);
      return p(params.length);
    });
    where.push(`${col} IN (${marks.join(', ')})`);
  };
  if (q.company !== undefined) one('company', q.company);
  if (q.companies !== undefined) any('company', q.companies);
  if (q.metric !== undefined) one('metric', q.metric);
  if (q.metrics !== undefined) any('metric', q.metrics);
  if (q.docId !== undefined) one('doc_id', q.docId);
  if (q.kind !== undefined) one('kind', q.kind);
  let sql = `SELECT ${FACT_COLUMNS.join(', ')} FROM facts${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
    ORDER BY coalesce(company, ''), metric, coalesce(period_year, ''), coalesce(period_quarter, ''), doc_id, page, position IS NULL, position, id`;
  if (q.limit !== undefined) {
    params.push(Math.max(0, Math.floor(q.limit)));
    sql += ` LIMIT ${p(params.length)}`;
  }
  return { sql, params };
}

export function countPendingFactDocs(db: Db, version: string): number {
  return cachedStatement(db, `SELECT count(*) ${PENDING_FACT_DOCS}`).pluck().get(version) as number;
}

export function pendingFactDocs(db: Db, version: string): FactDoc[] {
  return db.prepare(`SELECT ${FACT_DOC_COLUMNS} ${PENDING_FACT_DOCS} ORDER BY d.id`).all(version) as FactDoc[];
}

/** Replace a document's facts and record its run at `version` (null facts: quarantined), atomically. */
export function saveFacts(db: Db, docId: string, version: string, facts: readonly Fact[] | null): void {
  const ins = db.prepare(
    `INSERT INTO facts (${FACT_COLUMNS.join(', ')}) VALUES (${FACT_COLUMNS.map((c) => `@${c}`).join(', ')}) ON CONFLICT (id) DO NOTHING`,
  );
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM documents WHERE id = ?').get(docId) === undefined) return;
    db.prepare('DELETE FROM facts WHERE doc_id = ?').run(docId);
    for (const f of facts ?? []) ins.run(factRow(docId, f));
    db.prepare(
      `INSERT INTO fact_runs (doc_id, version, status, facts, done_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (doc_id) DO UPDATE SET version = excluded.version, status = excluded.status, facts = excluded.facts, done_at = excluded.done_at`,
    ).run(docId, version, facts === null ? 'quarantined' : 'ok', facts?.length ?? 0, new Date().toISOString());
  })();
}

/** Stored facts matching the query (synchronous: the query side reads the workdir or a replica this way). */
export function factsFor(db: Db, q: FactQuery = {}): Fact[] {
  const { sql, params } = factQuerySql(q, () => '?');
  return (cachedStatement(db, sql).all(...params) as FactRow[]).map(factOf);
}
