import { describe, expect, it } from 'vitest';
import {
  callDateFromText, companyFromFileName, companyFromText, extendsName, inferMetadata, overlayMeta, parseDate, tickerFromText,
} from './metadata.js';

describe('metadata inference', () => {
  it('reads the company from file names, dropping period and document words', () => {
    expect(companyFromFileName('/x/Adani Ports and Special Economic Zone Ltd.pdf')).toBe('Adani Ports and Special Economic Zone Ltd');
    expect(companyFromFileName('/x/aravali-infotech-q1-fy24.pdf')).toBe('Aravali Infotech');
    expect(companyFromFileName('/x/TCS_Q1FY24_Earnings_Call_Transcript.pdf')).toBe('TCS');
    expect(companyFromFileName('/x/Q1 FY24 transcript.pdf')).toBeNull();
    expect(companyFromFileName("/x/Divi's Laboratories.pdf")).toBe("Divi's Laboratories");
  });

  it('reads the company from the first lines', () => {
    expect(companyFromText([': Page 1 of 25', 'Tata Consultancy Services Limited', 'Earnings Conference Call'])).toBe('Tata Consultancy Services Limited');
    expect(companyFromText(['“Adani Enterprises Limited Q1 FY24 Earnings'])).toBe('Adani Enterprises Limited');
    expect(companyFromText(['Earnings call', 'Moderator: good day and welcome to the Zenith Motors Q1 FY24 earnings call'])).toBe('Zenith Motors');
    expect(companyFromText(['Earnings call', 'no name here'])).toBeNull();
    expect(companyFromText(['“Mahindra &Mahindra Limited Q1 F24 Earnings Call”'])).toBe('Mahindra & Mahindra Limited');
  });

  it('prefers the legal name on the cover when it extends the file name', () => {
    expect(extendsName('Aravali Infotech Limited', 'Aravali Infotech')).toBe(true);
    expect(extendsName('Adani Enterprises Limited', 'Adani Enterprises Ltd')).toBe(true);
    expect(extendsName('HCL Technologies Limited', 'HCLTech')).toBe(false);
    const m = inferMetadata({ path: '/d/aravali-infotech-q1-fy24.pdf', head: ['"Aravali Infotech Limited Q1 FY24 Earnings Conference Call"', 'July 19, 2023'], body: '', fiscalYearStartMonth: 4 });
    expect(m.meta).toEqual({ company: 'Aravali Infotech Limited', ticker: null, quarter: 'Q1', year: 'FY24', callDate: '2023-07-19' });
    expect(m.source).toEqual({ company: 'text', quarter: 'text', year: 'text', callDate: 'text' });
  });

  it('infers a ticker only when exactly one symbol is stated', () => {
    expect(tickerFromText('NSE Symbol: SBILIFE BSE Scrip Code: 540719')).toBe('SBILIFE');
    expect(tickerFromText('SBIL/CS/NSE-BSE/2324/76')).toBeNull();
    expect(tickerFromText('NSE: AAA and NSE: BBB')).toBeNull();
  });

  it('parses call dates in the usual forms and skips period ends', () => {
    expect(parseDate('August 03, 2023')).toBe('2023-08-03');
    expect(parseDate('21 July 2023 20:01 IST')).toBe('2023-07-21');
    expect(parseDate('04.08.2023')).toBe('2023-08-04');
    expect(callDateFromText(['Results for the quarter ended June 30, 2023', 'July 26, 2023'], '')).toBe('2023-07-26');
    expect(callDateFromText(['Date: August 19, 2023'], 'the call held on August 14, 2023 at 14.30 Hrs')).toBe('2023-08-14');
  });

  it('leaves unknowns null and lets explicit values win, recording the source', () => {
    const base = inferMetadata({ path: '/d/acme-notes.txt', head: ['hello'], body: 'nothing useful', fiscalYearStartMonth: 4 });
    expect(base.meta).toEqual({ company: 'Acme', ticker: null, quarter: null, year: null, callDate: null });
    expect(inferMetadata({ path: '/d/Document1.pdf', head: ['hello'], body: '', fiscalYearStartMonth: 4 }).meta.company).toBeNull();
    const over = overlayMeta(base, { ticker: 'ACME', quarter: 'Q2', year: undefined }, 'flag');
    expect(over.meta.ticker).toBe('ACME');
    expect(over.meta.quarter).toBe('Q2');
    expect(over.meta.year).toBeNull();
    expect(over.source).toEqual({ company: 'filename', ticker: 'flag', quarter: 'flag' });
  });
});
