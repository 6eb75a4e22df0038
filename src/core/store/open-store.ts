/**
 * Choosing the store: a `postgres://` (or `postgresql://`) URL opens the PostgreSQL store (its
 * client is loaded only then); anything else is a workdir, whose SQLite database is opened.
 */
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';
import { isPostgresUrl } from './store-url.js';

export { isPostgresUrl } from './store-url.js';

/**
 * Open (creating and migrating) the store at a URL or workdir path; with `mustExist`, a workdir
 * without a database fails with EMPTY_WORKDIR instead.
 */
export async function openStore(location: string, opts: { mustExist?: boolean } = {}): Promise<Store> {
  if (isPostgresUrl(location)) {
    const { PgStore } = await import('./pg/pg-store.js');
    return PgStore.open(location);
  }
  return SqliteStore.open(location, opts);
}
