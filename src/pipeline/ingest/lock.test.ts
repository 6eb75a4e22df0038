import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireIngestLock, LOCK_FILE, processAlive } from './lock.js';

describe('ingest lock', () => {
  it('is exclusive while the holder lives and released after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hybridrag-lock-'));
    const lock = acquireIngestLock(dir, 1111, () => true);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('1111');
    expect(() => acquireIngestLock(dir, 2222, () => true)).toThrowError(/another ingest \(pid 1111\) is running/);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireIngestLock(dir, 2222, () => true).release();
  });

  it('takes over a lock whose owner died (kill -9)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hybridrag-lock-'));
    writeFileSync(join(dir, LOCK_FILE), '999999');
    const lock = acquireIngestLock(dir, 3333, (pid) => pid !== 999999);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('3333');
    lock.release();
  });

  it('probes real processes', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(-1)).toBe(false);
  });
});
