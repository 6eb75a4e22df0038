import { describe, expect, it } from 'vitest';
import { pathTable } from './fact-confidence.js';
import type { HowRead } from '../src/query/facts/how-read.js';

const how = (over: Partial<HowRead> = {}) => ({ metricAt: 'clause', ownerAt: 'company', period: 'own', figures: 'one', words: 'short', kind: 'actual', unit: 'percent', kindBasis: 'actual', market: 'nifty', ...over }) as const;

describe('pathTable', () => {
  it('counts judged facts and right ones per feature value, and per pair when asked', () => {
    const facts = [
      { correct: true, how: how() },
      { correct: false, how: how({ metricAt: 'elsewhere' }) },
      { correct: false, how: how({ metricAt: 'elsewhere', unit: 'money' }) },
    ];
    const rows = pathTable(facts, ['metricAt', 'unit']);
    expect(rows.find((r) => r.path === 'metricAt=elsewhere')).toEqual({ path: 'metricAt=elsewhere', n: 2, correct: 0 });
    expect(rows.find((r) => r.path === 'unit=percent')).toEqual({ path: 'unit=percent', n: 2, correct: 1 });
    expect(rows.some((r) => r.path.includes('&'))).toBe(false);
    expect(pathTable(facts, ['metricAt', 'unit'], true).find((r) => r.path === 'metricAt=elsewhere & unit=money')?.n).toBe(1);
  });
});
