import { describe, expect, it } from 'vitest';
import { numbersIn } from '../../core/text/canonical.js';
import { candidatePairs, compareKeys, comparableIndexPairs, MIN_FUZZY_LENGTH, type CandidatePair, type MergeCandidate } from './near-duplicates.js';

/** The all-pairs search the blocking replaced: the reference its output must equal exactly. */
function allPairs(entities: readonly MergeCandidate[]): CandidatePair[] {
  const blocks = new Map<string, MergeCandidate[]>();
  for (const e of entities) {
    if (e.canonical.length < MIN_FUZZY_LENGTH) continue;
    const key = `${e.scope}\u001f${e.type}\u001f${e.canonical[0]}\u001f${numbersIn(e.canonical)}`;
    blocks.set(key, [...(blocks.get(key) ?? []), e]);
  }
  const pairs: CandidatePair[] = [];
  for (const list of blocks.values()) {
    list.sort((x, y) => (x.canonical < y.canonical ? -1 : 1));
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const c = compareKeys(list[i]!.canonical, list[j]!.canonical);
        if (c) pairs.push({ a: list[i]!, b: list[j]!, ...c });
      }
    }
  }
  return pairs;
}

/** Deterministic PRNG (mulberry32), so the generated names are the same every run. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Words chosen to hit every rule: plurals, -ies/-y, British/American spellings, short and long
// words, long words whose stem is short ("rallies"), near-spellings, skip words and numbers.
const WORDS = [
  'rally', 'rallies', 'rallys', 'bank', 'banks', 'banking', 'margin', 'margins', 'marginal', 'revenue', 'revenues',
  'revenus', 'utilisation', 'utilization', 'colour', 'color', 'ebit', 'ebitda', 'of', 'the', 'and', 'q1', 'fy23',
  'q1fy23', 'asset', 'assets', 'finance', 'financing', 'financial', 'series', 'sery', 'cedar', 'birch', 'harbor',
  'harbour', 'juniper', 'junipers', 'paint', 'paints', 'asian', 'axis', 'a', 'aa', 'abc', 'abcs', 'rs', '500', '600',
];

describe('near-duplicate blocking', () => {
  it('finds exactly the pairs the all-pairs search finds, in the same order', () => {
    const rnd = prng(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const entities: MergeCandidate[] = [];
    const seen = new Set<string>();
    for (let i = 0; entities.length < 1500 && i < 20000; i++) {
      const n = 1 + Math.floor(rnd() * 3);
      let canonical = Array.from({ length: n }, () => pick(WORDS)).join(' ');
      if (rnd() < 0.1) canonical = canonical.replace(/ /g, '');
      const type = pick(['organization', 'financial_metric']);
      const scope = pick(['', 's']);
      if (seen.has(`${scope}|${type}|${canonical}`)) continue;
      seen.add(`${scope}|${type}|${canonical}`);
      entities.push({ id: `e${entities.length}`, canonical, type, scope, mentions: 1 + Math.floor(rnd() * 5) });
    }
    const expected = allPairs(entities);
    expect(expected.length).toBeGreaterThan(100);
    expect(candidatePairs(entities)).toEqual(expected);
  });

  it('compares keys of different word counts only when their letters are the same', () => {
    expect(comparableIndexPairs(['q1 fy23', 'q1fy23', 'q2 fy23'])).toEqual([[0, 1]]);
    // A short word pairs with a long word of the same stem; two long words always get compared.
    expect(comparableIndexPairs(['rallies up', 'rally up', 'banking up'])).toEqual([[0, 1], [0, 2]]);
  });
});
