import { describe, expect, it } from 'vitest';
import { asCountOf, asPercentOf, barOp, barThreshold, figuresIn, meets, parseThreshold } from './threshold.js';

describe('parseThreshold: a share written as cents per dollar', () => {
  it('reads "17 cents of operating profit per dollar of revenue" as 17%', () => {
    expect(parseThreshold('Which IT firms kept less than 17 cents of operating profit per dollar of revenue?')).toMatchObject({ op: '<', value: 17, unit: 'percentage' });
    expect(parseThreshold('Which banks earn more than 12 paise on every rupee of income?')).toMatchObject({ op: '>', value: 12, unit: 'percentage' });
  });

  it('leaves an amount in cents alone', () => {
    expect(parseThreshold('Which companies paid a dividend above 50 cents?')?.unit).not.toBe('percentage');
  });
});

describe('parseThreshold: a verb or a comparative that passes the figure', () => {
  it.each([
    ['Which banks topped 4% on NIM last quarter?', '>', 'topped 4%'],
    ['Which lenders crossed the 4% mark on net interest margin?', '>', 'crossed the 4%'],
    ['Which carmakers beat a 15% EBITDA margin last quarter?', '>', 'beat a 15%'],
    ['Which insurers grew APE faster than 10% in Q1?', '>', 'faster than 10%'],
    ['Whose NIM exceeds 4%?', '>', 'exceeds 4%'],
    ['Which banks grew loans slower than 10%?', '<', 'slower than 10%'],
    ['Which banks came in shy of 2% on gross NPA?', '<', 'shy of 2%'],
  ])('%s', (question, op, text) => {
    expect(parseThreshold(question)).toMatchObject({ op, value: Number(text.match(/\d+/)![0]), unit: 'percentage', text });
  });
  it('sets none for a figure no comparison word passes', () => {
    expect(parseThreshold('Did the bank clear its 4% NIM guidance in the quarter?')).toBeNull();
    expect(parseThreshold('What was the cross-currency impact of 4% on revenue?')).toBeNull();
  });
});

describe('parseThreshold: a count', () => {
  it('reads a number with a scale word, or a whole number of 100 or more, as a count', () => {
    expect(parseThreshold('Which cement makers sold more than 25 million tonnes in Q1?')).toMatchObject({ op: '>', value: 25e6, unit: 'count' });
    expect(parseThreshold('Which banks have over 5,000 branches?')).toMatchObject({ op: '>', value: 5000, unit: 'count' });
  });
  it('leaves a small bare number alone: "NIM above 4.5" states no count', () => {
    expect(parseThreshold('Which banks had NIM above 4.5 in Q1 FY24?')).toBeNull();
  });
  it('compares a count only with a count', () => {
    const t = parseThreshold('Which ports handled more than 100 million tonnes?')!;
    expect(meets(t, { value: 1.2e8, unit: 'count', currency: '', text: '120 million', index: 0 })).toBe(true);
    expect(meets(t, { value: 120, unit: 'percentage', currency: '', text: '120%', index: 0 })).toBeNull();
    // … and of the same thing, when both say what they count.
    const staff = parseThreshold('Which IT firms had more than 300,000 employees?')!;
    expect(staff.counted).toBe(figuresIn('336,000 employees')[0]!.counted);
    expect(meets(staff, figuresIn('120,000 employees in 160 countries')[1]!)).toBeNull();
    expect(meets(staff, figuresIn('336,000 employees')[0]!)).toBe(true);
  });
});

describe('parseThreshold: thresholds in words', () => {
  it.each([
    ['Which banks posted double-digit loan growth?', '>=', 10, 'percentage', 'double-digit'],
    ['Which of the IT companies grew in double digits?', '>=', 10, 'percentage', 'in double digits'],
    ['Which automakers more than doubled their profit from a year ago?', '>', 100, 'percentage', 'more than doubled'],
    ['Which banks tripled net profit?', '>=', 200, 'percentage', 'tripled'],
    ['Name the banks whose NIM was at or above 4%.', '>=', 4, 'percentage', 'at or above 4%'],
    ['Which banks reported NIM greater than or equal to 4%?', '>=', 4, 'percentage', 'greater than or equal to 4%'],
    ['Which banks had ROA upward of 2%?', '>', 2, 'percentage', 'upward of 2%'],
    ['Which banks had NIM above four percent?', '>', 4, 'percentage', 'above four percent'],
    ['Which lenders had net NPA under half a percent?', '<', 0.5, 'percentage', 'under half a percent'],
    ['Which companies had margins of over twenty-five percent?', '>', 25, 'percentage', 'over twenty-five percent'],
    ['Which IT firms won deals of over a billion dollars?', '>', 1e9, 'money', 'over a billion dollars'],
  ])('%s', (question, op, value, unit, text) => {
    expect(parseThreshold(question)).toMatchObject({ op, value, unit, text });
  });

  it('reads a scaled number before the things it counts as a count, not money', () => {
    expect(parseThreshold('Which IT companies have more than 2 lakh employees?')).toMatchObject({ op: '>', value: 2e5, unit: 'count', counted: 'employ' });
    expect(parseThreshold('Which banks have deposits of more than Rs 1 lakh crore?')).toMatchObject({ unit: 'money', currency: 'inr' });
  });

  it('reads no number word that states no figure, nor a size bucket ("$10 million-plus clients")', () => {
    expect(parseThreshold('Which one of the banks had a good quarter?')).toBeNull();
    expect(parseThreshold('How many $10 million-plus clients does Alpha Corp have?')).toBeNull();
  });
});

