/**
 * One ingest at a time per workdir: two concurrent runs would replace each other's documents and
 * the rows later stages derived from them. The lock is a file holding the owner's pid; a lock
 * left by a process that no longer exists (kill -9) is taken over, so a crash never blocks resume.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { HybridRagError } from '../../core/errors.js';

export const LOCK_FILE = 'ingest.lock';

/** True when a process with this pid exists (signal 0 probes without sending anything). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface IngestLock {
  release(): void;
}

/** Take the workdir's ingest lock or fail with a message naming the holder. */
export function acquireIngestLock(workdir: string, pid = process.pid, alive = processAlive): IngestLock {
  const path = join(workdir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return { release: () => rmSync(path, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (alive(holder) && holder !== pid) {
        throw new HybridRagError('USAGE', `another ingest (pid ${holder}) is running on ${workdir}`, {
          hint: `wait for it to finish, or use another --workdir (if no such process exists, delete ${path})`,
        });
      }
      // Stale: its owner died without releasing it.
      rmSync(path, { force: true });
    }
  }
  throw new HybridRagError('USAGE', `could not take the ingest lock ${path}`, { hint: 'retry; another ingest may be starting' });
}
