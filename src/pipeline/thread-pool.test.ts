import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleOf, threadPool } from './thread-pool.js';

describe('bundleOf', () => {
  const dir = join(tmpdir(), `hybridrag-bundle-of-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const script = join(dir, 'job-worker.js');
  const bundle = join(dir, 'job-worker.bundle.cjs');
  const entry = join(dir, 'bundled-worker.cjs');
  const at = (file: string, seconds: number): void => utimesSync(file, seconds, seconds);

  it('is null without a bundle beside the script', () => {
    writeFileSync(script, '');
    writeFileSync(entry, '');
    expect(bundleOf(pathToFileURL(script), entry)).toBeNull();
  });

  it('names the bundle only while it is not older than the script (a later tsc alone makes it stale)', () => {
    for (const f of [script, bundle, entry]) writeFileSync(f, '');
    at(script, 1_000);
    at(bundle, 2_000);
    at(entry, 2_000);
    expect(bundleOf(pathToFileURL(script), entry)).toBe(bundle);
    // Without its entry (running from sources), no bundle is used.
    expect(bundleOf(pathToFileURL(script), join(dir, 'absent.cjs'))).toBeNull();
    at(script, 3_000);
    expect(bundleOf(pathToFileURL(script), entry)).toBeNull();
  });
});

describe('threadPool close', () => {
  const dir = join(tmpdir(), `hybridrag-pool-close-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  /** A worker answering job × 2; asked to stop, it schedules writing `marker` and closes its port (or, `deaf`, ignores the request). */
  const worker = (name: string, marker: string, deaf = false): URL => {
    const file = join(dir, name);
    writeFileSync(
      file,
      `import { parentPort } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
parentPort.on('message', (msg) => {
  if (msg.stop) {
    if (${deaf}) return;
    setImmediate(() => writeFileSync(${JSON.stringify(marker)}, 'done'));
    parentPort.close();
    return;
  }
  parentPort.postMessage({ id: msg.id, result: msg.job * 2 });
});
`,
    );
    return pathToFileURL(file);
  };

  it('lets an idle worker finish what it scheduled before it ends (a code cache being written)', async () => {
    const marker = join(dir, 'stopped-gracefully');
    const pool = threadPool<number, number>(worker('graceful.mjs', marker), 2, { label: 'test worker', failed: () => -1 });
    expect(await Promise.all([pool.run(1), pool.run(2), pool.run(3)])).toEqual([2, 4, 6]);
    await pool.close();
    expect(existsSync(marker)).toBe(true);
  });

  it('terminates a worker that does not stop when asked', async () => {
    const marker = join(dir, 'never-written');
    const pool = threadPool<number, number>(worker('deaf.mjs', marker, true), 1, { label: 'test worker', failed: () => -1 });
    expect(await pool.run(5)).toBe(10);
    const t0 = Date.now();
    await pool.close();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(existsSync(marker)).toBe(false);
  });
});
