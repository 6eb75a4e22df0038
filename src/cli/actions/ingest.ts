/**
 * `hybridrag ingest <paths...>`: parse, describe, chunk and store transcripts, then run the
 * post-chunk stages (embed, extract, resolve) that have work. A thin wrapper over runIngest.
 */
import type { Command } from 'commander';
import { basename } from 'node:path';
import type { ChunkStrategy } from '../../core/config/config.js';
import { HybridRagError } from '../../core/errors.js';
import { validateChunkOptions, type ChunkOptions } from '../../pipeline/ingest/chunk-types.js';
import { acquireIngestLock, type IngestLock } from '../../pipeline/ingest/lock.js';
import { normaliseMeta, readManifest } from '../../pipeline/ingest/manifest.js';
import { runIngest, type IngestEvents, type IngestOptions, type IngestSummary } from '../../pipeline/ingest/pipeline.js';
import { runStages } from '../../pipeline/run-stages.js';
import { firstStageFailure } from '../../pipeline/stage.js';
import type { StageReport } from '../../pipeline/stage.js';
import { ingestStages } from '../../app/stages.js';
import { dbPath, openDb } from '../../core/store/db.js';
import { isPostgresUrl, openStore } from '../../core/store/open-store.js';
import { SqliteStore } from '../../core/store/sqlite-store.js';
import type { Store } from '../../core/store/store.js';
import { commandContext } from '../context.js';
import { onInterrupt } from '../interrupt.js';
import type { RemoveAndResolveReport } from '../../app/remove.js';
import { missingDocuments } from '../../pipeline/ingest/remove.js';
import { printRemoved } from './remove.js';
import { intFlag } from '../flags.js';
import { dryRun } from '../../app/dry-run.js';
import type { Output } from '../ui/output.js';

export interface IngestFlags {
  company?: string;
  ticker?: string;
  quarter?: string;
  year?: string;
  manifest?: string;
  force?: boolean;
  chunkStrategy?: ChunkStrategy;
  chunkSize?: string;
  chunkOverlap?: string;
  workers?: string;
  fiscalYearStart?: string;
  stages?: boolean;
  dryRun?: boolean;
  retryQuarantined?: boolean;
  prune?: boolean;
  json?: boolean;
}

