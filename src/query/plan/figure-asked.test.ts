import { describe, expect, it } from 'vitest';
import { figureAsked } from './figure-asked.js';

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
});
