/**
 * `hybridrag store copy`: its flags. The action (src/cli/actions/store.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import type { CopyFlags } from '../actions/store.js';

export function registerStore(program: Command): void {
  const store = program.command('store').description('move an index between stores (SQLite workdir, PostgreSQL)');
  store
    .command('copy')
    .description('copy every table from one store to another; rows already there are skipped')
    .option('--from <dir|url>', 'source: a workdir or a postgres:// URL (default: the workdir)')
    .option('--to <dir|url>', 'target: a postgres:// URL or a workdir (default: --store / HYBRIDRAG_STORE / store.url)')
    .option('--json', 'print the per-table counts as one JSON object')
    .action(async function (this: Command, flags: CopyFlags) {
      await (await import('../actions/store.js')).runStoreCopy(this, flags);
    });
}