export async function runIngestCommand(cmd: Command, paths: string[], flags: IngestFlags): Promise<void> {
  const { config, out } = await commandContext(cmd, {
    ingest: {
      chunkStrategy: flags.chunkStrategy,
      chunkSize: intFlag('--chunk-size', flags.chunkSize, { min: 1, example: 2000 }),
      chunkOverlap: intFlag('--chunk-overlap', flags.chunkOverlap, { min: 0, example: 200 }),
      workers: intFlag('--workers', flags.workers, { min: 0, example: 2 }),
      fiscalYearStartMonth: intFlag('--fiscal-year-start', flags.fiscalYearStart, { min: 1, max: 12, example: 4 }),
    },
  });
  const chunk: ChunkOptions = { strategy: config.ingest.chunkStrategy, size: config.ingest.chunkSize, overlap: config.ingest.chunkOverlap };
  const bad = validateChunkOptions(chunk);
  if (bad) throw new HybridRagError('USAGE', bad, { hint: 'fix --chunk-strategy/--chunk-size/--chunk-overlap or the ingest section of the config' });
  const fy = config.ingest.fiscalYearStartMonth ?? null;
  if (fy !== null && (!Number.isInteger(fy) || fy < 1 || fy > 12)) {
    throw new HybridRagError('USAGE', `fiscal year start month ${fy} is not 1-12`, { hint: 'e.g. --fiscal-year-start 4 for April' });
  }
  const meta = normaliseMeta({ company: flags.company, ticker: flags.ticker, quarter: flags.quarter, year: flags.year }, 'command line');
  const manifest = flags.manifest ? readManifest(flags.manifest) : undefined;

  const ingestOptions: IngestOptions = { paths, cwd: process.cwd(), chunk, fiscalYearStartMonth: fy, vocabulary: config.vocabulary, workers: config.ingest.workers, parseTimeoutMs: config.ingest.parseTimeoutMs, force: Boolean(flags.force), flags: meta, manifest };
  if (config.store.url && isPostgresUrl(config.store.url)) {
    await ingestIntoPostgres(config.store.url, flags, out, (store, signal, events) => runIngest(ingestOptions, { store, signal, events }));
    return;
  }
  const db = openDb(config.workdir);
  let lock: IngestLock;
  try {
    lock = acquireIngestLock(config.workdir);
  } catch (err) {
    db.close();
    throw err;
  }
  const abort = onInterrupt(out, 'interrupted: finishing the current step, then stopping (the store stays consistent)');
  const progress = out.progress();
  try {
    let pruned: RemoveAndResolveReport | null = null;
    if (flags.prune) {
      const gone = missingDocuments(db);
      // Loaded only when there is something to prune: it may open the provider to re-resolve.
      if (gone.length > 0) pruned = await (await import('../../app/remove.js')).removeAndResolve(db, config, gone, out);
      if (pruned && !flags.json) printRemoved(out, pruned, 'pruned');
      else if (!pruned) out.info('prune: every ingested document\'s file still exists');
    }
    const summary = await runIngest(ingestOptions, { store: new SqliteStore(db, dbPath(config.workdir)), signal: abort.signal, events: ingestEvents(out, progress) });
    progress.stop();
    if (flags.dryRun) {
      const dry = dryRun(db, config);
      if (flags.json) {
        out.json({ ...summary, workdir: config.workdir, dryRun: dry.estimate });
        return;
      }
      printSummary(out, summary, [], config.workdir);
      for (const line of dry.lines) out.print(line);
      return;
    }
    const reports = flags.stages === false || abort.signal.aborted
      ? []
      : await runStages(ingestStages(config, { retryQuarantined: flags.retryQuarantined === true }), {
        db, config, out, signal: abort.signal,
        // Imported only when a stage has work: ingest without a provider never loads one.
        openProvider: async () => (await import('../../app/providers.js')).createProvider(config, { db, out }),
      });
    if (flags.stages !== false && !abort.signal.aborted) {
      // The scope detector's company directory, stored beside the database for the next `ask`
      // (a no-op when the stored one still fits); a failure here costs that ask the build, nothing else.
      try {
        (await import('../../query/scope/company-directory.js')).companyDirectory(db, config);
      } catch (err) {
        out.debug(`company directory not stored: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (flags.json) out.json({ ...summary, workdir: config.workdir, stages: reports.map(({ failure, ...r }) => (failure ? { ...r, failure: failure.message } : r)), ...(flags.prune ? { pruned } : {}) });
    else printSummary(out, summary, reports, config.workdir);
    if (abort.signal.aborted) throw new HybridRagError('ABORTED', 'ingest interrupted; run the same command again to resume');
    const failure = firstStageFailure(reports);
    if (failure) throw failure;
    if (summary.failed.length > 0) process.exitCode = 1;
  } finally {
    progress.stop();
    abort.dispose();
    db.close();
    lock.release();
  }
}

function printSummary(out: Output, s: IngestSummary, reports: StageReport[], workdir: string, footer = `workdir: ${workdir} (see \`hybridrag status\`)`): void {
  const c = out.c;
  out.print(
    `${c.bold('ingested')} ${s.files} file(s) in ${(s.ms / 1000).toFixed(1)}s: ${s.added} added, ${s.updated} updated, ${s.reread > 0 ? `${s.reread} re-read, ` : ''}` +
      `${s.unchanged} unchanged, ${s.duplicates} duplicate, ${s.failed.length} failed; ${s.pages} pages, ${s.chunks} chunks written`,
  );
  for (const r of reports) {
    const detail = r.detail ? ' ' + Object.entries(r.detail).map(([k, v]) => `${k}=${v}`).join(' ') : '';
    out.print(`${c.bold(r.stage)}: ${r.processed} processed, ${r.failed} failed in ${(r.ms / 1000).toFixed(1)}s${detail}`);
  }
  for (const f of s.failed) out.print(`${c.red('failed')} ${f.path}: ${f.reason}`);
  out.print(footer);
}

/** Progress and per-file messages of an ingest run. */
function ingestEvents(out: Output, progress: ReturnType<Output['progress']>): IngestEvents {
  let done = 0;
  return {
    invalid: (f) => out.warn(`${f.path}: ${f.reason}`),
    start: (n) => progress.start(n, 'ingest'),
    file: (path, outcome, detail) => {
      if (outcome === 'failed') out.warn(`${path}: ${detail}`);
      else out.debug(`${outcome}: ${path}${detail ? ` (${detail})` : ''}`);
      progress.update(++done, `${outcome} ${basename(path)}`);
    },
  };
}

/**
 * Ingest into a shared PostgreSQL store: parse, chunk and store only (any number of ingesters may
 * run at once: each document is replaced in one transaction); the stages run in `hybridrag worker`.
 */
async function ingestIntoPostgres(
  url: string,
  flags: IngestFlags,
  out: Output,
  run: (store: Store, signal: AbortSignal, events: IngestEvents) => Promise<IngestSummary>,
): Promise<void> {
  const refused = [flags.stages !== false && 'without --no-stages', flags.prune && '--prune', flags.dryRun && '--dry-run', flags.retryQuarantined && '--retry-quarantined'].filter(Boolean);
  if (refused.length > 0) {
    throw new HybridRagError('USAGE', `ingest into a PostgreSQL store only parses and stores; not ${refused.join(', ')}`, {
      hint: 'pass --no-stages, then run `hybridrag worker --store URL --stages embed` on as many machines as you like',
    });
  }
  const store = await openStore(url);
  const abort = onInterrupt(out, 'interrupted: finishing the current document, then stopping (the store stays consistent)');
  const progress = out.progress();
  try {
    const summary = await run(store, abort.signal, ingestEvents(out, progress));
    progress.stop();
    if (flags.json) out.json({ ...summary, store: store.location, stages: [] });
    else printSummary(out, summary, [], store.location, `store: ${store.location} (the stages run in \`hybridrag worker --store URL\`)`);
    if (abort.signal.aborted) throw new HybridRagError('ABORTED', 'ingest interrupted; run the same command again to resume');
    if (summary.failed.length > 0) process.exitCode = 1;
  } finally {
    progress.stop();
    abort.dispose();
    await store.close();
  }
}
