/**
 * Run the post-chunk stages that have pending work, in order. The provider is created lazily (and
 * its module imported dynamically by the app's factory) only when a stage that needs one has work, so ingest works without one.
 */
import type { Config } from '../core/config/config.js';
import type { Reporter } from '../core/reporter.js';
import type { Provider } from '../core/providers/types.js';
import type { Db } from '../core/store/db.js';
import { formatRunStats } from '../core/providers/ledger.js';
import type { IngestStage, StageReport } from './stage.js';

export interface StageRunDeps {
  db: Db;
  config: Config;
  out: Reporter;
  signal: AbortSignal;
  /** A ready provider (tests), or */
  provider?: Provider;
  /** how to make one, called only when some stage has work (the app passes its provider factory). */
  openProvider?: () => Provider | Promise<Provider>;
}

async function loadProvider(deps: StageRunDeps): Promise<Provider> {
  if (deps.provider) return deps.provider;
  if (!deps.openProvider) throw new Error('runStages: pass provider or openProvider');
  return deps.openProvider();
}

/** What an offline stage gets as its provider when no other stage opened one. */
const NO_PROVIDER: Provider = {
  name: 'none',
  model: () => {
    throw new Error('an offline stage asked for a language model');
  },
  embedder: () => {
    throw new Error('an offline stage asked for an embedder');
  },
  close: async () => undefined,
};

export async function runStages(stages: readonly IngestStage[], deps: StageRunDeps): Promise<StageReport[]> {
  const reports: StageReport[] = [];
  let provider: Provider | null = null;
  // A stage that can start early counts its pending items now (the stages before it do not change them) and starts.
  const early = new Map<IngestStage, number>();
  try {
    for (const stage of stages) {
      if (!stage.prepare) continue;
      const pending = stage.pending(deps.db);
      early.set(stage, pending);
      if (pending > 0 && !deps.signal.aborted) await stage.prepare({ db: deps.db, config: deps.config, pending });
    }
    for (const stage of stages) {
      if (deps.signal.aborted) break;
      const pending = early.get(stage) ?? stage.pending(deps.db);
      if (pending === 0) continue;
      if (!stage.offline) provider ??= await loadProvider(deps);
      const progress = deps.out.progress();
      progress.start(pending, stage.name);
      try {
        const report = await stage.run({
          db: deps.db,
          config: deps.config,
          out: deps.out,
          provider: provider ?? NO_PROVIDER,
          signal: deps.signal,
          progress: (done, total) => progress.update(Math.min(done, total)),
          pending,
        });
        reports.push(report);
      } finally {
        progress.stop();
      }
    }
  } finally {
    await Promise.all(stages.map((s) => s.release?.()));
    const spent = formatRunStats(provider?.stats?.());
    if (spent) deps.out.info(spent);
    if (provider && !deps.provider) await provider.close();
  }
  return reports;
}
