/**
 * SQLite access of the embed stage: chunks pending for an embedder, and the vector write (a vector
 * from another embedder is replaced; the row's AUTOINCREMENT label is the HNSW label).
 */
import type { Db } from '../db.js';
import { decodeVector, encodeVector } from '../../vectors/vector-codec.js';
import type { EmbedItem, VectorRecord } from '../store.js';

/** Chunks with no vector from this embedder (null = from any embedder). */
export function countPendingEmbeds(db: Db, embedderId: string | null): number {
  return db
    .prepare('SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = coalesce(?, v.embedder))')
    .pluck()
    .get(embedderId) as number;
}

/** Pending chunks in corpus order after `afterSeq`, at most `limit` (-1 = all). */
export function pendingEmbeds(db: Db, embedderId: string | null, afterSeq = 0, limit = -1): EmbedItem[] {
  return db
    .prepare(
      `SELECT c.seq, c.id, c.text FROM chunks c LEFT JOIN vectors v ON v.chunk_id = c.id
       WHERE (v.label IS NULL OR v.embedder != coalesce(?, v.embedder)) AND c.seq > ? ORDER BY c.seq LIMIT ?`,
    )
    .all(embedderId, afterSeq, limit) as EmbedItem[];
}

/**
 * A writer of vector batches, each in one transaction: another embedder's vector is replaced, the
 * same embedder's is kept (idempotent), a chunk deleted meanwhile is skipped; claims on the chunks
 * are released. Returns the committed rows with their labels.
 */
export function vectorWriter(db: Db, embedderId: string): (items: readonly { chunkId: string; vec: Float32Array }[]) => VectorRecord[] {
  const existing = db.prepare('SELECT label, embedder FROM vectors WHERE chunk_id = ?');
  const chunkExists = db.prepare('SELECT 1 FROM chunks WHERE id = ?').pluck();
  const del = db.prepare('DELETE FROM vectors WHERE chunk_id = ?');
  const ins = db.prepare('INSERT INTO vectors (chunk_id, embedder, vec) VALUES (?, ?, ?)');
  const unlease = db.prepare(`DELETE FROM leases WHERE stage = 'embed' AND item_id = ?`);
  return db.transaction((items: readonly { chunkId: string; vec: Float32Array }[]) => {
    const out: VectorRecord[] = [];
    for (const it of items) {
      unlease.run(it.chunkId);
      const old = existing.get(it.chunkId) as { label: number; embedder: string } | undefined;
      if (old?.embedder === embedderId || (!old && chunkExists.get(it.chunkId) === undefined)) continue;
      if (old) del.run(it.chunkId);
      out.push({ label: Number(ins.run(it.chunkId, embedderId, encodeVector(it.vec)).lastInsertRowid), chunkId: it.chunkId, vec: it.vec });
    }
    return out;
  });
}

/** An embedder's vectors in label order after `afterLabel`, at most `limit`. */
export function vectorsOf(db: Db, embedderId: string, afterLabel: number, limit: number): VectorRecord[] {
  const rows = db
    .prepare('SELECT label, chunk_id AS chunkId, vec FROM vectors WHERE embedder = ? AND label > ? ORDER BY label LIMIT ?')
    .all(embedderId, afterLabel, limit) as { label: number; chunkId: string; vec: Buffer }[];
  return rows.map((r) => ({ label: r.label, chunkId: r.chunkId, vec: decodeVector(r.vec) }));
}
