/**
 * Dictionary lookups that never reach Object.prototype: a plain object indexed by a word from a
 * document, a question or a config file answers "constructor", "toString" or "__proto__" with an
 * inherited function unless the lookup asks for the object's own keys only.
 */

/** `table[key]` when `table` itself holds `key`, else undefined. */
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** True when `table` itself holds `key` (`key in table` without the prototype's names). */
export function hasOwnKey(table: object, key: string): boolean {
  return Object.hasOwn(table, key);
}

/** An empty dictionary with no prototype, to fill from untrusted keys. */
export function emptyDict<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
