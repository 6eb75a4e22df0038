import { describe, expect, it } from 'vitest';
import { loadMetrics } from '../vocabulary/metrics.js';
import { glossaryMatches, glossaryTerms } from './glossary-terms.js';

const GLOSSARY = loadMetrics().descriptions;

const first = (q: string): string => glossaryTerms(q)[0]?.terms ?? '';

describe('a metric described in the glossary\'s words', () => {
  it('finds the metric a plain description stands for', () => {
    expect(first('Which drugmaker hands a bigger slice of its profit to the taxman?')).toMatch(/effective tax rate/);
    expect(first('Which bank holds more high-quality liquid assets against deposit outflows?')).toMatch(/\blcr\b/);
    expect(first('How much of their lending goes to borrowers without collateral?')).toMatch(/unsecured/);
    expect(first('Is it making its products cheaper for shoppers?')).toMatch(/price cut/);
    expect(first('What portion of policyholders keep paying after a year?')).toMatch(/persistency/);
  });

  it('gives the question\'s own describing words, not the names between them', () => {
    const [m] = glossaryTerms("How much money do Divi's and Tata Consumer have sitting in the bank?");
    expect(m?.terms).toMatch(/^cash/);
    expect(m?.plain).not.toMatch(/Divi|Tata/);
  });

  it('reads two words of a longer description within one clause, not across a clause\'s edge', () => {
    const ids = (q: string) => glossaryMatches(q).map((m) => m.metric);
    // "growth excluding bought companies" (organic growth): two of its words, one each side of "and if" or a comma, are two remarks.
    expect(ids("The loan book has grown 13% after including everything and if you exclude IBPC then it's grown 16%.")).not.toContain('organic_growth');
    expect(ids("Excluding PPP runoff, did the bank's legacy loans grow?")).not.toContain('organic_growth');
    // Said within one clause, they are read; so is a description the question holds whole, whatever its clauses.
    expect(ids('What was its growth without acquisitions?')).toContain('organic_growth');
    expect(ids('How much did sales grow excluding deals?')).toContain('organic_growth');
    // A comma inside a number is no clause's edge.
    expect(ids('Which IT companies employ more than 300,000 people?')).toContain('headcount');
  });

  it('stays silent on questions that describe no metric', () => {
    expect(glossaryTerms('What did the CEO say about the weather?')).toEqual([]);
    expect(glossaryTerms('Hello')).toEqual([]);
  });

  it('is a glossary of distinct descriptions, each of a few words', () => {
    const all = GLOSSARY.flatMap((e) => e.plain);
    expect(new Set(all).size).toBe(all.length);
    for (const e of GLOSSARY) {
      expect(e.terms).toBe(e.terms.toLowerCase());
      expect(e.plain.length).toBeGreaterThanOrEqual(12);
    }
  });
});
