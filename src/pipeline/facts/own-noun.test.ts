import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// The shipped vocabulary, a call for Q1 of a fiscal year ending in March.
const doc = (text: string) => ({ docId: 'd1', company: 'Acme Limited', aliases: ['Acme'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors: [], pages: [text] });
const brief = (text: string) => readFacts(doc(text)).map((f) => `${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

describe('a figure with a noun of its own after one read as a metric', () => {
  it('reads no metric named after the figure before as a later figure said "for" something else', () => {
    expect(brief('Approximately about $300 million for Green Hydrogen, $1.1 billion for airports, approximately $1.7 billion for the road network, just under $100 million for water.')).toEqual([]);
  });
  it('reads no counted noun of the figure before as a later count of another noun', () => {
    expect(brief('We added 12 branches and 40 ATMs during the quarter.')).toEqual(['branches|12|Q1 FY24|change']);
    expect(brief('We added 12 branches and 40 new branches in the west during the quarter.').length).toBe(2);
  });
});

describe('an amount said as a change by the words around the metric', () => {
  it('reads an amount of a metric "added in the quarter" as its change', () => {
    expect(brief('Retail deposits added in the quarter was rupees INR38,000 crores.')).toEqual(['deposits|INR38,000 crores|Q1 FY24|change']);
  });
  it('reads what "the increase in" a metric "was" as its change', () => {
    expect(brief('The float generated, which is represented by the increase in AUM was Rs. 3,249 crores during the last 12 months.')).toEqual(['assets_under_management|Rs. 3,249 crores|Q1 FY24|change/yoy']);
    expect(brief('AUM was Rs. 3,249 crores.')).toEqual(['assets_under_management|Rs. 3,249 crores|Q1 FY24|actual']);
  });
});

describe('a percentage after a change noun and "was"', () => {
  it('reads no percentage of an amount as its change by the copula alone', () => {
    expect(brief('The floor generated, the decline in revenue was 27%, which was better than the 30% decline we had projected.').filter((x) => x.startsWith('revenue|27%'))).toEqual([]);
  });
});
