/**
 * The offline (local provider) implementations of the two extraction tiers: an extractive refiner
 * and a rule-based triplet extractor. `embedder` is optional: when it is the GloVe SIF embedder,
 * its word frequencies help the extractor tell common words from names.
 */
import type { Embedder } from '../../../core/providers/types.js';
import { SifEmbedder } from '../../../core/providers/local/sif-embedder.js';
import type { ChunkRefiner, TripletExtractor } from '../types.js';
import { ExtractiveRefiner } from './refiner.js';
import { RuleTripletExtractor } from './triplet-extractor.js';

export { ExtractiveRefiner } from './refiner.js';
export { RuleTripletExtractor } from './triplet-extractor.js';
export { scoreExtraction, entityKey, relationKey, RELATION_GROUPS } from './score.js';

/** Tier 1, offline. */
export function createLocalRefiner(): ChunkRefiner {
  return new ExtractiveRefiner();
}

/** Tier 2, offline. Pass the provider's embedder when at hand (see the module comment). */
export function createLocalTripletExtractor(deps: { embedder?: Embedder } = {}): TripletExtractor {
  const e = deps.embedder;
  return new RuleTripletExtractor(e instanceof SifEmbedder ? { isCommonWord: (w) => e.isCommonWord(w) } : {});
}
