import { describe, expect, it } from 'vitest';
import type { Threshold } from '../plan/threshold.js';
import { barOf } from './bar.js';

const BAR: Threshold = { op: '>', value: Number.NaN, unit: 'percentage', currency: '', text: "above HDFC Bank Limited's", of: 'HDFC Bank Limited' };

describe("barOf: the bar of a group measured against a company, from that company's figure", () => {
  it('takes the figure, its unit and currency, and shows it', () => {
    expect(barOf(BAR, { value: 4.1, unit: 'percent', currency: null, valueText: '4.1%' })).toMatchObject({ op: '>', value: 4.1, unit: 'percentage', currency: '', text: "above HDFC Bank Limited's 4.1%" });
    expect(barOf({ ...BAR, unit: 'money' }, { value: 3.7e9, unit: 'money', currency: 'usd', valueText: 'USD3.7 billion' })).toMatchObject({ value: 3.7e9, unit: 'money', currency: 'usd' });
    expect(barOf(BAR, { value: 70, unit: 'bp', currency: null, valueText: '70 basis points' })).toMatchObject({ value: 70, unit: 'basis_points' });
  });

  it('says when the company states no figure, and stays unmet', () => {
    const t = barOf(BAR, null);
    expect(t.text).toBe("above HDFC Bank Limited's (its figure not stated)");
    expect(Number.isNaN(t.value)).toBe(true);
  });
});
