import { describe, expect, it } from 'vitest';
import { MONTH_NAME, MONTH_NAMES, MONTH_WORD, monthName, monthNumber } from './months.js';

describe('months', () => {
  it('numbers a month from its name or abbreviation', () => {
    expect(monthNumber('June')).toBe(6);
    expect(monthNumber('Sept')).toBe(9);
    expect(monthNumber('dec')).toBe(12);
    expect(monthNumber('Quarter')).toBeNull();
  });
  it('names a month from its number', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthName(13)).toBe('13');
  });
  it('matches full names only with MONTH_NAME, abbreviations too with MONTH_WORD', () => {
    const full = new RegExp(`^${MONTH_NAME}$`);
    const word = new RegExp(`^${MONTH_WORD}$`);
    for (const m of MONTH_NAMES) {
      expect(full.test(m)).toBe(true);
      expect(word.test(m)).toBe(true);
      expect(word.test(m.slice(0, 3))).toBe(true);
    }
    expect(full.test('Jan')).toBe(false);
    expect(word.test('Sept')).toBe(true);
    expect(word.test('Mayor')).toBe(false);
  });
});
