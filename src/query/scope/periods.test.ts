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

describe('questionPeriods: a quarter or year named relative to the latest', () => {
  it('reads "the previous quarter", "a quarter earlier" and "the quarter before" as the quarter before the latest', () => {
    for (const q of ['What was Alpha Bank NIM in the previous quarter?', 'Alpha Bank NIM a quarter earlier?', 'What was Alpha Bank NIM the quarter before?', 'Alpha Bank NIM in the prior quarter', 'What NIM had Alpha Bank reached in the quarter before this one?', 'Alpha Bank NIM in the quarter before the current one']) {
      expect(questionPeriods(q, 4), q).toEqual([{ quarter: null, year: null, relative: true, before: true }]);
    }
  });

  it('reads "last year" as the year before the latest, with the quarter it names', () => {
    expect(questionPeriods('What was Alpha attrition last year?', 4)).toEqual([{ quarter: null, year: null, relative: true, lastYear: true }]);
    expect(questionPeriods('Alpha Bank NIM in Q1 last year', 4)).toEqual([{ quarter: 'Q1', year: null, relative: true, lastYear: true }]);
    expect(questionPeriods('Alpha Bank NIM in the fourth quarter of last fiscal', 4)).toEqual([{ quarter: 'Q4', year: null, relative: true, lastYear: true }]);
    expect(questionPeriods('What net profit had Alpha made in the first quarter a year earlier?', 4)).toEqual([{ quarter: 'Q1', year: null, relative: true, lastYear: true }]);
  });

  it('reads "the same period last year" as the year-ago quarter and "the last quarter of FY23" as its Q4', () => {
    expect(questionPeriods('Alpha Bank NIM in the same period last year', 4)[0]).toMatchObject({ relative: true, yearAgo: true });
    expect(questionPeriods('Alpha Bank NIM in the last quarter of FY23', 4)).toEqual([{ quarter: 'Q4', year: 'FY23', relative: false }]);
  });

  it('leaves the base of a change alone', () => {
    for (const q of ['How much did Alpha Bank NIM change from the previous quarter?', 'How much did Alpha revenue grow over last year?']) expect(questionPeriods(q, 4), q).toEqual([]);
  });
});

describe('questionPeriods: a period named inside a longer mention, or a year before one', () => {
  it('reads "fiscal Q3 2021" as one period, not also a lone Q3', () => {
    expect(questionPeriods("What was D.R. Horton's total revenue in fiscal Q3 2021?", 1)).toEqual([{ quarter: 'Q3', year: 'FY21', relative: false }]);
  });
  it('marks "a year before Q2 2021" and "one year prior to FY24" as the period a year earlier', () => {
    expect(questionPeriods("What was Hanover's combined ratio a year before Q2 2021?", 1)).toEqual([{ quarter: 'Q2', year: 'FY21', relative: false, yearBefore: true }]);
    expect(questionPeriods('Alpha Bank NIM one year prior to FY24', 4)).toEqual([{ quarter: null, year: 'FY24', relative: false, yearBefore: true }]);
  });
  it('leaves "Q2 2021 versus a year before" as Q2 2021', () => {
    expect(questionPeriods('Alpha Bank NIM in Q2 2021 versus a year before', 1)[0]).toEqual({ quarter: 'Q2', year: 'FY21', relative: false });
  });
});

describe('questionPeriods: a year written alone', () => {
  it('reads a year after a word that puts the figure in it as that fiscal year', () => {
    expect(questionPeriods("How did Alpha Bank's NIM trend over 2021?", null)).toEqual([{ quarter: null, year: 'FY21', relative: false }]);
    expect(questionPeriods('What was revenue in 2020?', null)).toEqual([{ quarter: null, year: 'FY20', relative: false }]);
    expect(questionPeriods('What is the outlook for 2022?', null)).toEqual([{ quarter: null, year: 'FY22', relative: false }]);
    expect(questionPeriods('How did revenue develop across the quarters of 2021?', null)).toEqual([{ quarter: null, year: 'FY21', relative: false }]);
    expect(questionPeriods('What was its revenue in each quarter of 2021?', null)).toEqual([{ quarter: null, year: 'FY21', relative: false }]);
    expect(questionPeriods('NIM in the first quarter in 2021', null)).toEqual([{ quarter: 'Q1', year: 'FY21', relative: false }]);
  });

  it('leaves an amount and a target date alone', () => {
    expect(questionPeriods('Which company spent capex in 2021 crore?', null)).toEqual([]);
    expect(questionPeriods('What revenue does Alpha target by 2025?', null)).toEqual([]);
  });
});
