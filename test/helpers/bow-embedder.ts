/** A deterministic bag-of-words embedder for unit tests: each word adds to one hashed dimension. */
import type { Embedder } from '../../src/core/providers/types.js';
import { normalize } from '../../src/core/vectors/vector-codec.js';

export function bagOfWordsEmbedder(dimensions: number, maxBatch = 256): Embedder {
  return {
    id: `test:bow-${dimensions}`,
    dimensions,
    maxBatch,
    async embed(texts) {
      return texts.map((t) => {
        const v = new Float32Array(dimensions);
        for (const w of t.toLowerCase().split(/\W+/).filter(Boolean)) {
          let h = 7;
          for (const ch of w) h = (h * 33 + ch.charCodeAt(0)) >>> 0;
          v[h % dimensions]! += 1;
        }
        return normalize(v);
      });
    },
  };
}
