import { describe, expect, it } from 'vitest';
import { closedSpelling, lightStem, stem } from './stem.js';

describe('stem', () => {
  it('lets inflections and verb/noun pairs meet', () => {
    expect(stem('margins')).toBe(stem('margin'));
    for (const [a, b] of [
      ['priced', 'price'], ['pricing', 'prices'], ['rate', 'rates'], ['acquired', 'acquisition'], ['acquire', 'acquisition'],
      ['grew', 'growth'], ['guide', 'guidance'], ['guided', 'guide'], ['companies', 'company'], ['deposits', 'deposit'],
      ['forgiven', 'forgiveness'], ['forgive', 'forgiveness'], ['retire', 'retirements'], ['retiring', 'retirement'],
    ]) {
      expect(stem(a!), `${a} ~ ${b}`).toBe(stem(b!));
    }
  });
  it('keeps different words apart and short words whole', () => {
    expect(stem('margin')).not.toBe(stem('market'));
    expect(stem('business')).toBe('business');
    expect(stem('gas')).toBe('gas');
    expect(stem('q1')).toBe('q1');
    // "home care" is no car; the forms of care still meet.
    expect(stem('care')).not.toBe(stem('cars'));
    expect(stem('caring')).toBe(stem('care'));
  });

  it('light mode folds plurals and -ing/-ed/-ly only, and keeps digit words whole', () => {
    expect(lightStem('margins')).toBe('margin');
    expect(lightStem('companies')).toBe('company');
    expect(lightStem('growing')).toBe('grow');
    expect(lightStem('growth')).toBe('growth');
    expect(lightStem('priced')).not.toBe(lightStem('price'));
    expect(lightStem('1990s')).toBe('1990s');
  });

  it('closes up a prefix written with or without a hyphen, so both spellings meet', () => {
    expect(closedSpelling('non-performing')).toBe('nonperforming');
    expect(stem(closedSpelling('non-performing'))).toBe(stem('nonperforming'));
    expect(closedSpelling('non-accrual')).toBe('nonaccrual');
    expect(closedSpelling('pre-tax')).toBe('pretax');
    expect(closedSpelling('charge-off')).toBe('charge-off');
    expect(closedSpelling('non-gaap')).toBe('nongaap');
    expect(closedSpelling('re-up')).toBe('re-up');
  });
});
