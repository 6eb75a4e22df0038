/**
 * The Nifty-50 question set for the retrieval bench: ground_truth.csv (ticker, questions_asked,
 * answers) parsed with a small RFC 4180 CSV reader, tickers mapped to companies through
 * company_tickers.json (PDF name → ticker). Rows with an empty question or answer, or whose
 * company has no PDF, are skipped and counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../errors.js';

/** Parse CSV text (quoted fields, "" escapes, newlines inside quotes, CRLF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Error('unterminated quoted field at end of input');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

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
    if (!existsSync(p)) throw new HybridRagError('NOT_FOUND', `missing ${p}`, { hint: 'point the bench at the nifty50-q1fy24 data folder' });
  }
  const tickers = JSON.parse(readFileSync(mapPath, 'utf8')) as Record<string, string>;
  const companyOf = new Map<string, string>();
  for (const [pdf, t] of Object.entries(tickers)) {
    const name = pdf.replace(/\.pdf$/i, '');
    if (existsSync(join(dataDir, 'pdfs', `${name}.pdf`))) companyOf.set(t.toLowerCase(), name);
  }
  const [header, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'));
  const col = (name: string) => {
    const i = header?.indexOf(name) ?? -1;
    if (i < 0) throw new HybridRagError('INPUT', `${csvPath}: no "${name}" column in the header`, { hint: 'expected columns ticker, questions_asked, answers' });
    return i;
  };
  const [ti, qi, ai] = [col('ticker'), col('questions_asked'), col('answers')];
  const out: GroundTruthSet = { questions: [], skipped: { empty: 0, noPdf: 0 } };
  rows.forEach((r, n) => {
    const ticker = (r[ti] ?? '').trim().toLowerCase();
    const question = (r[qi] ?? '').replace(/\s+/g, ' ').trim();
    const answer = (r[ai] ?? '').replace(/\s+/g, ' ').trim();
    if (!question || !answer) out.skipped.empty++;
    else if (!companyOf.has(ticker)) out.skipped.noPdf++;
    else out.questions.push({ row: n + 1, ticker, company: companyOf.get(ticker)!, question, answer });
  });
  return out;
}
