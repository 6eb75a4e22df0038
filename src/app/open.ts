/**
 * Open everything `ask` needs once: the workdir database (read-only) or a PostgreSQL store's local
 * replica (read-source.ts), the provider, the answerer and the lazily loaded retrieval resources.
 * Fails with EMPTY_WORKDIR when nothing is ingested.
 */
import type { Reporter } from '../core/reporter.js';
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import { createProvider } from './providers.js';
import type { Embedder, Provider } from '../core/providers/types.js';
import { createRetrievalDeps } from '../query/retrieve/deps.js';
import { graphApi } from './graph.js';
import { openReadSource, type ReadSource } from './read-source.js';
import { dataVersion } from '../core/store/statements.js';
import type { AskDeps } from '../query/answer/ask.js';
import { createAnswerer } from './answerers.js';
import { castsOf } from '../query/retrieve/call-casts.js';

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

/**
 * `needsGraph: false` skips loading the graph module (vector-only callers); default true. With
 * `source`, read that (its owner closes it) instead of opening the configured one.
 */
export async function openAskDeps(config: Config, opts: { out: Reporter; needsGraph?: boolean; source?: ReadSource }): Promise<OpenedAskDeps> {
  const source = opts.source ?? (await openReadSource(config));
  const db = source.db;
  const closeSource = async (): Promise<void> => {
    if (!opts.source) await source.close();
  };
  try {
    const chunks = db.prepare('SELECT count(*) FROM chunks').pluck().get() as number;
    if (chunks === 0) {
      const where = source.kind === 'postgres' ? `the store ${source.location}` : `the workdir ${config.workdir}`;
      throw new HybridRagError('EMPTY_WORKDIR', `${where} holds no ingested documents`, {
        hint: source.kind === 'postgres' ? 'run `hybridrag ingest <folder> --store URL --no-stages` and workers first' : 'run `hybridrag ingest <folder>` first',
      });
    }
    const provider = await createProvider(config, { db, out: opts.out });
    const answerer = await createAnswerer(config, provider, { castOf: castsOf(db) });
    const warned = new Set<string>();
    const api = opts.needsGraph === false ? null : await graphApi();
    let embedder: Embedder | undefined;
    const build = (): AskDeps => ({
      ...createRetrievalDeps({ db, config, embedder: () => (embedder ??= provider.embedder()), graphApi: api,
        indexDir: source.indexDir, lexical: source.lexical,
        warnOnce: (key, message) => {
          // A real warning (shown even with --quiet), but once per process however many questions.
          if (warned.has(key)) return;
          warned.add(key);
          opts.out.warn(message);
        },
      }),
      answerer,
    });
    // SQLite's data_version moves when another connection commits (an ingest, a replica refresh).
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
        await closeSource();
      },
    };
  } catch (err) {
    await closeSource();
    throw err;
  }
}
