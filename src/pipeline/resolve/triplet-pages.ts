/**
 * Read the triplets' mentions a page at a time, in insertion order (the order resolution has
 * always used: "first seen" ties depend on it). Keyset pagination makes every page cost the same.
 */
import type { EntityType } from '../../core/domain.js';
import type { Store, TripletMentionRow } from '../../core/store/store.js';
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

/** The triplets' mentions, a page at a time in insertion order. */
export async function* mentionPages(src: Pick<Store, 'tripletMentions'>, size: number): AsyncGenerator<TripletMentionRow[]> {
  for (let after = 0; ;) {
    const rows = await src.tripletMentions(after, size);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.key;
    yield rows;
    if (rows.length < size) return;
  }
}
