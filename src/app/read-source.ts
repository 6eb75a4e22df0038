/**
 * What the query commands (`ask`, `eval`, `serve`, `status`) read: the workdir's SQLite database,
 * or — when a PostgreSQL store is configured (--store, HYBRIDRAG_STORE, store.url) — a local read
 * replica of it (src/core/store/replica.ts) kept in the workdir, brought up to date on open (and
 * every `followMs` while a server runs), with lexical search answered by PostgreSQL itself. Either
 * way the query side gets a read-only SQLite connection whose `data_version` moves when new data
 * arrives, and reads it synchronously as it always has.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import type { Db } from '../core/store/db.js';
import { openReadOnlyDb } from '../core/store/read-only-db.js';
import { isPostgresUrl } from '../core/store/store-url.js';
import type { StoreReplica } from '../core/store/replica.js';
import { pgLexicalIndex, type LexicalIndex } from '../query/retrieve/lexical-index.js';

export interface ReadSource {
  /** Read-only. */
  readonly db: Db;
  /** Where the HNSW index files live: the workdir, or the replica's folder. */
  readonly indexDir: string;
  /** What is read, for messages and `status`: the workdir, or the store's URL without its password. */
  readonly location: string;
  readonly kind: 'sqlite' | 'postgres';
  /** The store's lexical index when it is not the database's own FTS5 index. */
  readonly lexical?: LexicalIndex;
  close(): Promise<void>;
}

export interface ReadSourceOptions {
  /** Keep a replica up to date in the background, checking the store this often (ms). */
  followMs?: number;
  /** Where a background refresh that failed is reported (the replica keeps serving what it has). */
  warn?: (message: string) => void;
}

/** The replica folder of a store inside a workdir: one per store URL (without its password). */
export function replicaDir(workdir: string, location: string): string {
  return join(workdir, 'replicas', createHash('sha256').update(location).digest('hex').slice(0, 16));
}

/** Open what the query side reads; fails with EMPTY_WORKDIR when a workdir was never ingested into. */
export async function openReadSource(config: Config, opts: ReadSourceOptions = {}): Promise<ReadSource> {
  const url = config.store.url;
  if (!url || !isPostgresUrl(url)) {
    const db = await openReadOnlyDb(config.workdir);
    return { db, indexDir: config.workdir, location: config.workdir, kind: 'sqlite', close: async () => void db.close() };
  }
  // The PostgreSQL client loads only for a PostgreSQL store.
  const [{ PgStore }, replicas] = await Promise.all([import('../core/store/pg/pg-store.js'), import('../core/store/replica.js')]);
  const store = await PgStore.open(url);
  let replica: StoreReplica;
  try {
    replica = await replicas.StoreReplica.open(store, replicaDir(config.workdir, store.location));
  } catch (err) {
    await store.close();
    throw err instanceof HybridRagError ? err : new HybridRagError('CONFIG', `cannot replicate the store ${store.location} into ${config.workdir}: ${(err as Error).message}`, {
      hint: 'the workdir holds the local read replica: check that it is writable, or choose another --workdir',
      cause: err,
    });
  }
  const db = replica.openReader();
  let failing = false;
  const timer = opts.followMs
    ? setInterval(() => {
        replica.refresh().then(
          () => (failing = false),
          (err: unknown) => {
            // Once per outage: the replica keeps answering from the last state it copied.
            if (!failing) opts.warn?.(`cannot refresh the replica of ${store.location}: ${(err as Error).message}; answering from the last copy`);
            failing = true;
          },
        );
      }, opts.followMs)
    : undefined;
  timer?.unref();
  return {
    db,
    indexDir: replica.dir,
    location: store.location,
    kind: 'postgres',
    lexical: pgLexicalIndex(store.lexical),
    async close() {
      if (timer) clearInterval(timer);
      await replica.idle();
      db.close();
      replica.close();
      await store.close();
    },
  };
}
