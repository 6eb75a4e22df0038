import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../util/seeded-random.js';
import { activeMetrics, vocabularyMetrics } from '../vocabulary/metrics.js';
import { escapeRegExp } from './regexp.js';
import { fold, wholePhrases, wholePhrasesRegExp } from './whole-phrases.js';

const viaRegExp = (phrases: readonly string[], text: string) => [...text.matchAll(wholePhrasesRegExp(phrases))].map((x) => ({ text: x[0], start: x.index, end: x.index + x[0].length }));

/** The metric vocabulary's names, longest first, as the metric matcher lists them. */
const NAMES = [...new Set(vocabularyMetrics(activeMetrics()).flatMap((m) => m.names.map((n) => n.toLowerCase().replace(/[\s-]+/g, ' '))))].sort((a, b) => b.length - a.length);

/** Phrases that overlap: a shorter one ends where a longer one goes on with "s", "&" or "/". */
const OVERLAPPING = ['sales growth', 'r&d spend', 'net debt/ebitda', 'ebitda margin', 'ebitda', 'sales', 'sale', 'ebit', 'net debt', 'r', 'k', 's'];

const PIECES = [' ', ' ', '-', ' - ', '\t', '\u00a0', '  ', '', 's', 'S', 'ſ', 'K', "'s", '’s', '.', ',', '/', '&', '1', 'x', 'é', '𝐀', '\ud835', '\udc00', '(', ')'];

function randomText(rnd: () => number, phrases: readonly string[]): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const parts: string[] = [];
  for (let i = 0, n = 1 + Math.floor(rnd() * 12); i < n; i++) {
    if (rnd() < 0.6) {
      // A phrase, its words joined by a random separator, in random case, sometimes cut short.
      let words = pick(phrases).split(' ');
      if (rnd() < 0.2) words = words.slice(0, Math.max(1, words.length - 1));
      const joined = words.map((w) => [...w].map((c) => (rnd() < 0.3 ? c.toUpperCase() : c === 'k' && rnd() < 0.1 ? '\u212a' : c === 's' && rnd() < 0.1 ? 'ſ' : c)).join('')).join(pick([' ', '-', ' -\t', '  ', '\u00a0', ' ', '']));
      parts.push(joined);
    }
    parts.push(pick(PIECES));
  }
  return parts.join('');
}

describe('whole phrases', () => {
  it('folds exactly the characters /iu matches with an ASCII one', () => {
    for (let c = 0x20; c < 0x7f; c++) {
      const ascii = String.fromCharCode(c).toLowerCase();
      const re = new RegExp(`^${escapeRegExp(ascii)}$`, 'iu');
      for (let t = 0; t < 0x10000; t++) {
        const ch = String.fromCharCode(t);
        if (re.test(ch) !== (fold(ch) === ascii)) expect.fail(`U+${t.toString(16)} against ${JSON.stringify(ascii)}`);
      }
    }
  });

  it('finds what the regular expression finds: the vocabulary names in the demo questions', () => {
    const matcher = wholePhrases(NAMES);
    const questions = readFileSync(new URL('../../../data/demo/qa.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((l) => {
        const q = JSON.parse(l) as { question: string; ground_truth: string };
        return [q.question, q.ground_truth];
      });
    let found = 0;
    for (const q of questions) {
      expect(matcher.matches(q), q).toEqual(viaRegExp(NAMES, q));
      found += matcher.matches(q).length;
    }
    expect(found).toBeGreaterThan(20);
  });

  it('finds what the regular expression finds: random texts of the vocabulary names and of overlapping phrases', () => {
    for (const phrases of [NAMES, OVERLAPPING]) {
      const matcher = wholePhrases(phrases);
      const rnd = seededRandom(phrases.length);
      let found = 0;
      for (let i = 0; i < 3_000; i++) {
        const text = randomText(rnd, phrases);
        const got = matcher.matches(text);
        expect(got, JSON.stringify(text)).toEqual(viaRegExp(phrases, text));
        found += got.length;
      }
      expect(found).toBeGreaterThan(1_000);
    }
  });

  it('a list it cannot scan (a phrase with a character beyond ASCII) is matched by the regular expression', () => {
    const phrases = ['marge opérationnelle', 'ebitda'];
    const text = 'La MARGE OPÉRATIONNELLE et l’EBITDA';
    expect(wholePhrases(phrases).matches(text)).toEqual(viaRegExp(phrases, text));
    expect(wholePhrases(phrases).matches(text).map((m) => m.text)).toEqual(['MARGE OPÉRATIONNELLE', 'EBITDA']);
  });
});
