import { describe, expect, it } from 'vitest';
import { ANY_CASE_EDGES, AS_WRITTEN_EDGES } from './word-edges.js';

describe('word edges', () => {
  it('tells letters and digits before and at a place, whole code points included', () => {
    for (const edges of [ANY_CASE_EDGES, AS_WRITTEN_EDGES]) {
      expect(edges.before('a EBITDA', 2)).toBe(false);
      expect(edges.before('aEBITDA', 1)).toBe(true);
      expect(edges.before('9x', 1)).toBe(true);
      expect(edges.before('éx', 1)).toBe(true);
      expect(edges.before('𝐀x', 2)).toBe(true);
      expect(edges.before('x', 0)).toBe(false);
      expect(edges.at('PAT.', 3)).toBe(false);
      expect(edges.at('PATé', 3)).toBe(true);
      expect(edges.at('PAT𝐀', 3)).toBe(true);
      expect(edges.at('PAT', 3)).toBe(false);
    }
  });

  it('reads a character as its expression does: under /iu a mark that folds to a letter is one', () => {
    const mark = '\u0345';
    expect(ANY_CASE_EDGES.at(mark, 0)).toBe(/^[\p{L}\p{N}]/iu.test(mark));
    expect(AS_WRITTEN_EDGES.at(mark, 0)).toBe(/^[\p{L}\p{N}]/u.test(mark));
    expect(AS_WRITTEN_EDGES.at(mark, 0)).toBe(false);
  });
});
