/**
 * Copy every table from one store to another (a SQLite workdir into PostgreSQL, or back), a page of
 * rows at a time in key order. Rows whose key the target already holds are skipped, so a second
 * run copies nothing and an interrupted one resumes. Tables go in foreign-key order.
 */
import type { Store } from './store.js';
import { TABLES } from './tables.js';

export interface TableCopy {
  table: string;
  /** Rows read from the source. */
  read: number;
  /** Rows the target did not hold yet. */
  copied: number;
}

export interface CopyOptions {
  pageSize?: number;
  /** Only these tables (default: every copied table), still in foreign-key order. */
  tables?: readonly string[];
  /** Per table, the key to start after (null or absent: from the start). */
  after?: ReadonlyMap<string, readonly (string | number)[]>;
  signal?: AbortSignal;
  /** Called after each page: the table and rows read so far. */
  progress?: (table: string, read: number) => void;
}

export async function copyStore(from: Pick<Store, 'exportRows'>, to: Pick<Store, 'importRows'>, opts: CopyOptions = {}): Promise<TableCopy[]> {
  const size = opts.pageSize ?? 2000;
  const out: TableCopy[] = [];
  for (const t of TABLES) {
    if (opts.tables && !opts.tables.includes(t.name)) continue;
    const report: TableCopy = { table: t.name, read: 0, copied: 0 };
    for (let after: readonly (string | number)[] | null = opts.after?.get(t.name) ?? null; ;) {
      opts.signal?.throwIfAborted();
      const rows = await from.exportRows(t.name, after, size);
      if (rows.length === 0) break;
      report.read += rows.length;
      report.copied += await to.importRows(t.name, rows);
      opts.progress?.(t.name, report.read);
      if (rows.length < size) break;
      after = t.key.map((k) => rows[rows.length - 1]![k] as string | number);
    }
    out.push(report);
  }
  return out;
}
