/**
 * The comparison grid of an answer stated from facts, as data (the UI draws it as a table): one
 * row per company the answer covers, one column per metric, each cell the facts the answer states
 * for that company and metric, or none ("not stated"). DOM-free, so it is tested on its own.
 */
import { periodLabel, type FactKind, type FactPeriod } from '../src/core/fact.js';
import { metricWords } from '../src/core/fact-text.js';

/** A fact as the API sends it (`ask --json`'s `facts`, `/api/facts`): the fields the UI reads. */
export interface ShownFact {
  company: string | null;
  segment: string | null;
  metric: string;
  metricText: string;
  valueText: string;
  period: FactPeriod | null;
  periodText: string | null;
  kind: FactKind;
  basis: string | null;
  sentence: string;
  page: number;
  docId: string;
  /** The document's file name (answers and /api/facts carry it). */
  document?: string;
}

export interface GridScope {
  companies: string[];
  group?: { companies: string[] } | null;
}

export interface GridColumn {
  /** The header: the words the calls used for the metric, or the metric id's words when they differ. */
  label: string;
  metrics: string[];
}

export interface FactGrid {
  companies: string[];
  columns: GridColumn[];
  /** cells[row][column]: the facts stated for that company and metric; empty: not stated. */
  cells: ShownFact[][][];
}

/** "change yoy", "guidance", or "" for an actual. */
export function kindLabel(f: Pick<ShownFact, 'kind' | 'basis'>): string {
  if (f.kind === 'actual') return '';
  return f.kind === 'change' && f.basis ? `change ${f.basis}` : f.kind;
}

/** "4.1% · Q1 FY24", "18% to 20% · FY24 guidance", "22 basis points · Q1 FY24 change qoq". */
export function factCellText(f: Pick<ShownFact, 'valueText' | 'period' | 'kind' | 'basis' | 'segment'>): string {
  const value = f.segment ? `${f.segment}: ${f.valueText}` : f.valueText;
  const when = [periodLabel(f.period), kindLabel(f)].filter(Boolean).join(' ');
  return when ? `${value} · ${when}` : value;
}

/** The header of a metric: the words its facts share, else the id's words ("CET1" and "capital adequacy ratio" → "capital adequacy"). */
function metricLabel(id: string, facts: readonly ShownFact[]): string {
  const texts = [...new Set(facts.filter((f) => f.metric === id).map((f) => f.metricText.toLowerCase()))];
  return texts.length === 1 ? facts.find((f) => f.metric === id)!.metricText : metricWords(id);
}

/**
 * The grid of an answer's facts, or null when they cover fewer than two companies. Rows: the
 * companies of the scope (named, else its group's), then any other company a fact belongs to.
 * When each company is answered with one fact, metrics that stand in for one another (the
 * question's metric, or a broader one a company states instead) share one column.
 */
export function factGrid(facts: readonly ShownFact[], scope: GridScope): FactGrid | null {
  const owners = [...new Set(facts.map((f) => f.company).filter((c): c is string => c !== null))];
  if (owners.length < 2) return null;
  const asked = scope.companies.length > 0 ? scope.companies : (scope.group?.companies ?? []);
  const companies = [...asked, ...owners.filter((c) => !asked.includes(c))];
  const ids = [...new Set(facts.map((f) => f.metric))];
  const oneEach = owners.every((c) => facts.filter((f) => f.company === c).length === 1);
  const columns: GridColumn[] =
    oneEach && ids.length > 1
      ? [{ label: [...new Set(ids.map((id) => metricLabel(id, facts)))].join(' / '), metrics: ids }]
      : ids.map((id) => ({ label: metricLabel(id, facts), metrics: [id] }));
  const cells = companies.map((c) => columns.map((col) => facts.filter((f) => f.company === c && col.metrics.includes(f.metric))));
  return { companies, columns, cells };
}

/** The cell's text, with the fact's own words for the metric when they are not the column's. */
export function gridCellText(f: ShownFact, column: GridColumn): string {
  const text = factCellText(f);
  return f.metricText.toLowerCase() === column.label.toLowerCase() ? text : `${f.metricText} ${text}`;
}
