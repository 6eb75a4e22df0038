import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { cachedStatement, dataVersion, dbPath, migrate, openDb, type Db } from './db.js';
import { MIGRATIONS } from './migrations/index.js';
import { SCHEMA_VERSION } from './migrations/version.js';
import { openReadOnlyDb } from './read-only-db.js';

describe('cached statements', () => {
  const open: Db[] = [];
  let dir = '';
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('compile once per connection and SQL, and see rows committed later', () => {
    dir = mkdtempSync(join(tmpdir(), 'hybridrag-db-'));
    const writer = openDb(dir);
    const reader = openDb(dir, { readonly: true });
    open.push(writer, reader);
    const sql = 'SELECT count(*) AS n FROM documents';
    const st = cachedStatement(reader, sql);
    expect(cachedStatement(reader, sql)).toBe(st);
    expect(cachedStatement(writer, sql)).not.toBe(st);
    expect(st.get()).toEqual({ n: 0 });
    const before = dataVersion(reader);
    writer.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at) VALUES ('d', 'p', 'f', 's', 0, 'txt', 'ok', '')`).run();
    // Another connection committed: the reader's data_version moves, its cached statement reads the row.
    expect(dataVersion(reader)).not.toBe(before);
    expect(cachedStatement(reader, sql).get()).toEqual({ n: 1 });
  });
});

describe('a database opened read-only', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is at the newest schema version, an older workdir migrated first', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hybridrag-db-'));
    await expect(openReadOnlyDb(dir)).rejects.toThrow(/no hybridrag data/);
    expect(MIGRATIONS.length).toBe(SCHEMA_VERSION);
    const w = new Database(dbPath(dir));
    migrate(w, MIGRATIONS.slice(0, -1));
    w.close();
    const r = await openReadOnlyDb(dir);
    expect(r.readonly).toBe(true);
    expect(r.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    r.close();
  });
});
