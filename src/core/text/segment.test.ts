import { describe, expect, it } from 'vitest';
import { lowerCaseWords } from './segment.js';

describe('lowerCaseWords', () => {
  it('holds every word the expression reads as lower case, in any script, and the lower-case names of businesses', () => {
    const text = 'café Über-fine x𝐚bc 𝐀bc abc-Def -x- straße co-Founder a1b 99bottles; our funeral and cemetery segments';
    const expected = new Set([...text.matchAll(/(?<![\p{L}])[\p{Ll}][\p{Ll}-]*/gu)].map((m) => m[0]));
    expect(lowerCaseWords(text)).toEqual(expected);
    expect(lowerCaseWords(text)).toContain('funeral');
    expect(lowerCaseWords(text)).not.toContain('bc');
  });
});
