import { describe, expect, it } from 'vitest';
import { fullestForm, introducedName, nameSpans, spelledOut, spokenName, welcomeName } from './spoken-name.js';

describe('the company as a call speaks of itself', () => {
  it.each([
    ['Operator: Good morning, and welcome to the AmerisourceBergen Third Quarter Fiscal Year 2021 Earnings Conference Call.', 'AmerisourceBergen'],
    ['Operator: Welcome to the Fiscal 2021 Third Quarter Earnings Call for Applied Industrial Technologies. My name is Cheryl.', 'Applied Industrial Technologies'],
    ["Operator: Greetings. Welcome to Ameren Corporation's Second Quarter 2021 Earnings Call. [Operator Instructions]", 'Ameren Corporation'],
    ['Operator: Good morning, ladies and gentlemen. Welcome to the Six Flags Fourth Quarter and Full Year 2019 Earnings Conference Call.', 'Six Flags'],
    ["Operator: Good morning, and thank you for joining Lincoln Financial Group's Third Quarter 2021 Earnings Conference Call.", 'Lincoln Financial Group'],
    ['Operator: Thank you for standing by. Welcome to the 3M second-quarter earnings conference call.', '3M'],
    ['Operator: Good morning and welcome to the Third Quarter Cabot Earnings Conference Call.', 'Cabot'],
    ["Operator: Ladies and gentlemen, thank you for standing by for Cigna's fourth quarter 2021 results review.", 'Cigna'],
  ])('%s', (opening, want) => {
    expect(welcomeName(opening)).toBe(want);
  });

  it('finds no name in a welcome that names none, and reads the hosts instead', () => {
    const opening = 'Operator: Welcome to the Quarterly Earnings Conference Call. I would now like to turn the call over to Rich Kinder, executive chairman of Kinder Morgan.\nRich Kinder: Thank you.';
    expect(welcomeName(opening)).toBeNull();
    expect(introducedName(opening)).toBe('Kinder Morgan');
    expect(spokenName(opening)).toMatchObject({ name: 'Kinder Morgan', kind: 'introduction' });
  });

  it('takes no segment a host gives results for, and no "Q&A" for a name', () => {
    const segment = 'Ann Lee: Good morning. On the next page we show our results for Industrial Pumps. Revenues were down 4%.';
    expect(introducedName(segment)).toBeNull();
    expect(introducedName('Operator: I will now hand over for the third quarter financial results for Northwind Traders.')).toBe('Northwind Traders');
    const qa = 'Ann Lee: Good morning. With me are our CEO, Bo Chen, and our CFO, who will be joining us for Q&A. Bo, over to you.';
    expect(welcomeName(qa)).toBeNull();
  });

  it('never takes a person, a greeting or a legal form for more of the name', () => {
    expect(welcomeName('Operator: And now, I would like to welcome Mr. Shannon Burns, Manager of Investor Relations.')).toBeNull();
    expect(nameSpans('the Graco Inc. If you have questions')[0]).toBe('Graco Inc.');
    expect(nameSpans('the Brown & Brown, Inc. earnings call')).toEqual(['Brown & Brown, Inc.']);
  });

  it('writes the name in the fullest form the text gives it', () => {
    const text = 'welcome to the Ameren second quarter call. Ameren Corporation reported. Ameren Corporation grew. Ameren Inc. once.';
    expect(fullestForm('Ameren', text)).toBe('Ameren Corporation');
    expect(fullestForm('Zeta', text)).toBe('Zeta');
  });

  it('reads capitals with a dropped apostrophe as a possessive', () => {
    expect(welcomeName('Operator: Hello, and welcome to BDs Third Fiscal Quarter 2021 Earnings Call. At the request of BD, todays call is being recorded.')).toBe('BD');
    expect(welcomeName('Operator: Welcome to the Sunoco LPs Second Quarter 2021 Earnings Call.')).toBe('Sunoco LP');
  });

  it('gives initials read from the welcome the name the same call spells them out as', () => {
    const opening = [
      'Operator: Hello, and welcome to BDs Third Fiscal Quarter 2021 Earnings Call. At the request of BD, todays call is being recorded.',
      'Kristen Stewart: Thank you. This morning, BD released its results. Our Board of Directors approved the plan.',
      'Forward-looking statements by Becton, Dickinson and Company are subject to risks. Becton, Dickinson and Company undertakes no obligation to update them.',
    ].join('\n');
    expect(spokenName(opening)).toEqual({ name: 'Becton, Dickinson and Company', aliases: ['Becton, Dickinson and Company', 'BD'], kind: 'welcome' });
    const mpc = "Operator: Welcome to the MPC second-quarter 2021 earnings call.\nKristina Kazarian: Welcome to Marathon Petroleum Corporation's second-quarter 2021 earnings conference call.";
    expect(spokenName(mpc)).toMatchObject({ name: 'Marathon Petroleum Corporation', aliases: ['Marathon Petroleum Corporation', 'MPC'] });
    expect(spelledOut('NJR', 'Welcome to New Jersey Resources first quarter fiscal 21 conference call and webcast.')).toBe('New Jersey Resources');
  });

  it('keeps initials the call spells out nowhere, and names that are no initials', () => {
    expect(spokenName('Operator: Hello, and welcome to BDs Third Fiscal Quarter 2021 Earnings Call. Our Board of Directors met.')).toMatchObject({ name: 'BD' });
    expect(spelledOut('BD', 'the Board of Directors and Business Development')).toBeNull();
    expect(spelledOut('NJR', 'Next, Jersey Roads.')).toBeNull();
    expect(spelledOut('Ameren', 'Ameren Corporation')).toBeNull();
    expect(spelledOut('IBM', 'Investor Relations at IBM')).toBeNull();
  });
});

