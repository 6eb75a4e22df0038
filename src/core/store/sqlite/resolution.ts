/**
 * SQLite access of the resolve stage: unresolved triplets, the companies that seed the resolver,
 * the triplets' mention columns a page at a time (in rowid order: "first seen" ties depend on it),
 * and the resolution write (entities, aliases, merges and every triplet's entity ids in one
 * transaction: they are only consistent as a whole).
 */
import type { Db } from '../db.js';
import type { ResolutionWrite, TripletMentionRow } from '../store.js';

/** Triplets without entity ids. */
export function countUnresolved(db: Db): number {
  return (db.prepare('SELECT count(*) AS n FROM triplets WHERE head_id IS NULL OR object_id IS NULL').get() as { n: number }).n;
}

export function companies(db: Db): { name: string; ticker: string | null }[] {
  return db
    .prepare(`SELECT company AS name, max(ticker) AS ticker FROM documents WHERE status = 'ok' AND company IS NOT NULL GROUP BY company ORDER BY company`)
    .all() as { name: string; ticker: string | null }[];
}

export function revertedMerges(db: Db): { fromId: string; intoId: string }[] {
  return db.prepare('SELECT from_id AS fromId, into_id AS intoId FROM merges WHERE reverted = 1').all() as { fromId: string; intoId: string }[];
}

/**
 * A page of triplets' mention columns after `afterKey` (the rowid). Pages are read with `.all()`
 * rather than an open iterator so the caller may write to the same connection between pages.
 */
export function tripletMentions(db: Db, afterKey: number, limit: number): TripletMentionRow[] {
  return db
    .prepare(
      `SELECT rowid AS key, id, head, head_type AS headType, object, object_type AS objectType, company
       FROM triplets WHERE rowid > ? ORDER BY rowid LIMIT ?`,
    )
    .all(afterKey, limit) as TripletMentionRow[];
}

/** Every triplet, `size` at a time. */
export function* tripletMentionPages(db: Db, size: number): Generator<TripletMentionRow[]> {
  let after = 0;
  for (;;) {
    const rows = tripletMentions(db, after, size);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.key;
    yield rows;
    if (rows.length < size) return;
  }
}

export function writeResolution(db: Db, r: ResolutionWrite, pageSize: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM aliases').run();
    db.prepare('DELETE FROM entities').run();
    db.prepare('DELETE FROM merges WHERE reverted = 0').run();
    const insE = db.prepare('INSERT INTO entities (id, name, canonical, type, scope, mentions, merged_into) VALUES (?, ?, ?, ?, ?, ?, NULL)');
    const insA = db.prepare('INSERT OR IGNORE INTO aliases (alias, entity_id, source) VALUES (?, ?, ?)');
    for (const e of r.entities) {
      insE.run(e.id, e.name, e.canonical, e.type, e.scope, e.mentions);
      for (const [alias, source] of e.aliases) insA.run(alias, e.id, source);
    }
    const upT = db.prepare('UPDATE triplets SET head_id = ?, object_id = ? WHERE rowid = ?');
    for (const page of tripletMentionPages(db, pageSize)) {
      for (const t of page) upT.run(...r.idsOf(t), t.key);
    }
    const insM = db.prepare('INSERT INTO merges (from_id, into_id, method, score, reverted, at) VALUES (?, ?, ?, ?, 0, ?)');
    const setInto = db.prepare('UPDATE entities SET merged_into = ? WHERE id = ?');
    for (const m of r.merges) {
      insM.run(m.fromId, m.intoId, m.method, m.score, r.at);
      setInto.run(m.intoId, m.fromId);
      if (m.fromCanonical !== undefined) insA.run(m.fromCanonical, m.intoId, 'merge');
    }
  })();
}
