/**
 * The breadth-first walk over a knowledge graph that retrieval and `graph show` share: edges within
 * `depth` hops of the seeds, in both directions. Pure; works on any graph with graphology's
 * `hasNode` / `forEachEdge(node, ...)`.
 */

/** The part of a graph the walk needs (graphology's MultiDirectedGraph has it). */
export interface WalkableGraph<A> {
  hasNode(node: string): boolean;
  forEachEdge(node: string, callback: (edge: string, attrs: A, source: string, target: string) => void): void;
}

/**
 * Edges within `depth` hops (at least 1) of the seeds, each with the hop it was first reached at
 * (0 = touches a seed), in the order reached. Only edges that pass `keep` are taken or walked
 * through; seeds missing from the graph are ignored.
 */
export function walkEdges<A>(g: WalkableGraph<A>, seeds: readonly string[], depth: number, keep: (attrs: A) => boolean = () => true): Map<string, number> {
  const edges = new Map<string, number>();
  let frontier = seeds.filter((s) => g.hasNode(s));
  const seen = new Set(frontier);
  for (let hop = 0; hop < Math.max(1, depth) && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const node of frontier) {
      g.forEachEdge(node, (edge, attrs, source, target) => {
        if (!keep(attrs)) return;
        if (!edges.has(edge)) edges.set(edge, hop);
        const other = source === node ? target : source;
        if (!seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
      });
    }
    frontier = next;
  }
  return edges;
}
