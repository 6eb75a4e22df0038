/**
 * `hybridrag worker --store URL --stages embed`: one worker process sharing a store's pending work
 * with any number of others (see src/pipeline/worker/). Exits when nothing is pending, or keeps
 * polling with --follow; Ctrl-C or SIGTERM stops it after the batches in flight, releasing its
 * leases.
 */
import type { Command } from 'commander';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { HybridRagError } from '../../core/errors.js';
import { openStore } from '../../core/store/open-store.js';
import type { Provider } from '../../core/providers/types.js';
import { runEmbedWorker } from '../../pipeline/worker/embed-worker.js';
import { commandContext } from '../context.js';
import { onInterrupt } from '../interrupt.js';
import { intFlag } from '../flags.js';

interface WorkerFlags {
  stages: string;
  batch?: string;
  leaseMs?: string;
  pollMs?: string;
  follow?: boolean;
  json?: boolean;
}

/** Stages a worker can run so far. */
const WORKER_STAGES = ['embed'] as const;

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('claim and process pending work of a shared store (--store postgres://...) alongside other workers')
    .option('--stages <list>', `stages to work on, comma-separated (${WORKER_STAGES.join(', ')})`, 'embed')
    .option('--batch <n>', 'chunks per claim and embedding request (default 16)')
    .option('--lease-ms <n>', 'how long a claim is held before another worker may take it over (default 60000)')
    .option('--poll-ms <n>', 'wait between polls when nothing can be claimed (default 500)')
    .option('--follow', 'keep polling for new work instead of exiting when nothing is pending')
    .option('--json', 'print the report as one JSON object')
    .action(async function (this: Command, flags: WorkerFlags) {
      const { config, out } = commandContext(this);
      const stages = flags.stages.split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = stages.filter((s) => !(WORKER_STAGES as readonly string[]).includes(s));
      if (unknown.length > 0 || stages.length === 0) {
        throw new HybridRagError('USAGE', `worker: unknown stage ${unknown.join(', ') || '(none)'}`, { hint: `--stages takes ${WORKER_STAGES.join(', ')}` });
      }
      const opts = {
        batch: intFlag('--batch', flags.batch, { min: 1, example: 16 }) ?? 16,
        leaseMs: intFlag('--lease-ms', flags.leaseMs, { min: 1, example: 60000 }) ?? 60_000,
        pollMs: intFlag('--poll-ms', flags.pollMs, { min: 1, example: 500 }) ?? 500,
      };
      const store = await openStore(config.store.url ?? config.workdir, { mustExist: true });
      const abort = onInterrupt(out, 'stopping: finishing the batches in flight, then releasing this worker\'s leases', ['SIGINT', 'SIGTERM']);
      const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
      let provider: Provider | undefined;
      try {
        provider = await (await import('../../app/providers.js')).createProvider(config, { out });
        const embedder = provider.embedder();
        out.info(`worker ${owner} on ${store.location}: embed with ${embedder.id}`);
        const report = await runEmbedWorker(store, embedder, {
          ...opts, owner, concurrency: config.openai.concurrency, follow: flags.follow === true, signal: abort.signal,
          progress: (done) => out.debug(`embed: ${done} chunks`),
          warn: (m) => out.warn(m),
        });
        const result = { stage: 'embed', owner, store: store.location, embedder: embedder.id, ...report };
        if (flags.json) out.json(result);
        else out.print(`embed: ${report.processed} processed, ${report.duplicates} already done, ${report.failed} failed in ${(report.ms / 1000).toFixed(1)}s (${report.claims} claims)`);
        if (abort.signal.aborted) throw new HybridRagError('ABORTED', 'worker stopped; its leases are released');
      } finally {
        abort.dispose();
        await provider?.close();
        await store.close();
      }
    });
}
