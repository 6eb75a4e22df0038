import { describe, expect, it } from 'vitest';
import { lowerCaseWords, selfWordsOf } from '../../core/text/segment.js';
import { listedManagement } from '../../core/text/participants.js';
import { labelBusinesses, speakerBusinesses } from './speaker-business.js';

const ctx = (company: string, text: string) => ({ selfWords: selfWordsOf([company]), lowerWords: lowerCaseWords(text) });

describe('speakerBusinesses', () => {
  it("reads a subsidiary's or a division's head from the participants, not the company's officers or roles", () => {
    const page = [
      '“Kaveri Industries Limited Q1 FY24 Earnings Conference Call”',
      'MANAGEMENT: MR. ANIL RAO – CHIEF FINANCIAL OFFICER – KAVERI INDUSTRIES LIMITED',
      'MR. RAVI SHAH – CHIEF EXECUTIVE OFFICER – KAVERI ALLIANZ LIFE INSURANCE',
      'COMPANY LIMITED',
      'MS. MEERA IYER – CEO – HOME CARE DIVISION',
      'MR. GOPAL MENON – HEAD INVESTOR RELATIONS',
      'MODERATOR: MR. SAMEER BHISE – JM FINANCIAL',
    ].join('\n');
    const found = speakerBusinesses(page, ['Anil Rao', 'Ravi Shah', 'Meera Iyer', 'Gopal Menon'], ctx('Kaveri Industries Limited', page));
    expect([...found]).toEqual([
      ['Ravi Shah', 'Kaveri Allianz Life Insurance Company'],
      ['Meera Iyer', 'Home Care'],
    ]);
  });

  it('reads a list written with commas', () => {
    const page = ['Call Participants:', '• Sh V Rao, CFO, Kaveri Industries Limited', '• Sh Kiran Das, President, Kaveri Retail'].join('\n');
    expect([...speakerBusinesses(page, ['V Rao', 'Kiran Das'], ctx('Kaveri Industries Limited', page))]).toEqual([['Kiran Das', 'Kaveri Retail']]);
  });

  it('reads an officer of another organisation listed under the management heading as its head, not a head of a portfolio or the moderator', () => {
    const page = [
      '“Kaveri Industries Q1-FY24 Earnings Conference Call”',
      'MANAGEMENT: MR. ANIL RAO - MANAGING DIRECTOR, KAVERI',
      'INDUSTRIES',
      'MR. DEV DAS - CHIEF FINANCIAL OFFICER,',
      'NOVELA',
      'MR. SUMIT ROY – GROUP EXECUTIVE AND HEAD - RETAIL LENDING',
      'MR. GOPAL MENON – HEAD INVESTOR RELATIONS,',
      'MODERATORS: MR. ADITYA SEN – INVESTEC CAPITAL SERVICES',
    ].join('\n');
    expect([...speakerBusinesses(page, ['Anil Rao', 'Dev Das', 'Sumit Roy', 'Gopal Menon', 'Aditya Sen'], ctx('Kaveri Industries Limited', page))]).toEqual([['Dev Das', 'Novela']]);
  });

  it("reads a speaker label that is a business bearing the company's name as a heading, not a person's or the company's own label", () => {
    const c = ctx('Kaveri Bank Limited', '');
    expect([...labelBusinesses(['Kaveri Finance', 'Kaveri AMC', 'Anil Rao', 'Kaveri Bank', 'Kaveri Bank Management', 'Ravi Shah – Kaveri Securities'], c).keys()]).toEqual(['Kaveri Finance', 'Kaveri AMC']);
  });
});

describe('listedManagement', () => {
  it('reads the entries under a CORPORATE PARTICIPANTS heading, without honorifics, as management; not the other participants', () => {
    const page = [
      'CORPORATE PARTICIPANTS',
      'T V Rao, CEO & MD – Kaveri Steel Limited',
      'Anil Shah, ED & CFO – Kaveri Steel Limited',
      'CONFERENCE CALL PARTICIPANTS',
      'Amit Mehta, Axis Capital',
      'PRESENTATION',
    ].join('\n');
    expect([...listedManagement(page, ['T. V. Rao', 'Anil Shah', 'Amit Mehta'], selfWordsOf(['Kaveri Steel Limited']))]).toEqual(['T. V. Rao', 'Anil Shah']);
    expect([...speakerBusinesses(page, ['T. V. Rao', 'Anil Shah'], ctx('Kaveri Steel Limited', page))]).toEqual([]);
  });
});
