/**
 * HybridRAG: the vector context and the graph context together, each item tagged with its
 * channel. The paper concatenates vector first, then graph (the defaults); `hybridOrder` puts the
 * graph first, `hybridFusion: "interleave"` alternates the two channels item by item (so a tight
 * answerer budget sees both), and the graph part has its own character budget
 * (`hybridGraphBudgetChars`).
 */
import type { RetrievalDeps } from './deps.js';
import { graphRetriever } from './graph-retriever.js';
import type { Context, Query, Retriever } from './types.js';
import { vectorRetriever } from './vector-retriever.js';

export type HybridOrder = 'vector-first' | 'graph-first';
export type HybridFusion = 'concat' | 'interleave';

/** Pure: the two channels' contexts combined by order and fusion. */
export function combineChannels(vector: readonly Context[], graph: readonly Context[], order: HybridOrder, fusion: HybridFusion): Context[] {
  const [a, b] = order === 'graph-first' ? [graph, vector] : [vector, graph];
  if (fusion === 'concat') return [...a, ...b];
  const out: Context[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

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
      return combineChannels(v, g, r.hybridOrder, r.hybridFusion);
    },
  };
}
