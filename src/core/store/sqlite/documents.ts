/**
 * SQLite writes of documents, pages and chunks. Each document is replaced in one transaction (old
 * row deleted, its pages, chunks and everything later stages derived from them going by ON DELETE
 * CASCADE; new rows inserted), so a run killed at any point leaves every document either wholly
 * old or wholly new.
 */
import type { Db } from '../db.js';
import { changedReaders, type ReadFields } from '../read-fields.js';
import type { ChunkRecord, DocumentRecord, DocumentSource, PageText, StoredDoc } from '../store.js';

const STORED_DOC = `SELECT id, path, sha256, ingest_key AS ingestKey, status, head IS NOT NULL AS hasHead FROM documents`;
const storedDoc = (r: (Omit<StoredDoc, 'hasHead'> & { hasHead: number }) | undefined): StoredDoc | undefined => (r ? { ...r, hasHead: r.hasHead === 1 } : undefined);

export function docByPath(db: Db, path: string): StoredDoc | undefined {
  return storedDoc(db.prepare(`${STORED_DOC} WHERE path = ?`).get(path) as Parameters<typeof storedDoc>[0]);
}

export function docById(db: Db, id: string): StoredDoc | undefined {
  return storedDoc(db.prepare(`${STORED_DOC} WHERE id = ?`).get(id) as Parameters<typeof storedDoc>[0]);
}

