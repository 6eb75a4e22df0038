/**
 * The local read replica of a PostgreSQL store (src/core/store/replica.ts) against a real server:
 * a refresh copies exactly the tables that changed — rows added (only the new ones, for a table
 * with a serial key), updated in place (a document
 * marked stale, a resolution rewriting entities and triplet ids) and deleted (a document and
 * everything derived from it) — and two replicas sharing one folder copy each state once.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDb } from '../src/core/store/db.js';
import { PgStore } from '../src/core/store/pg/pg-store.js';
import { StoreReplica } from '../src/core/store/replica.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import type { Store, TableRow } from '../src/core/store/store.js';
import { runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-replica-');
const db = await pgDatabase('replica');
const wd = join(tmp.dir, 'wd');
let store: PgStore;
let admin: pg.Client;

beforeAll(async () => {
  if (!db) return;
  demoWorkdir(wd);
  const c = await runCli(['store', 'copy', '--workdir', wd, '--to', db.url], { cwd: tmp.dir });
  expect(c.code, c.stderr).toBe(0);
  store = await PgStore.open(db.url);
  admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await store?.close();
  tmp.cleanup();
  await db?.drop();
});

async function rows(s: Store, table: string): Promise<TableRow[]> {
  return s.exportRows(table, null, 1_000_000);
}

/** Every replicated table of the replica equals the store's. */
async function expectMirror(dir: string): Promise<void> {
  const local = new SqliteStore(openDb(dir, { mustExist: true, readonly: true }), dir);
  try {
    for (const t of ['documents', 'pages', 'chunks', 'failures', 'vectors', 'refinements', 'extractions', 'entities', 'aliases', 'triplets', 'merges', 'quarantine', 'ledger']) {
      expect(await rows(local, t), t).toEqual(await rows(store, t));
    }
    // The FTS5 index follows the replaced chunks.
    const fts = local.db.prepare(`SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH '"revenue"'`).pluck().get() as number;
    const plain = local.db.prepare(`SELECT count(*) FROM chunks WHERE lower(text) LIKE '%revenue%'`).pluck().get() as number;
    expect(fts).toBeGreaterThan(0);
    expect(fts).toBeLessThanOrEqual(plain);
  } finally {
    await local.close();
  }
}

describe.skipIf(!db)('the read replica of a PostgreSQL store', () => {
  it('copies everything first, then only what changed: updates and deletes included', async () => {
    const dir = join(tmp.dir, 'r1');
    const replica = await StoreReplica.open(store, dir);
    try {
      await expectMirror(dir);
      expect((await replica.refresh()).tables).toEqual([]);

      // Rows only added: a new document's chunks are appended, not the whole table copied again.
      const c0 = await store.counts();
      await store.replaceDocument({
        id: 'feedfacefeedface', path: '/elsewhere/new.txt', fileName: 'new.txt', sha256: 'f'.repeat(64), size: 10, format: 'txt',
        company: 'New Co', ticker: 'NEW', quarter: 'Q1', year: 'FY24', callDate: null, metaSource: '{}', pageCount: 1,
        chunkParams: 'x', ingestKey: 'k', ingestedAt: '2024-01-01T00:00:00Z',
      }, ['Revenue rose.'], [
        { id: 'newchunk1', ord: 0, text: 'Revenue rose.', start: 0, end: 13, pageStart: 1, pageEnd: 1, speaker: null },
        { id: 'newchunk2', ord: 1, text: 'Margins held.', start: 0, end: 13, pageStart: 1, pageEnd: 1, speaker: null },
      ]);
      const added = await replica.refresh();
      expect(added.tables.sort()).toEqual(['chunks', 'documents', 'pages']);
      // documents and pages (no serial key) whole, plus the two new chunks.
      expect(added.rows).toBe(c0.documents + 1 + c0.pages + 1 + 2);
      await expectMirror(dir);

      // An update in place: a document goes stale.
      const [doc] = await rows(store, 'documents');
      await store.recordFailure(doc!.path as string, 'unreadable now');
      expect((await replica.refresh()).tables.sort()).toEqual(['documents', 'failures']);
      await expectMirror(dir);

      // A resolution rewrites entities, aliases, merges and every triplet's ids.
      await admin.query(`UPDATE triplets SET head_id = object_id, object_id = head_id WHERE seq % 3 = 0`);
      await admin.query(`UPDATE entities SET mentions = mentions + 1`);
      expect((await replica.refresh()).tables.sort()).toEqual(['entities', 'triplets']);
      await expectMirror(dir);

      // A deletion cascades in the store; the replica follows table by table.
      await admin.query('DELETE FROM documents WHERE id = $1', [doc!.id]);
      const changed = (await replica.refresh()).tables;
      expect(changed).toEqual(expect.arrayContaining(['documents', 'pages', 'chunks', 'vectors', 'triplets']));
      await expectMirror(dir);

      // The query side's connection sees each refresh (its data_version moves).
      const reader = replica.openReader();
      const before = reader.pragma('data_version', { simple: true });
      await admin.query(`UPDATE documents SET company = company || ' (renamed)' WHERE company IS NOT NULL`);
      await replica.refresh();
      expect(reader.pragma('data_version', { simple: true })).not.toBe(before);
      expect(reader.prepare(`SELECT count(*) FROM documents WHERE company LIKE '% (renamed)'`).pluck().get()).toBeGreaterThan(0);
      reader.close();
    } finally {
      replica.close();
    }
  });

  it('two replicas sharing a folder: the second finds the state copied and copies nothing', async () => {
    const dir = join(tmp.dir, 'r2');
    const a = await StoreReplica.open(store, dir);
    const b = await StoreReplica.open(store, dir);
    try {
      await admin.query(`UPDATE chunks SET speaker = coalesce(speaker, '') || '.' WHERE seq = (SELECT min(seq) FROM chunks)`);
      const [ra, rb] = await Promise.all([a.refresh(), b.refresh()]);
      // Exactly one of them copied the table; the other found it done under the write lock.
      expect([...ra.tables, ...rb.tables]).toEqual(['chunks']);
      await expectMirror(dir);
    } finally {
      a.close();
      b.close();
    }
  });
});
