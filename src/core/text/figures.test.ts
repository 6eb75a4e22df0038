import { describe, expect, it } from 'vitest';
import { figuresIn, ownScale } from './figures.js';

const values = (text: string) => figuresIn(text).filter((f) => f.unit === 'money').map((f) => f.value);

describe('figuresIn: an unscaled amount beside a scaled one', () => {
  it('takes the scale of an amount of the same size it is compared with', () => {
    expect(values('Net profit was INR2,850 crores, against INR2,700 during the prior quarter and INR3,200 in the prior year.')).toEqual([2.85e10, 2.7e10, 3.2e10]);
  });

  it('keeps its own value when it is written ten times smaller than the scaled one', () => {
    expect(values('For the quarter, operating income was $490 million and earnings per share were $2.64.')).toEqual([4.9e8, 2.64]);
    expect(values('Net operating income grew by 13% to $182 million and earnings per share increased 16% to $3.03.')).toEqual([1.82e8, 3.03]);
  });

  it('keeps its own value when it is written ten times larger', () => {
    expect(values('Capex was $2 billion versus $450 in the prior year per square foot')).toEqual([2e9, 450]);
  });
});

describe('ownScale', () => {
  const scaleOf = (text: string, i = 0) => ownScale(figuresIn(text).filter((f) => f.unit === 'money')[i]!);
  it('is the scale the figure itself states, never one taken from another amount', () => {
    expect(scaleOf('dividend payout of Rs. 796 crores')).toBe(1e7);
    expect(scaleOf('$2.5 million per store')).toBe(1e6);
    expect(scaleOf('earnings per share were $2.64')).toBe(1);
    expect(scaleOf('Net profit was INR2,850 crores, against INR2,700 in the prior quarter', 1)).toBe(1);
  });
});

describe('figuresIn: a sign said in words', () => {
  it('reads "negative 29%" and "negative at 29%" as below zero, not "negative impact of 2%"', () => {
    expect(figuresIn('Our constant currency growth for the quarter has been negative at 29%.').map((f) => f.value)).toEqual([-29]);
    expect(figuresIn('U.S. Coffee negative 12% on volume.').map((f) => f.value)).toEqual([-12]);
    expect(figuresIn('There was a negative impact of 2% from currency.').map((f) => f.value)).toEqual([2]);
  });
});
