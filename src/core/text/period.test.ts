import { describe, expect, it } from 'vitest';
import { fiscalPeriodOf, fiscalYearLabel, inferPeriod, periodMentions, quarterEndDate } from './period.js';

const first = (text: string, start = 4) => {
  const hits = periodMentions(text, start);
  return hits.length ? `${hits[0]!.quarter} ${hits[0]!.year}` : null;
};

describe('period inference', () => {
  it.each([
    ['Q1 FY24 Earnings Conference Call', 'Q1 FY24'],
    ['Q1FY24 Earnings', 'Q1 FY24'],
    ["Q1 FY '24 Results", 'Q1 FY24'],
    ['Q1 FY’24 Earnings', 'Q1 FY24'],
    ['Q2-FY24 call', 'Q2 FY24'],
    ['Q1 F24 Earnings Call', 'Q1 FY24'],
    ['Q1 FY2024 Earnings', 'Q1 FY24'],
    ['Q3 of FY 2023-24', 'Q3 FY24'],
    ['RIL Q1 2023 - 2024 Media Call', 'Q1 FY24'],
    ['the first quarter of fiscal year 2024 that ended June 30th, 2023', 'Q1 FY24'],
    ['our fourth quarter of FY23', 'Q4 FY23'],
    ['for the quarter ended June 30, 2023', 'Q1 FY24'],
    ['for the first quarter ending 30th June 2023', 'Q1 FY24'],
    ['the quarter ended December 31, 2023', 'Q3 FY24'],
    ['June Quarter 2023 Earnings Call', 'Q1 FY24'],
  ])('%s -> %s', (text, want) => {
    expect(first(text)).toBe(want);
  });

  it('maps months to fiscal quarters for any start month', () => {
    expect(fiscalPeriodOf(6, 2023, 4)).toEqual({ quarter: 'Q1', year: 'FY24' });
    expect(fiscalPeriodOf(3, 2024, 4)).toEqual({ quarter: 'Q4', year: 'FY24' });
    expect(fiscalPeriodOf(6, 2023, 1)).toEqual({ quarter: 'Q2', year: 'FY23' });
    expect(fiscalPeriodOf(12, 2023, 7)).toEqual({ quarter: 'Q2', year: 'FY24' });
  });

  it('reads fiscal year labels and rejects non-years', () => {
    expect(fiscalYearLabel('2023-24')).toBe('FY24');
    expect(fiscalYearLabel('24')).toBe('FY24');
    expect(fiscalYearLabel('3')).toBeNull();
    expect(fiscalYearLabel('9999')).toBeNull();
  });

  it('prefers the title, else the most frequent mention in the body', () => {
    expect(inferPeriod('Acme Q2 FY24 Earnings Call', 'compared with Q1 FY24 and Q1 FY24', 4)).toEqual({ quarter: 'Q2', year: 'FY24' });
    expect(inferPeriod('Acme Earnings Call', 'Q1 FY24 was good. Unlike Q4 FY23, Q1 FY24 grew.', 4)).toEqual({ quarter: 'Q1', year: 'FY24' });
    expect(inferPeriod('Acme Earnings Call', 'Revenue grew 12% in the quarter.', 4)).toBeNull();
  });

  it('marks forward-looking mentions and skips them, and mentions that end after the call', () => {
    const hits = periodMentions('The plant will be operational by Q1FY32. We expect this to reach Q4 FY26 onwards. Q1 FY24 Earnings Call', 4);
    expect(hits.map((h) => [`${h.quarter} ${h.year}`, h.forward, h.anchored])).toEqual([
      ['Q1 FY32', true, false], ['Q4 FY26', true, false], ['Q1 FY24', false, true],
    ]);
    expect(inferPeriod('Sub: transcript, target of Q1 FY32', 'Q1 FY24 was strong.', 4)).toEqual({ quarter: 'Q1', year: 'FY24' });
    expect(inferPeriod('Acme Earnings Call', 'Q3 FY25 and Q3 FY25 and Q3 FY25, Q1 FY24', 4, { callDate: '2023-07-20' })).toEqual({ quarter: 'Q1', year: 'FY24' });
    // A misread call date that rules out every mention is ignored.
    expect(inferPeriod('Acme Earnings Call', 'Q1 FY24 was strong', 4, { callDate: '2001-01-01' })).toEqual({ quarter: 'Q1', year: 'FY24' });
    // Mentions naming the call or its results outvote passing ones.
    expect(inferPeriod('Acme', 'versus Q4 FY23, Q4 FY23 and Q4 FY23; welcome to the Q1 FY24 earnings call', 4)).toEqual({ quarter: 'Q1', year: 'FY24' });
  });

  it('knows when a fiscal quarter ends', () => {
    expect(quarterEndDate({ quarter: 'Q1', year: 'FY24' }, 4)).toBe('2023-06-30');
    expect(quarterEndDate({ quarter: 'Q4', year: 'FY24' }, 4)).toBe('2024-03-31');
    expect(quarterEndDate({ quarter: 'Q3', year: 'FY24' }, 1)).toBe('2024-09-30');
    expect(quarterEndDate({ quarter: 'Q1', year: 'FY24' }, 7)).toBe('2023-09-30');
  });
});
