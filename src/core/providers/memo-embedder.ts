/**
 * An embedder that remembers, for this process, the vector of every text it has embedded: a text
 * asked again (a question retrieved in a first pass, then asked; its relevancy score) costs no
 * request, whether or not the response cache is on. Texts not seen yet go to the inner embedder
 * in one call.
 */
import type { Embedder } from './types.js';

export function memoEmbedder(inner: Embedder): Embedder {
  const seen = new Map<string, Float32Array>();
  return {
    id: inner.id,
    dimensions: inner.dimensions,
    maxBatch: inner.maxBatch,
    async embed(texts, opts) {
      const missing = [...new Set(texts.filter((t) => !seen.has(t)))];
      if (missing.length > 0) {
        const vectors = await inner.embed(missing, opts);
        missing.forEach((t, i) => seen.set(t, vectors[i]!));
      }
      return texts.map((t) => seen.get(t)!);
    },
  };
}
