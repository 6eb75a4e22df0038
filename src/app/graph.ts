/**
 * The knowledge-graph module, loaded on demand (a vector-only `ask` never imports graphology's
 * graph code) and adapted to GraphApi with one entity linker per database: building the alias
 * index once serves every question of an eval run.
 */
import type { Db } from '../core/store/db.js';
import type { GraphApi } from '../query/retrieve/graph-api.js';

export async function graphApi(): Promise<GraphApi> {
  const g = await import('../query/graph/index.js');
  const linkers = new WeakMap<Db, ReturnType<typeof g.createEntityLinker>>();
  return {
    loadGraph: (db, opts) => g.loadGraph(db, opts),
    linkEntities(db, text, scope) {
      let linker = linkers.get(db);
      if (!linker) {
        linker = g.createEntityLinker(db);
        linkers.set(db, linker);
      }
      return linker.link(text, scope);
    },
  };
}
