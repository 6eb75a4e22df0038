import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocRecord } from '../retrieve/filters.js';
import { buildDirectory } from './company-directory.js';
import { detectScope } from './detect.js';
import { questionPeriods } from './periods.js';
import { parseAliases } from './alias-file.js';
import { describeScope, notInCorpusStatement, routeScope } from './resolve.js';
import { NIFTY_DATA } from '../../../test/helpers/shared-data.js';

const doc = (fileName: string, company: string, ticker: string | null, quarter = 'Q1', year = 'FY24'): DocRecord => ({ id: fileName, fileName, company, ticker, quarter, year });

const DOCS: DocRecord[] = [
  doc('Bharti Airtel.pdf', 'Bharti Airtel Limited', 'bhartiartl'),
  doc('HDFC Bank.pdf', 'HDFC Bank Limited', 'hdfcbank'),
  doc('HDFC Life.pdf', 'HDFC Life Insurance Company Limited', 'hdfclife'),
  doc('SBI Life Insurance Company.pdf', 'SBI Life Insurance Company', 'sbilife'),
  doc('State Bank of India.pdf', 'State Bank of India', 'sbin'),
  doc('Tata Consultancy Services.pdf', 'Tata Consultancy Services Limited', 'tcs'),
  doc('Hindustan Unilever.pdf', 'Hindustan Unilever Limited', 'hindunilvr'),
  doc('Reliance Industries.pdf', 'Reliance Industries', 'reliance'),
  doc('lt.pdf', 'Larsen & Toubro Limited', 'lt'),
  doc('Mahindra & Mahindra.pdf', 'Mahindra & Mahindra Limited', 'm&m'),
  doc("Dr. Reddy's Laboratories.pdf", "Dr. Reddy's Laboratories", 'drreddy'),
  doc('ITC.pdf', 'ITC Limited', 'itc'),
  doc('UPL.pdf', 'UPL Limited', 'upl'),
  doc('Infosys.pdf', 'Infosys Limited', 'infy'),
  doc('Aravali Q1.pdf', 'Aravali Infotech Limited', 'aravali', 'Q1', 'FY24'),
  doc('Aravali Q2.pdf', 'Aravali Infotech Limited', 'aravali', 'Q2', 'FY24'),
];
const dir = buildDirectory({ docs: DOCS, graphAliases: [{ alias: 'hul', company: 'Hindustan Unilever Limited' }] });
const detect = (q: string) => detectScope(q, dir, { fiscalYearStartMonth: 4 });
const names = (q: string) => detect(q).companies.map((c) => c.name);

describe('a second company named after a verb of comparing', () => {
  it('reads a short name right after "fare against", "stack up against", "compared with" as the company compared', () => {
    expect(names('how did hdfc bank fare against sbi on loan growth')).toEqual(['HDFC Bank Limited', 'State Bank of India']);
    expect(names('how does hdfc bank stack up against sbi on nim?')).toEqual(['HDFC Bank Limited', 'State Bank of India']);
  });

  it('reads a short name right after a comparative and its "than" as the company compared', () => {
    expect(names('did hdfc bank grow deposits faster than sbi?')).toEqual(['HDFC Bank Limited', 'State Bank of India']);
  });

  it('leaves a word of prose after it alone', () => {
    expect(names('how did hdfc bank fare against sbi of old')).toEqual(['HDFC Bank Limited']);
  });
});

describe('company directory', () => {
  it('knows stored names, suffix-less names, tickers, stems, short names and unambiguous initials', () => {
    for (const [key, company] of [
      ['bharti airtel limited', 'Bharti Airtel Limited'],
      ['bharti airtel', 'Bharti Airtel Limited'],
      ['airtel', 'Bharti Airtel Limited'],
      ['bhartiartl', 'Bharti Airtel Limited'],
      ['lt', 'Larsen & Toubro Limited'],
      ['l and t', 'Larsen & Toubro Limited'],
      ['ril', 'Reliance Industries'],
      ['hul', 'Hindustan Unilever Limited'],
      ['sbi', 'State Bank of India'],
      ['infy', 'Infosys Limited'],
      ['tcs', 'Tata Consultancy Services Limited'],
    ] as const) {
      expect(dir.names.get(key)?.companies, key).toEqual([company]);
    }
    expect(dir.names.get('hdfc')?.companies.sort()).toEqual(['HDFC Bank Limited', 'HDFC Life Insurance Company Limited']);
    expect(dir.absent.get('coal india')?.name).toBe('Coal India');
    expect(dir.absent.has('airtel')).toBe(false);
    expect(dir.byName.get('Aravali Infotech Limited')?.periods).toEqual([{ quarter: 'Q1', year: 'FY24', quarterEnd: null }, { quarter: 'Q2', year: 'FY24', quarterEnd: null }]);
    expect(dir.byName.get('HDFC Bank Limited')?.sectors).toContain('banks');
  });

  it('takes user aliases and sectors, warning about names it cannot place', () => {
    const d = buildDirectory({ docs: DOCS, userAliases: { Sunil: 'Bharti Airtel', Nobody: 'Acme' }, userSectors: { Aravali: 'it services' } });
    expect(d.names.get('sunil')?.companies).toEqual(['Bharti Airtel Limited']);
    expect(d.byName.get('Aravali Infotech Limited')?.sectors).toEqual(['it services']);
    expect(d.warnings.join('\n')).toContain('"Nobody" → "Acme"');
  });

  it('reads alias files as JSON or CSV and names a bad line', () => {
    expect(parseAliases('{"Airtel": "Bharti Airtel"}', 'a.json')).toEqual({ Airtel: 'Bharti Airtel' });
    expect(parseAliases('alias,company\nAirtel,Bharti Airtel\n# note\nHUL,Hindustan Unilever\n', 'a.csv')).toEqual({ Airtel: 'Bharti Airtel', HUL: 'Hindustan Unilever' });
    expect(() => parseAliases('Airtel,Bharti Airtel\nbroken line\n', 'a.csv')).toThrow(/a\.csv:2: expected "alias,company"/);
  });
});

