/** Chunk a document with the configured strategy; ids are content-derived and stable. */
import { createHash } from 'node:crypto';
import type { DocText } from './doc-text.js';
import { chunkByChars } from './chunk-chars.js';
import { chunkBySpeaker } from './chunk-speaker.js';
import { chunkParams, type Chunk, type ChunkOptions } from './chunk-types.js';

export function chunkDocument(doc: DocText, opts: ChunkOptions): Chunk[] {
  return opts.strategy === 'chars' ? chunkByChars(doc, opts) : chunkBySpeaker(doc, opts);
}

/** hash(document sha, chunker settings, ordinal, text): identical input, identical id. */
export function chunkId(docSha: string, opts: ChunkOptions, chunk: Pick<Chunk, 'ord' | 'text'>): string {
  return createHash('sha256')
    .update(`${docSha}\0${chunkParams(opts)}\0${chunk.ord}\0${chunk.text}`)
    .digest('hex')
    .slice(0, 24);
}
