/**
 * Read the triplets' mention columns a page at a time, in rowid order (the order resolution has
 * always used: "first seen" ties depend on it). Keyset pagination on rowid makes every page cost
 * the same, and pages are read with `.all()` rather than an open iterator so the caller may write
 * to the same connection between pages (better-sqlite3 refuses writes while a statement iterates).
 */
import type { EntityType } from '../../core/domain.js';
import type { Db } from '../../core/store/db.js';
import type { Mention } from './entity-resolver.js';

/** Triplets per page: a few MB of strings, whatever the corpus size. */
export const TRIPLET_PAGE_SIZE = 5000;

export interface TripletMentions {
  rowid: number;
  id: string;
  head: Mention;
  object: Mention;
}

interface Row {
  rowid: number; id: string; head: string; head_type: string; object: string; object_type: string; company: string | null;
}

/** Yield the triplets, `size` at a time, as the two mentions each one makes. */
export function* tripletPages(db: Db, size = TRIPLET_PAGE_SIZE): Generator<TripletMentions[]> {
  const page = db.prepare(
    'SELECT rowid, id, head, head_type, object, object_type, company FROM triplets WHERE rowid > ? ORDER BY rowid LIMIT ?',
  );
  let after = 0;
  for (;;) {
    const rows = page.all(after, size) as Row[];
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.rowid;
    yield rows.map((t) => ({
      rowid: t.rowid,
      id: t.id,
      head: { name: t.head, type: t.head_type as EntityType, company: t.company },
      object: { name: t.object, type: t.object_type as EntityType, company: t.company },
    }));
    if (rows.length < size) return;
  }
}