describe('detectScope: companies', () => {
  it.each([
    ["What is HDFC Bank's net interest margin?", ['HDFC Bank Limited']],
    ['what is hdfc bank nim', ['HDFC Bank Limited']],
    ['TCS attrition', ['Tata Consultancy Services Limited']],
    ["TCS's attrition", ['Tata Consultancy Services Limited']],
    ['tcs attrition', ['Tata Consultancy Services Limited']],
    ['Airtel ARPU in Q1FY24', ['Bharti Airtel Limited']],
    ['Airtel: ARPU?', ['Bharti Airtel Limited']],
    ['What did Reliance Industries (RIL) say about Jio?', ['Reliance Industries']],
    ['Bharti Airtel Limited ARPU', ['Bharti Airtel Limited']],
    ["L&T's order book", ['Larsen & Toubro Limited']],
    ['LT order inflow', ['Larsen & Toubro Limited']],
    ['M&M tractor share', ['Mahindra & Mahindra Limited']],
    // Initials joined by an ampersand, possessive, in lower case.
    ["tell me l&t's order inflow", ['Larsen & Toubro Limited']],
    ["m&m's tractor share", ['Mahindra & Mahindra Limited']],
    ["Dr Reddy's EBITDA margin", ["Dr. Reddy's Laboratories"]],
    ["Dr. Reddy's US sales", ["Dr. Reddy's Laboratories"]],
    ['HUL volume growth', ['Hindustan Unilever Limited']],
    ['ITC cigarette volumes', ['ITC Limited']],
    ['SBI Life VNB margin', ['SBI Life Insurance Company']],
    ['SBI return on assets', ['State Bank of India']],
    ['Compare SBI and SBI Life', ['State Bank of India', 'SBI Life Insurance Company']],
    ['Infy vs TCS deal wins', ['Infosys Limited', 'Tata Consultancy Services Limited']],
    ['How did Aravali do?', ['Aravali Infotech Limited']],
  ])('%s', (q, expected) => {
    expect(names(q)).toEqual(expected);
  });

  it("an undated page named by its file (an article's title) is no company a question selects; a dated call named by its file is", () => {
    const page: DocRecord = { id: 'p', fileName: '0059-The-Lone-Prairie.md', company: 'The Lone Prairie', ticker: null, quarter: null, year: null, companyFrom: 'filename' };
    const call: DocRecord = { id: 'c', fileName: 'Acme Widgets Q2 FY24.txt', company: 'Acme Widgets', ticker: null, quarter: 'Q2', year: 'FY24', companyFrom: 'filename' };
    const d = buildDirectory({ docs: [...DOCS, page, call] });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name);
    expect(det('Where was the director of The Lone Prairie born?')).toEqual([]);
    expect(d.byName.has('The Lone Prairie')).toBe(false);
    expect(det('What did Acme Widgets say about margins?')).toEqual(['Acme Widgets']);
  });

  it('never matches inside words or on ordinary English words', () => {
    for (const q of [
      'How is IT spending trending?',
      'What did the company say about its lt debt?',
      'Is reliance on imports falling?',
      'Which state has the most branches?',
      'How many upliftment programmes ran? Bitcoin? Titanium?',
      'What is the itc claim on GST?',
      'Did management discuss the uplift in margins and ITCs?',
      'What is the outlook for the power grid in India?',
    ]) {
      const s = detect(q);
      expect(s.companies, q).toEqual([]);
      expect(s.absent, q).toEqual([]);
    }
  });

  it('a brand glued to a product word selects its company ("HCLSoftware", "JioMart"), the whole word being the mention', () => {
    const d = buildDirectory({ docs: [...DOCS, doc('HCLTech.pdf', 'HCL Technologies Limited', null)] });
    const s = detectScope('What is the annual recurring revenue of HCLSoftware?', d, { fiscalYearStartMonth: 4 });
    expect(s.companies).toEqual([{ name: 'HCL Technologies Limited', ticker: null, matched: 'HCLSoftware', sectors: ['it services'] }]);
    expect(detectScope('How many JioMart stores opened?', d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name)).toEqual(['Reliance Industries']);
    for (const q of ['Did NPAs fall?', 'What did it say about iPhone demand?', 'How many CEOs left?']) expect(detectScope(q, d, { fiscalYearStartMonth: 4 }).companies, q).toEqual([]);
  });

  it('an ordinary word starting a name ("Apollo", "State") selects it only capitalised or possessive, and only when the corpus uses it mostly in that company', () => {
    const docs = [...DOCS, doc('Apollo Hospitals.pdf', 'Apollo Hospitals Enterprise Limited', null)];
    const wordUse = new Map([
      ['apollo', new Map([['Apollo Hospitals Enterprise Limited', 8], ['Infosys Limited', 1]])],
      ['state', new Map([['State Bank of India', 28], ['HDFC Bank Limited', 9], ['Infosys Limited', 7]])],
    ]);
    const d = buildDirectory({ docs, wordUse });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name);
    expect(det('How many new users joined Apollo 24/7 this quarter?')).toEqual(['Apollo Hospitals Enterprise Limited']);
    expect(det('how many users joined apollo this quarter?')).toEqual([]);
    expect(det('State-run lenders: who grew faster?')).toEqual([]);
    // A possessive names its owner in any case.
    expect(det("what margin were apollo's new hospitals making")).toEqual(['Apollo Hospitals Enterprise Limited']);
    // Without the corpus's word counts an ordinary first word never selects.
    expect(detectScope('Apollo 24/7 users', buildDirectory({ docs }), { fiscalYearStartMonth: 4 }).companies).toEqual([]);
  });

  it('a subsidiary or brand analysts name selects its listed parent ("Novelis", "Tanishq", "BALIC")', () => {
    const docs = [...DOCS, doc('Hindalco Industries.pdf', 'Hindalco Industries', 'hindalco'), doc('Titan Company.pdf', 'Titan Company Limited', 'titan'), doc('Bajaj Finserv Limited.pdf', 'Bajaj Finserv Limited', 'bajajfinsv')];
    const d = buildDirectory({ docs });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name);
    expect(det('Novelis EBITDA per tonne vs Tanishq margins')).toEqual(['Hindalco Industries', 'Titan Company Limited']);
    expect(det("BALIC's 13th-month persistency")).toEqual(['Bajaj Finserv Limited']);
    // An ambiguous name followed by its subsidiary is that subsidiary's parent.
    const withAuto = buildDirectory({ docs: [...docs, doc('Bajaj Auto.pdf', 'Bajaj Auto Limited', 'bajaj-auto')] });
    expect(detectScope("Bajaj's BALIC vs Titan: persistency", withAuto, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name)).toEqual(['Bajaj Finserv Limited', 'Titan Company Limited']);
  });

  it('a name in a list of companies counts in any case, and an ordinary first word counts there ("Sun, Cipla and Dr Reddy\'s")', () => {
    const docs = [
      ...DOCS,
      doc('Sun Pharma.pdf', 'Sun Pharmaceutical Industries Ltd.', 'sunpharma'),
      doc('Cipla.pdf', 'Cipla Limited', 'cipla'),
      doc('Titan Company.pdf', 'Titan Company Limited', 'titan'),
      doc('Hero MotoCorp.pdf', 'Hero MotoCorp Limited', 'heromotoco'),
    ];
    const d = buildDirectory({ docs });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name);
    expect(det("How quickly is the home market expanding for Sun, Cipla and Dr Reddy's?")).toEqual(['Sun Pharmaceutical Industries Ltd.', 'Cipla Limited', "Dr. Reddy's Laboratories"]);
    expect(det("titan's jewellery margin guidance vs hero motocorp's EBITDA margin band")).toEqual(['Titan Company Limited', 'Hero MotoCorp Limited']);
    expect(det('titan vs hero motocorp margins')).toEqual(['Titan Company Limited', 'Hero MotoCorp Limited']);
    // Across a "vs", each name may carry a few words saying which of its businesses is meant.
    expect(det('market share: hero motocorp (2W retail) vs titan jewellery vs cipla')).toEqual(['Hero MotoCorp Limited', 'Titan Company Limited', 'Cipla Limited']);
    expect(det('hero motocorp margins and what titan makes of demand')).toEqual(['Hero MotoCorp Limited']);
    // Alone, or not in a list with a company, the ordinary words are words, unless possessive.
    expect(det('Did the Sun shine on Cipla this quarter?')).toEqual(['Cipla Limited']);
    expect(det('How did the sun affect demand?')).toEqual([]);
    expect(det('what is titan margin?')).toEqual([]);
    // A possessive names its owner.
    expect(det("what is titan's margin?")).toEqual(['Titan Company Limited']);
    expect(det('Is reliance on imports and ITC falling?')).toEqual(['ITC Limited']);
  });

  it('in a question typed in lower case, an ordinary first word in a list with a company counts as written ("how do sun\'s india sales stack up against dr reddy\'s?")', () => {
    const docs = [...DOCS, doc('Sun Pharma.pdf', 'Sun Pharmaceutical Industries Ltd.', 'sunpharma'), doc('Cipla.pdf', 'Cipla Limited', 'cipla')];
    const d = buildDirectory({ docs });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name);
    expect(det("how do sun's india sales stack up against dr reddy's?")).toEqual(['Sun Pharmaceutical Industries Ltd.', "Dr. Reddy's Laboratories"]);
    expect(det('sun vs cipla: us sales')).toEqual(['Sun Pharmaceutical Industries Ltd.', 'Cipla Limited']);
    // Not in a list with a company, the word is a word; and a question with capitals keeps the case rule.
    expect(det('did the sun shine on cipla this quarter?')).toEqual(['Cipla Limited']);
    expect(det('Did sun and Cipla grow?')).toEqual(['Cipla Limited']);
  });

  it('a question typed wholly in lower case names the company it opens with, bare ("l&t infra order inflow", "m&m farm pat q1")', () => {
    expect(names('l&t infra order inflow this qtr?')).toEqual(['Larsen & Toubro Limited']);
    expect(names('m&m farm pat q1')).toEqual(['Mahindra & Mahindra Limited']);
    // A name after question words, or followed by a word of prose, is left to the case rules.
    expect(names('what is m&m farm pat?')).toEqual([]);
    expect(names('m&m of the tractor makers?')).toEqual([]);
  });

  it('the names listed beside the one a lower-case question opens with count too ("sbi vs reliance vs m&m pat")', () => {
    expect(names('sbi vs reliance vs m&m pat')).toEqual(['State Bank of India', 'Reliance Industries', 'Mahindra & Mahindra Limited']);
    expect(names('m&m vs sbi pat')).toEqual(['Mahindra & Mahindra Limited', 'State Bank of India']);
    // Not listed beside it, a word stays a word.
    expect(names('reliance on imports vs exports')).toEqual([]);
  });

  it('a lower-case name is the subject of a question\'s auxiliary before its verb ("what did hdfc bank say …", "how much did l&t win …")', () => {
    expect(names('what did hdfc bank say about deposit growth')).toEqual(['HDFC Bank Limited']);
    expect(names('how much did l&t win in orders this quarter')).toEqual(['Larsen & Toubro Limited']);
    // After "is" or "has", only before the verb's participle ("how is l&t thinking …"), not a noun ("what is m&m farm pat?").
    expect(names('how is l&t thinking about capex?')).toEqual(['Larsen & Toubro Limited']);
    expect(names('How is l&t thinking about capex?')).toEqual(['Larsen & Toubro Limited']);
    expect(names('what is m&m farm pat?')).toEqual([]);
    expect(names('what did m&m of the tractor makers say?')).toEqual([]);
  });

  it('an ambiguous name compared with another company stands for its peers ("Bajaj or Hero" is Bajaj Auto)', () => {
    const docs = [
      ...DOCS,
      doc('Bajaj Auto.pdf', 'Bajaj Auto Limited', 'bajaj-auto'),
      doc('Bajaj Finance.pdf', 'Bajaj Finance Limited', 'bajfinance'),
      doc('Hero MotoCorp.pdf', 'Hero MotoCorp Limited', 'heromotoco'),
      doc('ICICI Bank.pdf', 'ICICI Bank', 'icicibank'),
    ];
    const d = buildDirectory({ docs });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 });
    const s = det('Which two-wheeler maker has the better EBITDA margin, Bajaj or Hero?');
    expect(s.companies.map((c) => c.name)).toEqual(['Bajaj Auto Limited', 'Hero MotoCorp Limited']);
    expect(s.ambiguous).toEqual([]);
    expect(det('HDFC vs ICICI net interest margin').companies.map((c) => c.name)).toEqual(['HDFC Bank Limited', 'ICICI Bank']);
    // A sector word narrows too; with nothing to go by, every candidate is kept and reported.
    expect(det('Which of the banks, HDFC, has the best CASA ratio?').companies.map((c) => c.name)).toEqual(['HDFC Bank Limited']);
    expect(det('Bajaj margins').ambiguous).toHaveLength(1);
    // A metric only some sectors report narrows when nothing else does: NIM is a lender's.
    expect(det("What was HDFC's net interest margin?").companies.map((c) => c.name)).toEqual(['HDFC Bank Limited']);
    expect(det("What was HDFC's revenue?").ambiguous).toHaveLength(1);
    // A candidate named on its own elsewhere is not the ambiguous name.
    expect(det('Bajaj vs Bajaj Finance: revenue growth').companies.map((c) => c.name)).toEqual(['Bajaj Auto Limited', 'Bajaj Finance Limited']);
  });

  it('a business word only one of a group\'s companies uses picks it: "Bajaj\'s Triumph", "Adani\'s ports and its airports"', () => {
    const docs = [
      ...DOCS,
      doc('Bajaj Auto.pdf', 'Bajaj Auto Limited', 'bajaj-auto'),
      doc('Bajaj Finance.pdf', 'Bajaj Finance Limited', 'bajfinance'),
      doc('Adani Ports.pdf', 'Adani Ports and Special Economic Zone Limited', 'adaniports'),
      doc('Adani Enterprises.pdf', 'Adani Enterprises Limited', 'adanient'),
    ];
    const d = buildDirectory({ docs });
    // Chunks using each word, per company, as the full-text index counts them.
    const counts: Record<string, Record<string, number>> = {
      triumph: { 'Bajaj Auto Limited': 12 },
      airports: { 'Adani Enterprises Limited': 9, 'Adani Ports and Special Economic Zone Limited': 1 },
      margins: { 'Bajaj Auto Limited': 6, 'Bajaj Finance Limited': 5 },
    };
    const wordUse = (w: string) => new Map(Object.entries(counts[w.toLowerCase()] ?? {}));
    const det = (q: string, withUse = true) => detectScope(q, d, { fiscalYearStartMonth: 4, ...(withUse ? { wordUse } : {}) });
    expect(det("How many bookings did Bajaj's Triumph get?").companies.map((c) => c.name)).toEqual(['Bajaj Auto Limited']);
    expect(det('Bajaj margins').ambiguous).toHaveLength(1);
    // A metric only some sectors report narrows when nothing else does: NIM is a lender's.
    expect(det("What was HDFC's net interest margin?").companies.map((c) => c.name)).toEqual(['HDFC Bank Limited']);
    expect(det("What was HDFC's revenue?").ambiguous).toHaveLength(1);
    const adani = det("How much busier did Adani's ports and its airports get versus last year?");
    expect(adani.companies.map((c) => [c.name, c.matched])).toEqual([
      ['Adani Ports and Special Economic Zone Limited', "Adani's ports"],
      ['Adani Enterprises Limited', 'its'],
    ]);
    // Without the corpus's counts, names alone decide.
    expect(det("How much busier did Adani's ports and its airports get?", false).companies.map((c) => c.name)).toEqual(['Adani Ports and Special Economic Zone Limited']);
    expect(det("Bajaj's Triumph", false).ambiguous).toHaveLength(1);
  });

  it('a group name before a business word of the company the question names is that company ("tata consumer: … tata coffee")', () => {
    const docs = [...DOCS, doc('Tata Consumer.pdf', 'Tata Consumer Products Limited', 'tataconsum'), doc('Tata Steel.pdf', 'Tata Steel Limited', 'tatasteel')];
    const d = buildDirectory({ docs });
    const counts: Record<string, Record<string, number>> = { coffee: { 'Tata Consumer Products Limited': 14 } };
    const wordUse = (w: string) => new Map(Object.entries(counts[w.toLowerCase()] ?? {}));
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4, wordUse }).companies.map((c) => c.name);
    expect(det('tata consumer: how did tata coffee grow revenue?')).toEqual(['Tata Consumer Products Limited']);
    expect(det('tata consumer vs tata steel revenue')).toEqual(['Tata Consumer Products Limited', 'Tata Steel Limited']);
  });

  it('the start of a name (two words or more) that starts no other company\'s selects it ("Kotak Mahindra", "Tata Consultancy")', () => {
    const docs = [...DOCS, doc('Kotak.pdf', 'Kotak Mahindra Bank Limited', 'kotakbank'), doc('Tata Steel.pdf', 'Tata Steel Limited', 'tatasteel')];
    const d = buildDirectory({ docs });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name);
    expect(det('Kotak Mahindra vs HDFC Bank CASA ratio')).toEqual(['Kotak Mahindra Bank Limited', 'HDFC Bank Limited']);
    expect(det('tata consultancy vs infosys attrition')).toEqual(['Tata Consultancy Services Limited', 'Infosys Limited']);
    expect(det('Mahindra tractor volumes')).toEqual(['Mahindra & Mahindra Limited']);
  });

  it('a name matching several companies adds them all and reports the ambiguity', () => {
    const s = detect('hdfc net profit');
    expect(s.companies.map((c) => c.name).sort()).toEqual(['HDFC Bank Limited', 'HDFC Life Insurance Company Limited']);
    expect(s.ambiguous).toEqual([{ text: 'hdfc', candidates: ['HDFC Bank Limited', 'HDFC Life Insurance Company Limited'] }]);
    expect(routeScope(s)).toBe('multi');
    expect(detect('HDFC Bank vs HDFC Life').ambiguous).toEqual([]);
    // A metric only one candidate's sector reports names that one: gross NPA is a lender's.
    expect(detect('hdfc gross NPA').companies.map((c) => c.name)).toEqual(['HDFC Bank Limited']);
  });

  it('keeps the other words naming a company already found ("Reliance (RIL)")', () => {
    const s = detect('Airtel vs Reliance (RIL): EBITDA margin');
    expect(s.companies.map((c) => [c.name, c.matched, c.also])).toEqual([
      ['Bharti Airtel Limited', 'Airtel', undefined],
      ['Reliance Industries', 'Reliance', ['RIL']],
    ]);
  });

  it('names of listed companies the corpus does not hold are absent, with the closest ingested names', () => {
    const s = detect("What was Coal India's coal production in Q1 FY24?");
    expect(s.companies).toEqual([]);
    expect(s.absent.map((a) => a.text)).toEqual(['Coal India']);
    expect(routeScope(s)).toBe('absent');
    expect(detect('What JLR EBIT margin did Tata Motors report?').absent.map((a) => a.text)).toEqual(['Tata Motors']);
    expect(detect('NTPC plant load factor').absent).toHaveLength(1);
    expect(detect('tata power capacity additions').absent).toHaveLength(1);
    expect(detect('How did Foo Bar Industries Ltd do?').absent.map((a) => a.text)).toEqual(['Foo Bar Industries Ltd']);
    const both = detect('Did HDFC Bank grow faster than Bank of Baroda?');
    expect(both.companies.map((c) => c.name)).toEqual(['HDFC Bank Limited']);
    expect(both.absent.map((a) => a.text)).toEqual(['Bank of Baroda']);
    expect(routeScope(both)).toBe('single');
  });
});

