/**
 * Where a text names one of many lower-case phrases, as whole words in any case, a hyphen or a run
 * of white space between words and a plural "s" allowed: the matches of
 *
 *   /(?<![\p{L}\p{N}])(?:p1|p2|…)s?(?![\p{L}\p{N}])/giu    (each phrase's words joined by [\s-]+)
 *
 * found without compiling that expression. V8 interprets a regular expression the first time it
 * runs and compiles it the next; for the metric vocabulary's ~900 names that costs a process about
 * 0.1 s before its first question is read. The scanner looks phrases up by their first word at
 * each word start instead, trying them in the list's order, so it reports exactly what the
 * expression would: leftmost matches, the first listed phrase that matches winning, none
 * overlapping (whole-phrases.test.ts checks it against the expression).
 *
 * Exactness rests on the phrases being ASCII: under /iu an ASCII letter matches only its two
 * cases, the Kelvin sign (K, as k) and the long s (ſ, as s), which `fold` maps. A list holding any
 * other character (a user's vocabulary file) is matched by the expression itself.
 */
import { escapeRegExp } from './regexp.js';

export interface WholePhraseMatch {
  /** The words as written in the text. */
  text: string;
  start: number;
  end: number;
}

export interface WholePhrases {
  matches(text: string): WholePhraseMatch[];
}

const SEPARATOR = /[\s-]+/;
const LETTER_OR_DIGIT_BEFORE = /[\p{L}\p{N}]$/iu;
const LETTER_OR_DIGIT_AFTER = /^[\p{L}\p{N}]/iu;
const SPACE_OR_HYPHEN = /^[\s-]/iu;

/** Each character as /iu compares it with an ASCII one: capitals, the Kelvin sign and the long s folded; every other character kept (so lengths and offsets are the text's). */
export const fold = (text: string): string => text.replace(/[A-Z\u017F\u212A]/g, (c) => (c === '\u017F' ? 's' : c === '\u212A' ? 'k' : c.toLowerCase()));

/** The expression the scanner stands for (and the matcher of a list it cannot scan). */
export function wholePhrasesRegExp(phrases: readonly string[]): RegExp {
  const alternatives = phrases.map((p) => p.split(SEPARATOR).map(escapeRegExp).join('[\\s-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})s?(?![\\p{L}\\p{N}])`, 'giu');
}

/** A matcher over `phrases`, tried in this order where several match at one place. */
export function wholePhrases(phrases: readonly string[]): WholePhrases {
  const words = phrases.map((p) => p.split(SEPARATOR));
  const scannable = words.every((w) => w.every((word) => word !== '' && /^[\x00-\x7f]+$/.test(word) && word === fold(word)));
  if (!scannable) {
    let re: RegExp | undefined;
    return { matches: (text) => [...text.matchAll((re ??= wholePhrasesRegExp(phrases)))].map((x) => ({ text: x[0], start: x.index, end: x.index + x[0].length })) };
  }
  // Phrases by their first word (each list in the given order), and the lengths of first words.
  const byFirst = new Map<string, number[]>();
  words.forEach((w, rank) => {
    const list = byFirst.get(w[0]!);
    if (list) list.push(rank);
    else byFirst.set(w[0]!, [rank]);
  });
  const lengths = [...new Set(words.map((w) => w[0]!.length))];
  const firstChars = new Set(words.map((w) => w[0]![0]!));

  /** Where phrase `rank` ends if it matches at `start` (before the plural "s"), else -1. */
  const endOf = (rank: number, text: string, folded: string, start: number): number => {
    const w = words[rank]!;
    let at = start + w[0]!.length;
    for (let k = 1; k < w.length; k++) {
      const gap = at;
      while (at < text.length && SPACE_OR_HYPHEN.test(text[at]!)) at++;
      if (at === gap || !folded.startsWith(w[k]!, at)) return -1;
      at += w[k]!.length;
    }
    return at;
  };
  const wordEndsAt = (text: string, at: number): boolean => !LETTER_OR_DIGIT_AFTER.test(text.slice(at, at + 2));

  return {
    matches(text) {
      const folded = fold(text);
      const out: WholePhraseMatch[] = [];
      for (let start = 0; start < text.length; start++) {
        if (!firstChars.has(folded[start]!) || LETTER_OR_DIGIT_BEFORE.test(text.slice(Math.max(0, start - 2), start))) continue;
        const ranks: number[] = [];
        for (const n of lengths) if (start + n <= text.length) ranks.push(...(byFirst.get(folded.slice(start, start + n)) ?? []));
        ranks.sort((a, b) => a - b);
        for (const rank of ranks) {
          const at = endOf(rank, text, folded, start);
          if (at < 0) continue;
          const end = folded[at] === 's' && wordEndsAt(text, at + 1) ? at + 1 : wordEndsAt(text, at) ? at : -1;
          if (end < 0) continue;
          out.push({ text: text.slice(start, end), start, end });
          start = end - 1;
          break;
        }
      }
      return out;
    },
  };
}
