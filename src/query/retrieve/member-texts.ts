/** The passages of the companies' calls, as stored: what a group's members say, read whole. */
import type { Db } from '../../core/store/db.js';

export function memberTexts(db: Db, companies: readonly string[]): string[] {
  if (companies.length === 0) return [];
  return db
    .prepare(`SELECT c.text FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.status = 'ok' AND d.company IN (SELECT value FROM json_each(?)) ORDER BY d.id, c.ord`)
    .pluck()
    .all(JSON.stringify(companies)) as string[];
}
