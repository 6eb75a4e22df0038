/**
 * Facts as text: the short label a fact reads as ("net interest margin 4.1% (Q1 FY24, actual)"),
 * the words an answer states it in, a metric id's words, which facts a metric names, and RFC 4180
 * CSV. Shared by `hybridrag facts`, the graph's fact edges, answers from facts and any other place
 * a fact is shown.
 */
import { isTrailingSpan, periodLabel, type Fact } from './fact.js';

/** A metric id as words: "net_interest_margin" → "net interest margin". */
export function metricWords(id: string): string {
  return id.replace(/[_-]+/g, ' ').trim();
}

/** A fact of metric `m`: its id, its id's words, or the words the call used, ignoring case and spacing. */
export function metricMatcher(m: string): (f: Fact) => boolean {
  const key = (s: string): string => metricWords(s).toLowerCase().replace(/\s+/g, ' ');
  const want = key(m);
  return (f) => key(f.metric) === want || key(f.metricText) === want;
}

/** The figure as written, with the segment when there is one: "4.1%", "Home Care: 12%". */
export function factValue(f: Pick<Fact, 'valueText' | 'segment'>): string {
  return f.segment ? `${f.segment}: ${f.valueText}` : f.valueText;
}

/** "net interest margin 4.1% (Q1 FY24, actual)"; the period or kind part says only what is known. */
export function factLabel(f: Pick<Fact, 'metricText' | 'valueText' | 'period' | 'kind' | 'basis'>): string {
  const kind = f.kind === 'change' && f.basis ? `change ${f.basis}` : f.kind;
  const when = periodLabel(f.period);
  return `${f.metricText} ${f.valueText} (${when ? `${when}, ` : ''}${kind})`;
}

/**
 * A fact as an answer's line states it: the metric's words and the figure, with the period only
 * when it is not the call's own (the citation names that one), and the kind when it is not an
 * actual: "revenue down 3% (change year on year)".
 */
export function describeFact(f: Fact & { fromPassage?: boolean }): string {
  const own = f.periodText === null && f.period !== null && f.kind !== 'guidance' && f.kind !== 'target';
  const period = own ? '' : isTrailingSpan(f.periodText) ? `${f.periodText} to ${periodLabel(f.period)}` : periodLabel(f.period) || 'no period stated';
  const kind = f.kind === 'actual' ? '' : f.kind === 'change' ? `change${f.basis ? ` ${f.basis === 'yoy' ? 'year on year' : 'quarter on quarter'}` : ''}` : f.kind;
  const signed = f.kind === 'change' && f.value < 0 && !/^-/.test(f.valueText) ? `down ${f.valueText}` : f.valueText;
  const notes = [period, kind, f.fromPassage ? 'read from the passage' : ''].filter(Boolean).join(', ');
  return `${f.metricText} ${signed}${notes ? ` (${notes})` : ''}`;
}

/** The columns of a fact in CSV, in order (the period split into its quarter and year). */
export const FACT_CSV_COLUMNS = [
  'id', 'docId', 'company', 'segment', 'metric', 'metricText', 'value', 'valueHigh', 'valueText', 'unit', 'currency',
  'periodQuarter', 'periodYear', 'periodText', 'kind', 'basis', 'measure', 'sentence', 'page', 'speaker',
] as const;

/** One CSV field: quoted when it holds a comma, a quote or a line break, its quotes doubled; null is empty. */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Facts as RFC 4180 CSV: a header, one record per fact, every line ended by CRLF. */
export function factsCsv(facts: readonly Fact[]): string {
  const cell = (f: Fact, c: (typeof FACT_CSV_COLUMNS)[number]): string | number | null => {
    if (c === 'periodQuarter') return f.period?.quarter ?? null;
    if (c === 'periodYear') return f.period?.year ?? null;
    return f[c];
  };
  const lines = [FACT_CSV_COLUMNS.join(','), ...facts.map((f) => FACT_CSV_COLUMNS.map((c) => csvField(cell(f, c))).join(','))];
  return lines.map((l) => `${l}\r\n`).join('');
}
