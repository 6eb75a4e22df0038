import { describe, expect, it } from 'vitest';
import type { Fact } from '../../core/fact.js';
import { segmentAfterMetric } from '../../core/text/segment.js';
import { withSegmentsAfterMetric } from './read-facts.js';

const fact = (segment: string | null, metricText: string, sentence: string): Fact =>
  ({ id: sentence, docId: 'd', company: 'Acme', segment, metric: 'net_profit', metricText, value: 1, valueHigh: null, valueText: '1', unit: 'money', currency: null, period: null, periodText: null, kind: 'actual', basis: null, sentence, page: 1, speaker: null }) as Fact;

describe('a segment named right after the metric', () => {
  it('is read from the words after the metric\'s name, among the segments given', () => {
    expect(segmentAfterMetric('Profit after tax for farm is at 1,198 crores.', 'Profit after tax', ['Auto', 'Farm'])).toBe('Farm');
    expect(segmentAfterMetric('EBITDA of Novelis was $500 million.', 'EBITDA', ['Novelis'])).toBe('Novelis');
    expect(segmentAfterMetric('EBITDA of the quarter was $500 million.', 'EBITDA', ['Novelis'])).toBeNull();
  });
  it('gives a document\'s figure of no owner the segment another of its figures names', () => {
    const facts = withSegmentsAfterMetric([fact('Farm', 'revenue', 'Farm revenue was 100.'), fact(null, 'profit after tax', 'The profit after tax for farm is at 1,198 crores.'), fact(null, 'profit after tax', 'The profit after tax for the quarter is 5 crores.')]);
    expect(facts.map((f) => f.segment)).toEqual(['Farm', 'Farm', null]);
  });
});
