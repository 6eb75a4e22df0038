import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.js';

describe('escapeRegExp', () => {
  it('matches the text literally', () => {
    const text = 'Dr. Reddy’s (DRL) +12.5% [Q1]? a|b ^$ \\ {x}';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false);
  });
});
