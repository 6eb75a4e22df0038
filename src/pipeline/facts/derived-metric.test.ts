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