describe('names a transcript mishears or mangles', () => {
  it('reads a legal form with a dropped apostrophe as a possessive', () => {
    expect(welcomeName("Operator: Greetings, and welcome to Ameren Corporations Third Quarter 2021 Earnings Call.")).toBe('Ameren Corporation');
    expect(welcomeName('Operator: Welcome to the Vulcan Materials Companys third quarter earnings call.')).toBe('Vulcan Materials Company');
  });

  it('keeps a slash and a short number inside a name, and leaves a department and "Investor Relations" out', () => {
    expect(welcomeName('Operator: Hello and welcome to M/I Homes Third Quarter Earnings Conference Call.')).toBe('M/I Homes');
    expect(welcomeName('Operator: Welcome to the Third Quarter 2021 Phillips 66 Earnings Conference Call.')).toBe('Phillips 66');
    expect(welcomeName('Operator: I would like to welcome everyone to the Granite Construction Investor Relations First Quarter 2021 Conference Call.')).toBe('Granite Construction');
    expect(introducedName('Joining me are Neil Hunn, President and Chief Executive Officer; and Shannon Smith, Vice President of Finance. We discuss the third quarter financial results for Roper Technologies.')).toBe('Roper Technologies');
    expect(welcomeName("Operator: Ladies and gentlemen, thank you all for joining today's NewMarket Corporation fourth-quarter 2019 conference call.")).toBe('NewMarket Corporation');
  });

  it('gives a welcomed name the call says nowhere else up for the one a host welcomes to and the call repeats', () => {
    const opening = [
      "Operator: Welcome to this morning's Building Incorporated Conference. I would like to now turn the conference over to Kevin.",
      "Kevin: Good morning, and thank you for joining us today for Belden's second quarter 2021 earnings conference call.",
      'Belden delivered record revenue. At Belden, we expect more. Belden thanks its customers.',
    ].join('\n');
    expect(welcomeName(opening)).toBe('Belden');
    // A name the call repeats keeps its place, whatever a host calls it.
    expect(welcomeName("Operator: Welcome to the W.W. Grainger call.\nKim: Thank you for joining Grainger's call. Grainger grew. Grainger won.")).toBe('W.W. Grainger');
  });
});

describe('a possessive inside a name', () => {
  it("keeps a possessive a legal form follows: Lowe's Companies", () => {
    expect(welcomeName("Operator: Good morning, everyone, and welcome to Lowe's Companies first-quarter 2021 earnings conference call.")).toBe("Lowe's Companies");
    expect(welcomeName("Operator: Welcome to Cigna's fourth quarter 2021 results review.")).toBe('Cigna');
  });
});