describe('detectScope: periods and groups', () => {
  it.each([
    ['Q1 FY24', 'Q1', 'FY24'],
    ['Q1FY24', 'Q1', 'FY24'],
    ["Q1 FY'24", 'Q1', 'FY24'],
    ['the June quarter 2023', 'Q1', 'FY24'],
    ['the June 2023 quarter', 'Q1', 'FY24'],
    ['the quarter ended June 30, 2023', 'Q1', 'FY24'],
    ['the first quarter of fiscal 2024', 'Q1', 'FY24'],
    ['FY24', null, 'FY24'],
    ['FY2023-24', null, 'FY24'],
    ['Q2', 'Q2', null],
    ['the June quarter', 'Q1', null],
  ])('%s', (text, quarter, year) => {
    const [p] = questionPeriods(`What was revenue in ${text}?`, 4);
    expect(p).toMatchObject({ quarter, year, relative: false });
  });

  it('reads a quarter-end month with its year as the quarter that ended then, and "the quarter before" a period as the one before it', () => {
    expect(questionPeriods("What was NWC to revenue in March 2023?", 4)[0]).toMatchObject({ quarter: 'Q4', year: 'FY23' });
    expect(questionPeriods("Net debt at June '23?", 4)[0]).toMatchObject({ quarter: 'Q1', year: 'FY24' });
    // A date a target is set for, a day of a month and a month that ends no quarter are not a period asked.
    expect(questionPeriods('What capex is planned by March 2025?', 4)).toEqual([]);
    expect(questionPeriods('What was said on March 23?', 4)).toEqual([]);
    expect(questionPeriods('Revenue in May 2023?', 4)).toEqual([]);
    expect(questionPeriods('What EBIT margin was reported the quarter before Q1 FY24?', 4)[0]).toMatchObject({ quarter: 'Q1', year: 'FY24', before: true });
    const s = detect('Aravali revenue in the quarter before Q1 FY24');
    expect(s).toMatchObject({ quarter: 'Q4', year: 'FY23' });
    expect(s.notes?.[0]).toContain('read as Q4 FY23');
    expect(detect('Aravali revenue in the quarter before Q2 FY24')).toMatchObject({ quarter: 'Q1', year: 'FY24' });
    const ago = detect('Aravali revenue a year before Q2 FY24');
    expect(ago).toMatchObject({ quarter: 'Q2', year: 'FY23' });
    expect(ago.notes?.[0]).toContain('"a year before Q2 FY24" read as Q2 FY23');
  });

  it('"last quarter" is the latest period the company has; a period is a filter only when the corpus holds several', () => {
    const s = detect("What was Aravali's revenue last quarter?");
    expect(s).toMatchObject({ quarter: 'Q2', year: 'FY24', periodFilter: true });
    expect(s.notes?.[0]).toContain('Q2 FY24');
    expect(detect('Aravali revenue in Q1 FY24')).toMatchObject({ quarter: 'Q1', year: 'FY24', periodFilter: true });
    const one = detect('TCS attrition in Q1 FY24');
    expect(one).toMatchObject({ quarter: 'Q1', year: 'FY24', periodFilter: false });
    const missing = detect('TCS attrition in Q3 FY24');
    expect(missing).toMatchObject({ periodFilter: false, periodNotHeld: true });
    expect(one.periodNotHeld).toBeUndefined();
    expect(missing.notes?.[0]).toContain('Q3 FY24 is not in the corpus for Tata Consultancy Services Limited');
  });

  it('"the previous quarter" is the quarter before the latest the company has; "last year" the year before it', () => {
    const s = detect("What was Aravali's revenue in the previous quarter?");
    expect(s).toMatchObject({ quarter: 'Q1', year: 'FY24' });
    expect(s.notes?.[0]).toContain('the quarter before Q2 FY24');
    expect(detect("What was Aravali's revenue in Q2 last year?")).toMatchObject({ quarter: 'Q2', year: 'FY23' });
  });

  it("a calendar quarter in a group question is the fiscal quarter the companies' documents state, when they agree", () => {
    const dated = (fileName: string, company: string, quarterEnd: string | null, fyEndMonth: number | null, quarter = 'Q1'): DocRecord => ({ ...doc(fileName, company, null, quarter, 'FY24'), quarterEnd, fyEndMonth });
    const banks = buildDirectory({ docs: [dated('a.pdf', 'Alpha Bank Limited', '2023-06-30', 3), dated('b.pdf', 'Beta Bank Limited', '2023-06-30', 3), dated('c.pdf', 'Gamma Bank Limited', null, null)] });
    // No fiscal year in config: the calendar would make June the end of Q2.
    const s = detectScope('Which banks had NIM above 4% in the June quarter?', banks, { fiscalYearStartMonth: null });
    expect(s).toMatchObject({ quarter: 'Q1' });
    expect(s.notes?.[0]).toContain("read as Q1, the companies' fiscal period");
    const mixed = buildDirectory({ docs: [dated('a.pdf', 'Alpha Bank Limited', '2023-06-30', 3), dated('d.pdf', 'Delta Bank Inc', '2023-06-30', 12, 'Q2')] });
    expect(detectScope('Which banks had NIM above 4% in the June quarter?', mixed, { fiscalYearStartMonth: null }).quarter).toBe('Q2');
  });

  it("a company whose documents state no calendar takes the one most of the corpus's companies keep", () => {
    const dated = (fileName: string, company: string, quarterEnd: string | null, fyEndMonth: number | null): DocRecord => ({ ...doc(fileName, company, null, 'Q1', 'FY24'), quarterEnd, fyEndMonth });
    const d = buildDirectory({ docs: [dated('a.pdf', 'Alpha Bank Limited', '2023-06-30', 3), dated('b.pdf', 'Beta Bank Limited', '2023-06-30', 3), dated('c.pdf', 'Gamma Tech Limited', null, null)] });
    expect(detectScope('Gamma Tech revenue in the June quarter', d, { fiscalYearStartMonth: null }).quarter).toBe('Q1');
    const split = buildDirectory({ docs: [dated('a.pdf', 'Alpha Bank Limited', '2023-06-30', 3), dated('d.pdf', 'Delta Bank Inc', '2023-06-30', 12), dated('c.pdf', 'Gamma Tech Limited', null, null)] });
    expect(detectScope('Gamma Tech revenue in the June quarter', split, { fiscalYearStartMonth: null }).quarter).toBe('Q2');
  });

  it('a group measured against a company it names is the group less that company, the company its bar', () => {
    const s = detect('Which banks had a higher NIM than HDFC Bank?');
    expect(s.group?.companies).toEqual(['State Bank of India']);
    expect(s.companies).toEqual([]);
    expect(s.bar?.name).toBe('HDFC Bank Limited');
    expect(detect("Which IT companies beat Infosys's margin?").bar?.name).toBe('Infosys Limited');
    expect(detect('Which IT companies grew revenue faster than Infosys?').group?.companies).toEqual(['Tata Consultancy Services Limited']);
  });

  it('a company asked of against its group is no bar', () => {
    for (const q of ['How does HDFC Bank compare with other banks?', 'Did HDFC Bank have a higher NIM than other banks?', 'What was HDFC Bank NIM?']) {
      const s = detect(q);
      expect(s.bar).toBeUndefined();
      expect(s.companies.map((c) => c.name)).toEqual(['HDFC Bank Limited']);
    }
  });

  it('a group no sector of the vocabulary names is an unknown group of no company, answered with a statement, not every company', () => {
    const s = detect('Which toy makers raised prices?');
    expect(s.group).toEqual({ sector: 'toy', name: 'toy', companies: [], unknown: true });
    expect(routeScope(s)).toBe('absent');
    expect(notInCorpusStatement(s)).toMatch(/^No sector of the vocabulary is "toy": the companies of that group cannot be listed/);
    expect(describeScope(s)).toBe('Scope: toy: no sector of the vocabulary — from the question');
    // Size, place and plain "companies" name no trade; a known sector is no unknown group.
    expect(detect('Which large companies grew revenue?').group).toBeNull();
    expect(detect('What did the company say about margins?').group).toBeNull();
    expect(detect('Which banks reported NIM above 4%?').group?.unknown).toBeUndefined();
  });

  it('a sector word without a company name is a group question', () => {
    expect(detect('Which banks reported NIM above 4%?').group).toEqual({ sector: 'banks', name: 'Banks', companies: ['HDFC Bank Limited', 'State Bank of India'] });
    expect(detect('Which IT companies had margins above 20%?').group?.companies).toEqual(['Infosys Limited', 'Tata Consultancy Services Limited']);
    expect(detect('Which insurers grew VNB?').group?.companies).toEqual(['HDFC Life Insurance Company Limited', 'SBI Life Insurance Company']);
    expect(detect('How did HDFC Bank compare with other banks?').group).toBeNull();
    expect(detect('Which banks and insurers grew deposits?').group).toEqual({
      sector: 'banks + insurance',
      name: 'Banks + Insurers',
      companies: ['HDFC Bank Limited', 'HDFC Life Insurance Company Limited', 'SBI Life Insurance Company', 'State Bank of India'],
    });
  });

  it('a threshold asked of "which companies" is a group of every company held; without a threshold it is no group', () => {
    const group = detect('Which companies had a net profit above Rs 10,000 crore in Q1 FY24?').group;
    expect(group?.sector).toBe('all companies');
    expect(group?.companies).toHaveLength(new Set(DOCS.map((d) => d.company)).size);
    expect(detect('Which companies talked about margins in Q1 FY24?').group).toBeNull();
    expect(detect('Which banks reported NIM above 4%?').group?.sector).toBe('banks');
  });

  it('config sectors replace the table\'s for a company, and a sector only config names is a group word', () => {
    const d = buildDirectory({ docs: DOCS, userSectors: { 'HDFC Bank': 'nbfc', Aravali: 'shipping; it services' } });
    const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: 4 }).group;
    expect(det('Which banks grew deposits?')?.companies).toEqual(['State Bank of India']);
    expect(det('Which NBFCs grew loans?')?.companies).toEqual(['HDFC Bank Limited']);
    expect(det('Which shipping companies raised freight rates?')).toEqual({ sector: 'shipping', name: 'Shipping companies', companies: ['Aravali Infotech Limited'] });
    expect(det('Which IT companies had margins above 20%?')?.companies).toContain('Aravali Infotech Limited');
  });
});

