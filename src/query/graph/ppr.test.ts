import { describe, expect, it } from 'vitest';
import { edgeListSource, personalisedPageRank } from './ppr.js';

/** A path 0 - 1 - 2 - 3 and an island 4 - 5. */
const path = () => edgeListSource<number>([[0, 1, 1], [1, 2, 1], [2, 3, 1], [4, 5, 1]]);

describe('personalisedPageRank', () => {
  it('ranks nodes by closeness to the seed and never reaches another component', () => {
    const p = personalisedPageRank(path(), new Map([[0, 1]]), { alpha: 0.3, epsilon: 1e-9 });
    expect(p.get(0)! > p.get(1)! && p.get(1)! > p.get(2)! && p.get(2)! > p.get(3)!).toBe(true);
    expect(p.has(4) || p.has(5)).toBe(false);
    // Mass is conserved up to the residual left below epsilon.
    expect([...p.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('follows edge weights and normalises seed weights', () => {
    const g = edgeListSource<string>([['a', 'b', 1], ['a', 'c', 9]]);
    const p = personalisedPageRank(g, new Map([['a', 5]]), { alpha: 0.5, epsilon: 1e-9 });
    expect(p.get('c')! / p.get('b')!).toBeCloseTo(9, 5);
    expect(p.get('a')!).toBeGreaterThan(0.5);
  });

  it('keeps the mass of an isolated seed and is empty without seeds', () => {
    const g = edgeListSource<number>([]);
    expect(personalisedPageRank(g, new Map([[1, 1]]))).toEqual(new Map([[1, 1]]));
    expect(personalisedPageRank(g, new Map()).size).toBe(0);
  });

  it('reads the edges of the nodes it pushes only: the neighbourhood the epsilon lets it reach', () => {
    // A long chain: with a coarse epsilon the walk stops long before its end.
    const n = 1000;
    const chain = edgeListSource<number>(Array.from({ length: n - 1 }, (_, i) => [i, i + 1, 1] as [number, number, number]));
    const read: number[] = [];
    const p = personalisedPageRank((node) => (read.push(node), chain(node)), new Map([[0, 1]]), { alpha: 0.5, epsilon: 1e-3 });
    expect(p.size).toBeLessThan(20);
    expect(new Set(read).size).toBeLessThan(20);
  });
});
