import { describe, expect, it } from 'vitest';
import { alternativeSpellings, isPeriodTerm, terms, topicalTerms } from './question-terms.js';

describe('isPeriodTerm', () => {
  it('reads quarter and fiscal-year terms of any year', () => {
    for (const t of ['q1', 'q4', 'fy', 'fy21', 'fy24', 'fy2021', 'quarter', 'year']) expect(isPeriodTerm(t)).toBe(true);
  });
  it('keeps topic words, hydrogen\'s "h2" and bare numbers', () => {
    for (const t of ['h2', 'q5', 'fy202', 'margin', '2021', 'fyi']) expect(isPeriodTerm(t)).toBe(false);
  });
  it('leaves a question about fiscal 2021 with its topic alone', () => {
    const q = [...new Set(terms('What were net inflows in FY2021 and Q3?'))];
    expect(topicalTerms(q, [])).not.toContain('fy2021');
    expect(topicalTerms(q, [])).not.toContain('q3');
    expect(topicalTerms(q, []).length).toBeGreaterThan(0);
  });
});

describe("a plain phrase's spelling in the call's term", () => {
  it('spells a name of the metric by another name of one word, not by a word of a longer one', () => {
    expect(alternativeSpellings('What is the headcount?').get('headcount')).toEqual(['workforc']);
    expect(alternativeSpellings('Which homebuilders talked about mortgage rates?').has('mortgag')).toBe(false);
    expect(alternativeSpellings('Is the company losing people?').get('peopl')).toEqual(['attrition']);
  });

  it("with whole names, spells a plain word by the call term's first whole name, not by its first word", () => {
    // "efficiency ratio" is the cost to income ratio: "cost" alone (of deposits, of funds) is not it.
    expect(alternativeSpellings('Which banks disclosed their efficiency ratio?', { wholeNames: true }).get('efficiency')).toEqual(terms('cost to income ratio'));
    expect(alternativeSpellings('Which banks disclosed their efficiency ratio?').get('efficiency')).toEqual(terms('cost'));
    // "ratio" of the loan-to-deposit ratio is the whole "credit deposit ratio", not "credit".
    expect(alternativeSpellings('Which banks mentioned their loan-to-deposit ratio?', { wholeNames: true }).get(terms('ratio')[0]!)).toEqual(terms('credit deposit ratio'));
    expect(alternativeSpellings('Which banks mentioned their loan-to-deposit ratio?').get(terms('ratio')[0]!)).toEqual(terms('credit'));
    // A one-word term stays as it was.
    expect(alternativeSpellings('Is the company losing people?', { wholeNames: true }).get('peopl')).toEqual(['attrition']);
  });
});

describe('terms in one spelling', () => {
  it('meets a British and an American spelling of one word', () => {
    expect(terms('order prospects for defence')).toEqual(terms('order prospects for defense'));
    expect(terms('aluminium revenue')).toEqual(terms('aluminum revenue'));
  });
});
