import { describe, expect, it } from 'vitest';
import { lastBreak, sentenceEnds } from './sentences.js';

const split = (t: string) => {
  let prev = 0;
  return sentenceEnds(t).map((e) => {
    const s = t.slice(prev, e).trim();
    prev = e;
    return s;
  });
};

describe('sentence boundaries', () => {
  it('ignores abbreviations, initials and decimals', () => {
    const t = 'We have Mr. K. Krithivasan with us. Revenue was Rs. 4,812 crore, up 12.6% Y-o-Y. Is that right? Yes.';
    expect(split(t)).toEqual(['We have Mr. K. Krithivasan with us.', 'Revenue was Rs. 4,812 crore, up 12.6% Y-o-Y.', 'Is that right?']);
  });

  it('does not end a sentence before a lower-case word on the same line', () => {
    expect(sentenceEnds('approx. ten percent of sales. Next')).toEqual(['approx. ten percent of sales.'.length]);
  });

  it('finds the last break before a limit, preferring sentence ends', () => {
    const t = 'One two. Three four five six';
    expect(lastBreak(t, 0, t.length)).toBe(8);
    expect(lastBreak('no sentence end here at all', 0, 20)).toBe(15);
  });
});
