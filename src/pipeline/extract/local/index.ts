/**
 * The offline (local provider) implementations of the two extraction tiers: an extractive refiner
 * and a rule-based triplet extractor. `embedder` is optional: when it is the GloVe SIF embedder,
 * its word frequencies help the extractor tell common words from names.
 */
import type { Embedder } from '../../../core/providers/types.js';
import type { ExtractConfig } from '../../../core/config/config.js';
import { SifEmbedder } from '../../../core/providers/local/sif-embedder.js';
import type { ChunkRefiner, TripletExtractor } from '../types.js';
import { ExtractiveRefiner } from './refiner.js';
import { RuleTripletExtractor } from './triplet-extractor.js';

export { ExtractiveRefiner } from './refiner.js';
export { RuleTripletExtractor } from './triplet-extractor.js';
export { scoreExtraction, entityKey, relationKey, RELATION_GROUPS } from './score.js';

/** Tier 1, offline, with the config's extract.refineMinScore (the default when omitted). */
export function createLocalRefiner(opts: Partial<ExtractConfig> = {}): ChunkRefiner {
  return new ExtractiveRefiner(opts.refineMinScore);
}

/**
 * Tier 2, offline, with the config's extract.maxSentenceChars. Pass the provider's embedder when at
 * hand (see the module comment).
 */
export function createLocalTripletExtractor(deps: { embedder?: Embedder; opts?: Partial<ExtractConfig> } = {}): TripletExtractor {
  const e = deps.embedder;
  const maxSentenceChars = deps.opts?.maxSentenceChars;
  return new RuleTripletExtractor(e instanceof SifEmbedder ? { isCommonWord: (w) => e.isCommonWord(w), maxSentenceChars } : { maxSentenceChars });
}
