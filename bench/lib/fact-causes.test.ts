import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../src/core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../../src/query/plan/plan.js';
import { EMPTY_SCOPE } from '../../src/query/scope/types.js';
import type { StoredFact } from '../../src/query/facts/pick.js';
import { causeOf, type CauseInput } from './fact-causes.js';

const metrics = lexiconFrom([
  { id: 'ebitda', names: ['ebitda'], abbreviations: ['EBITDA'], unit: 'money' },
  { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
]);
const scope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha' }] };
const fact = (over: Partial<StoredFact>): StoredFact => ({
  id: 'f1', docId: 'd', company: 'Alpha', segment: null, metric: 'ebitda', metricText: 'EBITDA', value: 4.21e9, valueHigh: null, valueText: 'Rs 421 crore', unit: 'money',
  currency: 'inr', period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'actual', basis: null, measure: null, sentence: 'EBITDA was Rs 421 crore in the quarter.', page: 2, speaker: null,
  document: 'alpha.pdf', docQuarter: 'Q1', docYear: 'FY24', ...over,
});
const input = (question: string, facts: StoredFact[], over: Partial<CauseInput> = {}): CauseInput => {
  const plan = planQuestion(question, scope, metrics);
  return {
    kind: 'single', company: 'Alpha', grade: { value: false, cited: true, goldRetrieved: false }, plan, metrics,
    value: { company: 'alpha', value: 'Rs 421 crore', period: 'Q1 FY24', kind: 'actual', segment: null, page: 2, text: 'EBITDA was Rs 421 crore in the quarter.' },
    given: facts.filter((f) => plan.metrics.includes(f.metric)), companyFacts: facts, answered: [], ...over,
  };
};

describe('causeOf', () => {
  it('says a value no stored fact states is the reader\'s miss, retrieved or not', () => {
    const other = fact({ value: 5e9, valueText: 'Rs 500 crore', sentence: 'Revenue was Rs 500 crore.', metric: 'revenue' });
    expect(causeOf(input('What was Alpha EBITDA?', [other]))).toBe('reader miss: gold sentence not retrieved');
    expect(causeOf(input('What was Alpha EBITDA?', [other], { grade: { value: false, cited: true, goldRetrieved: true } }))).toBe('reader miss: gold sentence retrieved');
  });

  it('tells a plan that asks another metric from a pick that ranks another fact first and an answer that did not use the fact', () => {
    const gold = fact({});
    expect(causeOf(input('What was Alpha revenue?', [gold]))).toBe('plan: metric');
    const rival = fact({ id: 'f0', value: 4e9, valueText: 'Rs 400 crore', sentence: 'EBITDA was Rs 400 crore in the quarter, as stated.', page: 1 });
    expect(causeOf(input('What was Alpha EBITDA?', [rival, gold]))).toBe('pick: tied');
    const qualified = fact({ measure: 'adjusted', sentence: 'On an adjusted basis, EBITDA was Rs 421 crore in the quarter.' });
    expect(causeOf(input('What was Alpha EBITDA?', [rival, qualified]))).toBe('pick: outranked');
    expect(causeOf(input('What was Alpha EBITDA?', [gold]))).toBe('answer: not from facts');
    expect(causeOf(input('What was Alpha EBITDA?', [gold], { answered: [gold] }))).toBe('answer: fact used, grade fails');
  });
});

describe('causeOf, gold facts in other sentences', () => {
  it("counts another sentence's figure only when the value is not a round one", () => {
    const gold = { company: 'alpha', value: '8%', period: 'Q1 FY24', kind: 'change-yoy', segment: null, page: 2, text: 'Even the value number was relatively strong at about 8%.' };
    const other = fact({ metric: 'revenue', value: 8, valueText: '8%', unit: 'percent', sentence: 'Price increases of 8% were taken a year ago.' });
    expect(causeOf(input('What was Alpha revenue?', [other], { value: gold }))).toBe('reader miss: gold sentence not retrieved');
    const elsewhere = fact({ sentence: 'To sum up, EBITDA stood at Rs 421 crore.' });
    expect(causeOf(input('What was Alpha EBITDA?', [elsewhere]))).toBe('answer: not from facts');
  });
});

describe('causeOf, a family of metrics', () => {
  const family = lexiconFrom(
    [
      { id: 'ebitda_margin', names: ['ebitda margin'], abbreviations: [], unit: 'percent' },
      { id: 'gross_margin', names: ['gross margin'], abbreviations: [], unit: 'percent' },
    ],
    [],
    [{ id: 'margins', words: ['margins'], wordings: [], metrics: ['ebitda_margin', 'gross_margin'] }],
  );
  const both = { ...EMPTY_SCOPE, source: 'question' as const, companies: ['Alpha', 'Beta'].map((name) => ({ name, ticker: null, matched: name })) };
  const margin = (company: string, metric: string, value: number): StoredFact =>
    fact({ id: `${company}-${metric}`, company, metric, metricText: metric.replace('_', ' '), value, valueText: `${value}%`, unit: 'percent', currency: null, sentence: `Our ${metric.replace('_', ' ')} was ${value}%.` });
  const gold = margin('Alpha', 'ebitda_margin', 31.7);
  const facts = [gold, margin('Alpha', 'gross_margin', 58.7), margin('Beta', 'gross_margin', 64.7)];
  const asked = (): CauseInput => {
    const plan = planQuestion('Compare margins at Alpha and Beta', both, family);
    return {
      kind: 'comparison', company: 'Alpha', grade: { value: false, cited: true, goldRetrieved: true }, plan, metrics: family, given: facts, companyFacts: facts.filter((f) => f.company === 'Alpha'), answered: [],
      value: { company: 'alpha', value: '31.7%', period: 'Q1 FY24', kind: 'actual', segment: null, page: 2, text: 'Our ebitda margin was 31.7%.' },
    };
  };

  it("says a member's figure passed over for the member most companies state is the family's choice, not the answer's", () => {
    // The family's first member is the gold's; the pick puts both companies on the gross margin, which both state.
    expect(causeOf(asked())).toBe('pick: family member');
  });

  it("judges a company that does not state the shared member on the family's members, as the pick does", () => {
    const three = { ...both, companies: ['Alpha', 'Beta', 'Gamma'].map((name) => ({ name, ticker: null, matched: name })) };
    const given = [gold, margin('Beta', 'gross_margin', 64.7), margin('Gamma', 'gross_margin', 20)];
    const plan = planQuestion('Compare margins at Alpha, Beta and Gamma', three, family);
    expect(causeOf({ ...asked(), plan, given, companyFacts: [gold] })).toBe('answer: not from facts');
  });
});
