/**
 * Quarantined items: model replies that stayed invalid after one repair attempt, and requests the
 * server refused for that item alone (a prompt over its context size). Each is kept with
 * the raw reply and the error so nothing is dropped silently; a later successful run of the same
 * item clears its row.
 */
import type { Db } from '../store/db.js';

export interface QuarantineRow {
  stage: string;
  itemId: string;
  promptId: string | null;
  raw: string | null;
  error: string;
  at: string;
}

/** Record (or replace) the quarantine row of one item. */
export function quarantine(db: Db, row: Omit<QuarantineRow, 'at'>): void {
  // A read-only connection (a query command) cannot record; the caller still gets { ok: false }.
  if (db.readonly) return;
  db.prepare(
    `INSERT INTO quarantine (stage, item_id, prompt_id, raw, error, at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (stage, item_id) DO UPDATE SET prompt_id = excluded.prompt_id, raw = excluded.raw,
       error = excluded.error, at = excluded.at`,
  ).run(row.stage, row.itemId, row.promptId, row.raw, row.error, new Date().toISOString());
}

/** Remove an item's quarantine row (it succeeded this time). */
export function unquarantine(db: Db, stage: string, itemId: string): void {
  if (db.readonly) return;
  db.prepare('DELETE FROM quarantine WHERE stage = ? AND item_id = ?').run(stage, itemId);
}

/**
 * Where quarantine rows go: the SQLite connection (`dbQuarantine`), or a shared store's quarantine
 * table (workers on PostgreSQL).
 */
export interface QuarantineSink {
  record(row: Omit<QuarantineRow, 'at'>): void | Promise<void>;
  clear(stage: string, itemId: string): void | Promise<void>;
}

/** The quarantine table of a SQLite connection as a sink. */
export function dbQuarantine(db: Db): QuarantineSink {
  return { record: (row) => quarantine(db, row), clear: (stage, itemId) => unquarantine(db, stage, itemId) };
}

/** How many items are quarantined, overall or for one stage. */
export function quarantineCount(db: Db, stage?: string): number {
  const r = stage
    ? (db.prepare('SELECT count(*) AS n FROM quarantine WHERE stage = ?').get(stage) as { n: number })
    : (db.prepare('SELECT count(*) AS n FROM quarantine').get() as { n: number });
  return r.n;
}

/** Quarantined items, newest first (for the end-of-run report and `status`). */
export function listQuarantine(db: Db, opts: { stage?: string; limit?: number } = {}): QuarantineRow[] {
  const rows = db
    .prepare(
      `SELECT stage, item_id AS itemId, prompt_id AS promptId, raw, error, at FROM quarantine
       ${opts.stage ? 'WHERE stage = @stage' : ''} ORDER BY id DESC LIMIT @limit`,
    )
    .all({ stage: opts.stage, limit: opts.limit ?? 1_000_000 }) as QuarantineRow[];
  return rows;
}

/** Lines for `status`: the newest quarantined items (stage, item, error), without the raw replies. */
export function formatQuarantine(rows: readonly Pick<QuarantineRow, 'stage' | 'itemId' | 'error'>[], total: number): string[] {
  if (total === 0) return [];
  const lines = [`${total} quarantined item(s) (refused by the server, or replies still invalid after one repair; raw replies kept in the quarantine table; ingest --retry-quarantined sends them again):`];
  for (const r of rows) lines.push(`  ${r.stage} ${r.itemId}: ${r.error.length > 160 ? `${r.error.slice(0, 157)}...` : r.error}`);
  if (total > rows.length) lines.push(`  ... and ${total - rows.length} more`);
  return lines;
}
