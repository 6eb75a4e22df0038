/**
 * `hybridrag status [--json]`: its flags. The action (src/cli/actions/status.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';

export function registerStatus(program: Command): void {
  program
    .command('status')
    .description('what the workdir holds: documents, pages, chunks, companies, failures')
    .option('--json', 'print one JSON object')
    .action(async function (this: Command, opts: { json?: boolean }) {
      await (await import('../actions/status.js')).runStatus(this, opts);
    });
}
