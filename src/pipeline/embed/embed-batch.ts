/** One embedding call of a batch of chunk texts, checked: one vector per text, of the embedder's size. */
import type { Embedder } from '../../core/providers/types.js';

export async function embedBatch(embedder: Embedder, texts: readonly string[], signal: AbortSignal): Promise<Float32Array[]> {
  const vecs = await embedder.embed(texts, { signal, stage: 'embed' });
  if (vecs.length !== texts.length) throw new Error(`embedder returned ${vecs.length} vectors for ${texts.length} texts`);
  const bad = vecs.find((v) => v.length !== embedder.dimensions);
  if (bad) throw new Error(`embedder ${embedder.id} returned ${bad.length}-d vectors, not ${embedder.dimensions}-d`);
  return vecs;
}
