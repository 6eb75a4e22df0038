/**
 * One chunk through the two-tier chain: tier 1 (refine) unless its refinement is already at the
 * current version, then tier 2 (triplets). A refine request the server refuses for this chunk
 * alone (too long for its context, ...) quarantines the chunk with the server's words, and its
 * text stands in for the refinement, so a retry of quarantined chunks goes straight to tier 2.
 * The single-process extract stage and the extract worker both run it.
 */
import type { Triplet } from '../../core/domain.js';
import type { QuarantineSink } from '../../core/providers/quarantine.js';
import { isItemRejection } from '../../core/providers/rejection.js';
import type { PendingChunk } from '../../core/store/store.js';
import type { ChunkRefiner, TripletExtractor } from './types.js';

export interface ChainOutcome {
  refined: string;
  /** null = quarantined (recorded in the sink). */
  triplets: Triplet[] | null;
  /** A new refinement was made (false: the stored one was reused, or the server refused tier 1). */
  fresh: boolean;
  /** The server refused the refine request: neither tier ran. */
  refused: boolean;
}

export async function runChain(
  chunk: PendingChunk,
  tiers: { refiner: ChunkRefiner; extractor: TripletExtractor },
  quarantine: QuarantineSink,
  signal?: AbortSignal,
): Promise<ChainOutcome> {
  let text = chunk.refined;
  const fresh = text === null;
  if (text === null) {
    try {
      text = await tiers.refiner.refine(chunk, signal);
    } catch (err) {
      if (!isItemRejection(err)) throw err;
      await quarantine.record({ stage: 'extract', itemId: chunk.chunkId, promptId: 'refine', raw: null, error: `refine: the server refused the request: ${err.serverMessage}` });
      return { refined: chunk.text, triplets: null, fresh: false, refused: true };
    }
  }
  const triplets = await tiers.extractor.extract(text, chunk, signal);
  return { refined: text, triplets, fresh, refused: false };
}