describe.skipIf(!existsSync(join(NIFTY_DATA, 'ground_truth.csv')))('detectScope on real analyst questions', () => {
  it('finds no company in questions that name none (at most a few documented misses)', () => {
    const pdfs = readdirSync(join(NIFTY_DATA, 'pdfs')).filter((f) => f.endsWith('.pdf'));
    const docs = pdfs.map((f) => doc(f, f.replace(/\.pdf$/, ''), null));
    const d = buildDirectory({ docs });
    // ground_truth.csv: ticker,"questions_asked",answers — analysts' questions from the calls.
    const text = readFileSync(join(NIFTY_DATA, 'ground_truth.csv'), 'utf8');
    const questions = [...text.matchAll(/^[a-z&-]+,"((?:[^"]|"")*)"/gm)].map((m) => m[1]!.replace(/""/g, '"').replace(/\s+/g, ' '));
    expect(questions.length).toBeGreaterThan(300);
    const plain = questions.filter((q) => !/\b(?:[A-Z][a-z]+ ){0,2}(?:Bank|Limited|Ltd)\b/.test(q)).slice(0, 300);
    let companyHits = 0;
    let absentHits = 0;
    const seen: string[] = [];
    for (const q of plain) {
      const s = detectScope(q, d, { fiscalYearStartMonth: 4 });
      companyHits += s.companies.length > 0 ? 1 : 0;
      absentHits += s.absent.length > 0 ? 1 : 0;
      if (s.absent.length > 0) seen.push(s.absent.map((a) => a.text).join(','));
    }
    // Measured: see docs/commands/ask-scope.md. Analysts do name companies (their own, peers):
    // company hits are expected; absent hits must stay rare.
    expect(absentHits, seen.join(' | ')).toBeLessThanOrEqual(15);
    expect(companyHits).toBeLessThan(plain.length);
  });
});

