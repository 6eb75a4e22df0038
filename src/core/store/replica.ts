/**
 * A local read replica of a PostgreSQL store: a SQLite database (the workdir schema) in a folder
 * of the reading process's workdir, which the query side reads exactly as it reads a workdir —
 * synchronously, with its HNSW index file beside it, reconciled from the vectors as usual.
 *
 * `refresh()` brings it up to date: in one read-only snapshot of the store it reads each copied
 * table's signature (row count and sum of row versions: it changes on any insert, update or
 * delete), and copies the tables whose signature differs from the one recorded at the last refresh
 * (with copyStore, into memory) — only the new rows of a table with a serial key whose older rows
 * kept their signature (vectors, chunks, triplets as workers add them), else the whole table; then
 * it applies them locally in one SQLite transaction, so a reader never sees half a refresh. The query side reads through its own read-only connection
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

/** Per table: its signature in the store when last copied, and the largest serial key copied. */
const STATE_TABLE = `CREATE TABLE IF NOT EXISTS replica_state (tbl TEXT PRIMARY KEY, signature TEXT NOT NULL, upto INTEGER, source TEXT NOT NULL)`;

interface Synced {
  signature: string;
  upTo: number | null;
}

/** What a refresh copies of one table: the rows after `after` (appended), or every row (replacing the table). */
interface TableCopyPlan {
  /** The signature the replica held when the plan was made. */
  base: string | null;
  after: number | null;
  signature: string;
  upTo: number | null;
  rows: TableRow[];
}

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

  private recorded(): Map<string, Synced> {
    const rows = this.writer.prepare('SELECT tbl, signature, upto FROM replica_state WHERE source = ?').all(this.store.location) as { tbl: string; signature: string; upto: number | null }[];
    return new Map(rows.map((r) => [r.tbl, { signature: r.signature, upTo: r.upto }]));
  }

  private async sync(): Promise<RefreshReport> {
    const known = this.recorded();
    const plan = await this.store.snapshot(async (view) => {
      const now = await view.signatures(REPLICATED_TABLES);
      const copies = new Map<string, TableCopyPlan>();
      for (const t of REPLICATED_TABLES) {
        const was = known.get(t);
        const is = now.get(t)!;
        if (was?.signature === is.signature) continue;
        // Rows only added (the usual case while workers run): the rows up to the last copied key
        // are as they were, so only the rows after it are copied.
        const append = was?.upTo != null && (await view.signatureUpTo(t, was.upTo)) === was.signature;
        copies.set(t, { base: was?.signature ?? null, after: append ? was!.upTo : null, signature: is.signature, upTo: is.maxSerial, rows: [] });
      }
      if (copies.size > 0) {
        const buffer = async (t: string, rows: readonly TableRow[]): Promise<number> => {
          copies.get(t)!.rows.push(...rows);
          return rows.length;
        };
        const after = new Map([...copies].filter(([, c]) => c.after !== null).map(([t, c]) => [t, [c.after!]]));
        await copyStore(view, { importRows: buffer }, { tables: [...copies.keys()], after });
      }
      return copies;
    });
    if (plan.size === 0) return { tables: [], rows: 0 };
    const record = this.writer.prepare('INSERT OR REPLACE INTO replica_state (tbl, signature, upto, source) VALUES (?, ?, ?, ?)');
    const apply = this.writer.transaction((): RefreshReport => {
      // Under the write lock: another process sharing the folder may have copied meanwhile.
      const now = this.recorded();
      const report: RefreshReport = { tables: [], rows: 0 };
      for (const [t, c] of plan) {
        const here = now.get(t)?.signature ?? null;
        if (here === c.signature) continue;
        if (c.after !== null) {
          // Appending is right only onto the state it was read against; else the next refresh copies the table.
          if (here !== c.base) continue;
        } else {
          this.writer.prepare(`DELETE FROM ${t}`).run();
        }
        report.rows += insertRows(this.writer, t, c.rows);
        record.run(t, c.signature, c.upTo, this.store.location);
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
