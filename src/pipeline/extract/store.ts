/**
 * SQLite access for the extract stage: which chunks are pending at the current tier versions, the
 * chunk with its document's metadata, and the per-chunk write (refinement + triplets + extraction
 * row in one transaction, so a chunk is either fully done or still pending).
 */
import { createHash } from 'node:crypto';
import type { DocumentMeta, Quarter, Triplet } from '../../core/domain.js';
import type { Db } from '../../core/store/db.js';
import { locatePages, type PageText } from './locate-pages.js';
import { findEvidence } from '../../core/prompts/triplet-parse.js';
import type { ChunkInput } from './types.js';

/** What a stored tier result must match to count as done: the prompt/rules version and the model id. */
export interface TierVersions {
  refine: string;
  refineModel: string;
  extract: string;
  extractModel: string;
}

export interface PendingChunk extends ChunkInput {
  /** The chunk's position in the corpus (`chunks.seq`): the key pending work is paged on. */
  seq: number;
  docId: string;
  pageStart: number;
  pageEnd: number;
  /** The stored refinement when it is at the current tier-1 version (tier 1 is skipped). */
  refined: string | null;
}

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

interface Row {
  seq: number; id: string; doc_id: string; text: string; speaker: string | null; page_start: number; page_end: number;
  company: string | null; ticker: string | null; quarter: string | null; year: string | null; call_date: string | null;
  refined: string | null;
}

/** Chunks per page of pending work: enough to keep the workers busy, small enough that memory stays flat. */
export const PENDING_PAGE_SIZE = 2000;

/**
 * One page of pending chunks in document order: those after chunk `afterSeq` (keyset pagination
 * on `chunks.seq`), at most `limit`. Reading page by page keeps memory bounded by the page, not
 * the corpus, and each page costs the same however far into the corpus it starts.
 */
export function pendingPage(db: Db, v: TierVersions, afterSeq: number, limit = PENDING_PAGE_SIZE, retryQuarantined = false): PendingChunk[] {
  const rows = db
    .prepare(
      `SELECT c.seq, c.id, c.doc_id, c.text, c.speaker, c.page_start, c.page_end, d.company, d.ticker, d.quarter, d.year,
              d.call_date, r.text AS refined ${PENDING_WHERE} AND c.seq > @after ORDER BY c.seq LIMIT @limit`,
    )
    .all({ ...v, retry: retryQuarantined ? 1 : 0, after: afterSeq, limit }) as Row[];
  return rows.map((r) => {
    const meta: DocumentMeta = {
      company: r.company, ticker: r.ticker, quarter: r.quarter as Quarter | null, year: r.year, callDate: r.call_date,
    };
    return {
      seq: r.seq, chunkId: r.id, docId: r.doc_id, text: r.text, speaker: r.speaker, meta,
      pageStart: r.page_start, pageEnd: r.page_end, refined: r.refined,
    };
  });
}

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

/** Write one chunk's refinement, triplets (replacing older ones) and extraction row, atomically. */
export function makeSaver(db: Db, v: TierVersions): (r: ChunkResult) => void {
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
  const upExtraction = db.prepare(
    `INSERT INTO extractions (chunk_id, prompt_version, model, status, triplets) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(chunk_id) DO UPDATE SET prompt_version = excluded.prompt_version, model = excluded.model,
       status = excluded.status, triplets = excluded.triplets`,
  );
  const pagesOf = db.prepare('SELECT page_no AS pageNo, text FROM pages WHERE doc_id = ? AND page_no BETWEEN ? AND ? ORDER BY page_no');
  return db.transaction((r: ChunkResult) => {
    const c = r.chunk;
    // Only chunks that straddle a page break need their pages read.
    const pages = c.pageEnd > c.pageStart ? (pagesOf.all(c.docId, c.pageStart, c.pageEnd) as PageText[]) : [];
    upRefine.run(c.chunkId, v.refine, v.refineModel, r.refined);
    delTriplets.run(c.chunkId);
    const list = r.triplets ?? [];
    list.forEach((t, ord) => {
      const evidence = t.evidence ?? findEvidence(c.text, t.head, t.object) ?? null;
      const [pageStart, pageEnd] = (evidence && pages.length > 0 && locatePages(pages, evidence)) || [c.pageStart, c.pageEnd];
      insTriplet.run({
        id: tripletId(c.chunkId, ord, t), chunk_id: c.chunkId, ord, doc_id: c.docId,
        head: t.head, head_type: t.headType, relation: t.relation, object: t.object, object_type: t.objectType,
        company: c.meta.company, ticker: c.meta.ticker, quarter: c.meta.quarter, year: c.meta.year,
        page_start: pageStart, page_end: pageEnd, evidence,
      });
    });
    upExtraction.run(c.chunkId, v.extract, v.extractModel, r.triplets === null ? 'quarantined' : 'ok', list.length);
  });
}
