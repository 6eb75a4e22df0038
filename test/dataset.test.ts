/** `hybridrag dataset ...` end to end: the built binary on generated fixtures and, when present, the real data. */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBinary, runCli, tempDir } from './helpers/cli.js';
import { NIFTY_DATA } from './helpers/shared-data.js';

const tmp = tempDir('hybridrag-dataset-');
afterAll(() => tmp.cleanup());

describe('dataset import-nifty', () => {
  it('converts a CSV with quoted line breaks, reports skipped rows and checks PDFs', async () => {
    const dir = join(tmp.dir, 'nifty');
    mkdirSync(join(dir, 'pdfs'), { recursive: true });
    writeFileSync(join(dir, 'pdfs', 'Acme Ltd.pdf'), '%PDF-1.4\n');
    writeFileSync(join(dir, 'gt.csv'), 'ticker,questions_asked,answers\nacme,"How did margins\nmove?","Margins rose by 120 basis\npoints, ""driven"" by mix."\nbolt,"Q?","A."\nacme,"",""\n');
    writeFileSync(join(dir, 'tickers.json'), JSON.stringify({ 'Acme Ltd': 'acme', 'Bolt Motors': 'bolt' }));
    const r = await runBinary(['dataset', 'import-nifty', '--csv', 'gt.csv', '--tickers', 'tickers.json', '--out', 'qa.jsonl'], { cwd: dir });
    expect(r.stderr).toContain('gt.csv:5 (bolt): no PDF for Bolt Motors');
    expect(r.stderr).toContain('gt.csv:6 (acme): empty question');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrote 1 of 3 rows');
    const rows = readFileSync(join(dir, 'qa.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(rows).toEqual([
      { id: 'acme-01', question: 'How did margins move?', ground_truth: 'Margins rose by 120 basis points, "driven" by mix.', company: 'Acme Ltd', ticker: 'acme', quarter: 'Q1', year: 'FY24', question_type: 'analyst' },
    ]);
  });

  it('names the missing file', async () => {
    const r = await runCli(['dataset', 'import-nifty', '--csv', 'nope.csv', '--tickers', 'nope.json', '--out', 'qa.jsonl'], { cwd: tmp.dir });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/not found: .*nope/);
  });

  const DATA = NIFTY_DATA;
  it.skipIf(!existsSync(join(DATA, 'ground_truth.csv')))('real Nifty-50 CSV: 399 usable of 449', async () => {
    const r = await runCli(
      ['dataset', 'import-nifty', '--csv', join(DATA, 'ground_truth.csv'), '--tickers', join(DATA, 'company_tickers.json'), '--pdfs', join(DATA, 'pdfs'), '--out', 'nifty.jsonl', '--json'],
      { cwd: tmp.dir },
    );
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ rows: 449, usable: 399, skipped: 50, companies: 40 });
  });
});

describe('dataset import-quality', () => {
  it('writes documents and multiple-choice rows', async () => {
    const src = join(tmp.dir, 'q.jsonl');
    const article = 'THE TEST ARTICLE\n\nThe ship left port at dawn carrying grain.';
    writeFileSync(src, JSON.stringify({ input: article, instructions: ['What did the ship carry?\n\n (A) Grain\n (B) Coal\n (C) Gold\n (D) People'], outputs: ['(A) Grain'] }) + '\n');
    const r = await runCli(['dataset', 'import-quality', 'q.jsonl', '--out', 'qout'], { cwd: tmp.dir });
    expect(r.code).toBe(0);
    expect(readdirSync(join(tmp.dir, 'qout', 'docs'))).toEqual(['quality-01-the-test-article.txt']);
    const mc = JSON.parse(readFileSync(join(tmp.dir, 'qout', 'mc.jsonl'), 'utf8'));
    expect(mc).toEqual({ id: 'quality-01-the-test-article-q01', question: 'What did the ship carry?', options: ['Grain', 'Coal', 'Gold', 'People'], answer: 'A', document: 'quality-01-the-test-article.txt' });
  });

  it('names the line and field of a malformed line', async () => {
    writeFileSync(join(tmp.dir, 'bad.jsonl'), '{"input":"x","instructions":"not a list","outputs":[]}\n');
    const r = await runCli(['dataset', 'import-quality', 'bad.jsonl', '--out', 'b'], { cwd: tmp.dir });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/bad\.jsonl:1: field "instructions"/);
  });
});
