import { describe, expect, it } from 'vitest';
import { questionPeriods } from './periods.js';

describe('questionPeriods: a figure asked "a year ago"', () => {
  it('reads "… a year ago" ending a question that asks no change as the year-ago quarter', () => {
    for (const q of ["what was Alpha Life's new business margin a year ago", 'Alpha Bank NIM one year earlier?']) {
      expect(questionPeriods(q, 4)[0], q).toMatchObject({ relative: true, yearAgo: true });
    }
  });

  it('leaves the base of a change alone', () => {
    for (const q of ['how much did Alpha Life grow its new business margin from a year ago', 'Alpha Bank NIM compared with a year ago?', 'Alpha Bank deposits rose 12% over a year ago']) {
      expect(questionPeriods(q, 4), q).toEqual([]);
    }
  });
});

describe('questionPeriods: a quarter named by its ordinal', () => {
  it('reads "the first quarter" with no year as Q1', () => {
    expect(questionPeriods('How much did Alpha spend on capex in the first quarter?', 4)).toEqual([{ quarter: 'Q1', year: null, relative: false }]);
    expect(questionPeriods('Alpha revenue in the third quarter of FY24', 4)).toEqual([{ quarter: 'Q3', year: 'FY24', relative: false }]);
  });
});
