/** The paper's two-tier chain as two small interfaces; each has an LLM and a local implementation. */
import type { DocumentMeta, Triplet } from '../../core/domain.js';

export interface ChunkInput {
  chunkId: string;
  text: string;
  meta: DocumentMeta;
  speaker: string | null;
}

/** Tier 1: a dense abstract that keeps entities, figures and relations. */
export interface ChunkRefiner {
  /** Goes into cache keys and the refinements table: change it and tier 1 re-runs. */
  readonly id: string;
  readonly version: string;
  refine(chunk: ChunkInput, signal?: AbortSignal): Promise<string>;
}

/** Tier 2: typed triplets from the refined text. Null = quarantined (reply unusable), recorded by the implementation. */
export interface TripletExtractor {
  readonly id: string;
  readonly version: string;
  extract(refined: string, chunk: ChunkInput, signal?: AbortSignal): Promise<Triplet[] | null>;
}
