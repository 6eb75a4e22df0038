import { describe, expect, it } from 'vitest';
import { buildDirectory } from './company-directory.js';
import { commonTerm, heldName, heldSpelling, unheldNames } from './unheld-names.js';

const doc = (company: string, ticker: string | null = null) => ({ id: company, fileName: `${company}.txt`, company, ticker, quarter: 'Q1', year: 'FY21' });
const dir = buildDirectory({
  docs: [doc('Capital One Financial', 'COF'), doc('Infosys Limited'), doc('Franklin Resources', 'BEN'), doc('Illinois Tool Works', 'ITW')],
  speakers: ['Richard Fairbank', 'Salil Parekh'],
});

describe('companies named where companies stand', () => {
  it('finds the subject of a reporting verb, a name with its ticker, a possessive of two words', () => {
    const names = (q: string) => unheldNames(q, [], dir.people).map((n) => n.text);
    expect(names('What did Best Buy say about inventory levels?')).toEqual(['Best Buy']);
    expect(names('How much capacity is American Airlines flying compared with 2019?')).toEqual(['American Airlines']);
    expect(names('What catastrophe losses did Allstate (ALL) report?')).toEqual(['Allstate']);
    expect(names("How did Crown Castle's leasing grow?")).toEqual(['Crown Castle']);
    expect(names('What did the CEO say about margins?')).toEqual([]);
    expect(names('What did Richard Fairbank say about credit?')).toEqual([]);
    expect(names('What did CEO say about margins?')).toEqual([]);
  });

  it('takes a spelling of a held company for it, and nothing else', () => {
    expect(heldSpelling('Capital One', dir)).toBe('Capital One Financial');
    expect(heldSpelling('Infosis', dir)).toBe('Infosys Limited');
    expect(heldSpelling('ITW', dir)).toBe('Illinois Tool Works');
    expect(heldSpelling('Best Buy', dir)).toBeNull();
  });

  it('takes a name a held company\'s own calls use for it when it shares a word with its name', () => {
    const use = (phrase: string) => new Map(phrase === 'franklin templeton' ? [['Franklin Resources', 12]] : phrase === 'american airlines' ? [['Capital One Financial', 4]] : []);
    expect(heldName('Franklin Templeton', dir, use)).toBe('Franklin Resources');
    expect(heldName('American Airlines', dir, use)).toBeNull();
    expect(commonTerm('COVID', () => new Map([['a', 1], ['b', 1], ['c', 1], ['d', 1], ['e', 2]]))).toBe(true);
    expect(commonTerm('U.S. Steel', () => new Map([['a', 2], ['b', 2], ['c', 2], ['d', 2], ['United States Steel', 9]]))).toBe(false);
    expect(commonTerm('Best Buy', () => new Map([['a', 2]]))).toBe(false);
  });
});

describe('names listed beside a named company', () => {
  it('reads the name on either side of "and", "or", "vs" and commas', () => {
    const q = 'How did organic sales growth compare at IDEX and Illinois Tool Works in Q3 2021?';
    const idex = { start: q.indexOf('IDEX'), end: q.indexOf('IDEX') + 4 };
    expect(unheldNames(q, [idex], new Set(), [idex]).map((n) => n.text)).toEqual(['Illinois Tool Works']);
    const r = 'Compare Raymond James vs Evercore on revenue';
    const ev = { start: r.indexOf('Evercore'), end: r.indexOf('Evercore') + 8 };
    expect(unheldNames(r, [ev], new Set(), [ev]).map((n) => n.text)).toEqual(['Raymond James']);
  });
});

describe('bounded work', () => {
  it('reads a question of thousands of capitalised words in well under a second', () => {
    const t0 = performance.now();
    unheldNames('A B C D E F G '.repeat(5000), []);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('a longer name outranks a first word', () => {
  it('reads "American Airlines" as a company not held, not as American Water by its first word', async () => {
    const { detectScope } = await import('./detect.js');
    const d = buildDirectory({ docs: [doc('American Water Works', 'AWK'), doc('American Eagle Outfitters', 'AEO'), doc('ICICI Bank Limited', 'ICICIBANK')] });
    const s = detectScope('What did American Airlines say about capacity?', d, { fiscalYearStartMonth: null });
    expect(s.companies).toEqual([]);
    expect(s.absent.map((a) => a.text)).toEqual(['American Airlines']);
    expect(detectScope("How much did ICICI's bottom line grow?", d, { fiscalYearStartMonth: null }).companies.map((c) => c.name)).toEqual(['ICICI Bank Limited']);
  });
});
