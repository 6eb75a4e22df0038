import { describe, expect, it } from 'vitest';
import { forwardRead, forwardReading } from './forward-kind.js';

const q1 = { quarter: 'Q1' as const, year: 'FY24', startMonth: 4 };
const q4 = { quarter: 'Q4' as const, year: 'FY19', startMonth: 1 };
const none = { period: null, text: null };
const year = (call: typeof q1 | typeof q4, sentence: string) => forwardRead('guidance', none, call, sentence, 'actual').read;

describe("a guidance's period", () => {
  it('is the one year its sentence names, else the year it is to be reached by', () => {
    expect(year(q4, 'We are now providing our 2020 full-year guidance as follows: revenue of approximately $1.6 billion to $1.7 billion.').period).toEqual({ quarter: null, year: 'FY20' });
    expect(year(q1, "So we will clearly by 2030, or anywhere between '28 to '30, we will reach a 200 million ton mark.")).toEqual({ period: { quarter: null, year: 'FY30' }, text: 'by 2030' });
    // "by 25 basis points" is no year.
    expect(year(q1, 'We expect to cut it by 25 basis points.')).toEqual({ period: null, text: 'no period stated' });
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
