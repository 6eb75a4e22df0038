import { describe, expect, it } from 'vitest';
import { Lru, memoised } from './lru.js';

describe('Lru', () => {
  it('computes once per key and forgets the least recently used', () => {
    const built: string[] = [];
    const lru = new Lru<string, number>(1);
    const get = (k: string) =>
      lru.get(k, (key) => {
        built.push(key);
        return key.length;
      });
    expect([get('a'), get('bb'), get('a')]).toEqual([1, 2, 1]);
    expect(built).toEqual(['a', 'bb']);
    get('ccc'); // the young generation (max 1: a) ages; bb is forgotten (a was used more recently)
    expect(lru.size).toBe(2);
    get('a');
    get('bb');
    expect(built).toEqual(['a', 'bb', 'ccc', 'bb']);
  });

  it('keeps the max most recently used keys, and never more than 2·max', () => {
    let hotBuilds = 0;
    const lru = new Lru<string, number>(5);
    for (let i = 0; i < 200; i++) {
      lru.get(`k${i}`, () => i);
      if (i % 4 === 0) lru.get('hot', () => ++hotBuilds);
      expect(lru.size).toBeLessThanOrEqual(10);
    }
    expect(hotBuilds).toBe(1);
    // A key not used for 2·max distinct keys is gone.
    for (let i = 0; i < 10; i++) lru.get(`x${i}`, () => i);
    lru.get('hot', () => ++hotBuilds);
    expect(hotBuilds).toBe(2);
  });

  it('memoised wraps a function of a string', () => {
    let calls = 0;
    const f = memoised(10, (s) => {
      calls++;
      return s.toUpperCase();
    });
    expect([f('x'), f('x'), f('y')]).toEqual(['X', 'X', 'Y']);
    expect(calls).toBe(2);
  });
});
