/**
 * `hybridrag init [--force]`: its flags. The action (src/cli/actions/init.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import { DEFAULT_JSONC_FILE } from '../../core/config/files.js';

export function registerInit(program: Command): void {
  program
    .command('init')
    .description(`write ${DEFAULT_JSONC_FILE} (or --config FILE) listing every setting at its default, with a comment saying what it does`)
    .option('--force', 'overwrite the file if it exists')
    .action(async function (this: Command, flags: { force?: boolean }) {
      await (await import('../actions/init.js')).runInit(this, flags);
    });
}
