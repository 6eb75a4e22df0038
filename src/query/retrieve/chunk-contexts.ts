/** Load chunks with their document's provenance as Context items, in the order asked for. */
import type { Db } from '../../core/store/db.js';
import { cachedStatement } from '../../core/store/statements.js';
import type { Context } from './types.js';

interface Row {
  id: string;
  ord: number;
  text: string;
  pageStart: number;
  pageEnd: number;
  fileName: string;
  company: string | null;
  quarter: string | null;
  year: string | null;
}

export function pageRange(start: number, end: number): number[] {
  const out: number[] = [];
  for (let p = start; p <= Math.max(start, end); p++) out.push(p);
  return out;
}

/** Contexts for scored chunk ids (unknown ids, e.g. deleted meanwhile, are skipped). */
export function chunkContexts(
  db: Db,
  scored: readonly { id: string; score: number }[],
  channel: Context['channel'] = 'vector',
): Context[] {
  if (scored.length === 0) return [];
  const rows = cachedStatement(
    db,
    `SELECT c.id, c.ord, c.text, c.page_start AS pageStart, c.page_end AS pageEnd, d.file_name AS fileName,
            d.company, d.quarter, d.year
     FROM chunks c JOIN documents d ON d.id = c.doc_id
     WHERE c.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(scored.map((s) => s.id))) as Row[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: Context[] = [];
  for (const s of scored) {
    const r = byId.get(s.id);
    if (!r) continue;
    out.push({
      channel,
      kind: 'chunk',
      text: r.text,
      chunkId: r.id,
      document: r.fileName,
      company: r.company,
      quarter: r.quarter,
      year: r.year,
      pages: pageRange(r.pageStart, r.pageEnd),
      score: Math.round(s.score * 1e4) / 1e4,
      ord: r.ord,
    });
  }
  return out;
}
