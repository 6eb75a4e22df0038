import { describe, expect, it } from 'vitest';
import type { Fact } from '../../core/fact.js';
import { qualifierOf, withParallelParts } from './parallel-parts.js';

const isMetric = (p: string) => /^(?:margins?|persistency|revenue|volume)$/i.test(p);

function fact(sentence: string, metricText: string, valueText: string, over: Partial<Fact> = {}): Fact {
  return { id: `${sentence}|${valueText}`, docId: 'd', company: 'Acme', segment: null, metric: 'ebitda_margin', metricText, value: 0, valueHigh: null, valueText, unit: 'percent', currency: null, period: null, periodText: null, kind: 'actual', basis: null, measure: null, sentence, page: 2, speaker: null, position: null, ...over } as Fact;
}

describe('qualifierOf', () => {
  it('reads the part after the metric or after the figure, with the unit it is a kind of', () => {
    expect(qualifierOf('Margins in mature hospitals were at 26.8% as against 26.4% in Q1FY23.', 'Margins', '26.8%', isMetric)).toEqual({ name: 'mature hospitals', unit: 'hospital' });
    expect(qualifierOf('our persistency has improved from 89% to 92% in Tier 1 markets, from 84% to 87% in tier 2 markets', 'persistency', '87%', isMetric)).toEqual({ name: 'tier 2 markets', unit: 'market' });
  });

  it('reads no period, basis or metric as a part', () => {
    expect(qualifierOf('Margins in the first quarter were 20%.', 'Margins', '20%', isMetric)).toBeNull();
    expect(qualifierOf('Revenue grew 12% in constant currency terms.', 'Revenue', '12%', isMetric)).toBeNull();
    expect(qualifierOf('Margins at the EBITDA level were 20%.', 'Margins', '20%', isMetric)).toBeNull();
    expect(qualifierOf('Revenue grew 12% in volume.', 'Revenue', '12%', isMetric)).toBeNull();
  });
});

describe('withParallelParts', () => {
  it('gives each figure its part when the metric is stated for two kinds of one unit, in a sentence or the next', () => {
    const facts = [fact('Margins in mature hospitals were at 26.8% as against 26.4% in Q1FY23.', 'Margins', '26.8%'), fact('Margin at new hospital was at 16.7% for the quarter.', 'Margin', '16.7%')];
    expect(withParallelParts(facts, isMetric).map((f) => f.segment)).toEqual(['mature hospitals', 'new hospital']);
  });

  it('leaves a figure so qualified alone, or twice with one part, the company’s', () => {
    expect(withParallelParts([fact('Margins in mature hospitals were at 26.8%.', 'Margins', '26.8%')], isMetric)[0]!.segment).toBeNull();
    const same = [fact('And our capex in the standalone financials was about Rs. 9,800 crores.', 'capex', 'Rs. 9,800 crores'), fact('Part of the capex in the standalone financial has gone to Rs. 4,500 crores.', 'capex', 'Rs. 4,500 crores')];
    expect(withParallelParts(same, isMetric).map((f) => f.segment)).toEqual([null, null]);
    // Another metric, or another page, is no breakdown of this one.
    const other = [fact('Margins in mature hospitals were at 26.8%.', 'Margins', '26.8%'), fact('Margin at new hospital was at 16.7%.', 'Margin', '16.7%', { page: 3 })];
    expect(withParallelParts(other, isMetric).map((f) => f.segment)).toEqual([null, null]);
  });
});
