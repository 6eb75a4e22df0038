import { describe, expect, it } from 'vitest';
import type { CallPeriod } from '../../core/text/fact-period.js';
import { forwardRead, forwardReading, YEAR_UNSAID } from './forward-kind.js';

const q1 = { quarter: 'Q1' as const, year: 'FY24', startMonth: 4 };
const q4 = { quarter: 'Q4' as const, year: 'FY19', startMonth: 1 };
const none = { period: null, text: null };
const year = (call: CallPeriod, sentence: string) => forwardRead('guidance', none, call, sentence, 'actual').read;

describe("a guidance's period", () => {
  it('is the one year its sentence names, else the year it is to be reached by', () => {
    expect(year(q4, 'We are now providing our 2020 full-year guidance as follows: revenue of approximately $1.6 billion to $1.7 billion.').period).toEqual({ quarter: null, year: 'FY20' });
    expect(year(q1, "So we will clearly by 2030, or anywhere between '28 to '30, we will reach a 200 million ton mark.")).toEqual({ period: { quarter: null, year: 'FY30' }, text: 'by 2030' });
    // "by 25 basis points" is no year: the guidance is the year under way's.
    expect(year(q1, 'We expect to cut it by 25 basis points.')).toEqual({ period: { quarter: null, year: 'FY24' }, text: YEAR_UNSAID });
  });

  it('is the year under way when it names no period, the year ahead on a fourth quarter\'s call', () => {
    expect(year(q1, 'On a GAAP basis, we continue to expect EPS from continuing operations of $2.85 to $3.10.').period).toEqual({ quarter: null, year: 'FY24' });
    expect(year(q4, 'We expect our ETR to be in the range of 24% to 25%.').period).toEqual({ quarter: null, year: 'FY20' });
  });

  it('is none when its words look past the year or over no one period', () => {
    expect(year(q1, 'Over the long term, we expect operating margins of 20% to 22%.')).toEqual({ period: null, text: 'no period stated' });
    expect(year(q1, 'We estimate our normalized maintenance capex at $10 million to $15 million per year.')).toEqual({ period: null, text: 'no period stated' });
    expect(year(q1, 'Our base level will be in the range of USD210 million, what we will be reporting going forward quarter-by-quarter.')).toEqual({ period: null, text: 'no period stated' });
    expect(year(q1, 'So, we will add 34 KT of extrusion and then the rolling capacity is 170Kt.')).toEqual({ period: null, text: 'no period stated' });
    // A sentence dated by a quarter reported, its year in digits, states no outlook of the year.
    expect(year(q1, "The broad breakup of the pipeline at the end of Q1 FY '24 would be as follows: Infrastructure, Rs 5.85 trillion as compared to Rs 5.47 trillion Q1 last year.")).toEqual({ period: null, text: 'no period stated' });
  });

  it('is the next quarter when the sentence says so, or a quarter it names ahead of the call', () => {
    expect(year(q1, 'For the next quarter, we are guiding for a sequential growth of -2% to +1%.').period).toEqual({ quarter: 'Q2', year: 'FY24' });
    expect(year(q4, 'For the coming quarter, we expect revenue of $2 billion.').period).toEqual({ quarter: 'Q1', year: 'FY20' });
    expect(year(q1, 'With respect to the second quarter, we would expect local currency sales growth to be in the range of 19% to 21%.').period).toEqual({ quarter: 'Q2', year: 'FY24' });
    // The call's own quarter named is no quarter ahead: the year's.
    expect(year({ ...q1, quarter: 'Q2' }, 'We continue to expect EPS of $2.85 to $3.10, inclusive of the $0.32 reserve in the second quarter.').period).toEqual({ quarter: null, year: 'FY24' });
  });

  it("is the year ahead for 'the year' on a fourth quarter's call, the year under way before it", () => {
    expect(year(q4, 'For the full year, we expect revenue of $1.6 billion.').period).toEqual({ quarter: null, year: 'FY20' });
    expect(year(q1, 'For the full year, we expect revenue of $1.6 billion.').period).toEqual({ quarter: null, year: 'FY24' });
  });
});

describe('a range said to be new or revised', () => {
  it('looks ahead', () => {
    expect(forwardReading('And in the new Capex range of 2.7 billion to 2.8 billion for Bay Minette, it does not include such funds.').forward).toBe('guidance');
    expect(forwardReading('The capex was in the range of 2.7 billion to 2.8 billion.').forward).toBeNull();
  });
});

describe('the near term and an amount estimated', () => {
  it("reads 'the next few quarters' and 'the rest of the year' as the year under way, and the year ahead on a fourth quarter's call", () => {
    expect(year(q1, 'So overall, I expect our gross margin to range between 56% to 59% in the next few quarters.').period).toEqual({ quarter: null, year: 'FY24' });
    expect(year(q4, 'We expect margins to improve over the coming quarters.').period).toEqual({ quarter: null, year: 'FY20' });
    expect(year(q1, 'We expect margins of 20% for the rest of the year.').period).toEqual({ quarter: null, year: 'FY24' });
    // A long-range look ahead names no near term.
    expect(year(q1, 'We expect margins of 20% over the long term.').period).toBeNull();
  });

  it("does not read 'our estimated <amount>' as a look ahead, but reads 'estimated to'", () => {
    expect(forwardReading('Excluding unrealized derivative gains of $1.87 per barrel and the mark-to-market impact of our estimated outstanding RIN obligation of $2.92 per barrel, our refining margin would have been approximately $5.99 per barrel.').forward).toBeNull();
    expect(forwardReading("These factors are estimated to result in India's GDP growth rate of 7.7% in Q1.").forward).toBe('guidance');
  });
});
