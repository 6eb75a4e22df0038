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

describe('figuresIn: two percentages a comma apart', () => {
  const pct = (text: string) => figuresIn(text).filter((f) => f.unit === 'percent').map((f) => [f.value, f.high]);
  it('reads a second percentage a little above the first as the top of one range', () => {
    expect(pct('because again, 89%, 90% capacity utilization, which means average 85%-plus utilization')).toEqual([[89, 90], [85, null]]);
    expect(pct('this quarter we have had north of I think 50%, 55% growth.')).toEqual([[50, 55]]);
  });
  it('keeps them apart when they fall, lie far apart, stand in a longer list or have words between', () => {
    expect(pct('It went from 55%, 50% over the year.')).toEqual([[55, null], [50, null]]);
    expect(pct('Margins were 12%, 30% in the two businesses.')).toEqual([[12, null], [30, null]]);
    expect(pct('Regions grew 8%, 9% and 10% respectively.')).toEqual([[8, null], [9, null], [10, null]]);
    expect(pct('we believe the 60%, 61% gross margin, 30%, 31% operating margin are right')).toEqual([[60, 61], [30, null], [31, null]]);
    expect(pct('Revenue grew 12.6% in rupee terms, 7% in constant currency terms.')).toEqual([[12.6, null], [7, null]]);
  });
});

describe('bare figures beside a month', () => {
  it('drops a day beside a month, keeps a count before a word that merely contains a month abbreviation', () => {
    expect(figuresIn('We added 5 marketplaces this quarter.').map((f) => f.text)).toEqual(['5']);
    expect(figuresIn('Our summary 12 stores opened.').map((f) => f.text)).toEqual(['12']);
    expect(figuresIn('We opened 12 primary 7 secondary schools').map((f) => f.text)).toEqual(['12', '7']);
    expect(figuresIn('On 30 June we had 40 stores.').map((f) => f.text)).toEqual(['40']);
    expect(figuresIn('In Sept. 5 stores opened.').map((f) => f.text)).toEqual([]);
  });
});
