import { describe, expect, it } from 'vitest';
import { memoEmbedder } from './memo-embedder.js';
import type { Embedder } from './types.js';

describe('memoEmbedder', () => {
  it('sends each text once, in one call per batch of unseen texts, and returns vectors in order', async () => {
    const calls: string[][] = [];
    const inner: Embedder = {
      id: 'unit',
      dimensions: 1,
      maxBatch: 8,
      embed: async (texts) => {
        calls.push([...texts]);
        return texts.map((t) => Float32Array.from([t.length]));
      },
    };
    const m = memoEmbedder(inner);
    expect((await m.embed(['a', 'bb', 'a'])).map((v) => v[0])).toEqual([1, 2, 1]);
    expect((await m.embed(['bb', 'ccc'])).map((v) => v[0])).toEqual([2, 3]);
    expect(await m.embed(['a'])).toHaveLength(1);
    expect(calls).toEqual([['a', 'bb'], ['ccc']]);
    expect(m.id).toBe('unit');
  });
});
