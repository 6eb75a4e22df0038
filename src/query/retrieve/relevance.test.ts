import { describe, expect, it } from 'vitest';
import { relevanceScores } from './relevance.js';

describe('relevanceScores', () => {
  it('sums, per text, the IDF over the candidate texts of each question term it holds', () => {
    const texts = ['EBITDA margin fell', 'Revenue growth and EBITDA margin', 'Nothing relevant here', 'margins widened'];
    // Stemmed terms: ebitda (2 texts), margin (3: "margins" stems alike), revenue (1), growth (1).
    const idf = (df: number): number => Math.log(1 + (texts.length + 1) / (df + 0.5));
    const scores = relevanceScores('How did revenue growth and the EBITDA margin move?', texts);
    // Added in the question's term order (revenue, growth, ebitda, margin): equal to the last bit.
    expect(scores).toEqual([idf(2) + idf(3), idf(1) + idf(1) + idf(2) + idf(3), 0, idf(3)]);
    expect(relevanceScores('revenue', [])).toEqual([]);
    expect(relevanceScores('the and of', texts)).toEqual([0, 0, 0, 0]);
  });
});
