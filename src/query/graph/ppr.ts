/**
 * Personalised PageRank by local forward push (Andersen, Chung and Lang, 2006): the walk restarts
 * at the seeds with probability `alpha` at each step, and only nodes that receive more than
 * `epsilon` of residual mass per unit of degree are ever touched, so the cost follows the seeds'
 * neighbourhood, not the graph's size. The graph is a weighted undirected adjacency (CSR) over any
 * node ids 0..n-1; a step from a node goes to a neighbour in proportion to the edge's weight.
 * Pure and deterministic (a FIFO queue, ties in node order).
 */

/** Undirected weighted adjacency in compressed rows: node i's edges are offsets[i]..offsets[i+1]. */
export interface Adjacency {
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
  readonly weights: Float32Array;
  /** Sum of each node's edge weights. */
  readonly strength: Float64Array;
}

/** Compressed rows from an edge list (each edge stored both ways). */
export function adjacency(nodes: number, from: ArrayLike<number>, to: ArrayLike<number>, weight: ArrayLike<number>): Adjacency {
  const degree = new Int32Array(nodes + 1);
  for (let e = 0; e < from.length; e++) {
    degree[from[e]! + 1]!++;
    degree[to[e]! + 1]!++;
  }
  const offsets = new Int32Array(nodes + 1);
  for (let i = 0; i < nodes; i++) offsets[i + 1] = offsets[i]! + degree[i + 1]!;
  const fill = offsets.slice(0, nodes);
  const targets = new Int32Array(offsets[nodes]!);
  const weights = new Float32Array(offsets[nodes]!);
  const strength = new Float64Array(nodes);
  for (let e = 0; e < from.length; e++) {
    const a = from[e]!;
    const b = to[e]!;
    const w = weight[e]!;
    targets[fill[a]!] = b;
    weights[fill[a]!++] = w;
    targets[fill[b]!] = a;
    weights[fill[b]!++] = w;
    strength[a]! += w;
    strength[b]! += w;
  }
  return { offsets, targets, weights, strength };
}

export interface PprOptions {
  /** Restart probability per step (HippoRAG uses 0.5: the walk stays near its seeds). */
  alpha?: number;
  /** Residual per unit of degree below which a node is not pushed (smaller = more exact, slower). */
  epsilon?: number;
  /** Cap on pushes, a guard for dense neighbourhoods. */
  maxPushes?: number;
}

/** PageRank personalised on `seeds` (node → weight, normalised here): node → score, only touched nodes. */
export function personalisedPageRank(g: Adjacency, seeds: ReadonlyMap<number, number>, o: PprOptions = {}): Map<number, number> {
  const alpha = o.alpha ?? 0.5;
  const epsilon = o.epsilon ?? 1e-5;
  const maxPushes = o.maxPushes ?? 200_000;
  const total = [...seeds.values()].reduce((a, b) => a + b, 0);
  const p = new Map<number, number>();
  if (total <= 0) return p;
  const r = new Map<number, number>();
  const queue: number[] = [];
  const queued = new Set<number>();
  for (const [node, w] of [...seeds].sort((a, b) => a[0] - b[0])) {
    r.set(node, w / total);
    queue.push(node);
    queued.add(node);
  }
  let pushes = 0;
  for (let head = 0; head < queue.length && pushes < maxPushes; head++) {
    const u = queue[head]!;
    queued.delete(u);
    const ru = r.get(u) ?? 0;
    const s = g.strength[u]!;
    if (s === 0) {
      // A node with no edges keeps what reaches it.
      p.set(u, (p.get(u) ?? 0) + ru);
      r.set(u, 0);
      continue;
    }
    if (ru < epsilon * s) continue;
    pushes++;
    p.set(u, (p.get(u) ?? 0) + alpha * ru);
    r.set(u, 0);
    const spread = ((1 - alpha) * ru) / s;
    for (let k = g.offsets[u]!; k < g.offsets[u + 1]!; k++) {
      const v = g.targets[k]!;
      const rv = (r.get(v) ?? 0) + spread * g.weights[k]!;
      r.set(v, rv);
      if (!queued.has(v) && rv >= epsilon * g.strength[v]!) {
        queue.push(v);
        queued.add(v);
      }
    }
  }
  return p;
}
