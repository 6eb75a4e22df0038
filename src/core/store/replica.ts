/**
 * A local read replica of a PostgreSQL store: a SQLite database (the workdir schema) in a folder
 * of the reading process's workdir, which the query side reads exactly as it reads a workdir —
 * synchronously, with its HNSW index file beside it, reconciled from the vectors as usual.
 *
 * `refresh()` brings it up to date: in one read-only snapshot of the store it reads each copied
 * table's signature (row count and sum of row versions: it changes on any insert, update or
 * delete), and copies the tables whose signature differs from the one recorded at the last refresh
 * (with copyStore, into memory); then it replaces those tables locally in one SQLite transaction,
 * so a reader never sees half a refresh. The query side reads through its own read-only connection
 * (openReader), whose `data_version` moves when a refresh commits, as it moves for an ingest into a
 * workdir. Several processes may share a replica folder: each refresh re-checks the recorded
 * signatures under SQLite's write lock and skips what another process already copied.
 *
 * Not replicated: the model-call caches (llm_cache, embed_cache), which only the writing side reads.
 */
import type { Db } from './db.js';
import { openDb } from './db.js';
import { copyStore } from './copy.js';
import type { PgStore } from './pg/pg-store.js';
import { insertRows } from './sqlite-store.js';
import type { TableRow } from './store.js';
import { TABLES } from './tables.js';

const NOT_REPLICATED = new Set(['llm_cache', 'embed_cache']);
export const REPLICATED_TABLES: readonly string[] = TABLES.map((t) => t.name).filter((n) => !NOT_REPLICATED.has(n));

const STATE_TABLE = `CREATE TABLE IF NOT EXISTS replica_state (tbl TEXT PRIMARY KEY, signature TEXT NOT NULL, source TEXT NOT NULL)`;

export interface RefreshReport {
  /** Tables copied by this refresh (empty: the replica was up to date). */
  tables: string[];
  rows: number;
}

export class StoreReplica {
  private refreshing: Promise<RefreshReport> | null = null;
  private lastCheck = 0;

  private constructor(
    readonly store: PgStore,
    /** The replica's folder: its SQLite database and HNSW index files. */
    readonly dir: string,
    private readonly writer: Db,
  ) {}

  /** Open (creating) the replica of `store` in `dir` and bring it up to date. */
  static async open(store: PgStore, dir: string): Promise<StoreReplica> {
    const writer = openDb(dir);
    // A mirror: the store enforces its foreign keys; here a table is replaced without touching the others.
    writer.pragma('foreign_keys = OFF');
    writer.exec(STATE_TABLE);
    const replica = new StoreReplica(store, dir, writer);
    try {
      await replica.refresh();
    } catch (err) {
      writer.close();
      throw err;
    }
    return replica;
  }

  /** A read-only connection to the replica for the query side (its data_version moves on each refresh). */
  openReader(): Db {
    return openDb(this.dir, { mustExist: true, readonly: true });
  }

  /**
   * Bring the replica up to date (one refresh at a time; callers during one share it). With
   * `minIntervalMs`, a call within that long of the previous check returns at once.
   */
  async refresh(opts: { minIntervalMs?: number } = {}): Promise<RefreshReport> {
    if (this.refreshing) return this.refreshing;
    if (opts.minIntervalMs && Date.now() - this.lastCheck < opts.minIntervalMs) return { tables: [], rows: 0 };
    this.lastCheck = Date.now();
    this.refreshing = this.sync().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** Settles when no refresh is in flight (before closing). */
  async idle(): Promise<void> {
    await this.refreshing?.catch(() => undefined);
  }

  private recorded(): Map<string, string> {
    const rows = this.writer.prepare('SELECT tbl, signature FROM replica_state WHERE source = ?').all(this.store.location) as { tbl: string; signature: string }[];
    return new Map(rows.map((r) => [r.tbl, r.signature]));
  }

  private async sync(): Promise<RefreshReport> {
    const known = this.recorded();
    const { signatures, tables } = await this.store.snapshot(async (view) => {
      const signatures = await view.signatures(REPLICATED_TABLES);
      const changed = REPLICATED_TABLES.filter((t) => signatures.get(t) !== known.get(t));
      const tables = new Map<string, TableRow[]>(changed.map((t) => [t, []]));
      if (changed.length > 0) {
        const buffer = async (t: string, rows: readonly TableRow[]): Promise<number> => {
          tables.get(t)!.push(...rows);
          return rows.length;
        };
        await copyStore(view, { importRows: buffer }, { tables: changed });
      }
      return { signatures, tables };
    });
    if (tables.size === 0) return { tables: [], rows: 0 };
    const record = this.writer.prepare('INSERT OR REPLACE INTO replica_state (tbl, signature, source) VALUES (?, ?, ?)');
    const apply = this.writer.transaction((): RefreshReport => {
      // Under the write lock: another process sharing the folder may have copied the same state.
      const now = this.recorded();
      const report: RefreshReport = { tables: [], rows: 0 };
      for (const [t, rows] of tables) {
        if (now.get(t) === signatures.get(t)) continue;
        this.writer.prepare(`DELETE FROM ${t}`).run();
        report.rows += insertRows(this.writer, t, rows);
        record.run(t, signatures.get(t)!, this.store.location);
        report.tables.push(t);
      }
      return report;
    });
    return apply.immediate();
  }

  close(): void {
    this.writer.close();
  }
}
