import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/util/seeded-random.js';
import { edgeTermIndex, indexedRelevance } from './edge-term-index.js';
import { relevanceFromTerms, termSet } from './relevance.js';

const WORDS = ['margin', 'revenu', 'growth', 'ebitda', 'debt', 'capex', 'volum', 'price', 'rural', 'export'];

describe('indexedRelevance', () => {
  it('gives relevanceFromTerms’s scores, bit for bit, to the candidates scoring above 0 (index and extra edges together)', () => {
    const rnd = seededRandom(11);
    const pick = () => WORDS[Math.floor(rnd() * WORDS.length)]!;
    let matched = 0;
    for (let n = 0; n < 100; n++) {
      const terms = new Map<string, Set<string>>();
      const count = 1 + Math.floor(rnd() * 60);
      for (let i = 0; i < count; i++) terms.set(`e${i}`, new Set(Array.from({ length: Math.floor(rnd() * 5) }, pick)));
      const ids = [...terms.keys()];
      const split = Math.floor(rnd() * ids.length);
      const index = edgeTermIndex(ids.slice(0, split), (e) => terms.get(e)!);
      const extra = new Map(ids.slice(split).map((e) => [e, terms.get(e)!]));
      const question = Array.from({ length: 1 + Math.floor(rnd() * 4) }, pick).join(' ');
      const qTerms = [...termSet(question)];
      const reference = relevanceFromTerms(question, ids.map((e) => terms.get(e)!));
      const got = indexedRelevance(index, qTerms, extra);
      ids.forEach((e, i) => expect(got.get(e) ?? 0).toBe(reference[i]));
      expect([...got.values()].every((s) => s > 0)).toBe(true);
      matched += got.size;
    }
    expect(matched).toBeGreaterThan(100);
  });

  it('indexes each edge once', () => {
    const index = edgeTermIndex(['a', 'b', 'a'], () => new Set(['margin']));
    expect(index.edges.size).toBe(2);
    expect(index.postings.get('margin')).toEqual(['a', 'b']);
  });
});
