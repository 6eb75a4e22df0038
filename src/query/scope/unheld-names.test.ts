import { describe, expect, it } from 'vitest';
import { buildDirectory } from './company-directory.js';
import { commonTerm, heldName, heldSpelling, nearMisses, unheldNames } from './unheld-names.js';

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

  it('takes a name written out for a company stored under its initials', async () => {
    const { detectScope } = await import('./detect.js');
    const d = buildDirectory({ docs: [doc('BD', 'BDX'), doc('Rockwell Automation', 'ROK')] });
    expect(heldSpelling('Becton Dickinson', d)).toBe('BD');
    expect(heldSpelling('Best Buy', d)).toBeNull();
    const s = detectScope("How much did Becton Dickinson's business grow?", d, { fiscalYearStartMonth: null });
    expect([s.companies.map((c) => c.name), s.absent]).toEqual([['BD'], []]);
    expect(s.notes).toEqual(['"Becton Dickinson" read as BD']);
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

describe('a near miss of a held name anywhere in the question', () => {
  const held = buildDirectory({ docs: [doc('Aravali Infotech Limited', 'ARAVALI'), doc('Konkan Coastal Bank Limited', 'KONKANBNK'), doc('Infosys Limited', 'INFY'), doc('Trent Limited', 'TRENT')] });
  const misses = (q: string, use?: (p: string) => ReadonlyMap<string, number>) => nearMisses(q, held, [], use).map((m) => [m.text, m.companies]);

  it('selects the company a misspelt name, any case, is one slip from', () => {
    expect(misses('margins at Aravli Infotech?')).toEqual([['Aravli Infotech', ['Aravali Infotech Limited']]]);
    expect(misses('How is aravli doing on margins')).toEqual([['aravli', ['Aravali Infotech Limited']]]);
    expect(misses('How is infosis doing?')).toEqual([['infosis', ['Infosys Limited']]]);
    expect(misses('What about Konakn Coastal Bank deposits?')).toEqual([['Konakn Coastal Bank', ['Konkan Coastal Bank Limited']]]);
  });

  it('leaves names spelt right, short words, metric and question words, plurals and words the corpus uses', () => {
    expect(misses('How is Aravali doing on margins?')).toEqual([]);
    expect(misses('What was the margin trend?', () => new Map([['Konkan Coastal Bank Limited', 3], ['Infosys Limited', 2]]))).toEqual([]);
    expect(misses('Which trents and what margins?')).toEqual([]);
    // A word the corpus uses mostly in the named company's own calls is still its name misspelt.
    expect(misses('How is infosis doing?', () => new Map([['Infosys Limited', 4], ['Trent Limited', 1]]))).toEqual([['infosis', ['Infosys Limited']]]);
  });

  it('leaves words the corpus uses, each of them, side by side: "saw group" is no "SJW Group"', () => {
    const d = buildDirectory({ docs: [doc('SJW Group', 'SJW'), doc('Pebblebrook Hotel Trust', 'PEB')] });
    const words = new Map([['saw', new Map([['Pebblebrook Hotel Trust', 5], ['SJW Group', 1]])], ['group', new Map([['Pebblebrook Hotel Trust', 9], ['SJW Group', 2]])]]);
    const use = (p: string): ReadonlyMap<string, number> => words.get(p) ?? new Map();
    expect(nearMisses('Which hotel REITs saw group business come back?', d, [], use)).toEqual([]);
    expect(nearMisses('What did SJW Grop say?', d, [], use).map((m) => m.companies)).toEqual([['SJW Group']]);
  });

  it('says a near miss of two companies, and does not guess', async () => {
    const { detectScope } = await import('./detect.js');
    const two = buildDirectory({ docs: [doc('Marvel Cables Limited', 'MRVL'), doc('Marcel Paints Limited', 'MRCL')] });
    const s = detectScope('How did marxel do on volumes?', two, { fiscalYearStartMonth: null });
    expect(s.companies).toEqual([]);
    expect(s.notes).toEqual(['"marxel" is as close to Marcel Paints Limited as to Marvel Cables Limited: name one of them to narrow the search']);
    const one = detectScope('How did marvle do on volumes?', two, { fiscalYearStartMonth: null });
    expect(one.companies.map((c) => c.name)).toEqual(['Marvel Cables Limited']);
    expect(one.notes).toEqual(['"marvle" read as Marvel Cables Limited']);
  });
});

describe('typoDistance', () => {
  it('counts a swap of two neighbouring letters as one slip, and stops past a bound', async () => {
    const { typoDistance } = await import('../../core/text/similarity.js');
    expect(typoDistance('relaince', 'reliance')).toBe(1);
    expect(typoDistance('kitten', 'sitting')).toBe(3);
    expect(typoDistance('kitten', 'sitting', 1)).toBe(2);
    expect(typoDistance('', 'abc')).toBe(3);
    expect(typoDistance('a much longer name here', 'a much longer nmae here')).toBe(1);
  });
});

describe('unheldNames: what a figure is measured against', () => {
  it('reads a name after "than", "versus" or "compared with" as a company, not a period, a month or an abbreviation', () => {
    expect(unheldNames('Did Rollins grow revenue faster than Ecolab?', []).map((u) => u.text)).toEqual(['Ecolab']);
    expect(unheldNames('How did margins compare with Cintas Corporation?', []).map((u) => u.text)).toEqual(['Cintas Corporation']);
    expect(unheldNames('Was the margin higher than Q1 or than EBITDA?', [])).toEqual([]);
    expect(unheldNames('Was the NIM better than March or than Last Year?', [])).toEqual([]);
  });
});
