/**
 * Whether a text holds a word as a whole word, in any case: what
 *
 *   /(?<![\p{L}])word(?![\p{L}])/iu
 *
 * tells, for many words against one text. A word of ASCII letters only is looked up among the
 * text's runs of letters (folded as /iu compares them, see whole-phrases.ts `fold`): such a word
 * can only match a whole run, since every character /iu matches with an ASCII letter is itself a
 * letter. Any other word (an apostrophe, a hyphen, a digit or a letter beyond ASCII in it) is
 * matched by the expression itself. The runs are read once, the first time a word needs them.
 *
 * `holdsWord` tells the same with case as written, /(?<![\p{L}])word(?![\p{L}])/u, for one word:
 * its occurrences are found with indexOf and only their edges are read.
 */
import { escapeRegExp } from './regexp.js';
import { fold } from './whole-phrases.js';

export interface WholeWords {
  has(word: string): boolean;
}

const ASCII_LETTERS = /^[A-Za-z]+$/;
const LETTER_RUN = /\p{L}+/gu;

/** The whole-word lookups of `text`. */
export function wholeWords(text: string): WholeWords {
  let runs: Set<string> | null = null;
  return {
    has(word) {
      if (ASCII_LETTERS.test(word)) return (runs ??= new Set(Array.from(text.matchAll(LETTER_RUN), (m) => fold(m[0])))).has(fold(word));
      return wholeWordRegExp(word).test(text);
    },
  };
}

/** The expression `wholeWords` stands for (any case), or `holdsWord` (flags 'u': case as written). */
export function wholeWordRegExp(word: string, flags: 'iu' | 'u' = 'iu'): RegExp {
  return new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(word)}(?![\p{L}])`, flags);
}

const LETTER_BEFORE = /\p{L}$/u;
const LETTER_AFTER = /^\p{L}/u;
const SURROGATE = /[\ud800-\udfff]/;

/** Does `text` hold `word`, case as written, with no letter (a whole code point) right before or after it? */
export function holdsWord(text: string, word: string): boolean {
  // A word with half a character pair in it is matched by the expression itself.
  if (word === '' || SURROGATE.test(word)) return wholeWordRegExp(word, 'u').test(text);
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const end = at + word.length;
    if (!LETTER_BEFORE.test(text.slice(Math.max(0, at - 2), at)) && !LETTER_AFTER.test(text.slice(end, end + 2))) return true;
  }
  return false;
}
