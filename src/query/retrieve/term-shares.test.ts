import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/util/seeded-random.js';
import { topByShares, type TermShares } from './term-shares.js';

const shares = (pairs: [number, number][]): TermShares => ({
  rows: Int32Array.from(pairs.map(([r]) => r)),
  shares: Float64Array.from(pairs.map(([, s]) => s)),
});

/** The reference: every row's shares summed in term order, all rows sorted by score, then rowid. */
function reference(terms: readonly TermShares[], limit: number): { seq: number; score: number }[] {
  const score = new Map<number, number>();
  for (const t of terms) t.rows.forEach((r, i) => score.set(r, (score.get(r) ?? 0) + t.shares[i]!));
  return [...score]
    .map(([seq, s]) => ({ seq, score: s }))
    .sort((a, b) => b.score - a.score || a.seq - b.seq)
    .slice(0, Math.max(0, limit));
}

describe('topByShares', () => {
  it('sums each row’s shares and ranks by score, then rowid', () => {
    const a = shares([[1, 0.5], [3, 2], [7, 1]]);
    const b = shares([[3, 0.25], [7, 1.5], [9, 2.5]]);
    expect(topByShares([a, b], 10)).toEqual([
      { seq: 7, score: 2.5 },
      { seq: 9, score: 2.5 },
      { seq: 3, score: 2.25 },
      { seq: 1, score: 0.5 },
    ]);
    expect(topByShares([a, b], 2)).toEqual([{ seq: 7, score: 2.5 }, { seq: 9, score: 2.5 }]);
  });

  it('adds the shares in the terms’ order, as bm25() sums its phrases (floating point is not associative)', () => {
    const terms = [shares([[4, 0.1]]), shares([[4, 0.2]]), shares([[4, 0.3]])];
    expect(topByShares(terms, 1)[0]!.score).toBe(0.1 + 0.2 + 0.3);
    expect(topByShares([...terms].reverse(), 1)[0]!.score).toBe(0.3 + 0.2 + 0.1);
  });

  it('returns nothing for no terms, no rows or no room', () => {
    expect(topByShares([], 5)).toEqual([]);
    expect(topByShares([shares([])], 5)).toEqual([]);
    expect(topByShares([shares([[2, 1]])], 0)).toEqual([]);
  });

  it('agrees with sorting every row, ties included, on random shares', () => {
    const rnd = seededRandom(3);
    for (let n = 0; n < 200; n++) {
      const terms = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => {
        const rows = [...new Set(Array.from({ length: Math.floor(rnd() * 40) }, () => Math.floor(rnd() * 60)))].sort((x, y) => x - y);
        // Few distinct values, so many rows tie.
        return shares(rows.map((r) => [r, Math.floor(rnd() * 4) / 2]));
      });
      const limit = Math.floor(rnd() * 30);
      expect(topByShares(terms, limit)).toEqual(reference(terms, limit));
    }
  });
});
