import { describe, expect, it } from 'vitest';
import { filtersFor, parseQaJsonl } from './dataset.js';
import { normalisePdfText } from './normalise.js';
import { importNifty } from './import-nifty.js';

describe('qa.jsonl', () => {
  it('reads valid rows and skips blank lines', () => {
    const rows = parseQaJsonl('{"id":1,"question":"Q?","ground_truth":"A.","company":"Acme","quarter":"Q1","year":"FY24"}\n\n', 'qa.jsonl');
    expect(rows).toEqual([{ id: '1', question: 'Q?', ground_truth: 'A.', company: 'Acme', quarter: 'Q1', year: 'FY24' }]);
    expect(filtersFor(rows[0]!)).toEqual({ company: 'Acme', quarter: 'Q1', year: 'FY24' });
  });

  it('names the line and the field of a malformed row', () => {
    const text = '{"id":"a","question":"Q?","ground_truth":"A."}\n{"id":"b","question":"Q2?","ground_truth":""}\n';
    expect(() => parseQaJsonl(text, 'qa.jsonl')).toThrowError(/qa\.jsonl:2: field "ground_truth"/);
    expect(() => parseQaJsonl('{"id":"a","question":"Q?","ground_truth":"A.","year":"2024"}', 'x')).toThrowError(/x:1: field "year" must look like FY24/);
    expect(() => parseQaJsonl('{"id":"a",', 'x')).toThrowError(/x:1: not valid JSON/);
    expect(() => parseQaJsonl('{"id":"a","question":"q","ground_truth":"g"}\n{"id":"a","question":"q","ground_truth":"g"}', 'x')).toThrowError(/x:2: field "id" duplicates line 1/);
  });
});

describe('normalisePdfText', () => {
  it('joins hyphenation and mid-sentence breaks, keeps paragraphs', () => {
    expect(normalisePdfText('the manufac-\nturing margin\nwas 12%.\n\nNext  para')).toBe('the manufacturing margin was 12%.\nNext para');
    expect(normalisePdfText('growth Q-o-\nQ was')).toBe('growth Q-o-Q was');
  });
});

describe('importNifty', () => {
  const csvText = [
    'ticker,questions_asked,answers',
    'acme,"What is the\nmargin?","Margin was 12%\nthis quarter."',
    'acme,"Second?",""',
    'ghost,"Q?","A."',
    'bolt,"Q?","A."',
    'ACME,"Third?","Yes."',
  ].join('\n');
  const tickers = { 'Acme Ltd': 'acme', 'Bolt Motors': 'bolt', 'No Ticker Co': null };

  // The first data row spans lines 2-4 (two quoted line breaks), so the next rows start at 5.
  it('maps tickers to PDF names, normalises text and reports rejects with reasons', () => {
    const r = importNifty({ csvText, csvName: 'gt.csv', tickers, pdfNames: new Set(['Acme Ltd']) });
    expect(r.rows).toEqual([
      { id: 'acme-01', question: 'What is the margin?', ground_truth: 'Margin was 12% this quarter.', company: 'Acme Ltd', ticker: 'acme', quarter: 'Q1', year: 'FY24', question_type: 'analyst' },
      { id: 'acme-02', question: 'Third?', ground_truth: 'Yes.', company: 'Acme Ltd', ticker: 'acme', quarter: 'Q1', year: 'FY24', question_type: 'analyst' },
    ]);
    expect(r.rejected).toEqual([
      { line: 5, ticker: 'acme', reason: 'empty answer' },
      { line: 6, ticker: 'ghost', reason: 'ticker "ghost" is not in the tickers file' },
      { line: 7, ticker: 'bolt', reason: 'no PDF for Bolt Motors ("Bolt Motors.pdf")' },
    ]);
  });
});
