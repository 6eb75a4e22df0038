/**
 * The workdir's SQLite database: opened in WAL mode (readers see the last committed state while an
 * ingest writes), migrated to the newest schema version on open.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { HybridRagError } from '../errors.js';
import { MIGRATIONS, type Migration } from './migrations/index.js';
import { SCHEMA_VERSION } from './migrations/version.js';
import { dbPath } from './db-path.js';

export { cachedStatement, dataVersion } from './statements.js';
export { DB_FILE, dbPath } from './db-path.js';

export type Db = Database.Database;

export interface OpenDbOptions {
  /** Fail with EMPTY_WORKDIR instead of creating a new database. */
  mustExist?: boolean;
  readonly?: boolean;
}

/** Open (and migrate) the workdir database. */
export function openDb(workdir: string, opts: OpenDbOptions = {}): Db {
  const path = dbPath(workdir);
  if (!existsSync(path)) {
    if (opts.mustExist) {
      throw new HybridRagError('EMPTY_WORKDIR', `no hybridrag data in ${workdir}`, {
        hint: 'run `hybridrag ingest <folder>` first (or point --workdir / HYBRIDRAG_WORKDIR at an ingested workdir)',
      });
    }
    mkdirSync(workdir, { recursive: true });
  }
  const db = new Database(path, { readonly: opts.readonly ?? false });
  db.pragma('busy_timeout = 10000');
  if (!opts.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS);
  } else {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < SCHEMA_VERSION) {
      db.close();
      // An older workdir: reopen writable once to migrate it.
      const rw = openDb(workdir, { mustExist: true });
      rw.close();
      return openDb(workdir, opts);
    }
  }
  return db;
}

/** Apply every migration newer than the database's user_version, each in its own transaction. */
export function migrate(db: Db, migrations: readonly Migration[]): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new HybridRagError(
      'CONFIG',
      `the workdir's schema (version ${current}) is newer than this hybridrag (version ${migrations.length})`,
      { hint: 'upgrade hybridrag, or use another --workdir' },
    );
  }
  for (let v = current; v < migrations.length; v++) {
    const m = migrations[v]!;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  return migrations.length - current;
}
