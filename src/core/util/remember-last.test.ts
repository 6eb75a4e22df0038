import { describe, expect, it } from 'vitest';
import { rememberLast } from './remember-last.js';

describe('rememberLast', () => {
  it('reads again only when the arguments differ from the last call', () => {
    const calls: string[] = [];
    const upper = rememberLast((s: string, n: number) => {
      calls.push(`${s}${n}`);
      return s.toUpperCase().repeat(n);
    });
    expect(upper('a', 1)).toBe('A');
    expect(upper('a', 1)).toBe('A');
    expect(upper('a', 2)).toBe('AA');
    expect(upper('a', 1)).toBe('A');
    expect(calls).toEqual(['a1', 'a2', 'a1']);
  });
});
