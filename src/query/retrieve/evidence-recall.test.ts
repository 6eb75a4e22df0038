import { describe, expect, it } from 'vitest';
import { plainWords } from '../../core/text/tokenize.js';
import { coverage, evidenceRecall, isCovered, trigramHits, trigrams } from './evidence-recall.js';

describe('evidence recall', () => {
  it('builds lower-cased alphanumeric word trigrams', () => {
    expect([...trigrams('Revenue grew 12.5%, YoY!')]).toEqual(['revenue grew 12', 'grew 12 5', '12 5 yoy']);
    expect([...trigrams('EBITDA up')]).toEqual(['ebitda up']);
    expect(trigrams('').size).toBe(0);
  });

  it('measures the share of answer trigrams found in the joined contexts', () => {
    const g = 'margins improved by two hundred basis points this quarter';
    expect(coverage(g, ['we saw margins improved by two hundred basis points this quarter overall'])).toBe(1);
    // 9 tokens = 7 trigrams; the context holds the first 4 (through "two hundred basis").
    expect(coverage(g, ['Margins improved by two hundred basis', 'unrelated text'])).toBeCloseTo(4 / 7);
    expect(coverage('', ['x'])).toBeNaN();
  });

  it('covers at 0.7 and aggregates over questions, skipping unscorable ones', () => {
    const g = 'a b c d e f g h i j k l';
    expect(isCovered(g, ['a b c d e f g h i'])).toBe(true); // 7 of 10
    expect(isCovered(g, ['a b c d e f g h'])).toBe(false); // 6 of 10
    const r = evidenceRecall([
      { groundTruth: g, contexts: ['a b c d e f g h i j k l'] },
      { groundTruth: g, contexts: ['nothing'] },
      { groundTruth: '   ', contexts: ['x'] },
    ]);
    expect(r).toEqual({ recall: 0.5, covered: 1, scored: 2 });
  });
});

describe('trigramHits', () => {
  it('counts the wanted trigrams among the text\'s own, short texts and short wants included', () => {
    const texts = ['Revenue grew 7% in the quarter; revenue grew again in Q2.', 'revenue grew', 'margin', ''];
    const wants = ['revenue grew 7%', 'grew again in q2 and margin', 'revenue grew', 'margin', 'nothing here at all'];
    for (const t of texts) for (const w of wants) {
      const want = trigrams(w);
      const have = trigrams(plainWords(t).join(' '));
      expect(trigramHits(want, plainWords(t)), `${w} in ${t}`).toBe([...want].filter((g) => have.has(g)).length);
    }
  });
});
