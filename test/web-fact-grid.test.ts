/**
 * The web UI's comparison grid as data: rows from the answer's scope (named companies, else the
 * group's), columns per metric, "not stated" where a company has no fact, and the cell texts.
 */
import { describe, expect, it } from 'vitest';
import { factCellText, factGrid, gridCellText, type ShownFact } from '../web/fact-grid.js';

const fact = (company: string, metric: string, metricText: string, valueText: string, more: Partial<ShownFact> = {}): ShownFact => ({
  company, segment: null, metric, metricText, valueText, period: { quarter: 'Q1', year: 'FY24' }, periodText: null,
  kind: 'actual', basis: null, sentence: `${metricText} was ${valueText}.`, page: 1, docId: `${company}-doc`, document: `${company}.pdf`, ...more,
});

const KCB = 'Konkan Coastal Bank Limited';
const DMB = 'Deccan Mercantile Bank Limited';
const THIRD = 'Third Bank Limited';

describe('factGrid', () => {
  it('one row per company asked, in the scope order; one column per metric; a company without a fact is not stated', () => {
    const g = factGrid([fact(DMB, 'gross_npa', 'gross NPA', '2.64%'), fact(KCB, 'gross_npa', 'gross NPA', '1.92%')], { companies: [], group: { companies: [KCB, THIRD, DMB] } })!;
    expect(g.companies).toEqual([KCB, THIRD, DMB]);
    expect(g.columns).toEqual([{ label: 'gross NPA', metrics: ['gross_npa'] }]);
    expect(g.cells.map((row) => row.map((cell) => cell.map((f) => f.valueText)))).toEqual([[['1.92%']], [[]], [['2.64%']]]);
  });

  it('named companies come first; a company a fact belongs to but the scope does not name is added', () => {
    const g = factGrid([fact(KCB, 'nim', 'net interest margin', '4.21%'), fact(DMB, 'nim', 'net interest margin', '3.62%')], { companies: [DMB] })!;
    expect(g.companies).toEqual([DMB, KCB]);
  });

  it('no grid for the facts of one company', () => {
    expect(factGrid([fact(KCB, 'nim', 'NIM', '4.21%'), fact(KCB, 'casa', 'CASA', '41%')], { companies: [KCB, DMB] })).toBeNull();
    expect(factGrid([], { companies: [KCB, DMB] })).toBeNull();
  });

  it('several metrics per company: a column each, not stated where a company has none of one', () => {
    const g = factGrid(
      [fact(KCB, 'gross_npa', 'gross NPA', '1.92%'), fact(KCB, 'nim', 'net interest margin', '4.21%'), fact(DMB, 'gross_npa', 'gross NPA', '2.64%')],
      { companies: [KCB, DMB] },
    )!;
    expect(g.columns.map((c) => c.label)).toEqual(['gross NPA', 'net interest margin']);
    expect(g.cells[1]!.map((cell) => cell.length)).toEqual([1, 0]);
  });

  it('one fact per company of metrics standing in for one another: one column, each cell naming its own metric', () => {
    const g = factGrid([fact(DMB, 'gold_loans', 'gold loans', '17%', { kind: 'change' }), fact(KCB, 'advances', 'Gross advances', '18.6%', { kind: 'change', basis: 'yoy' })], { companies: [], group: { companies: [DMB, KCB] } })!;
    expect(g.columns).toEqual([{ label: 'gold loans / Gross advances', metrics: ['gold_loans', 'advances'] }]);
    expect(g.cells.map((row) => gridCellText(row[0]![0]!, g.columns[0]!))).toEqual(['gold loans 17% · Q1 FY24 change', 'Gross advances 18.6% · Q1 FY24 change yoy']);
  });

  it('a metric the calls word differently is headed by its id; each cell keeps its own words', () => {
    const g = factGrid([fact(DMB, 'capital_adequacy', 'capital adequacy ratio', '16.2%'), fact(KCB, 'capital_adequacy', 'CET1', '15.6%')], { companies: [DMB, KCB] })!;
    expect(g.columns.map((c) => c.label)).toEqual(['capital adequacy']);
    expect(gridCellText(g.cells[1]![0]![0]!, g.columns[0]!)).toBe('CET1 15.6% · Q1 FY24');
  });
});

describe('factCellText', () => {
  it('the value with its period and kind', () => {
    expect(factCellText(fact(KCB, 'nim', 'NIM', '4.1%'))).toBe('4.1% · Q1 FY24');
    expect(factCellText(fact(KCB, 'nim', 'NIM', '18% to 20%', { kind: 'guidance', period: { quarter: null, year: 'FY24' } }))).toBe('18% to 20% · FY24 guidance');
    expect(factCellText(fact(KCB, 'nim', 'NIM', '21% to 23%', { kind: 'guidance', period: null, periodText: 'no period stated' }))).toBe('21% to 23% · guidance');
    expect(factCellText(fact(KCB, 'nim', 'NIM', '22 basis points', { kind: 'change', basis: 'qoq' }))).toBe('22 basis points · Q1 FY24 change qoq');
    expect(factCellText(fact(KCB, 'revenue', 'revenue', '58%', { segment: 'Beverages' }))).toBe('Beverages: 58% · Q1 FY24');
    expect(factCellText(fact(KCB, 'nim', 'NIM', '4.1%', { period: null }))).toBe('4.1%');
  });
});
