/**
 * Read the triplets' mentions a page at a time, in insertion order (the order resolution has
 * always used: "first seen" ties depend on it). Keyset pagination makes every page cost the same.
 */
import type { EntityType } from '../../core/domain.js';
import type { Db } from '../../core/store/db.js';
import { tripletMentionPages } from '../../core/store/sqlite/resolution.js';
import type { TripletMentionRow } from '../../core/store/store.js';
import type { Mention } from './entity-resolver.js';

/** Triplets per page: a few MB of strings, whatever the corpus size. */
export const TRIPLET_PAGE_SIZE = 5000;

/** The two mentions a stored triplet makes. */
export function mentionsOf(t: TripletMentionRow): { head: Mention; object: Mention } {
  return {
    head: { name: t.head, type: t.headType as EntityType, company: t.company },
    object: { name: t.object, type: t.objectType as EntityType, company: t.company },
  };
}

/** Yield the triplets, `size` at a time, as the two mentions each one makes. */
export function* tripletPages(db: Db, size = TRIPLET_PAGE_SIZE): Generator<{ head: Mention; object: Mention }[]> {
  for (const page of tripletMentionPages(db, size)) yield page.map(mentionsOf);
}
