import { describe, expect, it } from 'vitest';
import { cohortNamed, isCohort, saysCohort } from './cohort.js';

describe('a cohort measured by its month', () => {
  it('reads the ordinal a question names before the metric, and whether a sentence names it', () => {
    expect(cohortNamed('whose 61st-month persistency')).toBe('61st');
    expect(cohortNamed('13th Month persistency')).toBe('13th');
    expect(cohortNamed('persistency in month 13')).toBeNull();
    expect(isCohort('61st')).toBe(true);
    expect(isCohort('first')).toBe(false);
    expect(saysCohort('13th', '13-month persistency stands at 85.1%.')).toBe(true);
    expect(saysCohort('61st', 'Our 13th and 61st month persistency was 87% and 53%.')).toBe(true);
    expect(saysCohort('61st', '13-month persistency stands at 85.1%.')).toBe(false);
  });
});
