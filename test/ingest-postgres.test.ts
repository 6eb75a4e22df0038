/**
 * End-to-end: `hybridrag ingest --store postgres://… --no-stages` parses and stores straight into
 * PostgreSQL, with the same documents, pages and chunks as an ingest into a workdir; the stages
 * are left to workers, and an ingest that would run them is refused.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/core/store/open-store.js';
import type { TableRow } from '../src/core/store/store.js';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-ingest-pg-');
const db = await pgDatabase('ingest_pg');
const DEMO = join(ROOT, 'data/demo');

afterAll(async () => {
  tmp.cleanup();
  await db?.drop();
});

/** A table's rows without the wall-clock column. */
async function rowsOf(location: string, table: string): Promise<TableRow[]> {
  const s = await openStore(location);
  try {
    return (await s.exportRows(table, null, 100_000)).map(({ ingested_at: _, ...r }) => r);
  } finally {
    await s.close();
  }
}

describe.skipIf(!db)('hybridrag ingest into PostgreSQL', () => {
  it('stores the same documents, pages and chunks as an ingest into a workdir; a rerun changes nothing', async () => {
    const wd = join(tmp.dir, 'wd');
    const local = await runCli(['ingest', DEMO, '--workdir', wd, '--no-stages'], { cwd: tmp.dir });
    expect(local.code, local.stderr).toBe(0);
    const r = await runBinary(['ingest', DEMO, '--store', db!.url, '--no-stages', '--json'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ files: 6, added: 6, failed: [], stages: [] });
    for (const t of ['documents', 'pages', 'chunks', 'failures']) expect(await rowsOf(db!.url, t), t).toEqual(await rowsOf(wd, t));
    const again = await runCli(['ingest', DEMO, '--store', db!.url, '--no-stages', '--json'], { cwd: tmp.dir });
    expect(JSON.parse(again.stdout)).toMatchObject({ added: 0, unchanged: 6 });
  });

  it('refuses to run the stages itself: they belong to workers', async () => {
    const r = await runCli(['ingest', DEMO, '--store', db!.url], { cwd: tmp.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/only parses and stores; not without --no-stages/);
  });
});
