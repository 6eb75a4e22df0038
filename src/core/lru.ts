/**
 * A bounded memo: a Map that forgets its least recently used entry beyond `max`. For derived data
 * that is a pure function of its key (a chunk's words, a sentence's terms), so a long-running
 * process (the server, eval) computes it once without growing without bound.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value for `key`, computed by `build` on a miss. */
  get(key: K, build: (key: K) => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      // Re-insert: Map iteration order is insertion order, so the first key is the least recent.
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = build(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return value;
  }

  get size(): number {
    return this.map.size;
  }
}

/** `fn` memoised on its string argument, at most `max` results kept. */
export function memoised<V>(max: number, fn: (key: string) => V): (key: string) => V {
  const lru = new Lru<string, V>(max);
  return (key) => lru.get(key, fn);
}
