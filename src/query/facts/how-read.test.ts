import { describe, expect, it } from 'vitest';
import { gateOf, howRead, isTentative } from './how-read.js';
import { loadFactGates } from '../../core/vocabulary/fact-gates.js';

const fact = (over: Partial<Parameters<typeof howRead>[0]>) => ({
  sentence: 'Revenue grew 12% to Rs 500 crore in the quarter.',
  valueText: '12%',
  metricText: 'Revenue',
  segment: null,
  periodText: null,
  period: { quarter: 'Q1', year: 'FY24' },
  kind: 'actual' as const,
  unit: 'percent' as const,
  ...over,
});

describe('howRead', () => {
  it('tells the metric named in the figure clause, the company as owner and the call period', () => {
    expect(howRead(fact({}))).toEqual({ metricAt: 'clause', ownerAt: 'company', period: 'own', figures: 'few', words: 'short', kind: 'actual', unit: 'percent' });
  });
  it('tells a metric named only outside the clause, or not in the sentence at all', () => {
    expect(howRead(fact({ sentence: 'We saw 12% growth in volumes, while revenue rose 3%.', valueText: '12%' })).metricAt).toBe('sentence');
    expect(howRead(fact({ metricText: 'EBITDA margin' })).metricAt).toBe('elsewhere');
    expect(howRead(fact({ metricText: 'revenues per employee' })).metricAt).toBe('words');
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

describe('gates', () => {
  const gates = { flag: { below: 0.5, minFacts: 10 }, tentative: [{ when: { metricAt: 'elsewhere' as const, unit: 'percent' as const }, why: 'test' }] };
  it('holds a fact whose path has every feature of a gate tentative', () => {
    expect(isTentative(fact({ metricText: 'EBITDA margin' }), gates)).toBe(true);
    expect(isTentative(fact({ metricText: 'EBITDA margin', unit: 'money' }), gates)).toBe(false);
    expect(isTentative(fact({}), gates)).toBe(false);
    expect(gateOf(howRead(fact({ metricText: 'EBITDA margin' })), gates)?.why).toBe('test');
  });
  it('reads the shipped gates file', () => {
    const shipped = loadFactGates();
    expect(shipped.flag.minFacts).toBeGreaterThan(0);
    expect(shipped.tentative.every((g) => Object.keys(g.when).length > 0)).toBe(true);
  });
});
