import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleOf } from './thread-pool.js';

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
