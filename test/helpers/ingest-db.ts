/** Read an ingest workdir's tables for end-to-end assertions (state snapshots, provenance). */
import Database from 'better-sqlite3';
import { join } from 'node:path';

export function openWorkdirDb(workdir: string): Database.Database {
  return new Database(join(workdir, 'hybridrag.db'), { readonly: true });
}

/** Everything ingest stores, minus wall-clock timestamps: equal snapshots = equal stores. */
export function snapshot(workdir: string): Record<string, unknown[]> {
  const db = openWorkdirDb(workdir);
  try {
    return {
      documents: db.prepare(`SELECT id, path, sha256, size, format, company, ticker, quarter, year, call_date, meta_source,
        page_count, chunk_params, ingest_key, status, error FROM documents ORDER BY id`).all(),
      pages: db.prepare(`SELECT doc_id, page_no, text FROM pages ORDER BY doc_id, page_no`).all(),
      chunks: db.prepare(`SELECT seq, id, doc_id, ord, text, start_offset, end_offset, page_start, page_end, speaker FROM chunks ORDER BY seq`).all(),
      fts: db.prepare(`SELECT rowid, text FROM chunks_fts ORDER BY rowid`).all(),
      failures: db.prepare(`SELECT path, reason FROM failures ORDER BY path`).all(),
    };
  } finally {
    db.close();
  }
}