describe('detectScope: words that only look like names', () => {
  const us: DocRecord[] = [
    doc('A_q1_2021.txt', 'Agilent Technologies', 'A', 'Q1', 'FY21'),
    doc('FR_q1_2021.txt', 'First Industrial', 'FR', 'Q1', 'FY21'),
    doc('SNA_q1_2021.txt', 'Snap-on Incorporated', 'SNA', 'Q1', 'FY21'),
    doc('MTB_q1_2021.txt', 'M & T Bank Corporation', 'MTB', 'Q1', 'FY21'),
    doc('NUE_q1_2021.txt', 'Nucor Corporation', 'NUE', 'Q1', 'FY21'),
    doc('F_q1_2021.txt', 'Ford Motor Company', 'F', 'Q1', 'FY21'),
    doc('AGO_q1_2021.txt', 'Assured Guaranty Limited', 'AGO', 'Q1', 'FY21'),
  ];
  // The corpus uses "snap" and "ago" as ordinary words: they name Snap-on and Assured Guaranty only capitalised.
  const d = buildDirectory({ docs: us, graphAliases: [{ alias: 'F&I', company: 'First Industrial' }], proseWord: (w) => w === 'snap' || w === 'ago' });
  const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: null });

  it('a ticker inside a word written with "&" is no mention: the "A" of "SG&A"', () => {
    expect(det('Which retailers talked about SG&A?').companies).toEqual([]);
    expect(det('What did M&T say about deposits?').companies.map((c) => c.name)).toEqual(['M & T Bank Corporation']);
  });

  it('the words of "than a year ago", "versus a year ago" name no company: not Agilent (A), not Assured Guaranty (AGO)', () => {
    expect(det('How much wider was Nucor\'s margin than a year ago?').companies.map((c) => c.name)).toEqual(['Nucor Corporation']);
    expect(det('Nucor margin versus a year ago?').companies.map((c) => c.name)).toEqual(['Nucor Corporation']);
    // The tickers written as tickers still name them.
    expect(det('Nucor vs A: margin?').companies.map((c) => c.name)).toEqual(['Nucor Corporation', 'Agilent Technologies']);
    expect(det('Nucor vs AGO: margin?').companies.map((c) => c.name)).toEqual(['Nucor Corporation', 'Assured Guaranty Limited']);
  });

  it('two initials joined by "&" from the graph name no company: "F&I" is not First Industrial', () => {
    expect(d.names.has('f and i')).toBe(false);
    expect(det('Which auto dealers talked about F&I?').companies).toEqual([]);
  });

  it('a phrase ending on a function word is no misspelling of a name: "cold snap in" is not Snap-on', () => {
    expect(det('Which utilities were hit by the cold snap in February?').companies).toEqual([]);
  });

  it('a group written after a preposition is the metric\'s object, not the group asked about', () => {
    expect(det('Which steel companies mentioned demand from carmakers?').group?.sector).toBe('steel');
    expect(det('Which carmakers talked about steel prices?').group?.sector).toBe('autos');
  });
});

