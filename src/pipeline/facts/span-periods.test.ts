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

describe('a month\'s figure and a span over several years (period-kind-labels-5)', () => {
  const brief = (text: string, quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4' = 'Q3') => readFacts({ ...doc(text), quarter }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);
  it('stores a figure said of a month named alone, or "for the month of", with no period', () => {
    expect(brief('Written same-store sales were down 26% in May, but up 29% in June.').map((x) => x.split('|')[2])).toEqual(['', '']);
    expect(brief('For the month of June, total deposit costs were 15 basis points.', 'Q2')).toEqual(['cost_of_deposits|15|' + '|actual']);
    expect(brief("That said, in January, we're hearing frac crew utilizations up about 4%.", 'Q4')).toEqual(['utilisation|4||change']);
    expect(brief('In October we added 120,000 subscribers.')).toEqual(['subscribers|120000||change']);
  });
  it('keeps the quarter of a month that ends it, names it, or dates an event of it', () => {
    expect(brief('Credit to deposit ratio as of September end stood at 84%.')).toEqual(['loan_to_deposit_ratio|84|Q3 FY21|actual']);
    expect(brief('Also in August, we paid a quarterly cash dividend of $0.97 per share.')).toEqual(['dividend|0.97|Q3 FY21|actual']);
    expect(brief('We delivered adjusted diluted EPS in the third quarter of $0.46, within the range of our guidance that we communicated in August.')).toEqual(['earnings_per_share|0.46|Q3 FY21|actual']);
    expect(brief('We also affirm our capital expenditures forecast for this year, which we increased a bit in February to the range of $320 million to $330 million.')).toEqual(['capex|320000000|FY21|guidance']);
  });
  it('stores a move or a flow over several years (a CAGR, "over the last five years", "FY19-FY21") with no period', () => {
    expect(brief('Revenues in our TTF markets have grown 38% on average over the last five years, including 84% growth in the third quarter.')[0]).toBe('revenue|38||change');
    expect(brief('On a two-year CAGR basis, net sales grew at a 9% rate.')).toEqual(['revenue|9||change']);
    expect(brief('We expect capital expenditures to be approximately $3.5 billion over the five years ending in 2025.')).toEqual(['capex|3500000000||guidance']);
    expect(brief('Revenue grew 12% over FY19-FY21.')).toEqual(['revenue|12||change']);
  });
  it('keeps the period of a level reached over the span, a record over it, a base two years ago and a CAGR that names another figure', () => {
    expect(brief('Over the last 3 years, our gross margin has improved from 39% to 42%.')).toEqual(['gross_margin|42|Q3 FY21|actual']);
    expect(brief('Net interest margin was 3.1%, the highest in the last five years.')).toEqual(['net_interest_margin|3.1|Q3 FY21|actual']);
    expect(brief('Net income grew 7.9% over two years ago.').map((x) => x.split('|')[2])).toEqual(['Q3 FY21']);
    expect(brief('Compared with the fiscal 2019 third quarter, sales were 29% higher for a compounded annual growth rate of about 14%.').map((x) => x.split('|')[2])[0]).toBe('Q3 FY21');
  });
});
