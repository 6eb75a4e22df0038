/**
 * HybridRAG: the vector context and the graph context together, each item tagged with its
 * channel. The paper concatenates vector first, then graph; `order` flips that, and the graph part
 * has its own character budget (`hybridGraphBudgetChars`).
 */
import type { RetrievalDeps } from './deps.js';
import { graphRetriever } from './graph-retriever.js';
import type { Context, Query, Retriever } from './types.js';
import { vectorRetriever } from './vector-retriever.js';

export type HybridOrder = 'vector-first' | 'graph-first';

export function hybridRetriever(deps: RetrievalDeps): Retriever {
  const r = deps.config.retrieval;
  const graphDeps: RetrievalDeps = {
    ...deps,
    config: { ...deps.config, retrieval: { ...r, graphBudgetChars: r.hybridGraphBudgetChars } },
  };
  const vector = vectorRetriever(deps);
  const graph = graphRetriever(graphDeps);
  return {
    async retrieve(q: Query): Promise<Context[]> {
      const v = await vector.retrieve(q);
      const g = await graph.retrieve(q);
      return r.hybridOrder === 'graph-first' ? [...g, ...v] : [...v, ...g];
    },
  };
}
