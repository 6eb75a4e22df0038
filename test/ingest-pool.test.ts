/** The compiled worker pool: parses in worker threads, fails hung parses and keeps going. */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CALLS } from '../src/tools/demo/corpus.js';
import { writeBrokenFixtures, writeCall } from '../src/tools/demo/fixtures.js';
import type { Parser } from '../src/pipeline/ingest/parser-pool.js';
import { ROOT, tempDir } from './helpers/cli.js';

type CreateParser = (workers: number, timeoutMs?: number) => Parser;
const load = async (): Promise<CreateParser> =>
  ((await import(join(ROOT, 'dist/pipeline/ingest/parser-pool.js'))) as { createParser: CreateParser }).createParser;

describe('parser worker pool (dist build)', () => {
  const tmp = tempDir('hybridrag-pool-');
  afterAll(() => tmp.cleanup());

  it('parses several files in parallel threads, failures included, in any completion order', async () => {
    const createParser = await load();
    const paths = await Promise.all(DEMO_CALLS.map((c) => writeCall(tmp.dir, c)));
    const broken = await writeBrokenFixtures(join(tmp.dir, 'broken'));
    const pool = createParser(2);
    const results = await Promise.all([...paths, broken.encrypted].map((p) => pool.parse(p)));
    await pool.close();
    expect(results.slice(0, -1).every((r) => r.ok && r.file.pages.length >= 2)).toBe(true);
    const last = results[results.length - 1]!;
    expect(last.ok ? '' : last.failure.reason).toMatch(/encrypted/);
  });

  it('fails a parse that exceeds the timeout with a reason, and closes cleanly', async () => {
    const createParser = await load();
    const path = await writeCall(tmp.dir, DEMO_CALLS[0]!, 'pdf', 'slow');
    const pool = createParser(1, 1);
    const r = await pool.parse(path);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.failure.reason).toMatch(/parsing took longer than/);
    await pool.close();
    const ok = createParser(1, 60_000);
    expect((await ok.parse(path)).ok).toBe(true);
    await ok.close();
  });
});
