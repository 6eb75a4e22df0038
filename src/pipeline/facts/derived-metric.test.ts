import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

const doc = (text: string, sectors: string[] = []) => ({ docId: 'd1', company: 'Kaveri Industries Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors, pages: [text] });
const brief = (text: string, sectors: string[] = []) =>
  readFacts(doc(text, sectors)).map((f) => `${f.metric}|${f.metricText}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);

describe('a share whose whole is left unsaid after a ratio that names it', () => {
  it('reads "… 130% of our net income and free cash flow at 126%" as two ratios of net income', () => {
    expect(brief('Our operating cash flow for the quarter was 130% of our net income and free cash flow at 126%.')).toEqual([
      'cash_conversion|operating cash flow to net income|130%|Q1 FY24|actual',
      'cash_conversion|free cash flow to net income|126%|Q1 FY24|actual',
    ]);
  });
  it('does not read a move of the second amount as a share of the first whole', () => {
    expect(brief('Operating cash flow was 130% of net income and free cash flow grew 26%.')).toEqual([
      'cash_conversion|Operating cash flow to net income|130%|Q1 FY24|actual',
      'free_cash_flow|free cash flow|26%|Q1 FY24|change',
    ]);
  });
});

describe('a share of revenue said in a relative clause after an amount', () => {
  it('reads "net income is at US$ 430 million, which is 13.4% of the revenue" as net income as a share of revenue, its margin (rules 2430)', () => {
    expect(brief('And the net income is at US$ 430 million, which is 13.4% of the revenue.')).toEqual([
      'net_profit|net income|US$ 430 million|Q1 FY24|actual',
      'net_profit_margin|net income|13.4%|Q1 FY24|actual',
    ]);
  });
  it('keeps a relative clause\'s share of another amount the ratio the vocabulary names, and reads no share of a whole that is no revenue', () => {
    expect(brief('Operating cash flow was $113 million, which is 102.5% of net income.')).toEqual([
      'operating_cash_flow|Operating cash flow|$113 million|Q1 FY24|actual',
      'cash_conversion|Operating cash flow to net income|102.5%|Q1 FY24|actual',
    ]);
    expect(brief('Net income was $430 million, which is 13.4% of our total assets.')).toEqual(['net_profit|Net income|$430 million|Q1 FY24|actual']);
  });
});
