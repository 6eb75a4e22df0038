import { describe, expect, it } from 'vitest';
import { inferPeriod, readPeriod, statedFyEndMonth } from './doc-period.js';
import { fiscalPeriodOf, fiscalYearLabel, periodMentions, quarterEndDate } from './period.js';

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

describe('periods of any market', () => {
  const read = (title: string, body = '', start: number | null = null) => readPeriod(title, body, start);
  it.each([
    ['welcome to the Best Buy third quarter fiscal 2022 earnings conference call', 'Q3 FY22'],
    ['Welcome to the Fiscal 2021 Third Quarter Earnings Call for Applied Industrial Technologies', 'Q3 FY21'],
    ["welcome to United States Steel Corporation's fourth quarter and full year 2021 earnings conference call", 'Q4 FY21'],
    ['Welcome to the Farmer Mac 2020 First Quarter Investor Conference Call', 'Q1 FY20'],
    ['Welcome to the AES Corporation Q1 2021 Financial Review Conference Call', 'Q1 FY21'],
    ['our fiscal Q3 2021 results', 'Q3 FY21'],
    ['3Q21 earnings call', 'Q3 FY21'],
    ['the Apollo Commercial Real Estate Finance Year-End 2020 Earnings Call', 'Q4 FY20'],
    ['conference call to review our full year and fourth quarter results for fiscal year 2021', 'Q4 FY21'],
    ['Acme plc half year 2024 results presentation', 'H1 FY24'],
    ['first half of fiscal 2025 results', 'H1 FY25'],
    // A half said in months.
    ['first six months of fiscal 2025 results', 'H1 FY25'],
  ])('%s -> %s', (text, want) => {
    const p = read(text);
    expect(p && `${p.quarter} ${p.year}`).toBe(want);
  });

  it('derives the fiscal calendar from a quarter named beside its end date', () => {
    // A retailer whose year ends in January: the third quarter of fiscal 2022 ended October 30, 2021.
    expect(read('welcome to the third quarter fiscal 2022 earnings call', 'for the quarter ended October 30, 2021, revenue grew')).toEqual({
      quarter: 'Q3', year: 'FY22', quarterEnd: '2021-10-30', fyEndMonth: 1,
    });
    // A March year end: the first quarter ended June 30, 2023 is Q1 FY24, read from the document alone.
    expect(read('Transcript of Bharti Airtel Limited First Quarter Ended June 30, 2023 Earnings Webinar')).toMatchObject({ quarter: 'Q1', year: 'FY24', fyEndMonth: 3 });
    // A 52/53-week quarter ending in a month's first days closes the month before.
    expect(read('fourth quarter fiscal 2021 call', 'the quarter ended January 2, 2022')).toMatchObject({ quarter: 'Q4', year: 'FY21', quarterEnd: '2022-01-02', fyEndMonth: 12 });
    expect(read('second half of fiscal 2024 call', 'for the six months ended 31 March 2024')).toMatchObject({ quarter: 'H2', year: 'FY24', quarterEnd: '2024-03-31', fyEndMonth: 3 });
  });

  it('reads a dated quarter as a calendar quarter unless the document or the config says otherwise', () => {
    expect(read('', 'Results for the quarter ended March 31, 2021 were strong.')).toMatchObject({ quarter: 'Q1', year: 'FY21', fyEndMonth: null });
    expect(read('', 'Results for the quarter ended March 31, 2021 were strong.', 4)).toMatchObject({ quarter: 'Q4', year: 'FY21', fyEndMonth: 3 });
    expect(read('', 'Our fiscal year ends in September. Results for the quarter ended March 31, 2021.')).toMatchObject({ quarter: 'Q2', year: 'FY21', fyEndMonth: 9 });
    expect(statedFyEndMonth('our fiscal year ending March 31, 2024')).toBe(3);
  });

  it('reads a quarter and fiscal year named together in a title', () => {
    expect(read("welcome to the VMware's Fourth Quarter and Fiscal Year 2021 Earnings Call.")).toMatchObject({ quarter: 'Q4', year: 'FY21' });
    expect(read('our fourth quarter and fiscal 2021 results')).toMatchObject({ quarter: 'Q4', year: 'FY21' });
  });

  it('does not take the base of a comparison for the call\'s own period', () => {
    const [base] = periodMentions('margin was 23.9%, up 340 basis points from the second quarter of 2020', null);
    expect(base).toMatchObject({ quarter: 'Q2', year: 'FY20', base: true });
    expect(periodMentions('revenue for the second quarter of 2021 grew', null)[0]).toMatchObject({ base: false });
    // A past extreme: "down from the peak of $329 million in the second quarter of fiscal 2019".
    expect(periodMentions('still down significantly from the peak of $329 million in the second quarter of fiscal 2019', null)[0]).toMatchObject({ quarter: 'Q2', year: 'FY19', base: true });
    expect(periodMentions('revenue reached its trough in the second quarter of 2020', null)[0]).toMatchObject({ base: true });
    expect(periodMentions('revenue hit a record high in the third quarter of 2021', null)[0]).toMatchObject({ base: false });
    const body = 'Revenue grew 14% compared to the second quarter of 2020. Margin rose 340 bps over the second quarter of 2020. Organic growth in the second quarter of 2021 was 12%.';
    expect(read('Welcome to the Acme Second Quarter Earnings Call.', body)).toMatchObject({ quarter: 'Q2', year: 'FY21' });
  });

  it('keeps the quarter the opening names as the call\'s own over another quarter named later', () => {
    const title = 'Welcome to the Acme fourth quarter earnings conference call. This conference is being recorded, Tuesday, January 25, 2022.';
    const body = 'Please mark your calendars for our first quarter earnings conference call, which we expect to hold in April. We will give guidance for Q1 2022. 1Q 2022 will see normal seasonality.';
    expect(readPeriod(title, body, null, { callDate: '2022-01-25' })).toMatchObject({ quarter: 'Q4', year: 'FY21' });
  });

  it('keeps a title naming the call over a call date read elsewhere that ends before it', () => {
    const title = "Welcome to the Acme Corporation's Third Quarter 2021 Earnings Conference Call. The second quarter of 2020 was our weakest.";
    expect(readPeriod(title, '', null, { callDate: '2020-09-30' })).toMatchObject({ quarter: 'Q3', year: 'FY21' });
  });
  it('fixes the quarter end from the dates the document states, the latest that ends the quarter', () => {
    const title = 'Welcome to the Acme Third Quarter 2021 Earnings Conference Call.';
    const filler = ' Demand was steady.'.repeat(500);
    // A balance's date anywhere in the document ends a calendar quarter.
    expect(readPeriod(title, 'Revenue grew.', null, { text: `Revenue grew.${filler} As of September 30, 2021, we had $177 million of cash.` }))
      .toMatchObject({ quarter: 'Q3', year: 'FY21', quarterEnd: '2021-09-30', fyEndMonth: 12 });
    // The quarter's own end wins over an earlier filing's ("our 10-Q for the quarter ended June 30").
    const filings = 'See our 10-Q for the quarter ended June 30, 2021, and the 10-Q for the quarter ended September 30, 2021, which we expect to file.';
    expect(readPeriod(title, filings, null)).toMatchObject({ quarterEnd: '2021-09-30', fyEndMonth: 12 });
    // A balance compared with fixes no other calendar alone: December 31, 2019 would make Q3 FY20 a March year's.
    expect(readPeriod('Welcome to the Acme Third Quarter 2020 Earnings Conference Call.', 'Debt was $812 million compared to $121 million at December 31, 2019.', null))
      .toMatchObject({ quarter: 'Q3', year: 'FY20', quarterEnd: null, fyEndMonth: null });
    // A year closed on a stated day anywhere fixes the fiscal calendar, and so the quarter's end.
    expect(readPeriod('Welcome to the Acme fourth quarter fiscal 2021 earnings call.', 'Revenue grew.', null, { text: `Revenue grew.${filler} Highlights for the fourth quarter and fiscal year ended September 30, 2021.` }))
      .toMatchObject({ quarter: 'Q4', year: 'FY21', quarterEnd: '2021-09-30', fyEndMonth: 9 });
  });

  it('takes the year a stated date agrees with when the title and the remarks name the quarter in different years', () => {
    const title = 'Operator: Welcome to the Acme Third Quarter 2010 Earnings Conference Call.';
    const body = 'We appreciate you joining our third quarter 2020 conference call. Cash was $98 million as of September 30, 2020.';
    expect(readPeriod(title, body, null)).toMatchObject({ quarter: 'Q3', year: 'FY20', quarterEnd: '2020-09-30' });
    // No date to decide by: the title's, which names the period reported.
    expect(readPeriod(title, 'We appreciate you joining our third quarter 2020 conference call.', null)).toMatchObject({ quarter: 'Q3', year: 'FY10' });
  });

  it('reads a fiscal year named by its month only in the opening: later on it may be a customer\'s', () => {
    const later = `${' Demand was steady.'.repeat(500)} We are hopeful: the fiscal year ends on September 30 and we may pick up projects.`;
    expect(statedFyEndMonth('Revenue grew.', `Revenue grew.${later}`)).toBeNull();
    expect(statedFyEndMonth('Revenue grew.', `Revenue grew.${later} See our 10-K for the year ended December 31, 2020.`)).toBe(12);
    expect(statedFyEndMonth('Our fiscal year ends in September.')).toBe(9);
  });
});
