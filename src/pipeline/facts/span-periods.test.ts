import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// Periods read from a sentence's own span words (core/text/fact-period.ts), through the reader with the shipped vocabulary.
const doc = (text: string) => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q3' as const, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });

describe('a figure over a span of the sentence\'s own words', () => {
  const brief = (text: string) => readFacts(doc(text)).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);
  it('stores a figure over several quarters with no period, and over the first three quarters or the year to date as the nine months', () => {
    expect(brief('In the first three quarters of fiscal 2021, we generated nearly $375 million of cash from operations.')).toEqual(['operating_cash_flow|375000000|9M FY21|actual']);
    expect(brief('Total slippages from the restructured book in the last 5 quarters were at $2.3 billion.').map((x) => x.split('|')[2])).toEqual(['']);
    expect(brief('For the year-to-date, consolidated earnings were $1.18 per diluted share for 2021.')).toEqual(['earnings_per_share|1.18|9M FY21|actual']);
  });
  it('keeps the period a figure states of its own, past a span named for another', () => {
    expect(brief('Deposits showed robust growth of 6% reversing the attrition seen in the last 3 quarters.')).toEqual(['deposits|6|Q3 FY21|change']);
    expect(brief('This chart reflects our variable investment income over the last five quarters, including approximately $1.4 billion in the second quarter of 2021.')).toEqual(['investment_income|1400000000|Q2 FY21|actual']);
    expect(brief('Revenue for 2021 was $5 billion.')).toEqual(['revenue|5000000000|FY21|actual']);
  });
  it('dates a range by the period of its own noun ("full-year range of"), not by the quarter qualifying the metric', () => {
    expect(brief("We expect that the 3Q '21 tax rate will be in the middle of our full-year range of 17% to 19%.")).toEqual(['effective_tax_rate|17|FY21|guidance']);
    expect(brief("We expect the 4Q '21 tax rate to be 18%.")).toEqual(['effective_tax_rate|18|Q4 FY21|guidance']);
  });
});

describe('a period named in the words of an Indian call or opening the sentence', () => {
  const india = (text: string) => ({ docId: 'd2', company: 'Acme Limited', aliases: ['Acme'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors: [], pages: [text] });
  const brief = (text: string, d: typeof doc | typeof india = india) => readFacts(d(text)).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);
  it('reads "financial year 24" and "financial year 22-23" as the fiscal year they end', () => {
    expect(brief('Looking ahead, real GDP growth is expected at 6.5% in financial year 24.')).toEqual(['gdp_growth|6.5|FY24|guidance']);
    expect(brief('Revenue in financial year 22-23 was Rs 500 crore.')).toEqual(['revenue|5000000000|FY23|actual']);
  });
  it('reads "quarter one of FY\'24" as that quarter, not the year', () => {
    expect(brief("Our existing businesses generated free cash flows of ₹256 crore for the quarter one of FY'24.")).toEqual(['free_cash_flow|2560000000|Q1 FY24|actual']);
  });
  it('dates a change by the half the sentence opens with', () => {
    expect(brief('In the first half, we generated nearly $320 million of cash from operations, which is down about $25 million versus last year.', doc)).toEqual([
      'operating_cash_flow|320000000|H1 FY21|actual',
      'operating_cash_flow|-25000000|H1 FY21|change',
    ]);
  });
});
