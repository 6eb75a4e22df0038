import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { shareMargin } from './part-share.js';

describe('shareMargin', () => {
  const lexicon = vocabularyLexicon();
  it('gives an amount the margin metric the vocabulary names its margin', () => {
    expect(shareMargin('ebitda', 'EBITDA', lexicon)).toBe('ebitda_margin');
    expect(shareMargin('operating_profit', 'operating income', lexicon)).toBe('ebit_margin');
    expect(shareMargin('net_profit', 'net income', lexicon)).toBe('net_profit_margin');
  });
  it('else the margin its written name with "margin" names whole', () => {
    expect(shareMargin('adjusted_ebitda', 'adjusted EBITDA', lexicon)).toBe('ebitda_margin');
    expect(shareMargin('gross_profit', 'Gross profit', lexicon)).toBe('gross_margin');
  });
  it('is null for an amount the vocabulary has no margin of', () => {
    expect(shareMargin('operating_expenses', 'SG&A', lexicon)).toBeNull();
    expect(shareMargin('research_and_development', 'R&D expenses', lexicon)).toBeNull();
    expect(shareMargin('capex', 'capital expenditures', lexicon)).toBeNull();
  });
});