describe('parseThreshold: a comparison sign', () => {
  it('reads a sign after a space ("NIM > 4%") and the signs with "or equal"', () => {
    expect(parseThreshold('which pharma cos posted ebitda margin > 25%')).toMatchObject({ op: '>', value: 25, unit: 'percentage' });
    expect(parseThreshold('Banks with a NIM < 4%?')).toMatchObject({ op: '<', value: 4, unit: 'percentage' });
    expect(parseThreshold('banks with gross NPA >= 2%')).toMatchObject({ op: '>=', value: 2 });
    expect(parseThreshold('banks with net NPA ≤ 0.5%')).toMatchObject({ op: '<=', value: 0.5 });
    expect(parseThreshold('IT firms with attrition >17%')).toMatchObject({ op: '>', value: 17 });
  });
});

describe('asCountOf: a scaled number of a metric that counts', () => {
  it('reads "more than 3 lakh" of a headcount as a count, and leaves money with a currency, or of a money metric, alone', () => {
    const t = parseThreshold('Which IT companies had headcount of more than 3 lakh?');
    expect(t).toMatchObject({ unit: 'money' });
    expect(asCountOf(t, 'count')).toMatchObject({ op: '>', value: 300000, unit: 'count' });
    expect(asCountOf(t, 'money')).toMatchObject({ unit: 'money' });
    expect(asCountOf(parseThreshold('subscribers above Rs 3 lakh'), 'count')).toMatchObject({ unit: 'money' });
    expect(asCountOf(null, 'count')).toBeNull();
  });
});

describe('parseThreshold: "sub-" and "and up"', () => {
  it('reads "sub-15%" and "sub 2%" as below the figure', () => {
    expect(parseThreshold('Of the IT names, whose attrition was sub-15%?')).toMatchObject({ op: '<', value: 15, unit: 'percentage' });
    expect(parseThreshold('Which banks kept gross NPA sub 2%?')).toMatchObject({ op: '<', value: 2, unit: 'percentage' });
  });

  it('reads "4% and up" as at least the figure', () => {
    expect(parseThreshold('Which banks had NIM of 4% and up?')).toMatchObject({ op: '>=', value: 4, unit: 'percentage' });
  });
});

describe('barOp and barThreshold: a group measured against a company it names', () => {
  it.each([
    ['Which banks had a higher NIM than ', '>'],
    ['Which IT companies grew revenue faster than ', '>'],
    ['Which banks had a lower gross NPA ratio than ', '<'],
    ['Which banks grew deposits more slowly than that of ', '<'],
    ['Did any FMCG company beat ', '>'],
    ['Which metals companies carry less debt than the ', '<'],
    ['Which pharma companies outgrew ', '>'],
    ['Which banks had a higher NIM compared to ', '>'],
    ['Which IT firms lagged ', '<'],
  ])('%s… → %s', (before, op) => {
    expect(barOp(before)).toBe(op);
  });

  it('reads "better" by which way the metric is better', () => {
    expect(barOp('Which banks had better margins than ')).toBe('>');
    expect(barOp('Which banks did better than ', false)).toBe('<');
    expect(barOp('Which banks had worse asset quality than ', false)).toBe('>');
  });

  it('sets no side without a comparison word', () => {
    expect(barOp('How do banks compare with ')).toBeNull();
    expect(barOp('Which banks, like ')).toBeNull();
  });

  it("reads the bar as the named company's figure, still to be read", () => {
    const t = barThreshold('Which banks had a higher NIM than HDFC Bank?', { name: 'HDFC Bank Limited', matched: 'HDFC Bank' }, 'percentage');
    expect(t).toMatchObject({ op: '>', unit: 'percentage', of: 'HDFC Bank Limited', text: "above HDFC Bank Limited's" });
    expect(Number.isNaN(t!.value)).toBe(true);
    expect(meets(t!, { value: 5, unit: 'percentage', currency: '', text: '5%', index: 0 })).toBe(false);
    expect(barThreshold('What was HDFC Bank NIM?', { name: 'HDFC Bank Limited', matched: 'HDFC Bank' }, 'percentage')).toBeNull();
  });
});

describe('asPercentOf: a multiple set for a level stated in percent', () => {
  it('reads "above 2x" of a percent metric as above 200%, and leaves other units alone', () => {
    expect(asPercentOf(parseThreshold('insurers with solvency above 2x'), 'percent')).toMatchObject({ op: '>', value: 200, unit: 'percentage' });
    expect(asPercentOf(parseThreshold('net debt to EBITDA under 2x'), 'ratio')).toMatchObject({ op: '<', value: 2, unit: 'multiple' });
    expect(asPercentOf(parseThreshold('NIM above 4%'), 'percent')).toMatchObject({ value: 4, unit: 'percentage' });
  });
});
