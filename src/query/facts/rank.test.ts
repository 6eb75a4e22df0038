import { describe, expect, it } from 'vitest';
import type { StoredFact } from './pick.js';
import { checkedLine, judgeMembers, metricLabel, ranked } from './rank.js';

const fact = (company: string, value: number, unit: StoredFact['unit'] = 'percent', currency: string | null = null): StoredFact =>
  ({ id: company, docId: company, company, segment: null, metric: 'm', metricText: 'm', value, valueHigh: null, valueText: String(value), unit, currency, period: null, periodText: null, kind: 'actual', basis: null, measure: null, sentence: 's', page: 1, speaker: null, document: `${company}.pdf`, docQuarter: null, docYear: null }) as StoredFact;

describe('ranked: the members first on the metric', () => {
  it('picks the first n, largest or smallest, in rank order', () => {
    const used = [{ company: 'A', fact: fact('A', 4.1) }, { company: 'B', fact: fact('B', 5.57) }, { company: 'C', fact: fact('C', 3.47) }, { company: 'D', fact: null }];
    const max = ranked({ order: 'max', n: 2, text: 'top 2' }, used);
    expect(max.filter((j) => j.qualifies).map((j) => j.company)).toEqual(['B', 'A']);
    expect(max.find((j) => j.company === 'C')?.qualifies).toBe(false);
    expect(max.find((j) => j.company === 'D')?.qualifies).toBeNull();
    expect(ranked({ order: 'min', n: 1, text: 'lowest' }, used).filter((j) => j.qualifies).map((j) => j.company)).toEqual(['C']);
  });

  it('reads basis points as percent, and does not rank an amount in another currency than most members state', () => {
    expect(ranked({ order: 'min', n: 1, text: 'lowest' }, [{ company: 'A', fact: fact('A', 0.5) }, { company: 'B', fact: fact('B', 32, 'bp') }]).filter((j) => j.qualifies).map((j) => j.company)).toEqual(['B']);
    const money = [{ company: 'A', fact: fact('A', 5e10, 'money', 'inr') }, { company: 'B', fact: fact('B', 9e10, 'money', 'inr') }, { company: 'C', fact: fact('C', 2e11, 'money', 'usd') }];
    const r = ranked({ order: 'max', n: 1, text: 'highest' }, money);
    expect(r.filter((j) => j.qualifies).map((j) => j.company)).toEqual(['B']);
    expect(r.find((j) => j.company === 'C')?.qualifies).toBeNull();
  });
});

describe('judgeMembers: a threshold or a superlative', () => {
  const used = [{ company: 'A', fact: fact('A', 4.1) }, { company: 'B', fact: fact('B', 5.57) }];
  it('heads a superlative with its word and the metric', () => {
    const j = judgeMembers({ intent: 'threshold', threshold: null, rank: { order: 'max', n: 1, text: 'highest' }, metricWords: 'NIM' }, used);
    expect(j?.label).toBe('highest NIM');
    expect(j?.judged[0]).toMatchObject({ company: 'B', qualifies: true });
  });

  it('judges nothing for a plan asking neither', () => {
    expect(judgeMembers({ intent: 'comparison', threshold: null, rank: null, metricWords: 'NIM' }, used)).toBeNull();
    expect(judgeMembers({ intent: 'threshold', threshold: null, rank: null, metricWords: 'NIM' }, used)).toBeNull();
  });
});

describe('the heading of a group answer', () => {
  it('names the metric by its vocabulary name when the question only described it, by the question\'s words when it named it', () => {
    expect(metricLabel({ metricWords: 'revenue faster', metrics: ['revenue_growth'], named: 0 })).toBe('revenue growth');
    expect(metricLabel({ metricWords: 'NIM', metrics: ['net_interest_margin'], named: 1 })).toBe('NIM');
    expect(metricLabel({ metricWords: 'NIM' })).toBe('NIM');
  });

  it('says whether none qualifies or none states the figure', () => {
    expect(checkedLine('Banks (above 4%)', ['A', 'B'], 3, 3)).toBe('Banks (above 4%): 2 of 3 companies checked — A, B.');
    expect(checkedLine('Banks (above 4%)', [], 3, 0)).toBe('Banks (above 4%): none of the 3 companies checked states it.');
    expect(checkedLine('Banks (above 4%)', [], 3, 3)).toBe('Banks (above 4%): none of the 3 companies checked qualifies (each states the figure).');
    expect(checkedLine('Banks (above 4%)', [], 3, 2)).toBe('Banks (above 4%): none of the 3 companies checked qualifies (2 state the figure).');
  });
});
