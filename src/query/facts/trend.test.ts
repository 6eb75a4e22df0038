import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../plan/plan.js';
import { EMPTY_SCOPE } from '../scope/types.js';
import type { StoredFact } from './pick.js';
import { trendPicked } from './trend.js';

const metrics = lexiconFrom([{ id: 'nim', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' }]);
const scope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha' }] };
const nim = (quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4', year: string, value: number, call: { quarter: string; year: string }, periodText: string | null = null): StoredFact => ({
  id: `${quarter}${year}${value}`, docId: `${call.quarter}${call.year}`, company: 'Alpha', segment: null, metric: 'nim', metricText: 'net interest margin', value, valueHigh: null,
  valueText: `${value}%`, unit: 'percent', currency: null, period: { quarter, year }, periodText, kind: 'actual', basis: null, measure: null,
  sentence: `The net interest margin was ${value}%${periodText ? ` in ${periodText}` : ''}.`, page: 1, speaker: null, document: `alpha_${call.quarter}_${call.year}.txt`, docQuarter: call.quarter, docYear: call.year,
});

describe('trendPicked', () => {
  const q1 = { quarter: 'Q1', year: 'FY21' };
  const q3 = { quarter: 'Q3', year: 'FY21' };
  const facts = [
    nim('Q1', 'FY21', 3.04, q1),
    nim('Q4', 'FY20', 3.12, q1, 'the fourth quarter'),
    nim('Q3', 'FY21', 3.01, q3),
    // The Q3 call's own figure for Q1, said again, does not add a point nor replace the Q1 call's.
    nim('Q1', 'FY21', 3.04, q3, 'the first quarter'),
    nim('Q4', 'FY19', 3.4, { quarter: 'Q4', year: 'FY19' }),
  ];
  const trend = (q: string) => trendPicked(planQuestion(q, { ...scope, year: /2021/.test(q) ? 'FY21' : null }, metrics), 'Alpha', facts, metrics).map((u) => `${u.fact.period?.quarter} ${u.fact.period?.year} ${u.fact.valueText} ${u.fact.document}`);

  it("lists every quarter the calls state the metric for, oldest first, each the pick's figure for that quarter", () => {
    expect(trend('How has Alpha NIM trended?')).toEqual(['Q4 FY19 3.4% alpha_Q4_FY19.txt', 'Q4 FY20 3.12% alpha_Q1_FY21.txt', 'Q1 FY21 3.04% alpha_Q1_FY21.txt', 'Q3 FY21 3.01% alpha_Q3_FY21.txt']);
  });

  it('keeps to the year asked', () => {
    expect(trend('How did Alpha NIM trend over 2021?')).toEqual(['Q1 FY21 3.04% alpha_Q1_FY21.txt', 'Q3 FY21 3.01% alpha_Q3_FY21.txt']);
  });

  it('is planned for one company asked how a metric moved', () => {
    expect(planQuestion('How did Alpha NIM trend over 2021?', scope, metrics).intent).toBe('trend');
    expect(planQuestion('What drove the trend in Alpha NIM?', scope, metrics).intent).toBe('open');
    expect(planQuestion('What NIM trajectory does Alpha expect?', scope, metrics).intent).not.toBe('trend');
  });
});

describe('trendPicked on one scale', () => {
  const rev = (quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4', value: number, text: string, kind: 'actual' | 'change' = 'actual'): StoredFact => ({
    id: `${quarter}${value}${kind}`, docId: quarter, company: 'Alpha', segment: null, metric: 'revenue', metricText: 'revenue', value, valueHigh: null,
    valueText: text, unit: kind === 'change' ? 'percent' : 'money', currency: kind === 'change' ? null : 'USD', period: { quarter, year: 'FY21' }, periodText: null, kind, basis: kind === 'change' ? 'yoy' : null, measure: null,
    sentence: `Revenue was ${text}.`, page: kind === 'change' ? 2 : 1, speaker: null, document: `alpha_${quarter}_FY21.txt`, docQuarter: quarter, docYear: 'FY21',
  });
  const money = lexiconFrom([{ id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' }]);
  const ask = (q: string, facts: StoredFact[]) => trendPicked(planQuestion(q, { ...scope, year: 'FY21' }, money), 'Alpha', facts, money).map((u) => u.fact.valueText);

  it('takes the figure on the scale of the rest of the series over one far off it', () => {
    const facts = [rev('Q1', 50e9, '$50 billion'), rev('Q1', 4.3e9, '$4.3 billion'), rev('Q2', 6e9, '$6 billion'), rev('Q3', 6.2e9, '$6.2 billion')];
    expect(ask('How did Alpha revenue trend over 2021?', facts)).toEqual(['$4.3 billion', '$6 billion', '$6.2 billion']);
  });

  it('follows the changes when more quarters state the level as a change', () => {
    const facts = [rev('Q1', 2.3e9, '$2.3 billion'), rev('Q1', 13, '13%', 'change'), rev('Q2', 30, '30%', 'change'), rev('Q3', 13, '13%', 'change')];
    expect(ask('How did Alpha revenue trend over 2021?', facts)).toEqual(['13%', '30%', '13%']);
  });
});
