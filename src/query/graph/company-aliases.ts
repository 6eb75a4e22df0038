/** The names the knowledge graph learnt for each ingested company (tickers, acronyms, names as mentioned). */
import type { Db } from '../../core/store/db.js';

/** Every (alias, company) pair whose entity is an ingested company's name; empty before resolve. */
export function companyAliasRows(db: Db): { alias: string; company: string }[] {
  return db
    .prepare(
      `SELECT a.alias, e.name AS company FROM aliases a JOIN entities e ON e.id = a.entity_id
       WHERE e.name IN (SELECT company FROM documents WHERE status = 'ok')`,
    )
    .all() as { alias: string; company: string }[];
}
