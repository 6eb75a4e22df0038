/** Chunking options and the chunk shape both chunkers produce. */
import type { ChunkStrategy } from '../../core/config/config.js';
import type { ChunkRecord } from '../../core/store/store.js';

export interface ChunkOptions {
  strategy: ChunkStrategy;
  /** Target maximum characters per chunk. */
  size: number;
  /** Characters shared by consecutive chunks (chars strategy; split long turns for speaker). */
  overlap: number;
}

/** A chunk as the chunkers make it: the stored chunk row before its content-derived id. */
export type Chunk = Omit<ChunkRecord, 'id'>;

/** A stable string describing the chunker settings; part of chunk ids and the skip key. */
export function chunkParams(o: ChunkOptions): string {
  return `${o.strategy}:${o.size}:${o.overlap}:v1`;
}

/** Reject settings that cannot make progress; `where` names the flag or config key. */
export function validateChunkOptions(o: ChunkOptions): string | null {
  if (o.strategy !== 'speaker' && o.strategy !== 'chars') return `chunk strategy "${String(o.strategy)}" is not speaker or chars`;
  if (!Number.isInteger(o.size) || o.size < 100) return `chunk size ${o.size} must be an integer of at least 100`;
  if (!Number.isInteger(o.overlap) || o.overlap < 0 || o.overlap >= o.size / 2) {
    return `chunk overlap ${o.overlap} must be an integer from 0 to less than half the chunk size`;
  }
  return null;
}
