import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { planQuestion } from './plan.js';
import { parseRank } from './rank.js';

describe('parseRank: a superlative over a group', () => {
  it('reads the largest or smallest asked, and how many', () => {
    expect(parseRank('Which bank had the highest NIM in Q1 FY24?', 'net_interest_margin')).toEqual({ order: 'max', n: 1, text: 'highest' });
    expect(parseRank('Lowest attrition among IT companies?', 'attrition')).toMatchObject({ order: 'min', n: 1 });
    expect(parseRank('Which bank earned the thinnest net interest margin?', 'net_interest_margin')).toMatchObject({ order: 'min', n: 1 });
    expect(parseRank('Top two IT companies by revenue growth', 'revenue_growth')).toEqual({ order: 'max', n: 2, text: 'top 2' });
    expect(parseRank('Name the three banks with the lowest credit cost', 'credit_cost')).toMatchObject({ order: 'min', n: 3 });
  });

  it('reads "best" and "worst" by which way the metric is better', () => {
    expect(parseRank('Which bank had the best NIM?', 'net_interest_margin')).toMatchObject({ order: 'max' });
    expect(parseRank('Which bank had the best net NPA ratio?', 'net_npa')).toMatchObject({ order: 'min' });
    expect(parseRank('Which bank had the worst net NPA ratio?', 'net_npa')).toMatchObject({ order: 'max' });
  });

  it('reads no superlative in an ordering of every member, a record, or a plain question', () => {
    expect(parseRank('List the IT services companies by operating margin, highest first', 'ebit_margin')).toBeNull();
    expect(parseRank('Rank the banks by net interest margin', 'net_interest_margin')).toBeNull();
    expect(parseRank('Which banks reported their highest-ever profit?', 'net_profit')).toBeNull();
    expect(parseRank('Which banks had NIM above 4%?', 'net_interest_margin')).toBeNull();
    expect(parseRank('Which banks talked most about NIM?', 'net_interest_margin')).toBeNull();
  });
});

describe('planQuestion: a superlative is a group question decided on the facts', () => {
  const banks: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Beta Bank'] } };
  const metrics = vocabularyLexicon();

  it('plans a rank over the group, with no threshold', () => {
    const plan = planQuestion('Which banks had the highest NIM last quarter?', banks, metrics);
    expect(plan.intent).toBe('threshold');
    expect(plan.threshold).toBeNull();
    expect(plan.rank).toMatchObject({ order: 'max', n: 1 });
  });

  it('plans no rank beside a threshold, nor for named companies', () => {
    expect(planQuestion('Which banks had NIM above 4%?', banks, metrics).rank).toBeNull();
    const two: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Bank', ticker: null, matched: 'Alpha Bank' }, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    const plan = planQuestion('Which had the highest NIM, Alpha Bank or Beta Bank?', two, metrics);
    expect(plan.rank).toBeNull();
    expect(plan.intent).toBe('comparison');
  });
});

describe('parseRank: a leader, and superlatives of speed', () => {
  it('reads the member that leads the others as the best on the metric', () => {
    expect(parseRank('Which bank led on NIM?', 'net_interest_margin')).toMatchObject({ order: 'max', n: 1, text: 'best' });
    expect(parseRank('Which bank tops the NIM table?', 'net_interest_margin')).toMatchObject({ order: 'max' });
    expect(parseRank('Which IT company ranked first on revenue growth?', 'revenue_growth')).toMatchObject({ order: 'max' });
    expect(parseRank('Which bank led on gross NPA ratio?', 'gross_npa')).toMatchObject({ order: 'min' });
  });

  it('reads "sharpest" and "quickest" as the largest', () => {
    expect(parseRank('Which bank saw the sharpest rise in deposits?', 'deposits')).toMatchObject({ order: 'max' });
    expect(parseRank('Who among the banks grew loans quickest?', 'advances')).toMatchObject({ order: 'max' });
  });

  it('still reads an ordering of every member as none', () => {
    expect(parseRank('Rank the banks by NIM', 'net_interest_margin')).toBeNull();
    expect(parseRank('Which banks were ranked by NIM?', 'net_interest_margin')).toBeNull();
  });

  it('reads an ordering of the first few as a superlative', () => {
    expect(parseRank('rank the top 3 vehicle makers by y/y growth in PAT', 'net_profit_growth')).toEqual({ order: 'max', n: 3, text: 'top 3' });
    expect(parseRank('List the bottom two banks by NIM', 'net_interest_margin')).toMatchObject({ order: 'min', n: 2 });
  });
});
