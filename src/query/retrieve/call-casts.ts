/**
 * Each retrieved document's cast of speakers (core/text/call-cast.ts: management, analysts), read
 * from its stored pages the first time one of its passages is read, then kept for the process:
 * a passage's turns are read by who the whole call says each speaker is, not by the passage alone.
 */
import { Lru, memoisedOn } from '../../core/lru.js';
import type { Db } from '../../core/store/db.js';
import { callCast } from '../../core/text/call-cast.js';
import type { CastOf } from '../../core/text/turn-roles.js';

/** Documents whose cast a process keeps. */
const KEPT = 2_000;

/** The cast of a document by its file name (a context's `document`), undefined when it is not stored. */
export function documentCasts(db: Db): CastOf {
  const doc = db.prepare(`SELECT id, company, ticker, aliases FROM documents WHERE file_name = ? AND status = 'ok' ORDER BY ingested_at DESC LIMIT 1`);
  const pages = db.prepare('SELECT text FROM pages WHERE doc_id = ? ORDER BY page_no').pluck();
  const lru = new Lru<string, ReturnType<CastOf>>(KEPT);
  return (document) => {
    const d = doc.get(document) as { id: string; company: string | null; ticker: string | null; aliases: string | null } | undefined;
    if (!d) return undefined;
    // Keyed by the document's id (its content's hash): a file ingested again with new bytes is read again.
    return lru.get(d.id, () => callCast(pages.all(d.id) as string[], [d.company, d.ticker, ...(JSON.parse(d.aliases ?? '[]') as string[])]));
  };
}

/** The workdir's document casts, one reader (and one memo) per connection: group evidence and the answerer share it. */
export const castsOf: (db: Db) => CastOf = memoisedOn(documentCasts);
