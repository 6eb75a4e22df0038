/**
 * Removing documents, wired: delete them with everything derived from them (pipeline/ingest/
 * remove.ts), then rebuild entities, aliases and merges from the remaining triplets with the
 * provider's embedder, exactly as ingest's resolve stage would, so no entity outlives the last
 * triplet that supported it.
 */
import type { Config } from '../core/config/config.js';
import type { Reporter } from '../core/reporter.js';
import type { Db } from '../core/store/db.js';
import { removeDocuments, type RemoveReport, type StoredDocument } from '../pipeline/ingest/remove.js';
import { resolveEntities, type ResolveResult } from '../pipeline/resolve/resolve-stage.js';
import { createProvider } from './providers.js';

export interface RemoveAndResolveReport extends RemoveReport {
  /** The graph after re-resolution; null when nothing was removed or no triplets were ever stored. */
  resolved: ResolveResult | null;
}

/** True when the store holds graph rows that removal may have left unsupported. */
function hasGraph(db: Db): boolean {
  return (db.prepare('SELECT EXISTS (SELECT 1 FROM triplets) OR EXISTS (SELECT 1 FROM entities)').pluck().get() as number) === 1;
}

export async function removeAndResolve(db: Db, config: Config, docs: readonly StoredDocument[], out: Reporter): Promise<RemoveAndResolveReport> {
  const removed = removeDocuments(db, config.workdir, docs);
  if (removed.documents.length === 0 || (removed.triplets === 0 && !hasGraph(db))) return { ...removed, resolved: null };
  const provider = await createProvider(config, { db, out });
  try {
    return { ...removed, resolved: await resolveEntities(db, { embedder: provider.embedder() }) };
  } finally {
    await provider.close();
  }
}
