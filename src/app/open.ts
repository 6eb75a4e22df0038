/**
 * Open everything `ask` needs once: the workdir database (read-only), the provider, the answerer
 * and the lazily loaded retrieval resources. Fails with EMPTY_WORKDIR when nothing is ingested.
 */
import type { Reporter } from '../core/reporter.js';
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import { createProvider } from './providers.js';
import type { Embedder, Provider } from '../core/providers/types.js';
import { createRetrievalDeps } from '../query/retrieve/deps.js';
import { graphApi } from './graph.js';
import { dataVersion, openDb } from '../core/store/db.js';
import type { AskDeps } from '../query/answer/ask.js';
import { createAnswerer } from './answerers.js';

export interface OpenedAskDeps {
  /** The deps as opened. A long-running process should call `current()` per question instead. */
  deps: AskDeps;
  /**
   * The deps for the database as it is now: when another process committed since the last call
   * (an ingest while a server runs), the retrieval caches (HNSW index, graphs, memos) are dropped
   * and reload on first use; the provider, embedder and answerer are kept.
   */
  current(): AskDeps;
  provider: Provider;
  close(): Promise<void>;
}

/** `needsGraph: false` skips loading the graph module (vector-only callers); default true. */
export async function openAskDeps(config: Config, opts: { out: Reporter; needsGraph?: boolean }): Promise<OpenedAskDeps> {
  const db = openDb(config.workdir, { mustExist: true, readonly: true });
  try {
    const chunks = db.prepare('SELECT count(*) FROM chunks').pluck().get() as number;
    if (chunks === 0) {
      throw new HybridRagError('EMPTY_WORKDIR', `the workdir ${config.workdir} holds no ingested documents`, {
        hint: 'run `hybridrag ingest <folder>` first',
      });
    }
    const provider = await createProvider(config, { db, out: opts.out });
    const answerer = createAnswerer(config, provider);
    const warned = new Set<string>();
    const api = opts.needsGraph === false ? null : await graphApi();
    let embedder: Embedder | undefined;
    const build = (): AskDeps => ({
      ...createRetrievalDeps({ db, config, embedder: () => (embedder ??= provider.embedder()), graphApi: api,
        warnOnce: (key, message) => {
          // A real warning (shown even with --quiet), but once per process however many questions.
          if (warned.has(key)) return;
          warned.add(key);
          opts.out.warn(message);
        },
      }),
      answerer,
    });
    // SQLite's data_version moves when another connection commits.
        let version = dataVersion(db);
    let deps = build();
    return {
      deps,
      current() {
        const v = dataVersion(db);
        if (v !== version) {
          version = v;
          deps = build();
        }
        return deps;
      },
      provider,
      async close() {
        await provider.close();
        db.close();
      },
    };
  } catch (err) {
    db.close();
    throw err;
  }
}
