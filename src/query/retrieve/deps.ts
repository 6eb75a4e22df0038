/**
 * What retrievers need, loaded lazily and at most once per process: a `vector` question never
 * loads the graph, a filtered question over a small set never reads the HNSW file, and nothing
 * loads the embedder until a query needs embedding. A process answering many questions (eval,
 * bench) builds one RetrievalDeps and reuses it.
 */
import type { Config } from '../../core/config/config.js';
import type { Embedder } from '../../core/providers/types.js';
import type { Db } from '../../core/store/db.js';
import type { GraphApi, GraphLike } from './graph-api.js';
import { VectorIndex } from '../../core/vectors/vector-index.js';
import { sqliteLexicalIndex, type LexicalIndex } from './lexical-index.js';

export interface RetrievalDeps {
  readonly db: Db;
  readonly config: Config;
  /** BM25 over the chunks: the workdir's FTS5 index, or a PostgreSQL store's. */
  readonly lexical: LexicalIndex;
  embedder(): Embedder;
  /** The HNSW index of the embedder, opened and reconciled on first use. */
  vectorIndex(): VectorIndex;
  /** The graph functions, or null when this build has no knowledge graph module wired in. */
  readonly graphApi: GraphApi | null;
  /** The graph restricted to a company (undefined = whole graph), loaded once per scope. */
  graph(company?: string): GraphLike;
  /** Per-process memo for derived data (e.g. node-name embeddings), keyed by a stable name. */
  memo<T>(key: string, build: () => T): T;
  /** A warning for the user, printed once per key (e.g. dense retrieval unavailable). */
  warnOnce?(key: string, message: string): void;
}

export interface RetrievalDepsInit {
  db: Db;
  config: Config;
  /** Called once, on first need (the local embedder loads its word vectors then). */
  embedder: () => Embedder;
  graphApi?: GraphApi | null;
  /** Where the HNSW index file lives (default: the workdir). */
  indexDir?: string;
  /** Default: the FTS5 index of `db`. */
  lexical?: LexicalIndex;
  warnOnce?: (key: string, message: string) => void;
}

export function createRetrievalDeps(init: RetrievalDepsInit): RetrievalDeps {
  let embedder: Embedder | undefined;
  let index: VectorIndex | undefined;
  const graphs = new Map<string, GraphLike>();
  const memos = new Map<string, unknown>();
  const deps: RetrievalDeps = {
    db: init.db,
    config: init.config,
    lexical: init.lexical ?? sqliteLexicalIndex(init.db),
    graphApi: init.graphApi ?? null,
    warnOnce: init.warnOnce,
    memo<T>(key: string, build: () => T): T {
      if (!memos.has(key)) memos.set(key, build());
      return memos.get(key) as T;
    },
    embedder() {
      embedder ??= init.embedder();
      return embedder;
    },
    vectorIndex() {
      if (!index) {
        const e = deps.embedder();
        index = VectorIndex.open({ workdir: init.indexDir ?? init.config.workdir, db: init.db, embedderId: e.id, dimensions: e.dimensions });
      }
      return index;
    },
    graph(company?: string) {
      const key = company ?? '';
      let g = graphs.get(key);
      if (!g) {
        if (!deps.graphApi) throw new Error('graph requested but no graph module is wired into the retrieval deps');
        g = deps.graphApi.loadGraph(init.db, company === undefined ? {} : { company });
        graphs.set(key, g);
      }
      return g;
    },
  };
  return deps;
}