/** Replace whatever is stored at this path (or under this content id) with the new document. */
export function replaceDocument(db: Db, doc: DocumentRecord, pages: readonly string[], chunks: readonly ChunkRecord[]): void {
  const insertDoc = db.prepare(`INSERT INTO documents
    (id, path, file_name, sha256, size, format, company, ticker, quarter, year, call_date, meta_source,
     page_count, chunk_params, ingest_key, status, error, ingested_at, quarter_end, fy_end_month, aliases, sectors, head)
    VALUES (@id, @path, @fileName, @sha256, @size, @format, @company, @ticker, @quarter, @year, @callDate,
     @metaSource, @pageCount, @chunkParams, @ingestKey, 'ok', NULL, @ingestedAt, @quarterEnd, @fyEndMonth, @aliasesJson, @sectorsJson, @headJson)`);
  const insertPage = db.prepare(`INSERT INTO pages (doc_id, page_no, text) VALUES (?, ?, ?)`);
  const insertChunk = db.prepare(`INSERT INTO chunks
    (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end, speaker)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    db.prepare(`DELETE FROM documents WHERE path = ? OR id = ?`).run(doc.path, doc.id);
    const { aliases: _a, ...row } = doc;
    insertDoc.run({ ...row, quarterEnd: doc.quarterEnd ?? null, fyEndMonth: doc.fyEndMonth ?? null, aliasesJson: doc.aliasesJson ?? '[]', sectorsJson: doc.sectorsJson ?? '[]', headJson: doc.headJson ?? null });
    pages.forEach((text, i) => insertPage.run(doc.id, i + 1, text));
    for (const c of chunks) {
      insertChunk.run(c.id, doc.id, c.ord, c.text, c.start, c.end, c.pageStart, c.pageEnd, c.speaker);
    }
    db.prepare(`DELETE FROM failures WHERE path = ?`).run(doc.path);
  })();
}

/** A document's metadata read again: its row rewritten, its pages, chunks and derived rows kept (Store.refreshDocument). */
export function refreshDocument(db: Db, doc: DocumentRecord): void {
  db.transaction(() => {
    const before = db.prepare(`SELECT ticker, quarter, year, fy_end_month, sectors FROM documents WHERE id = ?`).get(doc.id) as ReadFields | undefined;
    if (!before) return;
    db.prepare(`UPDATE documents SET path = @path, file_name = @fileName, company = @company, ticker = @ticker, quarter = @quarter,
      year = @year, call_date = @callDate, meta_source = @metaSource, ingest_key = @ingestKey, status = 'ok', error = NULL,
      ingested_at = @ingestedAt, quarter_end = @quarterEnd, fy_end_month = @fyEndMonth, aliases = @aliasesJson, sectors = @sectorsJson,
      head = @headJson WHERE id = @id`).run({
      id: doc.id, path: doc.path, fileName: doc.fileName, company: doc.company, ticker: doc.ticker, quarter: doc.quarter, year: doc.year,
      callDate: doc.callDate, metaSource: doc.metaSource, ingestKey: doc.ingestKey, ingestedAt: doc.ingestedAt, quarterEnd: doc.quarterEnd ?? null,
      fyEndMonth: doc.fyEndMonth ?? null, aliasesJson: doc.aliasesJson ?? '[]', sectorsJson: doc.sectorsJson ?? '[]', headJson: doc.headJson ?? null,
    });
    const after: ReadFields = { ticker: doc.ticker, quarter: doc.quarter, year: doc.year, fy_end_month: doc.fyEndMonth ?? null, sectors: doc.sectorsJson ?? '[]' };
    const changed = changedReaders(before, after);
    if (changed.facts) resetDerived(db, [doc.id], changed);
    db.prepare(`DELETE FROM failures WHERE path = ?`).run(doc.path);
  })();
}

/** Make documents' facts pending again and, with `extract`, their chunks' refinements and triplets (Store.resetDerived). */
export function resetDerived(db: Db, docIds: readonly string[], o: { extract: boolean }): void {
  const runs = db.prepare(`DELETE FROM fact_runs WHERE doc_id = ?`);
  const triplets = db.prepare(`DELETE FROM triplets WHERE doc_id = ?`);
  const extractions = db.prepare(`DELETE FROM extractions WHERE chunk_id IN (SELECT id FROM chunks WHERE doc_id = ?)`);
  const refinements = db.prepare(`DELETE FROM refinements WHERE chunk_id IN (SELECT id FROM chunks WHERE doc_id = ?)`);
  db.transaction(() => {
    for (const id of docIds) {
      runs.run(id);
      if (!o.extract) continue;
      triplets.run(id);
      extractions.run(id);
      refinements.run(id);
    }
  })();
}

/** A document's stored head and pages; null when its head was not stored or it is gone. */
export function documentSource(db: Db, docId: string): DocumentSource | null {
  const row = db.prepare(`SELECT head, page_count AS pageCount, size, format FROM documents WHERE id = ?`).get(docId) as
    { head: string | null; pageCount: number; size: number; format: string } | undefined;
  if (!row || row.head === null) return null;
  return { head: JSON.parse(row.head) as string[], pages: pagesBetween(db, docId, 1, row.pageCount).map((p) => p.text), size: row.size, format: row.format };
}

/**
 * Record a failed input. A document already stored from this path keeps its data and is marked
 * `stale` with the reason: nothing stored is lost because a newer copy of the file is broken.
 */
export function recordFailure(db: Db, path: string, reason: string): void {
  db.transaction(() => {
    db.prepare(`INSERT INTO failures (path, reason, at) VALUES (?, ?, ?)
      ON CONFLICT(path) DO UPDATE SET reason = excluded.reason, at = excluded.at`).run(path, reason, new Date().toISOString());
    db.prepare(`UPDATE documents SET status = 'stale', error = ? WHERE path = ?`).run(reason, path);
  })();
}

/** The file at this path ingested unchanged: clear an old failure and a stale mark. */
export function markUnchanged(db: Db, path: string): void {
  db.transaction(() => {
    db.prepare(`DELETE FROM failures WHERE path = ?`).run(path);
    db.prepare(`UPDATE documents SET status = 'ok', error = NULL WHERE path = ? AND status <> 'ok'`).run(path);
  })();
}

/** Forget failures of paths that no longer exist (removed or renamed since). */
export function pruneFailures(db: Db, exists: (path: string) => boolean): number {
  const rows = db.prepare(`SELECT path FROM failures`).all() as { path: string }[];
  const del = db.prepare(`DELETE FROM failures WHERE path = ?`);
  let n = 0;
  db.transaction(() => {
    for (const r of rows) if (!exists(r.path)) n += del.run(r.path).changes;
  })();
  return n;
}

/** Pages `from`..`to` of a document, in order. */
export function pagesBetween(db: Db, docId: string, from: number, to: number): PageText[] {
  return db
    .prepare('SELECT page_no AS pageNo, text FROM pages WHERE doc_id = ? AND page_no BETWEEN ? AND ? ORDER BY page_no')
    .all(docId, from, to) as PageText[];
}
