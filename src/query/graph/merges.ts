/** The merge log: list merges and revert one (the pair then never merges again on later resolves). */
import { HybridRagError } from '../../core/errors.js';
import type { Db } from '../../core/store/db.js';

export interface MergeRow {
  id: number;
  fromId: string;
  fromName: string | null;
  intoId: string;
  intoName: string | null;
  method: string;
  score: number;
  reverted: boolean;
  at: string;
}

/** Every logged merge, newest first. */
export function listMerges(db: Db, opts: { includeReverted?: boolean } = {}): MergeRow[] {
  const rows = db
    .prepare(
      `SELECT m.id, m.from_id, f.name AS from_name, m.into_id, i.name AS into_name, m.method, m.score, m.reverted, m.at
       FROM merges m LEFT JOIN entities f ON f.id = m.from_id LEFT JOIN entities i ON i.id = m.into_id
       ${opts.includeReverted ? '' : 'WHERE m.reverted = 0'} ORDER BY m.id DESC`,
    )
    .all() as { id: number; from_id: string; from_name: string | null; into_id: string; into_name: string | null; method: string; score: number; reverted: number; at: string }[];
  return rows.map((r) => ({
    id: r.id, fromId: r.from_id, fromName: r.from_name, intoId: r.into_id, intoName: r.into_name,
    method: r.method, score: r.score, reverted: r.reverted === 1, at: r.at,
  }));
}

/** Revert merge `id`: the merged entity becomes its own node again, with its own edges. */
export function unmerge(db: Db, id: number): MergeRow {
  const row = listMerges(db, { includeReverted: true }).find((m) => m.id === id);
  if (!row) {
    throw new HybridRagError('NO_MATCH', `no merge with id ${id}`, { hint: 'list merges with `hybridrag graph merges`' });
  }
  if (row.reverted) {
    throw new HybridRagError('USAGE', `merge ${id} was already reverted`, { hint: 'list active merges with `hybridrag graph merges`' });
  }
  db.transaction(() => {
    db.prepare('UPDATE merges SET reverted = 1 WHERE id = ?').run(id);
    db.prepare('UPDATE entities SET merged_into = NULL WHERE id = ? AND merged_into = ?').run(row.fromId, row.intoId);
    db.prepare(
      `DELETE FROM aliases WHERE entity_id = ? AND source = 'merge' AND alias = (SELECT canonical FROM entities WHERE id = ?)`,
    ).run(row.intoId, row.fromId);
  })();
  return { ...row, reverted: true };
}
