/**
 * Where a text holds one of many strings exactly as written, as whole words, a plural "s"
 * allowed: the matches of
 *
 *   /(?<![\p{L}\p{N}])(?:a1|a2|…)s?(?![\p{L}\p{N}])/gu
 *
 * found without running that expression at every place of every text: at each place no letter or
 * digit precedes, one walk of a trie of the strings finds those the text holds there, tried in the
 * list's order (the first that ends a word wins, with its "s" if that ends one). Leftmost matches,
 * none overlapping, as the expression reports them (whole-literals.test.ts checks it). A list
 * with an empty string or half a character pair in a string is matched by the expression itself.
 */
import { escapeRegExp } from './regexp.js';
import { stringTrie } from './string-trie.js';
import { AS_WRITTEN_EDGES as EDGES } from './word-edges.js';
import type { WholePhraseMatch, WholePhrases } from './whole-phrases.js';

const S = 's'.charCodeAt(0);
const SURROGATE = /[\ud800-\udfff]/;
const asWritten = (c: number): number => c;

/** The expression the matcher stands for (and the matcher of a list it cannot walk). */
export function wholeLiteralsRegExp(literals: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${literals.map(escapeRegExp).join('|')})s?(?![\\p{L}\\p{N}])`, 'gu');
}

/** A matcher over `literals`, tried in this order where several match at one place. */
export function wholeLiterals(literals: readonly string[]): WholePhrases {
  if (literals.some((l) => l === '' || SURROGATE.test(l))) {
    const re = wholeLiteralsRegExp(literals);
    return { matches: (text) => Array.from(text.matchAll(re), (x) => ({ text: x[0], start: x.index, end: x.index + x[0].length })) };
  }
  const trie = stringTrie(literals, asWritten);
  return {
    matches(text) {
      const out: WholePhraseMatch[] = [];
      for (let start = 0; start < text.length; start++) {
        if (EDGES.before(text, start) || !trie.opens(text.charCodeAt(start))) continue;
        for (const rank of trie.ranksAt(text, start)) {
          const at = start + literals[rank]!.length;
          const end = text.charCodeAt(at) === S && !EDGES.at(text, at + 1) ? at + 1 : !EDGES.at(text, at) ? at : -1;
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
