import { describe, expect, it } from 'vitest';
import { loadHorizons, phrasesPattern } from './horizons.js';

describe('phrases as one pattern', () => {
  it('matches whole words in any case, a space standing for spaces or a hyphen', () => {
    const p = phrasesPattern(['long term', 'QoQ']);
    expect(p.test('over the Long-Term, margins of 20%')).toBe(true);
    expect(p.test('up 5% qoq')).toBe(true);
    expect(p.test('a longterm view')).toBe(false);
    expect(p.test('the qoqa brand')).toBe(false);
  });
});

describe('the shipped horizons', () => {
  it('tell a look past the year and the next quarter from a guidance of the year', () => {
    const h = loadHorizons();
    expect(h.beyond.test('We expect a tax rate of 25% going forward.')).toBe(true);
    expect(h.beyond.test('We expect multi-year growth of 10%.')).toBe(true);
    expect(h.noOnePeriod.test('We expect a normalized tax rate of 25%.')).toBe(true);
    expect(h.wholeProject.test('The net project cost will be around Rs. 43,000 crores.')).toBe(true);
    expect(h.noOnePeriod.test('We continue to expect EPS of $2.85 to $3.10.')).toBe(false);
    expect(h.beyond.test('We continue to expect EPS of $2.85 to $3.10.')).toBe(false);
    expect(h.nextQuarter.test('For the next quarter, we are guiding for growth of 1%.')).toBe(true);
    expect(h.nextQuarter.test('For the quarter, revenue grew 1%.')).toBe(false);
  });
});

describe('the spans over several periods', () => {
  it('match a CAGR and a span of a count of years or quarters, the count any the file lists', () => {
    const several = (text: string) => [...text.matchAll(loadHorizons().severalPeriods)].map((m) => m[0]);
    expect(several('Revenue has grown 38% on average over the last five years.')).toEqual(['over the last five years']);
    expect(several('On a two-year CAGR basis, net sales grew 9%.')).toEqual(['On a two-year CAGR basis']);
    expect(several('a 7.5% compound annual growth rate over the 5 years')).toEqual(['compound annual', 'over the 5 years']);
    expect(several('over the last eleven years')).toEqual([]);
    expect(several('Revenue grew 5% in the quarter.')).toEqual([]);
  });
});
