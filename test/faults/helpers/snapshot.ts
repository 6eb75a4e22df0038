/**
 * A comparable picture of a workdir, read straight from SQLite (not through the CLI, so a CLI bug
 * cannot hide a store bug): documents and chunk ids, duplicates, FTS consistency, and - when those
 * tables are filled - vectors (HNSW labels vs chunks, index file element count) and triplets.
 */
import Database from 'better-sqlite3';
import hnswlib from 'hnswlib-node';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface WorkdirSnapshot {
  documents: { id: string; path: string; status: string; pageCount: number; chunks: number }[];
  pages: number;
  chunkIds: string[];
  /** Hash over every chunk's id, ord, offsets, pages and text (order-independent). */
  chunkDigest: string;
  failures: string[];
  duplicateChunkIds: number;
  /** Chunks of one document with the same ordinal: a half-replaced document. */
  duplicateOrdinals: number;
  /** FTS5 integrity check against the chunks table ('ok' or the error). */
  fts: string;
  ftsRows: number;
  vectors: {
    rows: number;
    orphanLabels: number;
    chunksWithout: number;
    /** Hash over (chunk id, embedder, vector bytes): the same embeddings whatever the labels. */
    digest: string;
    /** SQLite labels absent from the saved HNSW file(s); null when no index file is saved. */
    labelsMissingFromIndex: number | null;
  } | null;
  triplets: { rows: number; digest: string } | null;
  tables: Record<string, number>;
}

function tableExists(db: Database.Database, name: string): boolean {
  return !!db.prepare(`SELECT 1 FROM sqlite_master WHERE type IN ('table','view') AND name = ?`).get(name);
}

function count(db: Database.Database, sql: string): number {
  return (db.prepare(sql).get() as { n: number }).n;
}

function digest(rows: unknown[]): string {
  const h = createHash('sha256');
  for (const r of rows) h.update(JSON.stringify(r)).update('\n');
  return h.digest('hex').slice(0, 16);
}

/** Snapshot `workdir`. Opens the database writable only for FTS5's integrity check (which writes nothing). */
export function snapshotWorkdir(workdir: string): WorkdirSnapshot {
  const db = new Database(join(workdir, 'hybridrag.db'));
  try {
    db.pragma('busy_timeout = 10000');
    const documents = db
      .prepare(
        `SELECT d.id, d.path, d.status, d.page_count AS pageCount, (SELECT count(*) FROM chunks c WHERE c.doc_id = d.id) AS chunks
         FROM documents d ORDER BY d.path`,
      )
      .all() as WorkdirSnapshot['documents'];
    const chunkRows = db.prepare('SELECT id, doc_id, ord, start_offset, end_offset, page_start, page_end, text FROM chunks ORDER BY id').all();
    let fts = 'ok';
    try {
      db.prepare(`INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)`).run();
    } catch (err) {
      fts = (err as Error).message;
    }
    const tables: Record<string, number> = {};
    for (const { name } of db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]) {
      tables[name] = count(db, `SELECT count(*) AS n FROM "${name}"`);
    }
    let vectors: WorkdirSnapshot['vectors'] = null;
    if (tableExists(db, 'vectors') && tables.vectors! > 0) {
      vectors = {
        rows: tables.vectors!,
        orphanLabels: count(db, 'SELECT count(*) AS n FROM vectors v WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.id = v.chunk_id)'),
        chunksWithout: count(db, 'SELECT count(*) AS n FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id)'),
        digest: digest(db.prepare('SELECT chunk_id, embedder, hex(vec) AS v FROM vectors ORDER BY chunk_id').all()),
        labelsMissingFromIndex: labelsMissingFromIndex(workdir, (db.prepare('SELECT label FROM vectors').all() as { label: number }[]).map((r) => r.label)),
      };
    }
    let triplets: WorkdirSnapshot['triplets'] = null;
    if (tableExists(db, 'triplets') && tables.triplets! > 0) {
      const rows = db.prepare('SELECT id, chunk_id, head, relation, object, head_id, object_id FROM triplets ORDER BY id').all();
      triplets = { rows: rows.length, digest: digest(rows) };
    }
    return {
      documents,
      pages: count(db, 'SELECT count(*) AS n FROM pages'),
      chunkIds: (chunkRows as { id: string }[]).map((r) => r.id),
      chunkDigest: digest(chunkRows),
      failures: (db.prepare('SELECT path FROM failures ORDER BY path').all() as { path: string }[]).map((r) => r.path),
      duplicateChunkIds: count(db, 'SELECT count(*) AS n FROM (SELECT id FROM chunks GROUP BY id HAVING count(*) > 1)'),
      duplicateOrdinals: count(db, 'SELECT count(*) AS n FROM (SELECT doc_id, ord FROM chunks GROUP BY doc_id, ord HAVING count(*) > 1)'),
      fts,
      ftsRows: count(db, 'SELECT count(*) AS n FROM chunks_fts'),
      vectors,
      triplets,
      tables,
    };
  } finally {
    db.close();
  }
}

/**
 * Read the saved HNSW file(s) as they are on disk (no reconciliation) and count the SQLite labels
 * they lack. The file is a cache that is repaired on open, so this is informative; the SQLite
 * side is the hard invariant.
 */
function labelsMissingFromIndex(workdir: string, labels: readonly number[]): number | null {
  const files = readdirSync(workdir).filter((f) => /-(\d+)d\.hnsw$/.test(f));
  if (files.length === 0) return null;
  const inFile = new Set<number>();
  for (const f of files) {
    const dim = Number(/-(\d+)d\.hnsw$/.exec(f)![1]);
    const index = new hnswlib.HierarchicalNSW('cosine', dim);
    index.readIndexSync(join(workdir, f), true);
    for (const id of index.getIdsList()) inFile.add(id);
  }
  return labels.filter((l) => !inFile.has(l)).length;
}

/** Files in the workdir other than SQLite's own (index files a stage writes beside the database). */
export function sideFiles(workdir: string): string[] {
  if (!existsSync(workdir)) return [];
  return readdirSync(workdir).filter((f) => !/^hybridrag\.db(-wal|-shm|-journal)?$/.test(f)).sort();
}
