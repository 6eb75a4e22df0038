/**
 * SQLite access of the entity–passage layer: which documents the entities stage has not read at a
 * reader version, the per-document write (its rows replaced and its run recorded in one
 * transaction), and the whole-graph read retrieval loads once per process. The pending query's
 * SQL and the row shape are shared with the PostgreSQL store.
 */
import type { Db } from '../db.js';
import { cachedStatement } from '../statements.js';
import type { PassageEntityRow } from '../store.js';

/** Documents pending at a version (the placeholder `version` stands for): no run recorded at it. */
export const pendingEntityDocsFrom = (version: string): string => `
  FROM documents d LEFT JOIN passage_entity_runs r ON r.doc_id = d.id AND r.version = ${version}
  WHERE d.status = 'ok' AND r.doc_id IS NULL`;
const PENDING = pendingEntityDocsFrom('?');

export const PASSAGE_ENTITY_COLUMNS = ['chunk_id', 'doc_id', 'entity', 'name', 'role', 'count'] as const;

export function countPendingEntityDocs(db: Db, version: string): number {
  return cachedStatement(db, `SELECT count(*) ${PENDING}`).pluck().get(version) as number;
}

export function pendingEntityDocs(db: Db, version: string): string[] {
  return db.prepare(`SELECT d.id ${PENDING} ORDER BY d.id`).pluck().all(version) as string[];
}

/** A document's chunks in order, with what the entity reader needs of them. */
export function docChunks(db: Db, docId: string): { id: string; ord: number; text: string }[] {
  return cachedStatement(db, 'SELECT id, ord, text FROM chunks WHERE doc_id = ? ORDER BY ord').all(docId) as { id: string; ord: number; text: string }[];
}

/** Replace a document's passage entities and record its run at `version`, atomically. */
export function savePassageEntities(db: Db, docId: string, version: string, rows: readonly PassageEntityRow[]): void {
  const ins = db.prepare(
    `INSERT INTO passage_entities (${PASSAGE_ENTITY_COLUMNS.join(', ')}) VALUES (${PASSAGE_ENTITY_COLUMNS.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (chunk_id, entity) DO NOTHING`,
  );
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM documents WHERE id = ?').get(docId) === undefined) return;
    db.prepare('DELETE FROM passage_entities WHERE doc_id = ?').run(docId);
    for (const r of rows) ins.run(r);
    db.prepare(
      `INSERT INTO passage_entity_runs (doc_id, version, entities, done_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (doc_id) DO UPDATE SET version = excluded.version, entities = excluded.entities, done_at = excluded.done_at`,
    ).run(docId, version, rows.length, new Date().toISOString());
  })();
}

/** Every stored passage entity with its chunk's document company, in chunk order (the query side's read). */
export function allPassageEntities(db: Db): { chunkSeq: number; chunkId: string; entity: string; name: string; role: string; count: number }[] {
  return db
    .prepare(
      `SELECT c.seq AS chunkSeq, p.chunk_id AS chunkId, p.entity, p.name, p.role, p.count
       FROM passage_entities p JOIN chunks c ON c.id = p.chunk_id ORDER BY c.seq, p.entity`,
    )
    .all() as { chunkSeq: number; chunkId: string; entity: string; name: string; role: string; count: number }[];
}
