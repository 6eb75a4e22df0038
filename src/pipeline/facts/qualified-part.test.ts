import { describe, expect, it } from 'vitest';
import { readFacts } from './read-facts.js';

// A call for Q3 of a calendar fiscal year (the shipped vocabulary).
const doc = (text: string) => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q3' as const, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });
const owners = (text: string) => readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}`);

describe('an amount whose name is qualified by a part of the business', () => {
  it('stores the part the words before the metric name as the figure\'s owner', () => {
    expect(owners('Our core franchise is strong. Core transaction deposits grew $2 billion.')).toEqual(['transaction|deposits|$2 billion']);
    expect(owners('Operating margins benefited from record emergency restoration revenues of approximately $230 million.')).toEqual(['emergency restoration|revenue|$230 million']);
    expect(owners('Our home sale revenues were $3.2 billion.')).toEqual(['home sale|revenue|$3.2 billion']);
    expect(owners('Our services revenue was $40 million.')).toEqual(['services|revenue|$40 million']);
  });
  it('keeps the company\'s figure under words of measure, period, scope or judgement', () => {
    expect(owners('Total revenue was $5 billion.')).toEqual(['|revenue|$5 billion']);
    expect(owners('Third quarter net revenue was $5 billion.')).toEqual(['|revenue|$5 billion']);
    expect(owners('We delivered record quarterly revenue of $5 billion.')).toEqual(['|revenue|$5 billion']);
    expect(owners('Acme revenue was $5 billion.')).toEqual(['|revenue|$5 billion']);
    expect(owners('As far as the domestic order book of Rs 2.92 trillion is concerned, the breakdown is as follows.')).toEqual(['|order_book|Rs 2.92 trillion']);
    expect(owners('We project free cash flow of approximately $900 million for the year.').map((x) => x.split('|')[0])).toEqual(['']);
    // A comparative says how many, not of which part (data/vocabulary/scope.json `measure`).
    expect(owners('We operated with roughly 129 fewer stores than in 2019.').map((x) => x.split('|')[0]).filter(Boolean)).toEqual([]);
  });
  it('carries such a part to no later figure of the sentence', () => {
    expect(owners('Our services revenue was $40 million and net income was $9 million.')).toEqual(['services|revenue|$40 million', '|net_profit|$9 million']);
  });
  it('leaves a ratio so qualified the company\'s', () => {
    expect(owners('We had restaurant operating margin of 14%.').map((x) => x.split('|')[0])).toEqual(['']);
  });
});

describe('a part the segment finder names', () => {
  it('is still carried to the sentence\'s later figures', () => {
    expect(owners('The downstream business is strong. Upstream EBITDA was 12% lower sequentially at Rs. 1,935 crores, EBITDA per ton was at $691 per ton.').filter((x) => x.includes('$691')).map((x) => x.split('|')[0])).toEqual(['upstream']);
  });
});
