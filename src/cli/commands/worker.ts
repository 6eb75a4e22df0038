/**
 * `hybridrag worker`: its flags. The action (src/cli/actions/worker.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import type { WorkerFlags } from '../actions/worker.js';

/** Stages a worker can run so far. */
export const WORKER_STAGES = ['embed', 'facts', 'entities', 'extract'] as const;

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('claim and process pending work of a shared store (--store postgres://...) alongside other workers')
    .option('--stages <list>', `stages to work on, comma-separated (default: every stage, ${WORKER_STAGES.join(', ')}, then resolution, as ingest runs them)`, WORKER_STAGES.join(','))
    .option('--batch <n>', 'chunks per embed claim and embedding request (default 16); extract claims one chunk per request in flight')
    .option('--lease-ms <n>', 'how long a claim is held before another worker may take it over (default 60000)')
    .option('--poll-ms <n>', 'wait between polls when nothing can be claimed (default 500)')
    .option('--follow', 'keep polling for new work instead of exiting when nothing is pending')
    .option('--json', 'print the report as one JSON object')
    .action(async function (this: Command, flags: WorkerFlags) {
      await (await import('../actions/worker.js')).runWorker(this, flags);
    });
}
