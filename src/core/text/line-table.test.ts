import { describe, expect, it } from 'vitest';
import { encodeLineTable, LineTable } from './line-table.js';

describe('LineTable', () => {
  const map = new Map<string, unknown>([
    ['margin', [1, 2, 3]],
    ['', 0],
    ['tab\there', 'a\nb'],
    ['"quoted"', { x: [1.2345678901234567, 1e-300] }],
    ['zeta', null],
    ['émigré', [7]],
    ['a', 'first'],
  ]);
  const stored = JSON.parse(JSON.stringify(encodeLineTable(map)));

  it('reads back every value by its key, as stored in JSON, and nothing for other keys', () => {
    const t = new LineTable<unknown>(stored);
    for (const [k, v] of map) expect(t.get(k), k).toEqual(v);
    for (const k of ['marg', 'margins', 'b', 'tab', '"', 'zz']) expect(t.get(k), k).toBeUndefined();
    expect(new Map(t.entries())).toEqual(map);
  });

  it('reads an empty table, and refuses what is not one', () => {
    const empty = new LineTable(JSON.parse(JSON.stringify(encodeLineTable([]))));
    expect(empty.get('x')).toBeUndefined();
    expect([...empty.entries()]).toEqual([]);
    expect(() => new LineTable({ lines: 1, starts: [] } as never)).toThrow();
    expect(() => new LineTable(undefined as never)).toThrow();
  });
});
