/**
 * `hybridrag worker --store URL --stages embed,extract`: one worker process sharing a store's
 * pending work with any number of others (see src/pipeline/worker/). The stages run side by side;
 * one worker of all reads the pending documents' facts at a time (offline: a facts-only worker
 * opens no provider), and once extraction is drained, one worker of all resolves entities. Exits when nothing is pending,
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
import { runFactsWorker, type FactsWorkerReport } from '../../pipeline/worker/facts-worker.js';
import { runEntitiesWorker, type EntitiesWorkerReport } from '../../pipeline/worker/entities-worker.js';
import { configuredFactsVersion, metricFilesOf, modelFactReader, readsByModel } from '../../pipeline/facts/facts-stage.js';
import type { ResolveResult } from '../../pipeline/resolve/resolve-stage.js';
import { commandContext } from '../context.js';
import { onInterrupt } from '../interrupt.js';
import { intFlag } from '../flags.js';
import { WORKER_STAGES } from '../commands/worker.js';
import type { Output } from '../ui/output.js';

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
    const common = { ...opts, owner, concurrency: config.openai.concurrency, follow: flags.follow === true, signal: abort.signal, warn: (m: string) => out.warn(m) };
    const result: WorkerResult = { owner, store: store.location };
    // Facts by rules are read offline: a facts-only worker opens no provider unless the model reads them.
    if (stages.includes('embed') || stages.includes('extract') || (stages.includes('facts') && readsByModel(config))) provider = await (await import('../../app/providers.js')).createProvider(config, { out });
    const embedder = provider?.embedder();
    out.info(`worker ${owner} on ${store.location}: ${stages.join(', ')}${embedder ? ` (embedder ${embedder.id})` : ''}`);
    const runs: Promise<void>[] = [];
    // An owner per stage: a stage that finishes releases its own leases, never the other's.
    if (stages.includes('embed')) {
      runs.push(runEmbedWorker(store, embedder!, { ...common, owner: `${owner}:embed`, progress: (done) => out.debug(`embed: ${done} chunks`) }).then((r) => void (result.embed = r)));
    }
    if (stages.includes('extract')) {
      const { createExtraction } = await import('../../app/extractors.js');
      const tiers = createExtraction(config, provider!, storeQuarantine(store));
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
    if (stages.includes('facts')) {
      const metricFiles = metricFilesOf(config);
      const byModel = readsByModel(config) ? { read: modelFactReader(config, provider!, storeQuarantine(store)), readerErrorsStop: true } : {};
      runs.push(runFactsWorker(store, { ...common, ...byModel, version: configuredFactsVersion(config), metricFiles, progress: (done) => out.debug(`facts: ${done} documents`) })
        .then((r) => void (result.facts = r)));
    }
    if (stages.includes('entities')) {
      runs.push(runEntitiesWorker(store, { ...common, progress: (done) => out.debug(`entities: ${done} documents`) }).then((r) => void (result.entities = r)));
    }
    await Promise.all(runs);
    finish(out, result, flags.json === true);
    if (abort.signal.aborted) throw new HybridRagError('ABORTED', 'worker stopped; its leases are released');
  } finally {
    abort.dispose();
    await provider?.close();
    await store.close();
  }
}

interface WorkerResult {
  owner: string;
  store: string;
  embed?: EmbedWorkerReport;
  facts?: FactsWorkerReport;
  entities?: EntitiesWorkerReport;
  extract?: ExtractWorkerReport;
  resolve?: ResolveResult[];
}

/** The end-of-run report: one JSON object, or a line per stage. */
function finish(out: Output, result: WorkerResult, json: boolean): void {
  if (json) {
    out.json(result);
    return;
  }
  const e = result.embed;
  if (e) out.print(`embed: ${e.processed} processed, ${e.duplicates} already done, ${e.failed} failed in ${(e.ms / 1000).toFixed(1)}s (${e.claims} claims)`);
  const f = result.facts;
  if (f) out.print(`facts: ${f.documents} documents, ${f.facts} facts, ${f.quarantined} quarantined in ${(f.ms / 1000).toFixed(1)}s`);
  const n = result.entities;
  if (n) out.print(`entities: ${n.documents} documents, ${n.entities} passage entities, ${n.failed} failed in ${(n.ms / 1000).toFixed(1)}s`);
  const x = result.extract;
  if (x) out.print(`extract: ${x.processed} chunks, ${x.triplets} triplets, ${x.quarantined} quarantined, ${x.failed} failed in ${(x.ms / 1000).toFixed(1)}s`);
  for (const r of result.resolve ?? []) out.print(`resolve: ${r.entities} entities from ${r.triplets} triplets, ${r.merges} merges`);
}

/** One call at a time: lanes that drain together share the call in flight instead of starting another. */
function serialised(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn().finally(() => (running = undefined)));
}
