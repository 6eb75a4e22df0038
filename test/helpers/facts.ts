/** Real-looking typed facts for tests of the facts layer (the reader's rules are tested on their own). */
import type { Fact } from '../../src/core/fact.js';

/** A fact of a document; override any field. */
export function fact(docId: string, n: number, over: Partial<Fact> = {}): Fact {
  return {
    id: `${docId}:s${n}:0`,
    docId,
    company: 'Konkan Coastal Bank Limited',
    segment: null,
    metric: 'net_interest_margin',
    metricText: 'net interest margin',
    value: 4.1,
    valueHigh: null,
    valueText: '4.1%',
    unit: 'percent',
    currency: null,
    period: { quarter: 'Q1', year: 'FY24' },
    periodText: null,
    kind: 'actual',
    basis: null,
    measure: null,
    sentence: 'Our net interest margin for the quarter was 4.1%, up 10 basis points sequentially.',
    page: 2,
    speaker: 'Meera Iyer',
    position: null,
    ...over,
  };
}

/** A small mix: an actual, a guidance range on a segment, a change, and a full-year target in money (measured adjusted). */
export function factMix(docId: string, company: string): Fact[] {
  return [
    fact(docId, 1, { company, position: 42 }),
    fact(docId, 2, {
      company, segment: 'Retail Banking', metric: 'loan_growth', metricText: 'advances growth', value: 18, valueHigh: 20, valueText: '18% to 20%',
      period: { quarter: null, year: 'FY24' }, kind: 'guidance', sentence: 'We expect retail advances growth of 18% to 20%, "broadly" in line.', page: 3,
    }),
    fact(docId, 3, {
      company, metric: 'net_interest_margin', metricText: 'NIM', value: 10, valueText: '10 basis points', unit: 'bp', kind: 'change', basis: 'qoq',
      period: null, page: 2, speaker: null, position: 51,
    }),
    fact(docId, 4, {
      company, metric: 'revenue', metricText: 'total income', value: 6_000e7, valueHigh: null, valueText: 'Rs 6,000 crore', unit: 'money', currency: 'inr',
      period: { quarter: null, year: 'FY26' }, periodText: 'by FY26', kind: 'target', measure: 'adjusted', page: 4,
    }),
  ];
}
