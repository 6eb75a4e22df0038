/**
 * `hybridrag remove <path|document-id...>`: its flags. The action (src/cli/actions/remove.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';

export function registerRemove(program: Command): void {
  program
    .command('remove')
    .description('remove ingested documents (by path, folder, file name, document id or company) with their chunks, vectors and graph triplets')
    .argument('<targets...>', 'file paths, folders, file names, document ids, or company names (all of that company\'s documents)')
    .option('--json', 'print what was removed as one JSON object')
    .action(async function (this: Command, targets: string[], flags: { json?: boolean }) {
      await (await import('../actions/remove.js')).runRemove(this, targets, flags);
    });
}
