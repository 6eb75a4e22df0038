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
