/**
 * A table from string keys to JSON values as it is stored in a file: one string holding a line per
 * key (the key and the value as JSON, sorted by the key's JSON) and where each line starts. Read
 * only at the keys looked up (a binary search over the lines, then that line parsed), so that a
 * process which asks a few keys of a big index neither parses the rest nor keeps it on its heap:
 * reader-index-file.ts stores the question readers' indexes so.
 */

/** A table's stored form (plain JSON). */
export interface StoredLineTable {
  lines: string;
  starts: number[];
}

/** What the readers ask of a table, whether built in this process (a Map) or read from a file. */
export interface KeyedTable<V> {
  get(key: string): V | undefined;
  entries(): Iterable<[string, V]>;
}

/** The stored form of `entries` (keys distinct). */
export function encodeLineTable<V>(entries: Iterable<readonly [string, V]>): StoredLineTable {
  const lines = [...entries].map(([k, v]) => ({ key: JSON.stringify(k), line: `${JSON.stringify(k)}\t${JSON.stringify(v)}` }));
  lines.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const starts: number[] = [];
  let at = 0;
  for (const { line } of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  return { lines: lines.map((l) => l.line).join('\n'), starts };
}

/** A stored table, read line by line as keys are looked up. */
export class LineTable<V> implements KeyedTable<V> {
  private readonly read = new Map<string, V | undefined>();

  constructor(private readonly stored: StoredLineTable) {
    if (typeof stored?.lines !== 'string' || !Array.isArray(stored.starts)) throw new Error('not a stored line table');
  }

  get(key: string): V | undefined {
    if (this.read.has(key)) return this.read.get(key);
    const value = this.find(JSON.stringify(key));
    this.read.set(key, value);
    return value;
  }

  *entries(): Iterable<[string, V]> {
    for (let i = 0; i < this.stored.starts.length; i++) yield [JSON.parse(this.keyAt(i)) as string, this.valueAt(i)];
  }

  /** The JSON of line `i`'s key. */
  private keyAt(i: number): string {
    const start = this.stored.starts[i]!;
    return this.stored.lines.slice(start, this.stored.lines.indexOf('\t', start));
  }

  private valueAt(i: number): V {
    const { lines, starts } = this.stored;
    const end = i + 1 < starts.length ? starts[i + 1]! - 1 : lines.length;
    return JSON.parse(lines.slice(lines.indexOf('\t', starts[i]!) + 1, end)) as V;
  }

  private find(key: string): V | undefined {
    let lo = 0;
    let hi = this.stored.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keyAt(mid);
      if (k === key) return this.valueAt(mid);
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