describe('describeScope: the terminal line', () => {
  it('names a group of a dozen or fewer member by member, a larger one by its count', () => {
    const many = Array.from({ length: 14 }, (_, i) => `Company ${String.fromCharCode(65 + i)}`);
    const view = (companies: string[]) => ({ ...detect('Which banks reported NIM above 4%?'), group: { sector: 'banks', name: 'Banks', companies } });
    expect(describeScope(view(['Alpha Bank', 'Beta Bank']))).toContain('banks: Alpha Bank, Beta Bank');
    expect(describeScope(view(many))).toContain('banks: 14 companies: Company A, Company B, Company C, … , Company N');
  });
});

describe('detectScope: a short name that is also an English word', () => {
  const nifty: DocRecord[] = [doc('Axis Bank.pdf', 'Axis Bank', null, 'Q1', 'FY24'), doc('Reliance.pdf', 'Reliance Industries Limited', null, 'Q1', 'FY24')];
  // The corpus writes "reliance" as an ordinary word ("reliance on imports"), never "axis".
  const d = buildDirectory({ docs: nifty, proseWord: (w) => w === 'reliance' });
  const det = (q: string) => detectScope(q, d, { fiscalYearStartMonth: null }).companies.map((c) => c.name);

  it('names the company in lower case when the table does not mark it capitalised-only and the corpus does not use it as a word', () => {
    expect(det('what was the net interest margin at axis?')).toEqual(['Axis Bank']);
    expect(det('What was the NIM at Axis?')).toEqual(['Axis Bank']);
  });

  it('a short name the corpus uses as a word names the company only capitalised', () => {
    expect(det('is reliance on imports a risk for the refiners?')).toEqual([]);
    expect(det('What did Reliance say about imports?')).toEqual(['Reliance Industries Limited']);
  });
});

