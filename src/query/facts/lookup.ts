/**
 * The facts a question plan needs, read from the workdir's `facts` table (both stores keep one; a
 * PostgreSQL store's is replicated into the workdir like the chunks): those of some companies and
 * metrics, with the document they cite.
 */
import type { Quarter } from '../../core/domain.js';
import type { ChangeBasis, FactKind, FactUnit } from '../../core/fact.js';
import type { Db } from '../../core/store/db.js';
import type { StoredFact } from '../answer/fact-answer.js';

export interface FactLookup {
  factsFor(companies: readonly string[], metrics: readonly string[]): StoredFact[];
}

interface FactRow {
  id: string;
  doc_id: string;
  company: string | null;
  segment: string | null;
  metric: string;
  metric_text: string;
  value: number;
  value_high: number | null;
  value_text: string;
  unit: FactUnit;
  currency: string | null;
  period_quarter: Quarter | null;
  period_year: string | null;
  period_text: string | null;
  kind: FactKind;
  basis: ChangeBasis | null;
  sentence: string;
  page: number;
  speaker: string | null;
  file_name: string;
  doc_quarter: string | null;
  doc_year: string | null;
}

/** Facts from the workdir database; none when it has no facts table (an index built before facts). */
export function dbFactLookup(db: Db): FactLookup {
  let has: boolean | undefined;
  return {
    factsFor(companies, metrics) {
      has ??= db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'facts'").get() !== undefined;
      if (!has || companies.length === 0 || metrics.length === 0) return [];
      const rows = db
        .prepare(
          `SELECT f.*, d.file_name, d.quarter AS doc_quarter, d.year AS doc_year FROM facts f JOIN documents d ON d.id = f.doc_id
           WHERE f.company IN (${companies.map(() => '?').join(',')}) AND f.metric IN (${metrics.map(() => '?').join(',')})`,
        )
        .all(...companies, ...metrics) as FactRow[];
      return rows.map(toFact);
    },
  };
}

/** Facts held in memory (tests, benches): the same filter over a list. */
export function memoryFactLookup(facts: readonly StoredFact[]): FactLookup {
  return { factsFor: (companies, metrics) => facts.filter((f) => f.company !== null && companies.includes(f.company) && metrics.includes(f.metric)) };
}

function toFact(r: FactRow): StoredFact {
  return {
    id: r.id,
    docId: r.doc_id,
    company: r.company,
    segment: r.segment,
    metric: r.metric,
    metricText: r.metric_text,
    value: r.value,
    valueHigh: r.value_high,
    valueText: r.value_text,
    unit: r.unit,
    currency: r.currency,
    period: r.period_year ? { quarter: r.period_quarter, year: r.period_year } : null,
    periodText: r.period_text,
    kind: r.kind,
    basis: r.basis,
    sentence: r.sentence,
    page: r.page,
    speaker: r.speaker,
    document: r.file_name,
    docQuarter: r.doc_quarter,
    docYear: r.doc_year,
  };
}
