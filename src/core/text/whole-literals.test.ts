import { describe, expect, it } from 'vitest';
import { seededRandom } from '../util/seeded-random.js';
import { activeMetrics, vocabularyMetrics } from '../vocabulary/metrics.js';
import { wholeLiterals, wholeLiteralsRegExp } from './whole-literals.js';

const viaRegExp = (literals: readonly string[], text: string) => [...text.matchAll(wholeLiteralsRegExp(literals))].map((x) => ({ text: x[0], start: x.index, end: x.index + x[0].length }));

/** The metric vocabulary's abbreviations as written and in capitals, longest first, as the metric matcher lists them. */
const ABBREVIATIONS = [...new Set(vocabularyMetrics(activeMetrics()).flatMap((m) => m.abbreviations.flatMap((a) => [a, a.toUpperCase()])))].sort((a, b) => b.length - a.length);

/** Strings that overlap: a shorter one ends where a longer one goes on ("EBITDA" of "EBITDA/t", "PAT" of "PATs"). */
const OVERLAPPING = ['EBITDA/tonne', 'EBITDA/t', 'EBITDA', 'EBIT', 'PATs', 'PAT', 'SG&A', 'D/E', 'CET-1', 'R', 'S', 's'];

const PIECES = [' ', '-', '/', '&', '.', ',', 's', 'S', 'x', '1', 'é', '\u0345', '𝐀', '\ud835', '\udc00', '(', ')', 'ſ', '\u212a'];

function randomText(rnd: () => number, literals: readonly string[]): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const parts: string[] = [];
  for (let i = 0, n = 1 + Math.floor(rnd() * 12); i < n; i++) {
    if (rnd() < 0.6) {
      // A string as written, sometimes in other case, sometimes cut short.
      let l = pick(literals);
      if (rnd() < 0.2) l = l.slice(0, Math.max(1, l.length - 1));
      parts.push(rnd() < 0.2 ? l.toLowerCase() : l);
    }
    parts.push(pick(PIECES));
  }
  return parts.join('');
}

describe('whole literals', () => {
  it('finds strings as written, whole words, with a plural "s"', () => {
    const m = wholeLiterals(['EBITDA', 'NPA', 'PAT']);
    expect(m.matches('EBITDA and gross NPAs; ebitda, PATENT, PAT.').map((x) => x.text)).toEqual(['EBITDA', 'NPAs', 'PAT']);
  });

  it('finds what the regular expression finds: random texts of the vocabulary abbreviations and of overlapping strings', () => {
    for (const literals of [ABBREVIATIONS, OVERLAPPING]) {
      const matcher = wholeLiterals(literals);
      const rnd = seededRandom(literals.length);
      let found = 0;
      for (let i = 0; i < 3_000; i++) {
        const text = randomText(rnd, literals);
        const got = matcher.matches(text);
        expect(got, JSON.stringify(text)).toEqual(viaRegExp(literals, text));
        found += got.length;
      }
      expect(found).toBeGreaterThan(1_000);
    }
  });

  it('a list it cannot walk (an empty string, half a character pair) is matched by the regular expression', () => {
    const literals = ['\ud835', 'PAT'];
    const text = 'PAT 𝐀 \ud835 x';
    expect(wholeLiterals(literals).matches(text)).toEqual(viaRegExp(literals, text));
  });
});
