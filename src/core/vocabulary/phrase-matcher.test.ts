import { describe, expect, it } from 'vitest';
import { seededRandom } from '../util/seeded-random.js';
import { phraseMatcher } from './phrase-matcher.js';

/** What the one expression of every phrase finds: the reference `matches` must equal. */
const reference = (phrases: readonly string[], text: string): string[] => [...text.matchAll(phraseMatcher(phrases).re)].map((m) => m[0]);

const PHRASES = ['net interest margin', 'net interest', 'same-store noi', 'same-store', 'rate base', 'ffo', 'noi', 'k-12', '5g', 'our bank', "the bank's", 'ιατρική', 'straße'];

describe('phraseMatcher', () => {
  it('reads whole words, longest first, case-insensitively, across any white space, without overlaps', () => {
    const text = 'Net  interest\nmargin rose; net interest fell. Same-store NOI and same-storeX, FFOs, ffo. Our Bank, THE BANK’S, the bank\'s; 5G and 15G; K-12.';
    expect([...phraseMatcher(PHRASES).matches(text)]).toEqual(['Net  interest\nmargin', 'net interest', 'Same-store NOI', 'ffo', 'Our Bank', "the bank's", '5G', 'K-12']);
  });

  it('finds what the one expression finds, on texts of every kind of character', () => {
    const phrases = [...PHRASES].sort((a, b) => b.length - a.length);
    const pieces = ['net', 'interest', 'margin', 'NOI', 'same-store', 'ffo', 'FFO', 'rate', 'base', '5g', 'k-12', 'K-12', 'our', 'bank', "bank's", 'the', 'THE', 'ΙΑΤΡΙΚΉ', 'ιατρική', 'STRASSE', 'straße', 'STRAẞE', '\u212A-12', 'ſame-store', '\u0345ατρική', 'x', '9', 'é'];
    const gaps = [' ', '  ', '\n', '-', '', '.', ', ', '\u00a0', '_', "'", '&'];
    const matcher = phraseMatcher(phrases);
    const r = seededRandom(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    for (let n = 0; n < 300; n++) {
      let text = '';
      for (let i = 0; i < 40; i++) text += pick(pieces) + pick(gaps);
      expect([...matcher.matches(text)], text).toEqual([...text.matchAll(matcher.re)].map((m) => m[0]));
    }
  });

  it('reads a list with a phrase that does not start with a letter or digit with the one expression', () => {
    const phrases = ['$ million', 'million'];
    const text = 'It was $ million, or 3 million.';
    expect([...phraseMatcher(phrases).matches(text)]).toEqual(reference(phrases, text));
    expect([...phraseMatcher([]).matches(text)]).toEqual([]);
  });
});
