import { describe, expect, it } from 'vitest';
import { sentencePieces } from './sse.js';

describe('sentencePieces', () => {
  it('keeps citation markers with their sentence and concatenates back to the text', () => {
    const text = 'Consolidated revenue for the quarter was Rs. 2,184 crore, a growth of 10.7% year-on-year. [1] The Beverages segment grew 8.9%. [1, 2] Margins held.';
    const pieces = sentencePieces(text);
    expect(pieces).toEqual([
      'Consolidated revenue for the quarter was Rs. 2,184 crore, a growth of 10.7% year-on-year. [1] ',
      'The Beverages segment grew 8.9%. [1, 2] ',
      'Margins held.',
    ]);
    expect(pieces.join('')).toBe(text);
  });

  it('does not split after abbreviations or inside numbers, and returns the text whole when it has one sentence', () => {
    expect(sentencePieces('Mr. Rao said $1.14 billion [2]')).toEqual(['Mr. Rao said $1.14 billion [2]']);
    expect(sentencePieces('')).toEqual([]);
    expect(sentencePieces('One! Two? Three.')).toEqual(['One! ', 'Two? ', 'Three.']);
  });
});
