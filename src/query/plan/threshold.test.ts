import { describe, expect, it } from 'vitest';
import { parseThreshold } from './threshold.js';

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
