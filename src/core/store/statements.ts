/**
 * Statements of a connection compiled once and reused, and the connection's change counter: what
 * the query side runs on every question (apart from opening and migrating, src/core/store/db.ts).
 */
import type Database from 'better-sqlite3';
import type { Db } from './db.js';

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * `db.prepare(sql)`, compiled once per connection and reused: for the statements every question
 * runs, whose compilation costs as much as running them on a small corpus. A statement's mode is
 * shared by every caller of the same SQL, so a caller that plucks (or `raw`s) must be the only one
 * of its SQL, or all must. Not for `iterate()` (a statement iterating cannot run again meanwhile).
 */
export function cachedStatement(db: Db, sql: string): Database.Statement {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map()));
  let st = byText.get(sql);
  if (!st) byText.set(sql, (st = db.prepare(sql)));
  return st;
}

/** SQLite's data_version: it moves when another connection commits (a cheap change check). */
export function dataVersion(db: Db): number {
  return cachedStatement(db, 'PRAGMA data_version').pluck().get() as number;
}
