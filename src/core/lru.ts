/**
 * A bounded memo: a Map that forgets its least recently used entries (keeping the `max` most recent). For derived data
 * that is a pure function of its key (a chunk's words, a sentence's terms), so a long-running
 * process (the server, eval) computes it once without growing without bound.
 */
export class Lru<K, V> {
  /**
   * Two generations stand in for a recency list: hits in the young one cost one lookup (no
   * re-insertion); an old entry used again moves to the young one; when the young one holds `max`
   * entries, it becomes the old one and the old one is forgotten. So the `max` most recently used
   * entries are always kept (as an exact LRU of `max` would), and at most 2·max are.
   */
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value for `key`, computed by `build` on a miss. */
  get(key: K, build: (key: K) => V): V {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    let value = this.old.get(key);
    if (value !== undefined) this.old.delete(key);
    else value = build(key);
    if (this.young.size >= this.max) {
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

/** `fn` memoised on its string argument, the `max` most recent results kept (at most 2·max). */
export function memoised<V>(max: number, fn: (key: string) => V): (key: string) => V {
  const lru = new Lru<string, V>(max);
  return (key) => lru.get(key, fn);
}

/** `fn` memoised on its object argument, for as long as the object lives. */
export function memoisedOn<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let v = memo.get(key);
    if (v === undefined) memo.set(key, (v = fn(key)));
    return v;
  };
}
