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
