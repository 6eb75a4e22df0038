import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../plan/plan.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { picksFor, sharedMember } from './family-pick.js';
import type { StoredFact } from './pick.js';

const metrics = lexiconFrom(
  [
    { id: 'ebitda_margin', names: ['ebitda margin', 'ppop margin'], abbreviations: [], unit: 'percent' },
    { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
    { id: 'net_debt', names: ['net debt'], abbreviations: [], unit: 'money' },
    { id: 'net_debt_to_ebitda', names: ['net debt to ebitda'], abbreviations: [], unit: 'multiple' },
  ],
  [],
  [
    { id: 'margins', words: ['margins'], wordings: [], metrics: ['ebitda_margin', 'net_interest_margin'] },
    { id: 'debt', words: ['debt'], wordings: [], metrics: ['net_debt', 'net_debt_to_ebitda'] },
  ],
);
const fact = (company: string, metric: string, valueText: string, over: Partial<StoredFact> = {}): StoredFact => {
  // Amounts in rupees (crore = 10^7), as the reader stores them.
  const value = Number(valueText.replace(/[^\d.]/g, '')) * (/crore/.test(valueText) ? 1e7 : 1);
  const unit = metrics.unit(metric)!;
  return {
    id: `${company}-${metric}`, docId: company, company, segment: null, metric, metricText: metric.replace(/_/g, ' '), value, valueHigh: null, valueText, unit,
    currency: unit === 'money' ? 'inr' : null, period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'actual', basis: null, measure: null,
    sentence: `Our ${metric.replace(/_/g, ' ')} was ${valueText}.`, page: 2, speaker: null, document: `${company}.pdf`, docQuarter: 'Q1', docYear: 'FY24', docCurrency: 'inr', ...over,
  };
};
const companies = (...names: string[]) => names.map((name) => ({ name, ticker: null, matched: name }));
const comparing = (...names: string[]): Scope => ({ ...EMPTY_SCOPE, source: 'question', companies: companies(...names) });
const group = (...names: string[]): Scope => ({ ...EMPTY_SCOPE, source: 'question', group: { sector: 'Banks', companies: names } }) as Scope;
const picked = (r: ReturnType<typeof picksFor>) => r.map((u) => `${u.company}:${u.fact?.metric ?? '-'}`);

describe('picksFor: figures of a family of metrics, like with like', () => {
  const banks = [fact('A', 'net_interest_margin', '4.1%'), fact('B', 'net_interest_margin', '5.6%'), fact('B', 'ebitda_margin', '5.5%'), fact('C', 'net_interest_margin', '3.5%')];

  it("puts the companies side by side on the member more than half of them state, before the family's first", () => {
    const plan = planQuestion('Which banks had margins above 4%?', group('A', 'B', 'C'), metrics);
    expect(sharedMember(plan, plan.family!.metrics, banks, metrics)).toBe('net_interest_margin');
    expect(picked(picksFor(plan, banks, metrics))).toEqual(['A:net_interest_margin', 'B:net_interest_margin', 'C:net_interest_margin']);
    const two = planQuestion('How do A and B compare on margins?', comparing('A', 'B'), metrics);
    expect(picked(picksFor(two, banks, metrics))).toEqual(['A:net_interest_margin', 'B:net_interest_margin']);
  });

  it("gives a compared company that does not state the shared member its own first member, never against a threshold", () => {
    const facts = [fact('A', 'net_debt', '₹71,397 crore'), fact('B', 'net_debt', '₹38,463 crore'), fact('C', 'net_debt_to_ebitda', '3.14x')];
    const plan = planQuestion('How do A, B and C compare on debt?', comparing('A', 'B', 'C'), metrics);
    expect(picked(picksFor(plan, facts, metrics))).toEqual(['A:net_debt', 'B:net_debt', 'C:net_debt_to_ebitda']);
    const over = planQuestion('Which banks carry more than Rs 50,000 crore of debt?', group('A', 'B', 'C'), metrics);
    expect(picked(picksFor(over, facts, metrics))).toEqual(['A:net_debt', 'B:net_debt', 'C:-']);
  });

  it('counts, against a threshold, only figures it can be compared with', () => {
    const facts = [fact('A', 'net_debt_to_ebitda', '2.9x'), fact('B', 'net_debt_to_ebitda', '1.7x'), fact('A', 'net_debt', '₹71,397 crore')];
    const plan = planQuestion('Which banks carry debt below 3x?', group('A', 'B'), metrics);
    expect(sharedMember(plan, plan.family!.metrics, facts, metrics)).toBe('net_debt_to_ebitda');
  });
});
