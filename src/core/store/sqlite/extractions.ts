/**
 * SQLite access of the extract stage: which chunks are pending at the current tier versions, the
 * chunk with its document's metadata, and the per-chunk write (refinement + triplets + extraction
 * row in one transaction, so a chunk is either fully done or still pending).
 */
import type { Quarter } from '../../domain.js';
import type { Db } from '../db.js';
import type { ExtractionWrite, PendingChunk, TierVersions } from '../store.js';

const PENDING_WHERE = `
  FROM chunks c JOIN documents d ON d.id = c.doc_id
  LEFT JOIN refinements r ON r.chunk_id = c.id AND r.prompt_version = @refine AND r.model = @refineModel
  LEFT JOIN extractions e ON e.chunk_id = c.id AND e.prompt_version = @extract AND e.model = @extractModel
  WHERE d.status = 'ok' AND (e.chunk_id IS NULL OR r.chunk_id IS NULL OR (@retry = 1 AND e.status = 'quarantined'))`;

/**
 * Chunks without a refinement at the tier-1 version and model, or an extraction at the tier-2
 * version and model; with `retryQuarantined`, also chunks whose extraction was quarantined.
 */
export function countPending(db: Db, v: TierVersions, retryQuarantined = false): number {
  return (db.prepare(`SELECT count(*) AS n ${PENDING_WHERE}`).get({ ...v, retry: retryQuarantined ? 1 : 0 }) as { n: number }).n;
}

/** The columns of a pending chunk, shared with the PostgreSQL store. */
export interface PendingRow {
  seq: number; id: string; doc_id: string; text: string; speaker: string | null; page_start: number; page_end: number;
  company: string | null; ticker: string | null; quarter: string | null; year: string | null; call_date: string | null;
  refined: string | null;
}

export function pendingChunkOf(r: PendingRow): PendingChunk {
  return {
    seq: r.seq, chunkId: r.id, docId: r.doc_id, text: r.text, speaker: r.speaker,
    meta: { company: r.company, ticker: r.ticker, quarter: r.quarter as Quarter | null, year: r.year, callDate: r.call_date },
    pageStart: r.page_start, pageEnd: r.page_end, refined: r.refined,
  };
}

/**
 * One page of pending chunks in document order: those after chunk `afterSeq` (keyset pagination
 * on `chunks.seq`), at most `limit`. Reading page by page keeps memory bounded by the page, not
 * the corpus, and each page costs the same however far into the corpus it starts.
 */
export function pendingPage(db: Db, v: TierVersions, afterSeq: number, limit: number, retryQuarantined = false): PendingChunk[] {
  const rows = db
    .prepare(
      `SELECT c.seq, c.id, c.doc_id, c.text, c.speaker, c.page_start, c.page_end, d.company, d.ticker, d.quarter, d.year,
              d.call_date, r.text AS refined ${PENDING_WHERE} AND c.seq > @after ORDER BY c.seq LIMIT @limit`,
    )
    .all({ ...v, retry: retryQuarantined ? 1 : 0, after: afterSeq, limit }) as PendingRow[];
  return rows.map(pendingChunkOf);
}

/** Write one chunk's refinement, triplets (replacing older ones) and extraction row, atomically. */
export function extractionWriter(db: Db, v: TierVersions): (w: ExtractionWrite) => void {
  const upRefine = db.prepare(
    `INSERT INTO refinements (chunk_id, prompt_version, model, text) VALUES (?, ?, ?, ?)
     ON CONFLICT(chunk_id) DO UPDATE SET prompt_version = excluded.prompt_version, model = excluded.model, text = excluded.text`,
  );
  const delTriplets = db.prepare('DELETE FROM triplets WHERE chunk_id = ?');
  const insTriplet = db.prepare(
    `INSERT OR REPLACE INTO triplets (id, chunk_id, ord, doc_id, head, head_type, relation, object, object_type,
       company, ticker, quarter, year, page_start, page_end, evidence)
     VALUES (@id, @chunk_id, @ord, @doc_id, @head, @head_type, @relation, @object, @object_type,
       @company, @ticker, @quarter, @year, @page_start, @page_end, @evidence)`,
  );
  const unlease = db.prepare(`DELETE FROM leases WHERE stage = 'extract' AND item_id = ?`);
  const upExtraction = db.prepare(
    `INSERT INTO extractions (chunk_id, prompt_version, model, status, triplets) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(chunk_id) DO UPDATE SET prompt_version = excluded.prompt_version, model = excluded.model,
       status = excluded.status, triplets = excluded.triplets`,
  );
  return db.transaction((w: ExtractionWrite) => {
    const c = w.chunk;
    upRefine.run(c.chunkId, v.refine, v.refineModel, w.refined);
    delTriplets.run(c.chunkId);
    const list = w.triplets ?? [];
    list.forEach((t, ord) => insTriplet.run(tripletParams(c, t, ord)));
    upExtraction.run(c.chunkId, v.extract, v.extractModel, w.triplets === null ? 'quarantined' : 'ok', list.length);
    unlease.run(c.chunkId);
  });
}

/** A triplet's column values: the record plus its chunk's ids and document metadata. */
export function tripletParams(c: PendingChunk, t: NonNullable<ExtractionWrite['triplets']>[number], ord: number) {
  return {
    id: t.id, chunk_id: c.chunkId, ord, doc_id: c.docId,
    head: t.head, head_type: t.headType, relation: t.relation, object: t.object, object_type: t.objectType,
    company: c.meta.company, ticker: c.meta.ticker, quarter: c.meta.quarter, year: c.meta.year,
    page_start: t.pageStart, page_end: t.pageEnd, evidence: t.evidence,
  };
}
