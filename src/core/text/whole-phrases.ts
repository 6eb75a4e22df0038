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
import { stringTrie } from './string-trie.js';
import { ANY_CASE_EDGES as EDGES } from './word-edges.js';

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
  // The phrases by their first word, compared folded.
  const first = stringTrie(words.map((w) => w[0]!), foldCode);

  /** Where phrase `rank` ends if it matches at `start` (before the plural "s"), else -1. */
  const endOf = (rank: number, text: string, start: number): number => {
    const w = words[rank]!;
    let at = start + w[0]!.length;
    for (let k = 1; k < w.length; k++) {
      const gap = at;
      while (at < text.length && spaceOrHyphenAt(text, at)) at++;
      if (at === gap || !foldedAt(text, at, w[k]!)) return -1;
      at += w[k]!.length;
    }
    return at;
  };

  return {
    matches(text) {
      const out: WholePhraseMatch[] = [];
      for (let start = 0; start < text.length; start++) {
        if (EDGES.before(text, start) || !first.opens(foldCode(text.charCodeAt(start)))) continue;
        for (const rank of first.ranksAt(text, start)) {
          const at = endOf(rank, text, start);
          if (at < 0) continue;
          const end = foldCode(text.charCodeAt(at)) === S && !EDGES.at(text, at + 1) ? at + 1 : !EDGES.at(text, at) ? at : -1;
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

const S = 's'.charCodeAt(0);

/** A character code as `fold` maps it. */
const foldCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c === 0x17f ? S : c === 0x212a ? 107 : c);

/** Does the text hold the (folded, ASCII) `word` at `at`, in any case? */
function foldedAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let j = 0; j < word.length; j++) if (foldCode(text.charCodeAt(at + j)) !== word.charCodeAt(j)) return false;
  return true;
}

/** White space or a hyphen at `at` (as /[\s-]/ reads it). */
function spaceOrHyphenAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c < 128 ? c === 32 || c === 45 || (c >= 9 && c <= 13) : SPACE_OR_HYPHEN.test(text[at]!);
}
