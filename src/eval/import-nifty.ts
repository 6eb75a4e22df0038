/**
 * The HybridRAG authors' Nifty-50 ground truth (`ticker, questions_asked, answers`) → qa.jsonl rows.
 * Ticker → company through the authors' `company_tickers.json` (PDF name → ticker), so the company
 * is the PDF's name; every row is Q1 FY24. Rows that cannot be used are returned with the reason.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { HybridRagError } from '../core/errors.js';
import { csvObjects } from '../core/util/csv.js';
import { normalisePdfText } from './normalise.js';
import type { QaRow } from './dataset.js';

export interface RejectedRow {
  /** 1-based line of the CSV on which the row starts. */
  line: number;
  ticker: string;
  reason: string;
}

export interface NiftyImport {
  rows: QaRow[];
  rejected: RejectedRow[];
}

export interface NiftyImportInput {
  csvText: string;
  csvName: string;
  /** PDF name (without .pdf) → ticker, as in company_tickers.json. */
  tickers: Record<string, string | null>;
  /** PDF base names (without .pdf) present; when given, rows whose company has no PDF are rejected. */
  pdfNames?: ReadonlySet<string>;
}

/** Pure conversion of the CSV text into qa rows plus rejects. */
export function importNifty(input: NiftyImportInput): NiftyImport {
  const byTicker = new Map<string, string>();
  for (const [company, ticker] of Object.entries(input.tickers)) {
    if (typeof ticker === 'string' && ticker.trim() !== '') byTicker.set(ticker.trim().toLowerCase(), company.replace(/\.pdf$/i, ''));
  }
  const rows: QaRow[] = [];
  const rejected: RejectedRow[] = [];
  const perTicker = new Map<string, number>();
  for (const { line, row } of csvObjects(input.csvText, input.csvName, ['ticker', 'questions_asked', 'answers'])) {
    const ticker = row.ticker!.trim().toLowerCase();
    const question = normalisePdfText(row.questions_asked ?? '');
    const answer = normalisePdfText(row.answers ?? '');
    const reject = (reason: string): void => void rejected.push({ line, ticker, reason });
    if (ticker === '') { reject('empty ticker'); continue; }
    if (question === '') { reject('empty question'); continue; }
    if (answer === '') { reject('empty answer'); continue; }
    const company = byTicker.get(ticker);
    if (!company) { reject(`ticker "${ticker}" is not in the tickers file`); continue; }
    if (input.pdfNames && !input.pdfNames.has(company)) { reject(`no PDF for ${company} ("${company}.pdf")`); continue; }
    const n = (perTicker.get(ticker) ?? 0) + 1;
    perTicker.set(ticker, n);
    rows.push({
      id: `${ticker}-${String(n).padStart(2, '0')}`,
      question,
      ground_truth: answer,
      company,
      ticker,
      quarter: 'Q1',
      year: 'FY24',
      question_type: 'analyst',
    });
  }
  return { rows, rejected };
}

/** Read the tickers JSON (object of PDF name → ticker) with a clear error on a bad file. */
export function readTickers(path: string): Record<string, string | null> {
  if (!existsSync(path)) {
    throw new HybridRagError('INPUT', `tickers file not found: ${path}`, { hint: 'pass company_tickers.json to --tickers' });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new HybridRagError('INPUT', `${path}: not valid JSON (${(err as Error).message})`, { hint: 'fix the file', cause: err });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HybridRagError('INPUT', `${path}: expected an object of "PDF name": "ticker"`, { hint: 'see the authors\' company_tickers.json' });
  }
  for (const [k, v] of Object.entries(parsed)) {
    if (v !== null && typeof v !== 'string') {
      throw new HybridRagError('INPUT', `${path}: field "${k}" must be a ticker string or null`, { hint: 'fix that entry' });
    }
  }
  return parsed as Record<string, string | null>;
}

/** PDF base names in a directory (the "is the company's PDF here" check). */
export function pdfNamesIn(dir: string): Set<string> {
  if (!existsSync(dir)) {
    throw new HybridRagError('INPUT', `PDF directory not found: ${dir}`, { hint: 'pass the transcripts folder to --pdfs' });
  }
  return new Set(readdirSync(dir).filter((f) => /\.pdf$/i.test(f)).map((f) => f.replace(/\.pdf$/i, '')));
}
