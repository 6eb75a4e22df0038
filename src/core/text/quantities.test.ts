import { describe, expect, it } from 'vitest';
import { findQuantities, normaliseEntityText, numberValues } from './quantities.js';

describe('quantities', () => {
  it('normalises money, percentages and basis points', () => {
    const q = (t: string) => findQuantities(t).map((x) => x.canonical);
    expect(q('Rs. 5,000 Cr and ₹5000 crore')).toEqual(['inr 5000 crore', 'inr 5000 crore']);
    expect(q('$1.2 billion TCV, USD 500 mn')).toEqual(['usd 1.2 billion', 'usd 500 million']);
    expect(q('up 150 bps to 24.3 per cent, 3%')).toEqual(['150 bps', '24.3%', '3%']);
    expect(q('we hired 5,000 people in 3 cities')).toEqual([]);
    expect(q('Rs 450 lakhs')).toEqual(['inr 450 lakh']);
    expect(q('advances at INR16.3 lakh crores grew')).toEqual(['inr 16.3 lakh crore']);
    expect(q('a pipeline of ₹5.5 lakh crore')).toEqual(['inr 5.5 lakh crore']);
    // A currency word after the scale, with the country said before it.
    expect(q('a profit after tax of 9.4 million US dollars, down 182 million U.S. dollars')).toEqual(['usd 9.4 million', 'usd 182 million']);
  });
  it('normalises entity strings for comparison', () => {
    expect(normaliseEntityText('₹5,000 Crore')).toBe('inr 5000 crore');
    expect(normaliseEntityText('Rs. 5000 cr')).toBe('inr 5000 crore');
    expect(normaliseEntityText('12.5 per cent')).toBe('12.5%');
    expect(normaliseEntityText('  Tata Consultancy Services’s ')).toBe('tata consultancy services');
    expect(normaliseEntityText('EBITDA Margin.')).toBe('ebitda margin');
  });
  it('reads every number, bare ones included, as a canonical string', () => {
    expect(numberValues('Rs 1,234.50 crore, 15% and FY24, 007 and 2.0')).toEqual(['1234.5', '15', '24', '7', '2']);
  });
});

describe('percentage points', () => {
  it('reads "N percentage points" as a hundred basis points each', () => {
    expect(findQuantities('margin rose 3.2 percentage points to 62.2%').map((q) => [q.kind, q.value, q.text])).toEqual([
      ['basis_points', '320', '3.2 percentage points'],
      ['percentage', '62.2', '62.2%'],
    ]);
    expect(findQuantities('up 1 percentage point')[0]?.canonical).toBe('100 bps');
  });
});
