import { describe, expect, it } from 'vitest';
import { CALL_FILLER, STOP_AND_FILLER, STOP_WORDS } from './stopwords.js';

describe('stop words', () => {
  it('hold function words, not content words', () => {
    for (const w of ['the', 'of', 'was', 'which', 'between', 'themselves']) expect(STOP_WORDS.has(w), w).toBe(true);
    for (const w of ['revenue', 'margin', 'growth', 'q1', 'crore', 'guidance']) expect(STOP_AND_FILLER.has(w), w).toBe(false);
  });
  it('keep call filler apart from the function words, and join both for search and scoring', () => {
    expect(CALL_FILLER.has('thanks')).toBe(true);
    expect(STOP_WORDS.has('thanks')).toBe(false);
    expect(STOP_AND_FILLER.size).toBe(new Set([...STOP_WORDS, ...CALL_FILLER]).size);
    for (const w of [...STOP_WORDS, ...CALL_FILLER]) expect(w).toBe(w.toLowerCase());
  });
});
