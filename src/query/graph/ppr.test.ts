import { describe, expect, it } from 'vitest';
import { adjacency, personalisedPageRank } from './ppr.js';

/** A path 0 - 1 - 2 - 3 and an island 4 - 5. */
const path = () => adjacency(6, [0, 1, 2, 4], [1, 2, 3, 5], [1, 1, 1, 1]);

describe('personalisedPageRank', () => {
  it('ranks nodes by closeness to the seed and never reaches another component', () => {
    const p = personalisedPageRank(path(), new Map([[0, 1]]), { alpha: 0.3, epsilon: 1e-9 });
    expect(p.get(0)! > p.get(1)! && p.get(1)! > p.get(2)! && p.get(2)! > p.get(3)!).toBe(true);
    expect(p.has(4) || p.has(5)).toBe(false);
    // Mass is conserved up to the residual left below epsilon.
    expect([...p.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('follows edge weights and normalises seed weights', () => {
    const g = adjacency(3, [0, 0], [1, 2], [1, 9]);
    const p = personalisedPageRank(g, new Map([[0, 5]]), { alpha: 0.5, epsilon: 1e-9 });
    expect(p.get(2)! / p.get(1)!).toBeCloseTo(9, 5);
    expect(p.get(0)!).toBeGreaterThan(0.5);
  });

  it('keeps the mass of an isolated seed and is empty without seeds', () => {
    const g = adjacency(2, [], [], []);
    expect(personalisedPageRank(g, new Map([[1, 1]]))).toEqual(new Map([[1, 1]]));
    expect(personalisedPageRank(g, new Map()).size).toBe(0);
  });

  it('touches only the neighbourhood the epsilon lets it reach', () => {
    // A long chain: with a coarse epsilon the walk stops long before its end.
    const n = 1000;
    const from = Array.from({ length: n - 1 }, (_, i) => i);
    const g = adjacency(n, from, from.map((i) => i + 1), from.map(() => 1));
    const p = personalisedPageRank(g, new Map([[0, 1]]), { alpha: 0.5, epsilon: 1e-3 });
    expect(p.size).toBeLessThan(20);
  });
});
