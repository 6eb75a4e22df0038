/**
 * SQLite writes of documents, pages and chunks. Each document is replaced in one transaction (old
 * row deleted, its pages, chunks and everything later stages derived from them going by ON DELETE
 * CASCADE; new rows inserted), so a run killed at any point leaves every document either wholly
 * old or wholly new.
 */
import type { Db } from '../db.js';
import type { ChunkRecord, DocumentRecord, PageText, StoredDoc } from '../store.js';

export function docByPath(db: Db, path: string): StoredDoc | undefined {
  return db
    .prepare(`SELECT id, path, sha256, ingest_key AS ingestKey, status FROM documents WHERE path = ?`)
    .get(path) as StoredDoc | undefined;
}

export function docById(db: Db, id: string): StoredDoc | undefined {
  return db
    .prepare(`SELECT id, path, sha256, ingest_key AS ingestKey, status FROM documents WHERE id = ?`)
    .get(id) as StoredDoc | undefined;
}

/** Replace whatever is stored at this path (or under this content id) with the new document. */
export function replaceDocument(db: Db, doc: DocumentRecord, pages: readonly string[], chunks: readonly ChunkRecord[]): void {
  const insertDoc = db.prepare(`INSERT INTO documents
    (id, path, file_name, sha256, size, format, company, ticker, quarter, year, call_date, meta_source,
     page_count, chunk_params, ingest_key, status, error, ingested_at, quarter_end, fy_end_month, aliases, sectors)
    VALUES (@id, @path, @fileName, @sha256, @size, @format, @company, @ticker, @quarter, @year, @callDate,
     @metaSource, @pageCount, @chunkParams, @ingestKey, 'ok', NULL, @ingestedAt, @quarterEnd, @fyEndMonth, @aliasesJson, @sectorsJson)`);
  const insertPage = db.prepare(`INSERT INTO pages (doc_id, page_no, text) VALUES (?, ?, ?)`);
  const insertChunk = db.prepare(`INSERT INTO chunks
    (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end, speaker)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    db.prepare(`DELETE FROM documents WHERE path = ? OR id = ?`).run(doc.path, doc.id);
    const { aliases: _a, ...row } = doc;
    insertDoc.run({ ...row, quarterEnd: doc.quarterEnd ?? null, fyEndMonth: doc.fyEndMonth ?? null, aliasesJson: doc.aliasesJson ?? '[]', sectorsJson: doc.sectorsJson ?? '[]' });
    pages.forEach((text, i) => insertPage.run(doc.id, i + 1, text));
    for (const c of chunks) {
      insertChunk.run(c.id, doc.id, c.ord, c.text, c.start, c.end, c.pageStart, c.pageEnd, c.speaker);
    }
    db.prepare(`DELETE FROM failures WHERE path = ?`).run(doc.path);
  })();
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
