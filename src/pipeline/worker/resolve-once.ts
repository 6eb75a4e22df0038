/**
 * Entity resolution once extraction is done, by one worker of many: under the store's exclusive
 * lock (a PostgreSQL advisory lock), and only when no chunk is pending extraction (none unsaved,
 * none leased) and some triplets are unresolved. A worker that finds the lock taken skips; one
 * that takes it after another's resolution finds nothing unresolved and skips too. A chunk saved
 * later (an expired lease finished late) leaves its triplets unresolved, and the next worker to
 * drain resolves again.
 */
import type { Embedder } from '../../core/providers/types.js';
import type { ResolveConfig } from '../../core/config/config.js';
import type { Store, TierVersions } from '../../core/store/store.js';
import { resolveInStore, type ResolveResult } from '../resolve/resolve-stage.js';

export interface ResolveOnceDeps {
  embedder?: Embedder;
  thresholds?: ResolveConfig;
  signal?: AbortSignal;
}

/** The resolution this call ran, or null (another worker holds the lock, work is pending, or nothing is unresolved). */
export async function resolveOnce(store: Store, v: TierVersions, deps: ResolveOnceDeps): Promise<ResolveResult | null> {
  const r = await store.withExclusiveLock('resolve', async () => {
    if ((await store.countPendingExtractions(v)) > 0 || (await store.countUnresolved()) === 0) return null;
    return resolveInStore(store, deps);
  });
  return r.ran ? r.value : null;
}
