import { describe, expect, it } from 'vitest';
import { figuresIn } from './figures.js';
import { leftLevel, movedBy, reachedLevel } from './moved-level.js';

describe('a movement from one level to another', () => {
  const texts = (t: string) => figuresIn(t).map((f) => f.text);
  it('reads "improved from 14.8% to 15.4%" as two levels, not a range', () => {
    expect(texts('We saw an improvement in EBITDA margin from 14.8% to 15.4%.')).toEqual(['14.8%', '15.4%']);
    expect(texts('Gross NPA declined from 2.1% to 1.9%.')).toEqual(['2.1%', '1.9%']);
    expect(texts('The share of term has gone up from 4% to 5%, improving from 10% to 12% in tier 2.')).toEqual(['4%', '5%', '10%', '12%']);
    expect(texts('We have been able to bring down subcon from 16% to 14%.')).toEqual(['16%', '14%']);
  });
  it('keeps a range said without a movement done', () => {
    expect(texts('We expect margins of 14% to 16%.')).toEqual(['14% to 16%']);
    expect(texts('Revenue growth will be anywhere from 10% to 12%.')).toEqual(['10% to 12%']);
    expect(texts('We expect growth from 10% to 12% for the year.')).toEqual(['10% to 12%']);
    expect(texts('We see margins going up anywhere from 10% to 12% this year.')).toEqual(['10% to 12%']);
    expect(texts('We see the business growing from 10% to 12% this year.')).toEqual(['10% to 12%']);
    expect(texts('We raised guidance for revenue growth from 7% to 11% to a new range of 11% to 15%.')).toEqual(['7% to 11%', '11% to 15%']);
    expect(texts('We are increasing our EPS guidance from $5.65 to $5.95, up to $6.05 to $6.20.')).toEqual(['$5.65 to $5.95', '$6.05 to $6.20']);
    expect(texts('Adjusted EPS of $5.35 to $5.40, up from $5.25 to $5.35.')).toEqual(['$5.35 to $5.40', '$5.25 to $5.35']);
  });
  it('reads an amount moved "by" and the level it reached as two figures, not a range', () => {
    expect(texts('Operating expenses rose $7.8 million to $24.8 million for Q2 of 2021.')).toEqual(['$7.8 million', '$24.8 million']);
    expect(texts('Net debt decreased sequentially by $588 million to $12.5 billion.')).toEqual(['$588 million', '$12.5 billion']);
    expect(texts('In May, we increased the quarterly dividend by $0.02 to $0.42 per share.')).toEqual(['$0.02', '$0.42']);
    expect(texts('Revenue for FY 21 grew 13% or $25.7 million to $224.2 million.')).toEqual(['13%', '$25.7 million', '$224.2 million']);
    expect(texts('Deposit costs were down 46 basis points to 48 basis points.')).toEqual(['46 basis points', '48 basis points']);
    expect(texts('The coking coal costs in Q1 went up by US$11 to US$285.')).toEqual(['US$11', 'US$285']);
  });
  it('keeps a range after a movement when a unit is shared or the movement is to come', () => {
    expect(texts('Diagnostics went up by about 16% to 18% for the quarter.')).toEqual(['16% to 18%']);
    expect(texts('Gross margins will be down 60 to 90 basis points.')).toEqual(['60 to 90 basis points']);
    expect(texts('Capex should be up $250 million to $270 million next year.')).toEqual(['$250 million to $270 million']);
    expect(texts('We increased guidance to $5.35 to $5.40.')).toEqual(['$5.35 to $5.40']);
    expect(texts('We expect revenues to be reduced by approximately $5 million to $7 million.')).toEqual(['$5 million to $7 million']);
    expect(texts('Revenue grew 52% or $17.7 to $52.1 million in the fourth quarter.')).toEqual(['52%', '$17.7 to $52.1 million']);
    expect(texts('We expect a margin of 21%, up 150 basis points to 200 basis points.')).toEqual(['21%', '150 basis points to 200 basis points']);
    expect(texts('We are raising operating profit by $25 million to a new range of up $50 million to $75 million.')).toEqual(['$25 million', '$50 million to $75 million']);
  });
  it('knows the level reached from the level left', () => {
    const s = 'Our restructured book reduced by Rs.475 crores from 0.84% to 0.66% QoQ.';
    const [amount, left, reached] = figuresIn(s);
    expect(leftLevel(s.slice(0, left!.start))).toBe(true);
    expect(reachedLevel(s, left, reached!)).toBe(true);
    expect(reachedLevel(s, amount, left!)).toBe(false);
  });
  it('knows the level reached past the year-ago time of the level left, and an amount moved past an abbreviation', () => {
    const s = 'We reduced our net debt in U.S. dollars by $160 million from $3.35 billion in June last year to $3.19 billion.';
    const [amount, left, reached] = figuresIn(s);
    expect(reachedLevel(s, left, reached!)).toBe(true);
    expect(movedBy(s.slice(0, amount!.start), amount!, left!)).toBe(true);
    const march = 'Gross NPA reduced from 2.1% at the end of March to 1.9%.';
    const [from, to] = figuresIn(march);
    expect(reachedLevel(march, from, to!)).toBe(false);
  });
});

describe('a range of scaled numbers', () => {
  it('joins "2.7 billion to 2.8 billion", not two plain numbers', () => {
    expect(figuresIn('The capex range of 2.7 billion to 2.8 billion.').map((f) => f.text)).toEqual(['2.7 billion to 2.8 billion']);
    expect(figuresIn('We moved 10 to 12 people.').map((f) => f.text)).toEqual(['10', '12']);
  });
});
