/**
 * Whether a letter or digit (a whole code point, as /[\p{L}\p{N}]/ reads it with the flags given)
 * stands right before or at a place in a text: where a whole word may start or end. An ASCII
 * character is told without a regular expression. The flags matter beyond ASCII: under /iu a
 * mark that folds to a letter (U+0345 to "ι") counts as one.
 */

export interface WordEdges {
  /** A letter or digit ends right before `at`. */
  before(text: string, at: number): boolean;
  /** A letter or digit starts at `at`. */
  at(text: string, at: number): boolean;
}

const asciiLetterOrDigit = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

function wordEdges(flags: 'u' | 'iu'): WordEdges {
  const BEFORE = new RegExp(String.raw`[\p{L}\p{N}]$`, flags);
  const AT = new RegExp(String.raw`^[\p{L}\p{N}]`, flags);
  return {
    before(text, at) {
      if (at === 0) return false;
      const c = text.charCodeAt(at - 1);
      return c < 128 ? asciiLetterOrDigit(c) : BEFORE.test(text.slice(Math.max(0, at - 2), at));
    },
    at(text, at) {
      if (at >= text.length) return false;
      const c = text.charCodeAt(at);
      return c < 128 ? asciiLetterOrDigit(c) : AT.test(text.slice(at, at + 2));
    },
  };
}

/** Word edges as an expression matching in any case (/iu) reads them. */
export const ANY_CASE_EDGES = wordEdges('iu');
/** Word edges as an expression matching case as written (/u) reads them. */
export const AS_WRITTEN_EDGES = wordEdges('u');
