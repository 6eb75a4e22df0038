/**
 * The knowledge-graph module, loaded on demand (a vector-only `ask` never imports graphology's
 * graph code) and adapted to GraphApi with one entity linker per database and data version:
 * building the alias index once serves every question of an eval run, and a server rebuilds it
 * when an ingest (or a replica refresh) committed new entities.
 */
import type { Db } from '../core/store/db.js';
import { dataVersion } from '../core/store/statements.js';
import type { GraphApi } from '../query/retrieve/graph-api.js';

export async function graphApi(): Promise<GraphApi> {
  const g = await import('../query/graph/index.js');
  const linkers = new WeakMap<Db, { version: number; linker: ReturnType<typeof g.createEntityLinker> }>();
  return {
    loadGraph: (db, opts) => g.loadGraph(db, opts),
    linkEntities(db, text, scope) {
      const version = dataVersion(db);
      let held = linkers.get(db);
      if (held?.version !== version) {
        held = { version, linker: g.createEntityLinker(db) };
        linkers.set(db, held);
      }
      return held.linker.link(text, scope);
    },
  };
}