describe('a name inside the words of a group', () => {
  it('"IT services companies" names the group, not the company whose ticker is IT', () => {
    const docs = [doc('IT_q1.txt', 'Gartner', 'IT'), doc('ACN_q1.txt', 'Accenture', 'ACN'), doc('DXC_q1.txt', 'DXC Technology', 'DXC')];
    const d = buildDirectory({ docs, userSectors: { Accenture: 'it services', 'DXC Technology': 'it services' } });
    const scope = detectScope('Which IT services companies saw revenue decline?', d, { fiscalYearStartMonth: 4 });
    expect(scope.companies).toEqual([]);
    expect(scope.group?.companies.sort()).toEqual(['Accenture', 'DXC Technology']);
    // The ticker alone, outside a group's words, still names the company.
    expect(detectScope('What did IT say about research revenue?', d, { fiscalYearStartMonth: 4 }).companies.map((c) => c.name)).toEqual(['Gartner']);
  });

  it('"investment banks" are the investment banks of capital markets, not banks', () => {
    const docs = [doc('EVR_q1.txt', 'Evercore', 'EVR'), doc('KEY_q1.txt', 'KeyCorp', 'KEY')];
    const d = buildDirectory({ docs, userSectors: { Evercore: 'capital markets;investment banks', KeyCorp: 'banks' } });
    const scope = detectScope('Which investment banks saw advisory revenue grow?', d, { fiscalYearStartMonth: 4 });
    expect(scope.group?.sector).toBe('investment banks');
    expect(scope.group?.companies).toEqual(['Evercore']);
  });
});

describe('a quarter named without its year', () => {
  it("by its month, that the company's calls do not hold, is the latest such quarter up to its latest call", () => {
    const s = detect('infosys attrition in the march quarter');
    expect([s.quarter, s.year]).toEqual(['Q4', 'FY23']);
  });

  it('named bare ("Q2"), it is left without its year: asked of a June-quarter call it is as often the quarter ahead (guard)', () => {
    expect([detect('tcs revenue in Q2').quarter, detect('tcs revenue in Q2').year]).toEqual(['Q2', null]);
  });

  it('that they hold is left to be read as the latest such quarter of their calls (guard)', () => {
    expect([detect('aravali revenue in Q2').quarter, detect('aravali revenue in Q2').year]).toEqual(['Q2', null]);
    expect([detect('hdfc bank nim in the june quarter').quarter, detect('hdfc bank nim in the june quarter').year]).toEqual(['Q1', null]);
  });
});
