/**
 * Word → rank lookup over the cache's sorted word table, by binary search on UTF-8 bytes.
 * Nothing is built at load time (a 341k-entry Map costs ~100 ms to fill); each lookup is ~19
 * byte comparisons, and a small memo keeps repeated words (most of a corpus) to one Map hit.
 */
import type { GloveTables } from './glove-cache.js';

export class Vocabulary {
  private readonly memo = new Map<string, number>();

  constructor(private readonly t: Pick<GloveTables, 'sorted' | 'offsets' | 'blob'>) {}

  get size(): number {
    return this.t.sorted.length;
  }

  /** Frequency rank of `word` (0 = most frequent), or -1 when out of vocabulary. */
  rank(word: string): number {
    const hit = this.memo.get(word);
    if (hit !== undefined) return hit;
    const r = this.search(Buffer.from(word, 'utf8'));
    // Bounded memo: a corpus has a long tail of one-off tokens.
    if (this.memo.size > 200_000) this.memo.clear();
    this.memo.set(word, r);
    return r;
  }

  /** The word at `rank`. */
  word(rank: number): string {
    const { offsets, blob } = this.t;
    return blob.toString('utf8', offsets[rank]!, offsets[rank + 1]!);
  }

  private search(key: Uint8Array): number {
    const { sorted, offsets, blob } = this.t;
    let lo = 0;
    let hi = sorted.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const r = sorted[mid]!;
      const c = compareBytes(blob, offsets[r]!, offsets[r + 1]!, key);
      if (c === 0) return r;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

/**
 * `Buffer.compare(blob.subarray(start, end), key)` without making the subarray: byte by byte, then
 * the shorter first. A lookup makes ~19 of these; a view and a native call each cost more than
 * the few bytes of a word.
 */
function compareBytes(blob: Uint8Array, start: number, end: number, key: Uint8Array): number {
  const n = Math.min(end - start, key.length);
  for (let i = 0; i < n; i++) {
    const d = blob[start + i]! - key[i]!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  const len = end - start;
  return len === key.length ? 0 : len < key.length ? -1 : 1;
}
