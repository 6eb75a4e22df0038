/**
 * `hybridrag config [--json]`: its flags. The action (src/cli/actions/config.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';

export function registerConfig(program: Command): void {
  program
    .command('config')
    .description('print the effective configuration: every key, its value and where it came from (default, file, env, flag); read-only: change settings in the config file')
    .option('--json', 'print one JSON object: { file, config, sources }')
    .action(async function (this: Command, flags: { json?: boolean }) {
      await (await import('../actions/config.js')).runConfig(this, flags);
    });
}
