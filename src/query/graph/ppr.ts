/**
 * Personalised PageRank by local forward push (Andersen, Chung and Lang, 2006): the walk restarts
 * at the seeds with probability `alpha` at each step, and a node is pushed only once it holds more
 * than `epsilon` (times its degree, when known) of residual mass, so the cost follows the seeds'
 * neighbourhood, not the graph's
 * size: a node's edges are asked for only when it is pushed (a source may read them from a
 * database on demand). A step goes to a neighbour in proportion to the edge's weight. Pure and
 * deterministic given the source (a FIFO queue, seeds in their order).
 */

/** A node's weighted edges (undirected: each edge is listed at both ends). */
export interface Edges<N> {
  nodes: readonly N[];
  weights: readonly number[];
}

/** Where the walk reads a node's edges. */
export type EdgeSource<N> = (node: N) => Edges<N>;

export interface PprOptions<N = unknown> {
  /** Restart probability per step (HippoRAG uses 0.5: the walk stays near its seeds). */
  alpha?: number;
  /** Residual below which a node is not pushed (smaller = more exact, more nodes read). */
  epsilon?: number;
  /** Cap on pushes, a guard for dense neighbourhoods. */
  maxPushes?: number;
  /**
   * A node's degree, when known before its edges are read: a node is then pushed only once its
   * residual reaches `epsilon` times its degree (the push algorithm's own rule), so a hub (an
   * entity half the passages name) spreads mass only when much of it arrives. Default 1.
   */
  degree?: (node: N) => number;
}

/** PageRank personalised on `seeds` (node → weight, normalised here): node → score, only touched nodes. */
export function personalisedPageRank<N>(edges: EdgeSource<N>, seeds: ReadonlyMap<N, number>, o: PprOptions<N> = {}): Map<N, number> {
  const alpha = o.alpha ?? 0.5;
  const epsilon = o.epsilon ?? 1e-4;
  const maxPushes = o.maxPushes ?? 20_000;
  const degree = o.degree ?? (() => 1);
  const total = [...seeds.values()].reduce((a, b) => a + b, 0);
  const p = new Map<N, number>();
  if (total <= 0) return p;
  const r = new Map<N, number>();
  const queue: N[] = [];
  const queued = new Set<N>();
  for (const [node, w] of seeds) {
    if (w <= 0) continue;
    r.set(node, w / total);
    queue.push(node);
    queued.add(node);
  }
  let pushes = 0;
  for (let head = 0; head < queue.length && pushes < maxPushes; head++) {
    const u = queue[head]!;
    queued.delete(u);
    const ru = r.get(u) ?? 0;
    if (ru < epsilon * degree(u)) continue;
    r.set(u, 0);
    const { nodes, weights } = edges(u);
    let strength = 0;
    for (const w of weights) strength += w;
    if (strength === 0) {
      // A node with no edges keeps what reaches it.
      p.set(u, (p.get(u) ?? 0) + ru);
      continue;
    }
    pushes++;
    p.set(u, (p.get(u) ?? 0) + alpha * ru);
    const spread = ((1 - alpha) * ru) / strength;
    for (let k = 0; k < nodes.length; k++) {
      const v = nodes[k]!;
      const rv = (r.get(v) ?? 0) + spread * weights[k]!;
      r.set(v, rv);
      if (!queued.has(v) && rv >= epsilon * degree(v)) {
        queue.push(v);
        queued.add(v);
      }
    }
  }
  return p;
}

/** An in-memory source from an undirected edge list (each edge listed at both ends). */
export function edgeListSource<N>(edges: readonly [N, N, number][]): EdgeSource<N> {
  const adj = new Map<N, { nodes: N[]; weights: number[] }>();
  const add = (a: N, b: N, w: number) => {
    let e = adj.get(a);
    if (!e) adj.set(a, (e = { nodes: [], weights: [] }));
    e.nodes.push(b);
    e.weights.push(w);
  };
  for (const [a, b, w] of edges) {
    add(a, b, w);
    add(b, a, w);
  }
  return (node) => adj.get(node) ?? { nodes: [], weights: [] };
}
