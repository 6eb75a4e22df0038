import { describe, expect, it } from 'vitest';
import { discoursePeriods, isVerblessList, outlookLists, outlookYears } from './discourse-period.js';

const call = { quarter: 'Q4' as const, year: 'FY21', startMonth: 1 };
const s = (text: string, turn = 0, paragraphEnd = false) => ({ text, turn, paragraphEnd });
const labels = (xs: ReturnType<typeof discoursePeriods>) => xs.map((x) => (x ? `${x.period?.quarter ?? ''}${x.period?.year}:${x.text}` : null));

describe('discoursePeriods: the year a passage goes on about', () => {
  it('carries "For the full year" to the sentences after it, until a quarter, a paragraph end or another speaker', () => {
    expect(
      labels(
        discoursePeriods(
          [
            s('Revenue was $27.8 billion.'),
            s('For the full year, revenue was $97.3 billion.'),
            s('And diluted earnings per share were $12.13.'),
            s('In the fourth quarter, margin was 12.6%.'),
            s('In fiscal 2020, margin was 9%.'),
            s('Capex was $4 billion.', 0, true),
            s('Cash was $10 billion.'),
            s('Full-year free cash flow was $10.9 billion.'),
            s('Now, let me comment on our full year 2021 results.', 1),
            s('Operating margin was 13.5%.', 1),
            s('Thank you.', 2),
          ],
          call,
        ),
      ),
    ).toEqual([null, 'FY21:For the full year', 'FY21:For the full year', null, 'FY20:In fiscal 2020', 'FY20:In fiscal 2020', null, 'FY21:Full-year', 'FY21:full year 2021 results', 'FY21:full year 2021 results', null]);
  });

  it('reads no year from a quarter of a year', () => {
    expect(labels(discoursePeriods([s('For the fourth quarter of 2021, revenue grew 11%.'), s('Margin was 12%.')], call))).toEqual([null, null]);
  });
});

describe('outlookYears: the year a speaker\'s outlook is for', () => {
  it('carries the one year a sentence that looks ahead names to the sentences after it in the turn, not past the turn, the long range or a quarter', () => {
    expect(
      labels(
        outlookYears(
          [
            s('Revenue was $27.8 billion, up 9% on a year ago.'),
            s('Fiscal 2022 adjusted free cash flow is expected to be between $260 million and $280 million.'),
            s('Depreciation is expected to be between $180 million and $190 million.'),
            s('Over the medium term, we expect margins of 20% to 22%.'),
            s('We expect first-quarter sales to decline 4%.'),
            s('Interest expense is expected to be about $130 million.'),
            s('We expect capex of about $80 million for the year.'),
            s('Tax should be about 23%.'),
            s('We expect the tax rate to be 23%.', 1),
          ],
          call,
        ),
      ),
    // "for the year" on a fourth quarter's call is the year ahead (as a guidance's own, forward-kind.ts).
    ).toEqual([null, 'FY22:Fiscal 2022', 'FY22:Fiscal 2022', null, null, 'FY22:Fiscal 2022', 'FY22:for the year', 'FY22:for the year', null]);
  });
});

describe('outlookLists: figures listed without a verb after a turn to the outlook', () => {
  it('reads a semicolon list of named figures as a list, not a clause', () => {
    expect(isVerblessList('Organic revenue growth of 1% to 3%; adjusted EBIT margin of approximately 10% to 11%; free cash flow of approximately $1.5 billion.')).toBe(true);
    expect(isVerblessList('Revenue was $5 billion; margin improved to 12%.')).toBe(false);
    expect(isVerblessList('Net sales of $2 billion.')).toBe(false);
    // A year is no listed figure: "For the comparison to 2019, 2019 sales exclude $50 million; …" is a clause.
    expect(isVerblessList('For the comparison to 2019, 2019 sales exclude $50 million; and $13 million of other sales.')).toBe(false);
  });
  it('marks the list only after a sentence of the same turn that looks ahead', () => {
    const list = 'Sales growth of 2% to 4%; operating margin of about 15%.';
    expect(outlookLists([{ text: 'Turning to our expectations for next year.', turn: 1, paragraphEnd: false }, { text: list, turn: 1, paragraphEnd: false }, { text: list, turn: 1, paragraphEnd: false }])).toEqual([false, true, true]);
    expect(outlookLists([{ text: 'Turning to the quarter.', turn: 1, paragraphEnd: false }, { text: list, turn: 1, paragraphEnd: false }])).toEqual([false, false]);
    expect(outlookLists([{ text: 'Turning to our outlook.', turn: 1, paragraphEnd: false }, { text: list, turn: 2, paragraphEnd: false }])).toEqual([false, false]);
  });
});
