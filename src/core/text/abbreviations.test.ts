import { describe, expect, it } from 'vitest';
import { otherSpellings, withAbbreviations } from './abbreviations.js';

describe('financial abbreviations', () => {
  it('adds the long form of an abbreviation and the abbreviation of a long form', () => {
    expect(withAbbreviations('What is the NIM guidance for FY24?')).toBe('What is the NIM guidance for FY24? (net interest margin)');
    expect(otherSpellings('What was the total contract value of deal wins?')).toEqual(['TCV']);
    expect(otherSpellings('Revenue grew 12% Y-o-Y and 3% QoQ')).toEqual(['year-on-year', 'quarter-on-quarter']);
    // In the table's order; a long form matches with spaces or hyphens.
    expect(otherSpellings('capex and non performing assets')).toEqual(['NPA', 'capital expenditure']);
  });

  it('leaves text alone when both spellings or neither are there', () => {
    expect(withAbbreviations('net interest margin (NIM) was 4.2%')).toBe('net interest margin (NIM) was 4.2%');
    expect(withAbbreviations('How did revenue grow?')).toBe('How did revenue grow?');
    // Whole words only: "patent" is not PAT, "nimble" not NIM.
    expect(otherSpellings('a nimble patent strategy')).toEqual([]);
  });
});
