import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// The shipped vocabulary: a level a move left, and a margin said as a share of revenue.
const doc = (text: string) => ({ docId: 'd1', company: 'Kaveri Industries Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, pages: [text] });
const brief = (text: string) => readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

describe('the level a move left', () => {
  it('reads "improved from 14.8% to 15.4%" with no basis said as the year-before level and the call\'s own', () => {
    expect(brief('We are seeing an improvement in EBITDA margin from 14.8% to 15.4% this quarter.')).toEqual(['|ebitda_margin|14.8%|Q1 FY23|actual', '|ebitda_margin|15.4%|Q1 FY24|actual']);
  });
  it('reads it against the quarter before when the sentence says so', () => {
    expect(brief('EBITDA margin improved sequentially from 14.8% to 15.4%.')).toEqual(['|ebitda_margin|14.8%|Q4 FY23|actual', '|ebitda_margin|15.4%|Q1 FY24|actual']);
  });
  it('leaves a multiple left unread: a balance ratio is said against the quarter before as often as the year before', () => {
    expect(brief('Our net debt-to-EBITDA ratio has improved from 3.2x to 3.14x.').map((x) => x.split('|')[2])).toEqual(['3.14x']);
  });
  it('leaves the level left unread when the sentence looks ahead or the level reached is no actual of the call', () => {
    expect(brief('We expect EBITDA margin to improve from 14.8% to 16% next year.').map((x) => x.split('|')[2])).not.toContain('14.8%');
    expect(brief("We're increasing our EBITDA margin guidance by 20 basis points from 18.6% to 19%.").map((x) => x.split('|')[2])).not.toContain('18.6%');
  });
});

describe('the level a change reached', () => {
  it('reads the level after basis words said "over": "increased $52 million year over year to $374 million"', () => {
    expect(brief('Consolidated revenue increased $52 million year over year to $374 million.')).toEqual(['|revenue|$52 million|Q1 FY24|change/yoy', '|revenue|$374 million|Q1 FY24|actual']);
    expect(brief('EBITDA margin expanded 80 basis points year-over-year to 10.6%.').map((x) => x.split('|')[2])).toEqual(['80 basis points', '10.6%']);
  });
});

describe('a percentage metric said as a share of revenue', () => {
  it('reads "gross margin was 39.8% of net sales" as the margin', () => {
    expect(brief('The gross margin declined from 41.2% to 39.8% of net sales.')).toEqual(['|gross_margin|41.2%|Q1 FY23|actual', '|gross_margin|39.8%|Q1 FY24|actual']);
    expect(brief('Gross margin was 21.66% of sales for the quarter.')).toEqual(['|gross_margin|21.66%|Q1 FY24|actual']);
  });
  it('does not read a part\'s contribution or a share of revenue growth as the metric', () => {
    expect(brief('Organic growth was flat and acquisitions contributed 6.4% of sales growth.').map((x) => x.split('|')[2])).not.toContain('6.4%');
    expect(brief('Lower corporate costs helped the margin expansion, totaling 5.6% of revenue.').map((x) => x.split('|')[2])).not.toContain('5.6%');
  });
});
