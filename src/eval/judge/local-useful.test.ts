import { describe, expect, it } from 'vitest';
import { pickBest, seededHalves } from './local-calibrate.js';
import { createLocalJudge } from './local.js';
import { termHits, terms, usefulVerdicts } from './local-useful.js';
import { score } from '../metrics/context-precision.js';

const reply =
  'Roughly 90% of our volume is exim, 10% is domestic and we mainly run Mundra and Patli as the circuits with a balanced route.';

describe('offline usefulness (context precision verdicts)', () => {
  it('terms are distinct stemmed content words and numbers', () => {
    expect(terms('Margins improved; margin at 21.5% and 21.5% again.')).toEqual(['margin', 'improv', '21.5']);
    expect(termHits(['margin', '21.5', 'capex'], new Set(['margin', '21.5']))).toBe(2);
  });

  it('a long ground truth needs minTerms of its terms in the item, not most of it', () => {
    const items = [
      'Exim is 90% of the volume and domestic 10%, Mundra being the main circuit.', // exim, 90, volume, domestic, 10, mundra, circuit
      'We run Mundra trains.', // run, mundra: 2 terms
      'The board met in May to approve the dividend.',
    ];
    expect(usefulVerdicts(reply, items, 5)).toEqual([true, false, false]);
    expect(usefulVerdicts(reply, items, 2)).toEqual([true, true, false]);
  });

  it('a ground truth shorter than minTerms must be held whole', () => {
    const gt = 'Primarily, US and Europe, overall.';
    expect(usefulVerdicts(gt, ['We export primarily to the US and Europe overall.', 'Exports go to Europe.'], 5)).toEqual([true, false]);
  });

  it('no ground-truth terms: nothing is useful; a bad count is refused', () => {
    expect(usefulVerdicts('...', ['anything at all'], 5)).toEqual([false]);
    expect(() => usefulVerdicts(reply, ['x'], 0)).toThrow(/positive integer/);
    expect(() => usefulVerdicts(reply, ['x'], 2.5)).toThrow(/positive integer/);
  });

  it('the judge feeds the order-sensitive score: the useful item first scores 1, second 1/2', async () => {
    const judge = createLocalJudge({ usefulTerms: 5 });
    const useful = 'Roughly 90% of volume is exim and 10% domestic, run on the Mundra and Patli circuits.';
    const noise = 'Moderator: the next question is from the line of Atul Tiwari.';
    expect(score(await judge.useful('q', reply, [useful, noise]))).toBe(1);
    expect(score(await judge.useful('q', reply, [noise, useful]))).toBe(0.5);
    expect(score(await judge.useful('q', reply, [noise, noise]))).toBe(0);
    expect(judge.id).toMatch(/useful>=5terms/);
  });
});

describe('seeded split-half calibration', () => {
  it('splits into two disjoint sorted halves covering every row, reproducibly', () => {
    const a = seededHalves(11, 42);
    expect(a.tune).toHaveLength(6);
    expect(a.heldOut).toHaveLength(5);
    expect([...a.tune, ...a.heldOut].sort((x, y) => x - y)).toEqual([...Array(11).keys()]);
    expect(a.tune).toEqual([...a.tune].sort((x, y) => x - y));
    expect(seededHalves(11, 42)).toEqual(a);
    expect(seededHalves(11, 43)).not.toEqual(a);
  });

  it('picks the best candidate, the earliest on ties, NaN as worst', () => {
    expect(pickBest([1, 2, 3, 4], (k) => (k === 3 ? 0.9 : 0.1))).toEqual({ best: 3, score: 0.9 });
    expect(pickBest([1, 2, 3], (k) => (k === 1 ? Number.NaN : 0.5)).best).toBe(2);
    expect(pickBest([1, 2], () => Number.NaN).score).toBeNaN();
    expect(() => pickBest([], () => 1)).toThrow(/no candidates/);
  });
});
