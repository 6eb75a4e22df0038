/**
 * HybridRAG: the vector context and the graph context together, each item tagged with its
 * channel. The graph context is the passages an entity-graph walk from the question's entities
 * reached in documents vector search did not (at most half of top-k), then the triplet lines. The paper concatenates vector first, then graph (the defaults); `hybridOrder` puts the
 * graph first, `hybridFusion: "interleave"` alternates the two channels item by item (so a tight
 * answerer budget sees both), and the graph part has its own character budget
 * (`hybridGraphBudgetChars`).
 */
import type { RetrievalDeps } from './deps.js';
import { graphChannel } from './graph-retriever.js';
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
  return {
    async retrieve(q: Query): Promise<Context[]> {
      const v = await vector.retrieve(q);
      // The vector channel's hits are the question's search hits: they seed the walk as they are.
      const g = await graphChannel(graphDeps, q, { hits: v.flatMap((c) => (c.chunkId ? [c.chunkId] : [])), found: v });
      // A walk the question's entities led adds the passages it reached in documents vector search
      // did not, up to half as many again; one its search hits led only circles those hits.
      const passages = g.entityLed ? g.passages.slice(0, Math.ceil(q.topK / 2)) : [];
      return combineChannels(v, [...passages, ...g.lines], r.hybridOrder, r.hybridFusion);
    },
  };
}
