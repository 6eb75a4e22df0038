import { describe, expect, it } from 'vitest';
import { bootstrapCi, pairedDiff, ranks, spearman, summarise } from './stats.js';

describe('stats', () => {
  it('summarise keeps NaN apart and reproduces its interval', () => {
    const s = summarise([1, 0, Number.NaN, 1, 1]);
    expect(s.mean).toBe(0.75);
    expect(s.n).toBe(4);
    expect(s.nan).toBe(1);
    expect(s.ci95![0]).toBeLessThanOrEqual(0.75);
    expect(s.ci95![1]).toBeGreaterThanOrEqual(0.75);
    expect(summarise([1, 0, Number.NaN, 1, 1])).toEqual(s);
    expect(summarise([Number.NaN])).toEqual({ mean: null, n: 0, nan: 1, ci95: null });
  });

  it('bootstrap interval of a constant is that constant', () => {
    expect(bootstrapCi([0.5, 0.5, 0.5])).toEqual([0.5, 0.5]);
  });

  it('paired differences use only questions both modes scored', () => {
    const d = pairedDiff([0.5, Number.NaN, 1, 0], [1, 1, 1, 0.5]);
    expect(d.n).toBe(3);
    expect(d.meanDiff).toBeCloseTo((0.5 + 0 + 0.5) / 3);
  });

  it('spearman with ties', () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40]).rho).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1]).rho).toBeCloseTo(-1);
    expect(spearman([1, 2, Number.NaN, 4], [1, 2, 3, 4]).n).toBe(3);
  });
});
