/**
 * The Nifty-50 question set for the retrieval bench: ground_truth.csv (ticker, questions_asked,
 * answers) read with the project's CSV reader (src/util/csv.ts), tickers mapped to companies through
 * company_tickers.json (PDF name → ticker). Rows with an empty question or answer, or whose
 * company has no PDF, are skipped and counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../../core/errors.js';
import { csvObjects } from '../../core/util/csv.js';

export interface GroundTruthQuestion {
  /** 1-based data row number in the CSV (for reports). */
  row: number;
  ticker: string;
  /** The PDF's company name (company_tickers.json key without .pdf). */
  company: string;
  question: string;
  answer: string;
}

export interface GroundTruthSet {
  questions: GroundTruthQuestion[];
  skipped: { empty: number; noPdf: number };
}

/** Load the usable questions of a nifty50-q1fy24 data folder. */
export function loadGroundTruth(dataDir: string): GroundTruthSet {
  const csvPath = join(dataDir, 'ground_truth.csv');
  const mapPath = join(dataDir, 'company_tickers.json');
  for (const p of [csvPath, mapPath]) {
    if (!existsSync(p)) throw new HybridRagError('INPUT', `missing ${p}`, { hint: 'point the bench at the nifty50-q1fy24 data folder' });
  }
  const tickers = JSON.parse(readFileSync(mapPath, 'utf8')) as Record<string, string>;
  const companyOf = new Map<string, string>();
  for (const [pdf, t] of Object.entries(tickers)) {
    const name = pdf.replace(/\.pdf$/i, '');
    if (existsSync(join(dataDir, 'pdfs', `${name}.pdf`))) companyOf.set(t.toLowerCase(), name);
  }
  const rows = csvObjects(readFileSync(csvPath, 'utf8'), csvPath, ['ticker', 'questions_asked', 'answers']);
  const out: GroundTruthSet = { questions: [], skipped: { empty: 0, noPdf: 0 } };
  rows.forEach(({ row: r }, n) => {
    const ticker = (r.ticker ?? '').trim().toLowerCase();
    const question = (r.questions_asked ?? '').replace(/\s+/g, ' ').trim();
    const answer = (r.answers ?? '').replace(/\s+/g, ' ').trim();
    if (!question || !answer) out.skipped.empty++;
    else if (!companyOf.has(ticker)) out.skipped.noPdf++;
    else out.questions.push({ row: n + 1, ticker, company: companyOf.get(ticker)!, question, answer });
  });
  return out;
}
