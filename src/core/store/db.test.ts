import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedStatement, dataVersion, openDb, type Db } from './db.js';

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
