import { describe, expect, it } from 'vitest';
import { figuresIn } from '../../core/text/figures.js';
import { unstatedBasis } from './unstated-basis.js';

const call = { quarter: 'Q1' as const, year: 'FY24', startMonth: 4 };
const basisAt = (sentence: string, value: string, unit = 'percent') => {
  const f = figuresIn(sentence).find((x) => x.text.includes(value));
  if (!f) throw new Error(`no figure ${value}`);
  return unstatedBasis(sentence, f, unit, call);
};

describe('unstatedBasis: the basis of a change no words measure', () => {
  it('reads a growth with no basis words as year-on-year', () => {
    expect(basisAt('India Packaged Beverages volume up 3%, revenue up 2%.', '2%')).toBe('yoy');
    expect(basisAt('AUM came in at INR270,000 crores, growth of 32%.', '32%')).toBe('yoy');
    expect(basisAt('Our margins closed at 19%, up 280 basis points.', '280', 'bp')).toBe('yoy');
  });

  it('leaves an amount of change with no basis words without one, and still reads the percent beside it', () => {
    expect(basisAt('Our coking coal cost went up by $11/t to $285/t.', '$11', 'per_unit')).toBeNull();
    expect(basisAt('Core transaction deposits grew $2 billion.', '$2 billion', 'money')).toBeNull();
    expect(basisAt('The royalty increased by about Rs. 353 crores to about Rs. 1,315 crores.', '353', 'money')).toBeNull();
    expect(basisAt('Reported operating income was $114 million, an increase of 35%.', '35%')).toBe('yoy');
    // An amount added in the quarter is still the quarter's.
    expect(basisAt('we further built on this enhanced base during the June quarter, with an addition to deposits of INR30,000 crores.', '30,000', 'money')).toBe('qoq');
  });

  it('reads a stock augmented by a count in the quarter as the quarter\'s', () => {
    expect(basisAt('Distribution network was augmented by 89 branches in the quarter, taking it to 1,581 branches.', '89', 'count')).toBe('qoq');
  });

  it('gives no basis to a growth over several years named before its figure, and keeps a year\'s growth beside it', () => {
    const twoSpans = "on the top line, we've had a 12-month growth of 9% and a 24-month growth of 18%.";
    expect(basisAt(twoSpans, '18%')).toBeNull();
    expect(basisAt(twoSpans, '9%')).toBe('yoy');
    expect(basisAt('we delivered sales growth of 36.5% and a two-year comp of 146% on the website.', '146%')).toBeNull();
  });

  it('reads a change over the last 12 months as a year', () => {
    expect(basisAt('we added 1,482 branches over the last 12 months, which now stands at 7,860 branches.', '1,482', 'count')).toBe('yoy');
  });

  it('reads an addition to a stock in the quarter as the quarter', () => {
    expect(basisAt('On the distribution, while we added 39 branches in the quarter, we added 1,482 branches over the last 12 months.', '39', 'count')).toBe('qoq');
    expect(basisAt('we further built on this enhanced base during the June quarter, with an addition to deposits of INR30,000 crores.', '30,000', 'money')).toBe('qoq');
    expect(basisAt('Our workforce at the end of the first quarter was 615,318, a net addition of 523.', '523', 'count')).toBe('qoq');
  });

  it('leaves an addition with no span, and a change against a plan, a span of years or another period, without a basis', () => {
    expect(basisAt('Tata Starbucks opened 16 new stores.', '16', 'count')).toBeNull();
    expect(basisAt('We have a 4-year CAGR of 7% on revenue.', '7%')).toBeNull();
    expect(basisAt('Revenue grew 18% over the last three years.', '18%')).toBeNull();
    expect(basisAt('Sales were 4% ahead of plan.', '4%')).toBeNull();
    expect(basisAt('Revenue grew 40% compared to Q1 FY22.', '40%')).toBeNull();
  });
});

describe('unstatedBasis: a change compared with a period the sentence names', () => {
  it('reads the basis from the period compared with, wherever it is said', () => {
    expect(basisAt('In comparison to Q4FY23, this is almost an increase of INR 8,000 in working capital.', '8,000', 'money')).toBe('qoq');
    expect(basisAt("the trailing 12-month ROE for Q1 FY '24 is at 12.8% vis-a-vis 11.5% in Q1 FY '23 an improvement of 130 basis points.", '130', 'bp')).toBe('yoy');
    expect(basisAt('Revenue increased 10% compared to Q1 FY22 levels.', '10%')).toBeNull();
    // Each figure by its own words: a trailing ratio against the year ended with the quarter before moved over the quarter.
    const roe = 'Our ROE has gone up by almost 130 basis points over the 12 months TTM as of June 22 and by 60 basis points when you compare with the year ended March 2023.';
    expect(basisAt(roe, '130', 'bp')).toBe('yoy');
    expect(basisAt(roe, '60', 'bp')).toBe('qoq');
  });
});

describe('unstatedBasis: what it must not read as the year before', () => {
  it('leaves a change compared with something named, an annualised rate and an accretion without a basis', () => {
    expect(basisAt('Revenue was approximately $33 million, which was up approximately 10% compared to the revenue for the three months preceding the acquisition.', '10%')).toBeNull();
    expect(basisAt('Period-end loan growth was $745 million or 8.1% annualized.', '8.1%')).toBeNull();
    expect(basisAt('The total number of agents stands at 222,832, a growth of 38% over the previous period.', '38%')).toBeNull();
    expect(basisAt('This week, the Board approved an 11% increase in our quarterly dividend to $0.20 per share.', '11%')).toBeNull();
    expect(basisAt('CET-1 accretion net of organic consumption, was 36 bps.', '36', 'bp')).toBeNull();
  });
});
