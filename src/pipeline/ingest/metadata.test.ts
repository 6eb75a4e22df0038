import { describe, expect, it } from 'vitest';
import {
  abbreviates, callDateFromText, companyFromFileName, companyFromText, extendsName, inferMetadata, isMarketBody, overlayMeta, parseDate,
  statedCompany, tickerFromText,
} from './metadata.js';

/** A stock-exchange cover letter followed by the transcript's title page, as Indian filings open. */
const COVER_LETTER = [
  'HDFC Bank Limited',
  'Registered Office: HDFC Bank House, Senapati Bapat Marg, Lower Parel, Mumbai 400 013',
  'July 20, 2023',
  'To,',
  'BSE Limited National Stock Exchange of India Limited',
  'Phiroze Jeejeebhoy Towers, Dalal Street Exchange Plaza, Bandra-Kurla Complex',
  'Mumbai 400 001 Mumbai 400 051',
  'Scrip Code: 500180 Symbol – HDFCBANK',
  'Dear Sir / Madam,',
  'Sub: Transcript of the earnings conference call for the quarter ended June 30, 2023',
  'Please find enclosed the transcript of the earnings conference call held on July 17, 2023.',
  'For HDFC Bank Limited',
  'Company Secretary',
  '"HDFC Bank Limited Q1 FY24 Earnings Conference Call"',
  'July 17, 2023',
];
const meta = (path: string, head: string[], body = head.join('\n')) => inferMetadata({ path, head, body, fiscalYearStartMonth: 4 });

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
    expect(m.meta).toEqual({
      company: 'Aravali Infotech Limited', ticker: null, quarter: 'Q1', year: 'FY24', callDate: '2023-07-19', quarterEnd: '2023-06-30', fyEndMonth: 3, aliases: [],
    });
    expect(m.source).toEqual({ company: 'text', quarter: 'text', year: 'text', callDate: 'text', quarterEnd: 'config', fyEndMonth: 'config' });
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
    // A date that names the quarter is no call date.
    expect(callDateFromText(['Ann Lee: Good morning, and welcome to our March 31, 2022 First Quarter Earnings Call.'], '')).toBeNull();
    expect(callDateFromText(['Ann Lee: Welcome to our March 31, 2022 First Quarter Earnings Call, held April 27, 2022.'], '')).toBe('2022-04-27');
  });

  it('leaves unknowns null and lets explicit values win, recording the source', () => {
    const base = inferMetadata({ path: '/d/acme-notes.txt', head: ['hello'], body: 'nothing useful', fiscalYearStartMonth: 4 });
    expect(base.meta).toEqual({ company: 'Acme', ticker: null, quarter: null, year: null, callDate: null, quarterEnd: null, fyEndMonth: null, aliases: [] });
    expect(inferMetadata({ path: '/d/Document1.pdf', head: ['hello'], body: '', fiscalYearStartMonth: 4 }).meta.company).toBeNull();
    const over = overlayMeta(base, { ticker: 'ACME', quarter: 'Q2', year: undefined }, 'flag');
    expect(over.meta.ticker).toBe('ACME');
    expect(over.meta.quarter).toBe('Q2');
    expect(over.meta.year).toBeNull();
    expect(over.source).toEqual({ company: 'filename', ticker: 'flag', quarter: 'flag' });
  });

  it('reads the legal name and the ticker from a stock-exchange cover letter, never the exchange', () => {
    const m = meta('/d/hdfc-concall.pdf', COVER_LETTER);
    expect(m.meta).toMatchObject({ company: 'HDFC Bank Limited', ticker: 'HDFCBANK', quarter: 'Q1', year: 'FY24', callDate: '2023-07-17' });
    expect(m.source).toMatchObject({ company: 'text', ticker: 'text' });
    // Letterhead missing: the signature names the filer; the addressees never do.
    const noLetterhead = COVER_LETTER.slice(1, 13);
    expect(statedCompany(noLetterhead)).toEqual({ name: 'HDFC Bank Limited', kind: 'signature' });
    expect(statedCompany(['National Stock Exchange of India Limited, The BSE Limited,', 'Metropolitan Stock Exchange of India Limited', 'Link Intime India Private Limited'])).toBeNull();
    // A name that opens a sentence of the remarks is no letterhead: the welcome names the company.
    const remarks = ["Operator: Good day, and welcome to the Brightwater Holdings' Fourth Quarter 2020 Earnings Call.", 'Ann Lee: Thank you.', 'The Federal Reserve Bank of Dallas has projected growth of 5% next year.'];
    expect(statedCompany(remarks)).toEqual({ name: 'Brightwater Holdings', kind: 'welcome' });
  });

  it('never takes a stock exchange, the regulator, a depository or a registrar as the company', () => {
    for (const n of ['BSE Limited', 'The BSE Limited', 'National Stock Exchange of India Limited', 'Metropolitan Stock Exchange of India Limited', 'Securities and Exchange Board of India', 'National Securities Depository Limited', 'KFin Technologies Limited', 'Link Intime India Private Limited']) {
      expect(isMarketBody(n), n).toBe(true);
    }
    expect(isMarketBody('HDFC Bank Limited')).toBe(false);
    expect(companyFromText(['To,', 'BSE Limited', 'National Stock Exchange of India Limited', 'For Konkan Coastal Bank Limited'])).toBe('Konkan Coastal Bank Limited');
    // A host named after the call is a broker, not the company.
    expect(statedCompany(['Q1 FY24 Earnings Call hosted by Axis Capital Limited', 'Welcome to the Zenith Motors Limited Q1 FY24 earnings call'])!.name).toBe('Zenith Motors Limited');
  });

  it('takes the name a document states over a file name that abbreviates it, keeping the file name', () => {
    const title = (line: string) => [line, 'July 25, 2023'];
    expect(meta('/d/lt.pdf', title("Larsen & Toubro Limited's Q2 FY22 Earnings Conference Call")).meta).toMatchObject({ company: 'Larsen & Toubro Limited', quarter: 'Q2', year: 'FY22' });
    expect(meta('/d/irctc.pdf', title('Indian Railway Catering and Tourism Corporation Limited Q1 FY24 Earnings Call')).meta.company).toBe('Indian Railway Catering and Tourism Corporation Limited');
    expect(meta('/d/tata-motor.pdf', title('Tata Motors Limited Q1 FY24 Earnings Conference Call')).meta.company).toBe('Tata Motors Limited');
    expect(meta('/d/kcb-concall.pdf', title('"Konkan Coastal Bank Limited Q1 FY24 Earnings Conference Call"')).meta.company).toBe('Konkan Coastal Bank Limited');
    expect(abbreviates('Sun Pharma', 'Sun Pharmaceutical Industries Ltd.')).toBe(true);
    expect(abbreviates('Lt', 'Larsen & Toubro Limited')).toBe(true);
    expect(abbreviates("Dr. Reddy's Laboratories", 'Dr. Reddys Laboratories Limited')).toBe(false);
    // A written-out file name that the text does not extend or abbreviate stays.
    expect(meta("/d/Dr. Reddy's Laboratories.pdf", title('"Dr. Reddys Laboratories Limited Q1 FY24 Earnings Conference Call"')).meta.company).toBe("Dr. Reddy's Laboratories");
    expect(meta('/d/Zenith Motors.pdf', title('Moderator: welcome to the Acme Widgets Q1 FY24 earnings call')).meta.company).toBe('Zenith Motors');
    // The file-name spelling is not lost: the documents table keeps file_name, from which it is read again.
    expect(companyFromFileName('/d/hdfc-concall.pdf')).toBe('Hdfc');
    expect(companyFromFileName('/d/tata-motor.pdf')).toBe('Tata Motor');
  });

  it('reads names from welcomes, "call of" phrases and participant affiliations, never from sentences', () => {
    expect(statedCompany(['Q1 FY24 - Investor Conference Call', 'Moderator: welcome to the Q1 FY24 Earnings Conference Call of Maruti Suzuki India', 'Limited.'])!.name).toBe('Maruti Suzuki India Limited');
    expect(statedCompany(['CORPORATE PARTICIPANTS', 'T V Narendran, CEO & MD – Tata Steel Limited', 'Koushik Chatterjee, ED & CFO – Tata Steel Limited', 'Operator: welcome to the Tata Steel Q1 FY24 call'])).toEqual({ name: 'Tata Steel Limited', kind: 'affiliation' });
    expect(statedCompany(['Thank you. Good evening to all of you and welcome to the ICICI Bank', 'earnings call for Q1 FY24'])!.name).toBe('ICICI Bank');
    expect(statedCompany(['Moderator: welcome to the Investor Conference of the company'])).toBeNull();
  });

  it('reads tickers from every symbol line form, and never a numeric scrip code or a reference number', () => {
    expect(tickerFromText('Symbol: ASIANPAINT Scrip Code: 500820')).toBe('ASIANPAINT');
    expect(tickerFromText('Scrip Code: 500180 Symbol – HDFCBANK')).toBe('HDFCBANK');
    expect(tickerFromText('Scrip Symbol: IRCTC Scrip Code: 542830')).toBe('IRCTC');
    expect(tickerFromText('NSE Code: TCS')).toBe('TCS');
    expect(tickerFromText('Stock Code: DIVISLAB Stock Code: 532488')).toBe('DIVISLAB');
    expect(tickerFromText('NSE Symbol: LTIM BSE Scrip Code: 540005 and again NSE: LTIM')).toBe('LTIM');
    expect(tickerFromText('Scrip Code: 542830')).toBeNull();
    expect(tickerFromText('Ref: SBIL/CS/NSE-BSE/2324/76')).toBeNull();
  });

  it('never takes the period from a forward-looking phrase', () => {
    const head = ['Deccan Mercantile Bank Limited', 'Earnings Conference Call', 'July 24, 2023'];
    const body = 'The new core banking platform will be operational by Q1FY32. Our target for FY30 is 2,500 branches and our guidance for FY25 is unchanged. The platform is scheduled for Q1 FY32 go-live. Results for the quarter ended June 30, 2023.';
    expect(meta('/d/deccan.pdf', head, body).meta).toMatchObject({ quarter: 'Q1', year: 'FY24' });
  });
});

describe('a file name coded with a period', () => {
  it('reads the quarter and year, in either order', async () => {
    const { periodFromFileName } = await import('./metadata.js');
    expect(periodFromFileName('/x/KO_q3_2021.txt')).toEqual({ quarter: 'Q3', year: 'FY21' });
    expect(periodFromFileName('/x/acme-2024-Q1.pdf')).toEqual({ quarter: 'Q1', year: 'FY24' });
    expect(periodFromFileName('/x/Infosys.pdf')).toBeNull();
  });
});
