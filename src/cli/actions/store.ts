/**
 * `hybridrag store copy --from DIR|URL --to DIR|URL`: move a whole index between stores (a SQLite
 * workdir into a shared PostgreSQL database, typically). Idempotent: rows the target already
 * holds are skipped, so a rerun copies nothing and an interrupted copy resumes.
 */
import type { Command } from 'commander';
import { HybridRagError } from '../../core/errors.js';
import { copyStore } from '../../core/store/copy.js';
import { openStore } from '../../core/store/open-store.js';
import type { Store } from '../../core/store/store.js';
import { commandContext } from '../context.js';

export interface CopyFlags {
  from?: string;
  to?: string;
  json?: boolean;
}

export async function runStoreCopy(cmd: Command, flags: CopyFlags): Promise<void> {
  const { config, out } = await commandContext(cmd);
  const fromAt = flags.from ?? config.workdir;
  const toAt = flags.to ?? config.store.url;
  if (!toAt) throw new HybridRagError('USAGE', 'store copy: no target', { hint: 'pass --to postgres://user@host/db (or set --store / HYBRIDRAG_STORE)' });
  let from: Store | undefined;
  let to: Store | undefined;
  try {
    from = await openStore(fromAt, { mustExist: true });
    to = await openStore(toAt);
    const started = Date.now();
    const tables = await copyStore(from, to, { progress: (table, read) => out.debug(`${table}: ${read} rows read`) });
    const copied = tables.reduce((n, t) => n + t.copied, 0);
    if (flags.json) {
      out.json({ from: from.location, to: to.location, copied, tables, ms: Date.now() - started });
      return;
    }
    for (const t of tables.filter((x) => x.read > 0)) out.print(`${t.table.padEnd(12)} ${String(t.copied).padStart(8)} copied of ${t.read}`);
    out.print(`copied ${copied} rows from ${from.location} to ${to.location} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } finally {
    await from?.close();
    await to?.close();
  }
}

