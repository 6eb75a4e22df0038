import { describe, expect, it } from 'vitest';
import { bareGrowths } from './bare-growth.js';
import { readFacts } from './read-facts.js';

const owners = (sentence: string) => bareGrowths(sentence, 'revenue_growth').map((b) => `${b.owner}|${b.mention.text}`);

describe('a business\'s growth stated with no metric named', () => {
  it('is owned by the business named as the verb\'s subject', () => {
    expect(owners('So if you look at BFSI grew 12% Y-o-Y for us.')).toEqual(['BFSI|grew']);
    expect(owners('Financial services business grew 5.1% sequentially and 14.4% year on year.')).toEqual(['Financial services|grew']);
    expect(owners('North America declined 1.2%.')).toEqual(['North America|declined']);
  });
  it('takes a vertical whose name lists several, but not words before a clause\'s break', () => {
    expect(owners('Other verticals showed some softness, BFSI grew 3%, Retail and CPG grew 5.3%, Tech and Services grew 4.4%.')).toEqual(['BFSI|grew', 'Retail and CPG|grew', 'Tech and Services|grew']);
    expect(owners('Our Banking, Financial Services and Insurance business grew 12.1% Y-o-Y.')).toEqual(['Banking, Financial Services and Insurance|grew']);
    expect(owners('Among emerging markets, India grew by 14%, Asia-Pacific grew by 4.7%.')).toEqual(['India|grew', 'Asia-Pacific|grew']);
    expect(owners('both are U.S. is up 10% Y-o- Y and Europe is up 7.3% Y-o-Y.')).toEqual(['U.S.|is up', 'Europe|is up']);
  });
  it('is owned by the place a "where" clause is said of', () => {
    expect(owners('We continue to have good momentum in the United Kingdom, where we grew by 16.1%.')).toEqual(['United Kingdom|grew']);
  });
  it('takes a lower-case business only when the call calls it one', () => {
    expect(owners('Our retail vertical grew 4.1%.')).toEqual(['retail|grew']);
    expect(owners('And strong demand grew 4.1%.')).toEqual([]);
  });
  it('reads none where no business is named, or no percentage follows', () => {
    expect(owners('We grew 6% year-on-year.')).toEqual([]);
    expect(owners('Overall, the business grew 5%.')).toEqual([]);
    expect(owners('It grew 3%.')).toEqual([]);
    expect(owners('Communications and Media grew by 50 basis points.')).toEqual([]);
  });
});

describe('reading a bare growth in a call', () => {
  const doc = (sectors: string[], text: string) => ({ docId: 'd1', company: 'Kaveri Infotech Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors, pages: [text] });
  const read = (sectors: string[], text: string) => readFacts(doc(sectors, text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}`);
  it('is the business\'s revenue growth in a sector the vocabulary names (it services)', () => {
    expect(read(['it services'], 'Manufacturing grew 3.6% sequentially, and 16.5% year on year.')).toEqual(['Manufacturing|revenue_growth|3.6%', 'Manufacturing|revenue_growth|16.5%']);
    expect(read(['it services'], 'Other verticals showed some softness, BFSI grew 3%, and Communications and Media grew by 50 basis points.')).toEqual(['BFSI|revenue_growth|3%']);
  });
  it('is not read in another sector\'s call', () => {
    expect(read(['banks'], 'Manufacturing grew 3.6% sequentially, and 16.5% year on year.')).toEqual([]);
  });
});
