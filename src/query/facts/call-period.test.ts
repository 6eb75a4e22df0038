import { describe, expect, it } from 'vitest';
import { callsAnswering, yearAhead } from './call-period.js';
import type { StoredFact } from './pick.js';

const f = (company: string, docQuarter: string, docYear: string): StoredFact => ({
  id: `${company}-${docQuarter}-${docYear}`, docId: `${company}-${docQuarter}${docYear}`, company, segment: null, metric: 'net_interest_margin', metricText: 'net interest margin',
  value: 2.5, valueHigh: null, valueText: '2.5%', unit: 'percent', currency: null, period: { quarter: docQuarter as 'Q1', year: docYear }, periodText: null, kind: 'actual', basis: null, measure: null,
  sentence: 'NIM was 2.5%.', page: 1, speaker: null, document: `${company}.pdf`, docQuarter, docYear,
});

describe('callsAnswering', () => {
  const facts = [f('Key', 'Q3', 'FY20'), f('Key', 'Q3', 'FY21'), f('Key', 'Q2', 'FY22'), f('Pnc', 'Q3', 'FY21'), f('Pnc', 'Q2', 'FY20')];
  const ids = (companies: string[], period: { quarter: 'Q3' | null; year: string } | null = null) =>
    callsAnswering({ companies, period }, facts).filter((x) => companies.includes(x.company!)).map((x) => x.id);

  it('compares companies at the latest period both have a call for', () => {
    expect(ids(['Key', 'Pnc'])).toEqual(['Key-Q3-FY21', 'Pnc-Q3-FY21']);
  });

  it('compares at the latest call of the year asked, keeps every call when the plan names a quarter, and leaves one company its calls', () => {
    expect(ids(['Key', 'Pnc'], { quarter: null, year: 'FY20' })).toEqual(['Key-Q3-FY20', 'Pnc-Q2-FY20']);
    expect(ids(['Key', 'Pnc'], { quarter: 'Q3', year: 'FY21' })).toHaveLength(5);
    expect(ids(['Key'])).toHaveLength(3);
  });

  it("answers a year asked from the company's calls of that year before a later call's figure for it", () => {
    const looksBack = { ...f('Key', 'Q2', 'FY22'), id: 'Key-Q2-FY22-of-FY21', period: { quarter: 'Q2' as const, year: 'FY21' } };
    const withBack = [f('Key', 'Q3', 'FY21'), looksBack, f('Pnc', 'Q2', 'FY21')];
    expect(callsAnswering({ companies: ['Key', 'Pnc'], period: { quarter: null, year: 'FY21' } }, withBack).filter((x) => x.company === 'Key').map((x) => x.id)).toEqual(['Key-Q3-FY21']);
  });

  it('takes each company’s latest call when they share no period', () => {
    expect(callsAnswering({ companies: ['Key', 'Pnc'], period: null }, facts.filter((x) => x.id !== 'Pnc-Q3-FY21')).map((x) => x.id)).toEqual(['Key-Q2-FY22', 'Pnc-Q2-FY20']);
  });
});

describe('yearAhead', () => {
  it('reads a whole year asked of calls before its last quarter as a year still under way, and not once a call closes it', () => {
    const year = { period: { quarter: null, year: 'FY24' } };
    expect(yearAhead(year, 'Key', [f('Key', 'Q1', 'FY24'), f('Key', 'Q3', 'FY23')])).toBe(true);
    expect(yearAhead(year, 'Key', [f('Key', 'Q1', 'FY24'), f('Key', 'Q4', 'FY24')])).toBe(false);
    expect(yearAhead({ period: { quarter: 'Q1' as const, year: 'FY24' } }, 'Key', [f('Key', 'Q1', 'FY24')])).toBe(false);
    expect(yearAhead(year, 'Pnc', [f('Key', 'Q1', 'FY24')])).toBe(false);
  });
});
