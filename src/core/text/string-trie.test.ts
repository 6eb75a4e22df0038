import { describe, expect, it } from 'vitest';
import { stringTrie } from './string-trie.js';

const asWritten = (c: number): number => c;
const lower = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

describe('string trie', () => {
  it('gives the ranks of the strings the text holds at a place, in list order', () => {
    const trie = stringTrie(['net interest', 'net', 'ne', 'gross'], asWritten);
    expect(trie.ranksAt('net interest margin', 0)).toEqual([0, 1, 2]);
    expect(trie.ranksAt('net profit', 0)).toEqual([1, 2]);
    expect(trie.ranksAt('a net', 2)).toEqual([1, 2]);
    expect(trie.ranksAt('gross', 1)).toEqual([]);
    expect(trie.opens('g'.charCodeAt(0))).toBe(true);
    expect(trie.opens('x'.charCodeAt(0))).toBe(false);
  });

  it('compares the text through the code map, and keeps list order when shorter strings come later', () => {
    const trie = stringTrie(['ebitda', 'ebit', 'ebitda margin'], lower);
    expect(trie.ranksAt('EBITDA Margin', 0)).toEqual([0, 1, 2]);
    expect(trie.ranksAt('EBITDA-margin', 0)).toEqual([0, 1]);
    expect(stringTrie(['ebitda'], asWritten).ranksAt('EBITDA', 0)).toEqual([]);
  });
});
