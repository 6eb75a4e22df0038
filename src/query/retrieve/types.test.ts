import { describe, expect, it } from 'vitest';
import { type Context, contextNumbering } from './types.js';

const ctx = (text: string, document = 'A.pdf'): Context => ({ channel: 'vector', text, chunkId: null, document, company: 'A', quarter: 'Q1', year: 'FY24', pages: [1], score: 1, kind: 'chunk' });

describe('numbering contexts', () => {
  it('numbers a context once, in the order first placed, and lists the numbers cited in the order first cited', () => {
    const n = contextNumbering();
    expect(n.place(ctx('a'))).toBe(1);
    expect(n.cite(ctx('b'))).toBe(2);
    expect(n.cite(ctx('a'))).toBe(1);
    expect(n.cite(ctx('b'))).toBe(2);
    // The same text in another document is another context.
    expect(n.cite(ctx('a', 'B.pdf'))).toBe(3);
    expect(n.contexts.map((c) => `${c.document}:${c.text}`)).toEqual(['A.pdf:a', 'A.pdf:b', 'B.pdf:a']);
    expect(n.cited).toEqual([2, 1, 3]);
  });
});
