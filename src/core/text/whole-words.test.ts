import { describe, expect, it } from 'vitest';
import { seededRandom } from '../util/seeded-random.js';
import { escapeRegExp } from './regexp.js';
import { holdsWord, wholeWordRegExp, wholeWords } from './whole-words.js';

const WORDS = ['Mehta', 'avi', 'Shah', 'kumar', 'SKS', 'Ashok', "D'Souza", 'Jean-Paul', 'Müller', 'abc1', 'sss', 'kkk'];
const PIECES = [' ', '-', '.', ',', "'", '’', '(', ')', '1', 'x', 'é', 'ſ', '\u212a', 'İ', '𝐀', '\ud835', '\udc00', 'from the line of ', 'Mr. '];

function randomText(rnd: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const parts: string[] = [];
  for (let i = 0, n = 1 + Math.floor(rnd() * 10); i < n; i++) {
    if (rnd() < 0.6) {
      // A word in random case, sometimes with a long s or Kelvin sign for its "s" or "k", sometimes cut short.
      let w = pick(WORDS);
      if (rnd() < 0.2) w = w.slice(0, Math.max(1, w.length - 1));
      parts.push([...w].map((c) => (rnd() < 0.3 ? c.toUpperCase() : c === 's' && rnd() < 0.2 ? 'ſ' : c === 'k' && rnd() < 0.2 ? '\u212a' : c)).join(''));
    }
    parts.push(pick(PIECES));
  }
  return parts.join('');
}

describe('whole words', () => {
  it('finds a name as a whole word in any case, not inside a longer word', () => {
    const line = 'The next question is from the line of Avi Mehta from Macquarie.';
    const words = wholeWords(line);
    expect(words.has('Mehta')).toBe(true);
    expect(words.has('MEHTA')).toBe(true);
    expect(words.has('Meht')).toBe(false);
    expect(words.has('Macq')).toBe(false);
    expect(wholeWords("Sanjay D'Souza's question").has("D'Souza")).toBe(true);
  });

  it('tells what the regular expression tells: random texts of names, odd letters and separators', () => {
    const rnd = seededRandom(7);
    let found = 0;
    for (let i = 0; i < 3_000; i++) {
      const text = randomText(rnd);
      const words = wholeWords(text);
      for (const w of WORDS) {
        const expected = wholeWordRegExp(w).test(text);
        expect(words.has(w), `${w} in ${JSON.stringify(text)}`).toBe(expected);
        if (expected) found++;
      }
    }
    expect(found).toBeGreaterThan(1_000);
  });

  it('holdsWord tells what the case-sensitive expression tells: random texts, names with dots and ampersands', () => {
    const rnd = seededRandom(11);
    const words = [...WORDS, 'KS', 'HDB', 'U.S.', 'R&D', 'ICICI Home Finance', 'ſ', '𝐀', '\ud835', 'é'];
    let found = 0;
    for (let i = 0; i < 3_000; i++) {
      const text = randomText(rnd) + (rnd() < 0.3 ? ` ${words[Math.floor(rnd() * words.length)]}` : '');
      for (const w of words) {
        const expected = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(w)}(?![\p{L}])`, 'u').test(text);
        expect(holdsWord(text, w), `${w} in ${JSON.stringify(text)}`).toBe(expected);
        if (expected) found++;
      }
    }
    expect(found).toBeGreaterThan(1_000);
    expect(holdsWord('KS for Q1 did a top line', 'KS')).toBe(true);
    expect(holdsWord('THANKS for Q1', 'KS')).toBe(false);
  });
});
