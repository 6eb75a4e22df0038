import { describe, expect, it } from 'vitest';
import { otherSenseAt } from './senses.js';

const split = (s: string): string[] => s.split(/\s+/);

describe('otherSenseAt', () => {
  it('marks the words of a phrase of another sense: the verb "deal with", the idiom "a big deal"', () => {
    expect([...otherSenseAt(split('The team has a stellar track record dealing with longtime operators.'))]).toEqual([7, 8]);
    expect([...otherSenseAt(split('Consent order is a very big deal.'))]).toEqual([5, 6]);
  });
  it('leaves the noun alone', () => {
    expect(otherSenseAt(split('We closed the deal on September 1.')).size).toBe(0);
    expect(otherSenseAt(split('Before our deal, with Legacy in hand, we grew.')).size).toBe(0);
  });
});
