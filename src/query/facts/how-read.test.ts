import { describe, expect, it } from 'vitest';
import { howRead } from './how-read.js';

const fact = (over: Partial<Parameters<typeof howRead>[0]>) => ({
  sentence: 'Revenue grew 12% to Rs 500 crore in the quarter.',
  valueText: '12%',
  metricText: 'Revenue',
  segment: null,
  periodText: null,
  period: { quarter: 'Q1', year: 'FY24' },
  ...over,
});

describe('howRead', () => {
  it('tells the metric named in the figure clause, the company as owner and the call period', () => {
    expect(howRead(fact({}))).toEqual({ metricAt: 'clause', ownerAt: 'company', period: 'own', figures: 'few', words: 'short' });
  });
  it('tells a metric named only outside the clause, or not in the sentence at all', () => {
    expect(howRead(fact({ sentence: 'We saw 12% growth in volumes, while revenue rose 3%.', valueText: '12%' })).metricAt).toBe('sentence');
    expect(howRead(fact({ metricText: 'EBITDA margin' })).metricAt).toBe('elsewhere');
  });
  it('tells an owner named in the sentence from one carried from elsewhere', () => {
    expect(howRead(fact({ segment: 'Home Care', sentence: 'In Home Care, revenue grew 12%.' })).ownerAt).toBe('sentence');
    expect(howRead(fact({ segment: 'Home Care' })).ownerAt).toBe('elsewhere');
  });
  it('tells a stated period and no period', () => {
    expect(howRead(fact({ periodText: 'last year' })).period).toBe('stated');
    expect(howRead(fact({ period: null })).period).toBe('none');
  });
  it('counts figures and words', () => {
    const r = howRead(fact({ sentence: `Revenue was 12%${' and more'.repeat(25)}.` }));
    expect(r.figures).toBe('one');
    expect(r.words).toBe('long');
  });
});
