/**
 * The extract stage's side of the store: pending chunks read all at once (`--dry-run`), and the
 * per-chunk write with each triplet's id, evidence sentence and page range worked out (the store
 * writes refinement + triplets + extraction row in one transaction).
 */
import { createHash } from 'node:crypto';
import type { Triplet } from '../../core/domain.js';
import type { Db } from '../../core/store/db.js';
import { pagesBetween } from '../../core/store/sqlite/documents.js';
import { extractionWriter, pendingPage } from '../../core/store/sqlite/extractions.js';
import type { PageText, PendingChunk, TierVersions, TripletRecord } from '../../core/store/store.js';
import { locatePages } from './locate-pages.js';
import { findEvidence } from '../../core/prompts/triplet-parse.js';

/** Chunks per page of pending work: enough to keep the workers busy, small enough that memory stays flat. */
export const PENDING_PAGE_SIZE = 2000;

/** Every pending chunk at once (for `--dry-run`'s estimate, which needs their texts anyway). */
export function listPending(db: Db, v: TierVersions, retryQuarantined = false): PendingChunk[] {
  const out: PendingChunk[] = [];
  for (let page = pendingPage(db, v, 0, PENDING_PAGE_SIZE, retryQuarantined); page.length > 0; ) {
    out.push(...page);
    page = pendingPage(db, v, page[page.length - 1]!.seq, PENDING_PAGE_SIZE, retryQuarantined);
  }
  return out;
}

export interface ChunkResult {
  chunk: PendingChunk;
  refined: string;
  /** null = quarantined. */
  triplets: Triplet[] | null;
}

/** Stable id of a triplet: its chunk, position and content. */
export function tripletId(chunkId: string, ord: number, t: Triplet): string {
  return 't' + createHash('sha256').update([chunkId, ord, t.head, t.relation, t.object].join('\u001f')).digest('hex').slice(0, 15);
}

/** The triplet rows of one chunk's extraction: ids, evidence sentences and the pages they sit on. */
export function tripletRecords(chunk: PendingChunk, triplets: readonly Triplet[], pages: readonly PageText[]): TripletRecord[] {
  return triplets.map((t, ord) => {
    const evidence = t.evidence ?? findEvidence(chunk.text, t.head, t.object) ?? null;
    const [pageStart, pageEnd] = (evidence && pages.length > 0 && locatePages(pages, evidence)) || [chunk.pageStart, chunk.pageEnd];
    return {
      id: tripletId(chunk.chunkId, ord, t), head: t.head, headType: t.headType, relation: t.relation, object: t.object,
      objectType: t.objectType, pageStart, pageEnd, evidence,
    };
  });
}

/** Write one chunk's refinement, triplets (replacing older ones) and extraction row, atomically. */
export function makeSaver(db: Db, v: TierVersions): (r: ChunkResult) => void {
  const write = extractionWriter(db, v);
  return (r: ChunkResult) => {
    const c = r.chunk;
    // Only chunks that straddle a page break need their pages read.
    const pages = c.pageEnd > c.pageStart && r.triplets && r.triplets.length > 0 ? pagesBetween(db, c.docId, c.pageStart, c.pageEnd) : [];
    write({ chunk: c, refined: r.refined, triplets: r.triplets === null ? null : tripletRecords(c, r.triplets, pages) });
  };
}
