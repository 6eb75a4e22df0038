/**
 * Leases on pending embed work in SQLite. SQLite has one writer at a time, so a claim (read the
 * pending chunks nobody holds, lease them) runs in one IMMEDIATE transaction: two processes never
 * claim the same chunk.
 */
import type { Db } from '../db.js';
import type { EmbedItem } from '../store.js';

export function claimEmbeds(db: Db, embedderId: string, owner: string, limit: number, ttlMs: number): EmbedItem[] {
  const pick = db.prepare(
    `SELECT c.seq, c.id, c.text FROM chunks c
     WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = ?)
       AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.stage = 'embed' AND l.item_id = c.id AND l.expires_at > ?)
     ORDER BY c.seq LIMIT ?`,
  );
  const lease = db.prepare(`INSERT OR REPLACE INTO leases (stage, item_id, owner, expires_at) VALUES ('embed', ?, ?, ?)`);
  return db
    .transaction(() => {
      const now = Date.now();
      const rows = pick.all(embedderId, now, limit) as EmbedItem[];
      for (const r of rows) lease.run(r.id, owner, now + ttlMs);
      return rows;
    })
    .immediate();
}

export function releaseClaims(db: Db, owner: string): number {
  return db.prepare('DELETE FROM leases WHERE owner = ?').run(owner).changes;
}

export function liveLeases(db: Db): number {
  return db.prepare('SELECT count(*) FROM leases WHERE expires_at > ?').pluck().get(Date.now()) as number;
}
