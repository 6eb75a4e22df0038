/**
 * A bounded memo: a Map that forgets its least recently used entries beyond `max`. For derived data
 * that is a pure function of its key (a chunk's words, a sentence's terms), so a long-running
 * process (the server, eval) computes it once without growing without bound.
 */
export class Lru<K, V> {
  /**
   * Two generations stand in for a recency list: hits in the young one cost one lookup (no
   * re-insertion); an old entry that is used again moves to the young one; when the young one
   * holds half of `max`, it becomes the old one and the old one is forgotten. So an entry used
   * within the last max/2 distinct keys is always kept, and at most `max` are.
   */
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;

  constructor(max: number) {
    this.half = Math.max(1, Math.floor(max / 2));
  }

  /** The value for `key`, computed by `build` on a miss. */
  get(key: K, build: (key: K) => V): V {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    let value = this.old.get(key);
    if (value !== undefined) this.old.delete(key);
    else value = build(key);
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
    return value;
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
}

/** `fn` memoised on its string argument, at most `max` results kept. */
export function memoised<V>(max: number, fn: (key: string) => V): (key: string) => V {
  const lru = new Lru<string, V>(max);
  return (key) => lru.get(key, fn);
}
