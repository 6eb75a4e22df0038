/**
 * Removing documents with everything derived from them (`hybridrag remove`, `ingest --prune`).
 * The schema cascades a document's deletion to its pages, chunks (and through the chunks_ad
 * trigger their FTS rows), refinements, extractions, triplets and vectors; this module adds what
 * no foreign key reaches: quarantined replies keyed by chunk id, the path's failure record, and the
 * HNSW index files, whose labels of deleted vectors are marked deleted by reconciling each index
 * with SQLite. Entities and aliases are rebuilt from the remaining triplets by entity resolution,
 * which the caller runs afterwards (it needs the provider's embedder).
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { HybridRagError } from '../../core/errors.js';
import type { Db } from '../../core/store/db.js';
import { VectorIndex } from '../../core/vectors/vector-index.js';

export interface StoredDocument {
  id: string;
  path: string;
  fileName: string;
  company: string | null;
}

export interface RemovedDocument extends StoredDocument {
  pages: number;
  chunks: number;
  vectors: number;
  triplets: number;
}

export interface RemoveReport {
  documents: RemovedDocument[];
  pages: number;
  chunks: number;
  vectors: number;
  triplets: number;
  refinements: number;
  quarantined: number;
  /** HNSW labels marked deleted (or dropped by a rebuild) over every index file. */
  indexLabelsDeleted: number;
}

const SELECT_DOCS = 'SELECT id, path, file_name AS fileName, company FROM documents';

/**
 * The documents named by `targets`: a document id, a file path (relative to `cwd`), a folder
 * (every document below it) or a file name as ingested, with or without its extension. Every target must match; an unknown one is a NO_MATCH error naming it.
 */
export function findDocuments(db: Db, targets: readonly string[], cwd: string): StoredDocument[] {
  const all = db.prepare(`${SELECT_DOCS} ORDER BY path`).all() as StoredDocument[];
  const found = new Map<string, StoredDocument>();
  const unknown: string[] = [];
  for (const t of targets) {
    const abs = resolve(cwd, t);
    let hits = all.filter((d) => d.id === t || d.path === abs || d.path.startsWith(abs.endsWith(sep) ? abs : abs + sep));
    // Else the file name as ingested, with or without its extension, wherever the file was.
    const name = t.toLowerCase();
    if (hits.length === 0 && !t.includes(sep)) hits = all.filter((d) => d.fileName.toLowerCase() === name || d.fileName.toLowerCase().replace(/\.[^.]+$/, '') === name);
    if (hits.length === 0) unknown.push(t);
    for (const d of hits) found.set(d.id, d);
  }
  if (unknown.length > 0) {
    const shown = all.slice(0, 5).map((d) => d.path).join(', ') + (all.length > 5 ? `, ... (${all.length} in all)` : '');
    throw new HybridRagError('NO_MATCH', `no ingested document at ${unknown.map((u) => `"${u}"`).join(', ')}`, {
      hint: all.length === 0 ? 'the workdir holds no documents' : `pass a file path, folder or document id; ingested: ${shown}`,
    });
  }
  return [...found.values()];
}

/** Documents whose file no longer exists (what `ingest --prune` drops). */
export function missingDocuments(db: Db): StoredDocument[] {
  const all = db.prepare(`${SELECT_DOCS} ORDER BY path`).all() as StoredDocument[];
  return all.filter((d) => !existsSync(d.path));
}

function countsFor(db: Db, docId: string): Omit<RemovedDocument, keyof StoredDocument> {
  const n = (sql: string): number => db.prepare(sql).pluck().get(docId) as number;
  return {
    pages: n('SELECT count(*) FROM pages WHERE doc_id = ?'),
    chunks: n('SELECT count(*) FROM chunks WHERE doc_id = ?'),
    vectors: n('SELECT count(*) FROM vectors v JOIN chunks c ON c.id = v.chunk_id WHERE c.doc_id = ?'),
    triplets: n('SELECT count(*) FROM triplets t JOIN chunks c ON c.id = t.chunk_id WHERE c.doc_id = ?'),
  };
}

/**
 * Delete the documents and everything derived from them in one transaction, then reconcile every
 * HNSW index file with the remaining vectors. Entity resolution is left to the caller.
 */
export function removeDocuments(db: Db, workdir: string, docs: readonly StoredDocument[]): RemoveReport {
  const report: RemoveReport = { documents: [], pages: 0, chunks: 0, vectors: 0, triplets: 0, refinements: 0, quarantined: 0, indexLabelsDeleted: 0 };
  if (docs.length === 0) return report;
  // Every index file in use, by embedder and dimension (the file name depends on both).
  const indexes = db.prepare('SELECT embedder, length(vec) / 4 AS dims FROM vectors GROUP BY embedder').all() as { embedder: string; dims: number }[];
  const refinements = db.prepare('SELECT count(*) FROM refinements r JOIN chunks c ON c.id = r.chunk_id WHERE c.doc_id = ?').pluck();
  const unquarantine = db.prepare('DELETE FROM quarantine WHERE item_id IN (SELECT id FROM chunks WHERE doc_id = ?)');
  const forgetFailure = db.prepare('DELETE FROM failures WHERE path = ?');
  const del = db.prepare('DELETE FROM documents WHERE id = ?');
  db.transaction(() => {
    for (const d of docs) {
      const counts = countsFor(db, d.id);
      report.documents.push({ ...d, ...counts });
      report.pages += counts.pages;
      report.chunks += counts.chunks;
      report.vectors += counts.vectors;
      report.triplets += counts.triplets;
      report.refinements += refinements.get(d.id) as number;
      report.quarantined += unquarantine.run(d.id).changes;
      forgetFailure.run(d.path);
      del.run(d.id);
    }
  })();
  for (const ix of indexes) {
    const index = VectorIndex.open({ workdir, db, embedderId: ix.embedder, dimensions: ix.dims });
    index.save();
    report.indexLabelsDeleted += index.report.rebuilt ? report.vectors : index.report.deleted;
  }
  return report;
}
