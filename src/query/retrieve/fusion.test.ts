import { describe, expect, it } from 'vitest';
import { ftsQuery } from './bm25.js';
import { minMax, weightedFusion } from './fusion.js';

describe('weighted score fusion', () => {
  it('min-max normalises each list', () => {
    const m = minMax([{ id: 'a', score: 10 }, { id: 'b', score: 5 }, { id: 'c', score: 0 }]);
    expect([...m]).toEqual([['a', 1], ['b', 0.5], ['c', 0]]);
    expect([...minMax([{ id: 'x', score: 3 }])]).toEqual([['x', 1]]);
  });

  it('fuses w·dense + (1−w)·bm25, missing entries count as 0', () => {
    const dense = [{ id: 'a', score: 0.9 }, { id: 'b', score: 0.5 }, { id: 'c', score: 0.1 }];
    const lex = [{ id: 'c', score: 12 }, { id: 'b', score: 9 }, { id: 'd', score: 0 }];
    const f = weightedFusion(dense, lex, 0.5);
    expect(f.map((x) => x.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(f[0]!.score).toBeCloseTo(0.5 * 0.5 + 0.5 * 0.75);
    expect(weightedFusion(dense, lex, 1).map((x) => x.id).slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(weightedFusion(dense, lex, 0)[0]!.id).toBe('c');
  });

  it('breaks ties by id, deterministically', () => {
    const f = weightedFusion([{ id: 'z', score: 1 }, { id: 'y', score: 1 }], [], 1);
    expect(f.map((x) => x.id)).toEqual(['y', 'z']);
  });
});

describe('FTS5 query from a question', () => {
  it('keeps content words, quoted, OR-ed, and neutralises FTS syntax', () => {
    expect(ftsQuery('What is the EBITDA margin in Q1?')).toBe('"ebitda" OR "margin" OR "q1"');
    expect(ftsQuery('NEAR(ab cd) AND "xy" OR yz*')).toBe('"near" OR "ab" OR "cd" OR "xy" OR "yz"');
    expect(ftsQuery('what is the')).toBeNull();
  });
});
