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
});
