/**
 * A list of phrases read in one left-to-right pass over a text: each occurrence as written, whole
 * words only (no letter or digit just before or after it), case-insensitive, any run of white space
 * where a phrase has one, the longest phrase first where several start at the same place, and no two
 * occurrences overlapping. That is exactly what one regular expression of every phrase
 * (`PhraseMatcher.re`) finds with `String.prototype.matchAll`.
 *
 * The one expression is slow on a long list (a thousand phrases and more are tried at every word),
 * so `matches` reads the same occurrences with one smaller expression per first letter: an
 * occurrence can only start at a word's first letter or digit (the phrases all start with one), and
 * only the phrases whose first letter matches that one case-insensitively, as the regular expression
 * engine itself compares them, can start there, in the same order as in the one expression. A list
 * with a phrase that starts otherwise is read with the one expression.
 */
import { escapeRegExp } from '../text/regexp.js';

export interface PhraseMatcher {
  /**
   * Every phrase, longest first: the one expression whose matches `matches` returns. Built when
   * first asked for: a list read by first letter never needs it, and on a long list (the sectors
   * vocabulary's) building it costs a process loading the list a fifth of a second.
   */
  readonly re: RegExp;
  /** The occurrences of the phrases in `text`, left to right, as written. */
  matches(text: string): IterableIterator<string>;
}

/**
 * A letter or digit not preceded by one: where a phrase starting with a letter or digit may start.
 * Case-insensitive as the phrases' expressions are, whose letter classes then also take the few
 * characters that are equal to a letter only case-insensitively.
 */
const WORD_START = /(?<![\p{L}\p{N}])[\p{L}\p{N}]/giu;

const STARTS_WITH_WORD_CHARACTER = /^[\p{L}\p{N}]/u;

/** The expression of `phrases` (lowercased, in the order they are to be tried); `flags` 'y' reads at one place only. */
function phrasesRegExp(phrases: readonly string[], flags: string): RegExp {
  const alternatives = phrases.map((p) => escapeRegExp(p).replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|') || '(?!)'})(?![\\p{L}\\p{N}])`, flags);
}

const firstCharacter = (s: string): string => String.fromCodePoint(s.codePointAt(0)!);

/** A matcher of `phrases`, lowercased and in the order they are to be tried at each place (longest first). */
export function phraseMatcher(phrases: readonly string[]): PhraseMatcher {
  let one: RegExp | null = null;
  const expression = (): RegExp => (one ??= phrasesRegExp(phrases, 'giu'));
  const matcher = (matches: PhraseMatcher['matches']): PhraseMatcher => ({
    get re() {
      return expression();
    },
    matches,
  });
  if (phrases.length === 0 || !phrases.every((p) => STARTS_WITH_WORD_CHARACTER.test(p))) return matcher((text) => oneExpression(expression(), text));
  const firsts = [...new Set(phrases.map(firstCharacter))].map((c) => ({ c, re: new RegExp(`^${escapeRegExp(c)}$`, 'iu') }));
  // Per character a word starts with: the expression of the phrases that may start there (null: none).
  const byStart = new Map<string, RegExp | null>();
  const startingWith = (character: string): RegExp | null => {
    let found = byStart.get(character);
    if (found === undefined) {
      const same = new Set(firsts.filter((f) => f.re.test(character)).map((f) => f.c));
      const list = phrases.filter((p) => same.has(firstCharacter(p)));
      found = list.length > 0 ? phrasesRegExp(list, 'iuy') : null;
      byStart.set(character, found);
    }
    return found;
  };
  return matcher((text) => byFirstCharacter(text, startingWith));
}

function* oneExpression(re: RegExp, text: string): IterableIterator<string> {
  for (const m of text.matchAll(re)) yield m[0];
}

function* byFirstCharacter(text: string, startingWith: (character: string) => RegExp | null): IterableIterator<string> {
  let from = 0;
  for (const word of text.matchAll(WORD_START)) {
    if (word.index < from) continue;
    const re = startingWith(word[0]);
    if (re === null) continue;
    re.lastIndex = word.index;
    const m = re.exec(text);
    if (m === null) continue;
    yield m[0];
    from = re.lastIndex;
  }
}
