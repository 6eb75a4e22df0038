/**
 * Leases on pending embed and extract work in SQLite. SQLite has one writer at a time, so a claim (read the
 * pending chunks nobody holds, lease them) runs in one IMMEDIATE transaction: two processes never
 * claim the same chunk.
 */
import type { Db } from '../db.js';
import type { EmbedItem, PendingChunk, TierVersions } from '../store.js';
import { pendingPage } from './extractions.js';

export function claimEmbeds(db: Db, embedderId: string, owner: string, limit: number, ttlMs: number, afterSeq = 0): EmbedItem[] {
  const pick = db.prepare(
    `SELECT c.seq, c.id, c.text FROM chunks c
     WHERE c.seq > ? AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = ?)
       AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.stage = 'embed' AND l.item_id = c.id AND l.expires_at > ?)
     ORDER BY c.seq LIMIT ?`,
  );
  const lease = db.prepare(`INSERT OR REPLACE INTO leases (stage, item_id, owner, expires_at) VALUES ('embed', ?, ?, ?)`);
  return db
    .transaction(() => {
      const now = Date.now();
      const rows = pick.all(afterSeq, embedderId, now, limit) as EmbedItem[];
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

/** Claim chunks pending extraction that nobody holds a live lease on (quarantined ones are not pending). */
export function claimExtractions(db: Db, v: TierVersions, owner: string, limit: number, ttlMs: number, afterSeq = 0): PendingChunk[] {
  const held = db.prepare(`SELECT 1 FROM leases WHERE stage = 'extract' AND item_id = ? AND expires_at > ?`).pluck();
  const lease = db.prepare(`INSERT OR REPLACE INTO leases (stage, item_id, owner, expires_at) VALUES ('extract', ?, ?, ?)`);
  return db
    .transaction(() => {
      const now = Date.now();
      const out: PendingChunk[] = [];
      // Pages of pending chunks, skipping the leased ones, until `limit` are free.
      for (let page = pendingPage(db, v, afterSeq, limit * 4); page.length > 0 && out.length < limit; page = pendingPage(db, v, page[page.length - 1]!.seq, limit * 4)) {
        for (const c of page) if (out.length < limit && held.get(c.chunkId, now) === undefined) out.push(c);
      }
      for (const c of out) lease.run(c.chunkId, owner, now + ttlMs);
      return out;
    })
    .immediate();
}

/** How long a lock of a process that died (it never released it) keeps others out. */
const LOCK_TTL_MS = 10 * 60_000;

/** Take the lock `name` (a lease of stage 'lock') unless another owner holds it unexpired. */
export function takeLock(db: Db, name: string, owner: string): boolean {
  return db
    .transaction(() => {
      const now = Date.now();
      if (db.prepare(`SELECT 1 FROM leases WHERE stage = 'lock' AND item_id = ? AND expires_at > ?`).get(name, now) !== undefined) return false;
      db.prepare(`INSERT OR REPLACE INTO leases (stage, item_id, owner, expires_at) VALUES ('lock', ?, ?, ?)`).run(name, owner, now + LOCK_TTL_MS);
      return true;
    })
    .immediate();
}
