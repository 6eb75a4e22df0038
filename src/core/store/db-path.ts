/** Where a workdir keeps its SQLite database. */
import { join } from 'node:path';

export const DB_FILE = 'hybridrag.db';

export function dbPath(workdir: string): string {
  return join(workdir, DB_FILE);
}
