import { describe, expect, it } from 'vitest';
import { figureAsked, nameWords } from './figure-asked.js';

describe('figureAsked', () => {
  it('reads the basis, a quarter-alone ratio and the words that may name a segment', () => {
    const a = figureAsked("What was Delta Metals' standalone EBITDA of its copper business, not annualised?");
    expect(a.basis).toBe('standalone');
    expect(a.quarterly).toBe(true);
    expect(a.partWords).toEqual(['copper']);
    expect(a.capitalised).toEqual(expect.arrayContaining(['delta', 'metals', 'ebitda']));
    expect(figureAsked('consolidated revenue of Novelis').basis).toBe('consolidated');
    expect(figureAsked('What was revenue?')).toMatchObject({ basis: null, quarterly: false, partWords: [] });
  });

  it('reads the words a question ends on after "in" or "for" as words that may name a segment, not the metric asked there', () => {
    const q = 'titan store additions in jewellery';
    expect(figureAsked(q, [{ id: 'store_additions', start: 6, end: 21 }, { id: 'jewellery', start: 25, end: 34 }]).afterWords).toEqual(['jewelry']);
    expect(figureAsked('l&t order inflow for infrastructure this quarter').afterWords).toEqual(['infrastructure']);
    expect(figureAsked('dr reddy revenue in emerging markets?').afterWords).toEqual(['emerging', 'markets']);
    const g = 'what was the growth in revenue';
    expect(figureAsked(g, [{ id: 'revenue', start: g.indexOf('revenue'), end: g.length }]).afterWords).toEqual([]);
    expect(figureAsked('what was the margin in the quarter of its retail arm').afterWords).toEqual([]);
  });

  it('reads the change asked: year on year, quarter on quarter, not the period "last quarter" names', () => {
    expect(figureAsked('Did Alpha grow EBITDA faster year on year in Q1?').change).toBe('yoy');
    expect(figureAsked('How much did sales grow sequentially?').change).toBe('qoq');
    expect(figureAsked('How much did revenue grow over the previous quarter?').change).toBe('qoq');
    expect(figureAsked('Which banks grew deposits fastest last quarter?').change).toBeNull();
  });

  it('reads the currency a figure is asked in, not an amount the question states', () => {
    expect(figureAsked('In dollar terms, who brought in more revenue in Q1, TCS or Tech Mahindra?').currency).toBe('usd');
    expect(figureAsked('What was revenue in US dollars?').currency).toBe('usd');
    expect(figureAsked('What was revenue in rupee terms for the quarter?').currency).toBe('inr');
    expect(figureAsked('Which companies had revenue above $5 billion in Q1?').currency).toBeNull();
    expect(figureAsked('What was revenue in $ million?').currency).toBeNull();
  });

  it('reads a currency word right before a metric named as the currency asked ("dollar revenue")', () => {
    const q = 'Alpha and Beta dollar revenue for the quarter';
    expect(figureAsked(q, [{ id: 'revenue', start: q.indexOf('revenue'), end: q.indexOf('revenue') + 7 }]).currency).toBe('usd');
    const r = 'Alpha rupee sales in Q1';
    expect(figureAsked(r, [{ id: 'revenue', start: r.indexOf('sales'), end: r.indexOf('sales') + 5 }]).currency).toBe('inr');
    expect(figureAsked(q).currency).toBeNull();
  });

  it('reads no part of a company from a word for one inside a longer metric name ("new business margin")', () => {
    const q = 'Alpha vs Beta new business margin';
    expect(figureAsked(q, [{ id: 'vnb_margin', start: q.indexOf('new'), end: q.length }]).partWords).toEqual([]);
    const v = 'What was the value of new business at Alpha?';
    expect(figureAsked(v, [{ id: 'value_of_new_business', start: v.indexOf('value'), end: v.indexOf(' at') }]).partWords).toEqual([]);
    // A name that is the part's words and no more still names the part.
    const l = 'What was the logistics business EBITDA?';
    expect(figureAsked(l, [{ id: 'logistics_business', start: l.indexOf('logistics'), end: l.indexOf(' EBITDA') }]).partWords).toEqual(['logistics']);
    expect(figureAsked('new business margin').partWords).toEqual(['new']);
  });
});

describe('the whole a share is asked of', () => {
  it('reads the words after "share of" that name no metric, up to a verb or the end', () => {
    expect(figureAsked('what share of wearables sell online, per titan').shareWhole).toEqual(['wearables']);
    expect(figureAsked('m&m share of the orchard tractor market').shareWhole).toEqual(['orchard', 'tractor', 'market']);
    expect(figureAsked("what share of gamma's buyers are buying their first car").shareWhole).toEqual(['buyers']);
  });

  it('reads none where the whole is a metric the question names ("share of sales"), or no share is asked', () => {
    const q = "what share of sales does alpha put into r&d";
    expect(figureAsked(q, [{ id: 'revenue', start: q.indexOf('sales'), end: q.indexOf('sales') + 5 }]).shareWhole).toEqual([]);
    expect(figureAsked('alpha revenue this quarter').shareWhole).toEqual([]);
  });
});

describe('a change asked in shorthand', () => {
  it('reads "y/y" and "q/q" as the basis of the change', () => {
    expect(figureAsked('Alpha Bank net profit y/y').change).toBe(figureAsked('Alpha Bank net profit year on year').change);
    expect(figureAsked('Alpha Bank net profit q/q').change).toBe(figureAsked('Alpha Bank net profit quarter on quarter').change);
    expect(figureAsked('Alpha Bank net profit').change).toBeNull();
  });
});

describe('nameWords', () => {
  it('joins initials written with dots and reads each word in one spelling', () => {
    expect(nameWords('U.S.')).toEqual(['us']);
    expect(nameWords("Dr. Reddy's U.K. sales")).toEqual(['dr', 'reddy', 'uk', 'sales']);
    expect(nameWords('downstream aluminium')).toEqual(nameWords('downstream aluminum'));
    expect(nameWords('jewellery')).toEqual(['jewelry']);
  });

  it('reads "us" before a metric\'s name as a part of the company asked ("sun pharma us sales")', () => {
    const q = 'sun pharma us sales q1';
    expect(figureAsked(q, [{ id: 'revenue', start: q.indexOf('sales'), end: q.indexOf('sales') + 5 }]).partWords).toEqual(['us']);
    expect(figureAsked('what did they tell us about sales?', [{ id: 'revenue', start: 31, end: 36 }]).partWords).toEqual([]);
  });
});
