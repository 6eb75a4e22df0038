/**
 * End-to-end: `hybridrag store copy` moves a fully ingested demo workdir (embed, extract and
 * resolve done) into PostgreSQL: every table arrives with the same rows, and a second run copies
 * nothing; copied back into a new workdir, it reports and answers as the original.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/core/store/open-store.js';
import { TABLES } from '../src/core/store/tables.js';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-store-copy-');
const wd = join(tmp.dir, 'wd');
const db = await pgDatabase('store_copy');

beforeAll(async () => {
  if (!db) return;
  const input = join(tmp.dir, 'in');
  mkdirSync(input, { recursive: true });
  for (const f of readdirSync(join(ROOT, 'data/demo'))) if (f.endsWith('.pdf')) copyFileSync(join(ROOT, 'data/demo', f), join(input, f));
  const r = await runCli(['ingest', input, '--workdir', wd], { cwd: tmp.dir, timeoutMs: 300_000 });
  expect(r.code, r.stderr).toBe(0);
}, 300_000);
afterAll(async () => {
  tmp.cleanup();
  await db?.drop();
});

describe.skipIf(!db)('hybridrag store copy', () => {
  it('copies every table of an ingested workdir into PostgreSQL, and a rerun copies nothing', async () => {
    const first = await runBinary(['store', 'copy', '--workdir', wd, '--to', db!.url, '--json'], { cwd: tmp.dir });
    expect(first.code, first.stderr).toBe(0);
    const report = JSON.parse(first.stdout) as { copied: number; to: string; tables: { table: string; read: number; copied: number }[] };
    expect(report.to).not.toContain('@');
    const by = Object.fromEntries(report.tables.map((t) => [t.table, t]));
    for (const t of ['documents', 'pages', 'chunks', 'vectors', 'refinements', 'extractions', 'triplets', 'entities', 'aliases']) {
      expect(by[t]!.read, t).toBeGreaterThan(0);
      expect(by[t]!.copied, t).toBe(by[t]!.read);
    }

    const from = await openStore(wd, { mustExist: true });
    const to = await openStore(db!.url);
    try {
      expect(await to.counts()).toEqual(await from.counts());
      for (const t of TABLES) expect(await to.exportRows(t.name, null, 100_000), t.name).toEqual(await from.exportRows(t.name, null, 100_000));
    } finally {
      await from.close();
      await to.close();
    }

    const again = await runCli(['store', 'copy', '--workdir', wd, '--to', db!.url, '--json'], { cwd: tmp.dir });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ copied: 0 });
  });

  it('copies back from PostgreSQL into a new workdir that answers as the original', async () => {
    const back = join(tmp.dir, 'back');
    const r = await runCli(['store', 'copy', '--from', db!.url, '--to', back, '--json'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const status = async (workdir: string) => {
      const s = await runCli(['status', '--json', '--workdir', workdir], { cwd: tmp.dir });
      expect(s.code, s.stderr).toBe(0);
      return { ...JSON.parse(s.stdout), workdir: null };
    };
    expect(await status(back)).toEqual(await status(wd));
    const ask = (workdir: string) =>
      runCli(['ask', 'What was the total contract value of deal wins?', '--company', 'aravali', '--quarter', 'Q1', '--mode', 'hybrid', '--json', '--workdir', workdir], { cwd: tmp.dir });
    const a = await ask(wd);
    const b = await ask(back);
    expect(b.code, b.stderr).toBe(0);
    expect(JSON.parse(a.stdout).answer).toMatch(/\$1\.14 billion/);
    expect(JSON.parse(b.stdout).answer).toBe(JSON.parse(a.stdout).answer);
  });

  it('names the URL, without its password, when it cannot connect', async () => {
    const r = await runCli(['store', 'copy', '--workdir', wd, '--to', 'postgres://someone:s3cret@127.0.0.1:1/nowhere'], { cwd: tmp.dir });
    expect(r.code).toBe(78);
    expect(r.stderr).toContain('cannot connect to the store postgres://127.0.0.1:1/nowhere');
    expect(r.stderr).not.toContain('s3cret');
  });

  it('other commands refuse a PostgreSQL store instead of ignoring it', async () => {
    const r = await runCli(['remove', 'x.pdf', '--workdir', wd], { cwd: tmp.dir, env: { HYBRIDRAG_STORE: db!.url } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/`hybridrag remove` reads the workdir/);
  });
});
