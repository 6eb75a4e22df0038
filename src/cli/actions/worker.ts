/**
 * `hybridrag worker --store URL --stages embed,extract`: one worker process sharing a store's
 * pending work with any number of others (see src/pipeline/worker/). The stages run side by side;
 * once extraction is drained, one worker of all resolves entities. Exits when nothing is pending,
 * or keeps polling with --follow; Ctrl-C or SIGTERM stops it after the work in flight, releasing
 * its leases.
 */
import type { Command } from 'commander';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { HybridRagError } from '../../core/errors.js';
import { openStore } from '../../core/store/open-store.js';
import type { Provider } from '../../core/providers/types.js';
import { runEmbedWorker, type EmbedWorkerReport } from '../../pipeline/worker/embed-worker.js';
import { runExtractWorker, tierVersions, storeQuarantine, type ExtractWorkerReport } from '../../pipeline/worker/extract-worker.js';
import { resolveOnce } from '../../pipeline/worker/resolve-once.js';
import type { ResolveResult } from '../../pipeline/resolve/resolve-stage.js';
import { commandContext } from '../context.js';
import { onInterrupt } from '../interrupt.js';
import { intFlag } from '../flags.js';
import { WORKER_STAGES } from '../commands/worker.js';

export interface WorkerFlags {
  stages: string;
  batch?: string;
  leaseMs?: string;
  pollMs?: string;
  follow?: boolean;
  json?: boolean;
}

export async function runWorker(cmd: Command, flags: WorkerFlags): Promise<void> {
  const { config, out } = await commandContext(cmd);
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
    const p = provider;
    const embedder = p.embedder();
    const common = { ...opts, owner, concurrency: config.openai.concurrency, follow: flags.follow === true, signal: abort.signal, warn: (m: string) => out.warn(m) };
    out.info(`worker ${owner} on ${store.location}: ${stages.join(', ')} (embedder ${embedder.id})`);
    const result: { owner: string; store: string; embed?: EmbedWorkerReport; extract?: ExtractWorkerReport; resolve?: ResolveResult[] } = { owner, store: store.location };
    // An owner per stage: a stage that finishes releases its own leases, never the other's.
    const runs: Promise<void>[] = [];
    if (stages.includes('embed')) {
      runs.push(runEmbedWorker(store, embedder, { ...common, owner: `${owner}:embed`, progress: (done) => out.debug(`embed: ${done} chunks`) }).then((r) => void (result.embed = r)));
    }
    if (stages.includes('extract')) {
      const { createExtraction } = await import('../../app/extractors.js');
      const tiers = createExtraction(config, p, storeQuarantine(store));
      const resolutions: ResolveResult[] = [];
      result.resolve = resolutions;
      const drained = async (): Promise<void> => {
        const r = await resolveOnce(store, tierVersions(tiers), { embedder, thresholds: config.resolve, signal: abort.signal });
        if (r) {
          resolutions.push(r);
          out.info(`resolve: ${r.entities} entities from ${r.triplets} triplets (${r.merges} merges)`);
        }
      };
      runs.push(runExtractWorker(store, tiers, { ...common, owner: `${owner}:extract`, drained: serialised(drained), progress: (done) => out.debug(`extract: ${done} chunks`) }).then((r) => void (result.extract = r)));
    }
    await Promise.all(runs);
    if (flags.json) out.json(result);
    else {
      const e = result.embed;
      if (e) out.print(`embed: ${e.processed} processed, ${e.duplicates} already done, ${e.failed} failed in ${(e.ms / 1000).toFixed(1)}s (${e.claims} claims)`);
      const x = result.extract;
      if (x) out.print(`extract: ${x.processed} chunks, ${x.triplets} triplets, ${x.quarantined} quarantined, ${x.failed} failed in ${(x.ms / 1000).toFixed(1)}s`);
      for (const r of result.resolve ?? []) out.print(`resolve: ${r.entities} entities from ${r.triplets} triplets, ${r.merges} merges`);
    }
    if (abort.signal.aborted) throw new HybridRagError('ABORTED', 'worker stopped; its leases are released');
  } finally {
    abort.dispose();
    await provider?.close();
    await store.close();
  }
}

/** One call at a time: lanes that drain together share the call in flight instead of starting another. */
function serialised(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn().finally(() => (running = undefined)));
}
