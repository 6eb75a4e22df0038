import { describe, expect, it } from 'vitest';
import { fullestForm, introducedName, nameSpans, spokenName, welcomeName } from './spoken-name.js';

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
});
