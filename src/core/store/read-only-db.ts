/**
 * A workdir's database opened read-only, as the query side reads it: its schema version is
 * compared with the newest migration's without loading the migrations, which src/core/store/db.ts
 * loads (with itself) only for a workdir to migrate first, or one with no database.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { Db } from './db.js';
import { dbPath } from './db-path.js';
import { SCHEMA_VERSION } from './migrations/version.js';

/** As `openDb(workdir, { mustExist: true, readonly: true })`. */
export async function openReadOnlyDb(workdir: string): Promise<Db> {
  const path = dbPath(workdir);
  if (existsSync(path)) {
    const db = new Database(path, { readonly: true });
    db.pragma('busy_timeout = 10000');
    if ((db.pragma('user_version', { simple: true }) as number) >= SCHEMA_VERSION) return db;
    db.close();
  }
  return (await import('./db.js')).openDb(workdir, { mustExist: true, readonly: true });
}
