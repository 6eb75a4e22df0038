/**
 * Run the post-chunk stages that have pending work, in order. The provider is created lazily (and
 * its module imported dynamically) only when some stage has work, so ingest works without one.
 */
import type { Config } from '../config/config.js';
import type { Output } from '../cli/ui/output.js';
import type { Provider } from '../providers/types.js';
import type { Db } from '../store/db.js';
import { formatRunStats } from '../providers/ledger.js';
import { createProgress } from './progress.js';
import type { IngestStage, StageReport } from './stage.js';

export interface StageRunDeps {
  db: Db;
  config: Config;
  out: Output;
  signal: AbortSignal;
  /** Injected for tests; default: createProvider from src/providers/create.ts. */
  provider?: Provider;
}

type CreateProvider = (config: Config, deps: { db: Db; out: Output }) => Provider | Promise<Provider>;

async function loadProvider(deps: StageRunDeps): Promise<Provider> {
  if (deps.provider) return deps.provider;
  const mod = (await import('../providers/create.js' as string)) as { createProvider: CreateProvider };
  return mod.createProvider(deps.config, { db: deps.db, out: deps.out });
}

export async function runStages(stages: readonly IngestStage[], deps: StageRunDeps): Promise<StageReport[]> {
  const reports: StageReport[] = [];
  let provider: Provider | null = null;
  try {
    for (const stage of stages) {
      if (deps.signal.aborted) break;
      const pending = stage.pending(deps.db);
      if (pending === 0) continue;
      provider ??= await loadProvider(deps);
      const progress = createProgress(deps.out);
      progress.start(pending, stage.name);
      try {
        const report = await stage.run({
          db: deps.db,
          config: deps.config,
          out: deps.out,
          provider,
          signal: deps.signal,
          progress: (done, total) => progress.update(Math.min(done, total)),
        });
        reports.push(report);
      } finally {
        progress.stop();
      }
    }
  } finally {
    const spent = formatRunStats(provider?.stats?.());
    if (spent) deps.out.info(spent);
    if (provider && !deps.provider) await provider.close();
  }
  return reports;
}
