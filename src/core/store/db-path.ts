/** Where a workdir keeps its SQLite database. */
import { dirname, join } from 'node:path';

export const DB_FILE = 'hybridrag.db';

export function dbPath(workdir: string): string {
  return join(workdir, DB_FILE);
}

/** The path of `file` beside a database's file: the workdir's (null for a database in memory). */
export function besideDb(db: { memory: boolean; name: string }, file: string): string | null {
  return db.memory || !db.name || db.name === ':memory:' ? null : join(dirname(db.name), file);
}
