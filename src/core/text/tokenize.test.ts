import { describe, expect, it } from 'vitest';
import { contentTokens, plainWords, wordTokens } from './tokenize.js';

describe('wordTokens', () => {
  it('lower-cases, strips thousands separators and canonicalises currency words', () => {
    expect(wordTokens('Rs. 1,23,456 Cr, ₹5,000 crores; INR 3 YoY')).toEqual([
      'rupees', '123456', 'crore', 'rupees', '5000', 'crore', 'rupees', '3', 'year-on-year',
    ]);
    expect(contentTokens('What was the revenue of TCS?')).toEqual(['revenue', 'tcs']);
  });
  it('plainWords splits at everything but letters and digits, as the full-text index does', () => {
    expect(plainWords("Rs. 1,234.5 crore Y-o-Y, Dr. Reddy's")).toEqual(['rs', '1', '234', '5', 'crore', 'y', 'o', 'y', 'dr', 'reddy', 's']);
  });
});
