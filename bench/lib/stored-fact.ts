/** A row of the `facts` table as the benches read it, and the columns that select it. */
export interface StoredFact {
  id: string;
  docId: string;
  company: string | null;
  segment: string | null;
  metric: string;
  metricText: string;
  valueText: string;
  /** In base units, signed: a fall or a reduction is stored negative. */
  value: number;
  unit: string;
  periodQuarter: string | null;
  periodYear: string | null;
  kind: string;
  basis: string | null;
  sentence: string;
  page: number;
}

export const FACT_COLUMNS = `id, doc_id AS docId, company, segment, metric, metric_text AS metricText, value_text AS valueText, value, unit,
  period_quarter AS periodQuarter, period_year AS periodYear, kind, basis, sentence, page`;

