import { describe, expect, it } from 'vitest';
import { propagateToSuccessors } from './successor.js';

describe('successor propagation', () => {
  const succ = new Map([
    ['q1', 'a1'],
    ['a1', 'q2'],
  ]);
  it('passes λ of each score to the next chunk, adding chunks not yet ranked', () => {
    const out = propagateToSuccessors([{ id: 'q1', score: 1 }, { id: 'x', score: 0.6 }], succ, 0.5);
    expect(out).toEqual([
      { id: 'q1', score: 1 },
      { id: 'x', score: 0.6 },
      { id: 'a1', score: 0.5 },
    ]);
  });
  it('uses the original scores (one step, no chains) and is off at λ = 0', () => {
    const ranked = [{ id: 'q1', score: 1 }, { id: 'a1', score: 0.2 }];
    expect(propagateToSuccessors(ranked, succ, 0.5)).toEqual([
      { id: 'q1', score: 1 },
      { id: 'a1', score: 0.7 },
      { id: 'q2', score: 0.1 },
    ]);
    expect(propagateToSuccessors(ranked, succ, 0)).toEqual(ranked);
  });
});
