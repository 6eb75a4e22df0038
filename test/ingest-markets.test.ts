/**
 * Calls of markets the code has no table for — a UK plc reporting a half-year, a Japanese company
 * with a March year end, a US retailer whose year ends in January, a US bank on the calendar year
 * with calls named by ticker — ingested in process into a real SQLite workdir: each company and
 * period is read from what the call says, and one company's calls share one name.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/core/store/db.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import { runIngest } from '../src/pipeline/ingest/pipeline.js';
import { companyDirectory } from '../src/query/scope/company-directory.js';
import { detectScope } from '../src/query/scope/detect.js';

const CALLS: Record<string, string> = {
  'thames-half-year.txt': `Operator: Good morning and welcome to the Thames Valley Water plc half year 2024 results presentation.
Eleanor Hart: Thank you. I am Eleanor Hart, Chief Financial Officer of Thames Valley Water plc. For the six months ended 30 June 2024, revenue rose 6% to £812 million and underlying operating profit was £214 million.
Eleanor Hart: Our regulated asset base grew 4% in the half, and we reaffirm our full year guidance.`,
  'kumo-q1.txt': `Operator: Welcome to the Kumo Robotics Corporation earnings call for the first quarter of the fiscal year ending March 31, 2025.
Taro Sato: Thank you. Revenue for the three months ended June 30, 2024 was 182 billion yen, up 9%, and operating income was 21 billion yen.
Taro Sato: Orders from automotive customers on the Tokyo Stock Exchange Prime Market recovered.`,
  'GRV_q3_2022.txt': `Operator: Good morning, and welcome to the Grove Street Outfitters Third Quarter Fiscal 2022 Earnings Conference Call.
Dana Kim: Thanks. For the quarter ended October 30, 2021, comparable sales rose 7% and gross margin was 41.2%.
Dana Kim: We ended the quarter with inventory up 12%, and we expect holiday sales to grow in the low single digits.`,
  'PKB_q2_2021.txt': `Operator: Good day and welcome to Parkside Bancorp's second quarter 2021 earnings call.
Sam Ortiz: Thank you. Net interest margin was 3.12%, and deposits grew 4% in the quarter.`,
  'PKB_q3_2021.txt': `Operator: Welcome to the Parkside Bancorp, Inc. Third Quarter 2021 Earnings Conference Call.
Sam Ortiz: Thank you. Net interest margin was 3.05%. Parkside Bancorp, Inc. grew loans 2% in the quarter.`,
};

describe('calls of any market', () => {
  let dir: string;
  let db: ReturnType<typeof openDb>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hr-markets-'));
    const input = join(dir, 'calls');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(input);
    for (const [name, text] of Object.entries(CALLS)) writeFileSync(join(input, name), text);
    const wd = join(dir, 'wd');
    db = openDb(wd);
    const store = new SqliteStore(db, wd);
    const summary = await runIngest(
      { paths: [input], cwd: dir, chunk: { strategy: 'speaker', size: 2024, overlap: 204 }, fiscalYearStartMonth: null, workers: 0, parseTimeoutMs: 60_000, force: false, flags: {} },
      { store },
    );
    expect(summary.failed).toEqual([]);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const doc = (file: string) =>
    db.prepare('SELECT company, ticker, quarter, year, quarter_end AS quarterEnd, fy_end_month AS fyEndMonth, meta_source AS src FROM documents WHERE file_name = ?').get(file) as Record<string, unknown>;

  it('reads a UK half-year, with its end date and December year end', () => {
    expect(doc('thames-half-year.txt')).toMatchObject({ company: 'Thames Valley Water plc', quarter: 'H1', year: 'FY24', quarterEnd: '2024-06-30', fyEndMonth: 12 });
  });

  it('reads a Japanese March year end from the call itself', () => {
    expect(doc('kumo-q1.txt')).toMatchObject({ company: 'Kumo Robotics Corporation', quarter: 'Q1', year: 'FY25', quarterEnd: '2024-06-30', fyEndMonth: 3 });
  });

  it('reads a US retailer whose fiscal year ends in January, and the ticker its file name is coded with', () => {
    expect(doc('GRV_q3_2022.txt')).toMatchObject({ company: 'Grove Street Outfitters', ticker: 'GRV', quarter: 'Q3', year: 'FY22', quarterEnd: '2021-10-30', fyEndMonth: 1 });
    expect(JSON.parse(doc('GRV_q3_2022.txt').src as string)).toMatchObject({ company: 'text', ticker: 'filename' });
  });

  it('gives one company one name across its calls, and answers its calendar quarters in its own fiscal terms', () => {
    expect(doc('PKB_q2_2021.txt').company).toBe(doc('PKB_q3_2021.txt').company);
    expect(doc('PKB_q2_2021.txt')).toMatchObject({ quarter: 'Q2', year: 'FY21' });
    const directory = companyDirectory(db, { scope: { aliases: {}, sectors: {} } });
    const retailer = detectScope('What did Grove Street say about inventory in the October 2021 quarter?', directory, { fiscalYearStartMonth: null });
    expect(retailer.companies.map((c) => c.name)).toEqual(['Grove Street Outfitters']);
    expect([retailer.quarter, retailer.year]).toEqual(['Q3', 'FY22']);
    const bank = detectScope("How did Parkside's net interest margin move in the September quarter?", directory, { fiscalYearStartMonth: null });
    expect(bank.companies.map((c) => c.name)).toEqual([doc('PKB_q3_2021.txt').company]);
    expect(bank.quarter).toBe('Q3');
  });

  it('refuses a company the corpus does not hold, and takes a misspelt held one for what it is', () => {
    const directory = companyDirectory(db, { scope: { aliases: {}, sectors: {} } });
    expect(detectScope('What did Northwind Traders say about margins?', directory, { fiscalYearStartMonth: null }).absent.map((a) => a.text)).toEqual(['Northwind Traders']);
    const near = detectScope('What did Grov Street Outfitters say about comparable sales?', directory, { fiscalYearStartMonth: null });
    expect(near.companies.map((c) => c.name)).toEqual(['Grove Street Outfitters']);
    expect(near.absent).toEqual([]);
    expect(near.notes?.join(' ')).toMatch(/read as Grove Street Outfitters/);
  });
});
