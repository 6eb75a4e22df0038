import { describe, expect, it } from 'vitest';
import { figuresIn } from './figures.js';
import { leftLevel, reachedLevel } from './moved-level.js';

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
  it('knows the level reached from the level left', () => {
    const s = 'Our restructured book reduced by Rs.475 crores from 0.84% to 0.66% QoQ.';
    const [amount, left, reached] = figuresIn(s);
    expect(leftLevel(s.slice(0, left!.start))).toBe(true);
    expect(reachedLevel(s, left, reached!)).toBe(true);
    expect(reachedLevel(s, amount, left!)).toBe(false);
  });
});

describe('a range of scaled numbers', () => {
  it('joins "2.7 billion to 2.8 billion", not two plain numbers', () => {
    expect(figuresIn('The capex range of 2.7 billion to 2.8 billion.').map((f) => f.text)).toEqual(['2.7 billion to 2.8 billion']);
    expect(figuresIn('We moved 10 to 12 people.').map((f) => f.text)).toEqual(['10', '12']);
  });
});
