/**
 * Many strings as a trie of character codes, each code mapped as the caller compares (folded for
 * any case, or as written): which of the strings a text holds at a place, found in one walk no
 * longer than the longest string.
 */

export interface StringTrie {
  /** Does some string start with this (mapped) code? */
  opens(code: number): boolean;
  /** The ranks (places in the list) of the strings the text holds at `start`, in list order. */
  ranksAt(text: string, start: number): readonly number[];
}

interface TrieNode {
  next: Map<number, TrieNode>;
  /** The strings that end here, in list order. */
  ranks: number[];
}

const NONE: readonly number[] = [];

/** The trie of `strings`; `code` maps a text's character code as the strings' codes are compared. */
export function stringTrie(strings: readonly string[], code: (c: number) => number): StringTrie {
  const root: TrieNode = { next: new Map(), ranks: [] };
  strings.forEach((s, rank) => {
    let node = root;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), ranks: [] }));
      node = child;
    }
    node.ranks.push(rank);
  });
  return {
    opens: (c) => root.next.has(c),
    ranksAt(text, start) {
      let ranks: readonly number[] = NONE;
      let merged = false;
      let node: TrieNode | undefined = root;
      for (let i = start; i < text.length; i++) {
        node = node.next.get(code(text.charCodeAt(i)));
        if (!node) break;
        if (node.ranks.length === 0) continue;
        // Most places hold one string: its list is returned as it is, not copied.
        if (ranks.length === 0) ranks = node.ranks;
        else {
          ranks = [...ranks, ...node.ranks];
          merged = true;
        }
      }
      // Each node's strings are in list order; strings of different lengths interleave.
      return merged ? [...ranks].sort((a, b) => a - b) : ranks;
    },
  };
}
