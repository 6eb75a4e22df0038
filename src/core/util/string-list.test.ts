import { describe, expect, it } from 'vitest';
import { stringList } from './string-list.js';

describe('stringList', () => {
  it('reads the strings of a stored JSON list and nothing else', () => {
    expect(stringList('["TCS", 3, "Tata"]')).toEqual(['TCS', 'Tata']);
    expect(stringList(['a', null])).toEqual(['a']);
    for (const bad of [null, undefined, '', 'not json', '{"a":1}', 7]) expect(stringList(bad)).toEqual([]);
  });
});
