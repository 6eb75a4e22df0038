import { describe, expect, it } from 'vitest';
import { inferPeriod } from '../../core/text/doc-period.js';
import { shiftDate, shiftPeriods } from './period-shift.js';

describe('shiftDate', () => {
  it('keeps month ends at month ends', () => {
    expect(shiftDate(2023, 5, 30, 3)).toEqual({ year: 2023, month0: 8, day: 30 });
    expect(shiftDate(2023, 5, 30, 6)).toEqual({ year: 2023, month0: 11, day: 31 });
    expect(shiftDate(2023, 5, 30, 9)).toEqual({ year: 2024, month0: 2, day: 31 });
    expect(shiftDate(2023, 6, 12, 3)).toEqual({ year: 2023, month0: 9, day: 12 });
  });
});

describe('shiftPeriods', () => {
  const title = 'Earnings conference call for the first quarter of fiscal year 2024 that ended June 30th, 2023';

  it('moves quarter mentions, quarter-end dates and call dates together', () => {
    const out = shiftPeriods(`${title}. Date: July 12, 2023. Q1 FY24 revenue grew; Q1FY'24 margin; FY24 guidance.`, 1, 0);
    expect(out).toBe(
      'Earnings conference call for the second quarter of fiscal year 2024 that ended September 30th, 2023. Date: October 12, 2023. Q2 FY24 revenue grew; Q2FY\'24 margin; FY24 guidance.',
    );
  });

  it('crosses fiscal years: Q1 FY24 + 5 quarters = Q2 FY25 and bare FY mentions move by the year delta', () => {
    const out = shiftPeriods('Q1 FY24 and Q4 FY2023; guidance for FY24; fiscal year 2024; FY 2023-24; 30 June 2023', 5, 1);
    expect(out).toBe('Q2 FY25 and Q1 FY2025; guidance for FY25; fiscal year 2025; FY 2024-25; 30 September 2024');
  });

  it('what the ingest period inference reads from a shifted title is the shifted period', () => {
    for (let k = 0; k < 12; k++) {
      const shifted = shiftPeriods(title, k, Math.floor(k / 4));
      const p = inferPeriod(shifted, '', 4);
      expect(p).toEqual({ quarter: `Q${(k % 4) + 1}`, year: `FY${24 + Math.floor(k / 4)}` });
    }
  });

  it('leaves ordinary numbers alone and is the identity for a zero shift', () => {
    const s = 'Revenue of 2,024 crore, up 12% in 2023 volumes; Q1 FY24.';
    expect(shiftPeriods(s, 0, 0)).toBe(s);
    expect(shiftPeriods(s, 2, 0)).toBe('Revenue of 2,024 crore, up 12% in 2023 volumes; Q3 FY24.');
  });
});
