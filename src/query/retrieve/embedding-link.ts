/**
 * The last resort of entity linking: when no graph node is named in the question (exactly, by an
 * alias or fuzzily), link the nodes whose names are closest to the whole question in embedding
 * space, among the nodes the filters leave reachable (scope-edges.ts). Node names are embedded once
 * per process.
 */
import type { RetrievalDeps } from './deps.js';
import type { GraphLike, LinkedEntity } from './graph-api.js';

export interface EmbeddingLinkOptions {
  /** Nodes linked at most. */
  top?: number;
  /** Least cosine similarity between the question and a node name. */
  minScore?: number;
}

interface NodeVectors {
  /** The graph's node keys, and each key's row. */
  keys: string[];
  index: Map<string, number>;
  /** The node names' vectors end to end (`dims` numbers each), for scanning many nodes. */
  packed: Float32Array;
  dims: number;
  /** The rows of a candidate collection (a scope's nodes, kept by scope-edges.ts while in use). */
  rowsOf: WeakMap<object, Int32Array>;
}

async function nodeVectors(deps: RetrievalDeps, g: GraphLike): Promise<NodeVectors> {
  const pending = deps.memo('graph-node-vectors', async (): Promise<NodeVectors> => {
    const keys = g.nodes();
    const names = keys.map((k) => String(g.getNodeAttribute(k, 'name') ?? k));
    const vecs = await deps.embedder().embed(names, { stage: 'query' });
    const dims = vecs[0]?.length ?? 0;
    const packed = new Float32Array(vecs.length * dims);
    vecs.forEach((v, i) => packed.set(v.subarray(0, dims), i * dims));
    return { keys, index: new Map(keys.map((k, i) => [k, i])), packed, dims, rowsOf: new WeakMap() };
  });
  return pending;
}

/** The rows of the candidates that have a vector, in the candidates' order (computed once per collection object). */
function candidateRows(nv: NodeVectors, candidates: Iterable<string>): Int32Array {
  const build = () => {
    const rows: number[] = [];
    for (const n of candidates) {
      const i = nv.index.get(n);
      if (i !== undefined) rows.push(i);
    }
    return Int32Array.from(rows);
  };
  if (typeof candidates !== 'object' || candidates === null) return build();
  let rows = nv.rowsOf.get(candidates);
  if (!rows) nv.rowsOf.set(candidates, (rows = build()));
  return rows;
}

/**
 * Nodes among `candidates` whose names are most similar to the text. A candidate collection is
 * read once per object (its rows are remembered with it): one that changes must be a new object.
 */
export async function embeddingLink(
  deps: RetrievalDeps,
  g: GraphLike,
  text: string,
  candidates: Iterable<string>,
  opts: EmbeddingLinkOptions = {},
): Promise<LinkedEntity[]> {
  const nv = await nodeVectors(deps, g);
  const [q] = await deps.embedder().embed([text], { stage: 'query' });
  const min = opts.minScore ?? 0.5;
  const d = Math.min(q!.length, nv.dims);
  const scored: LinkedEntity[] = [];
  for (const i of candidateRows(nv, candidates)) {
    // dot(q, vecs[i]), summed in the same order over the packed rows.
    const base = i * nv.dims;
    let score = 0;
    for (let k = 0; k < d; k++) score += q![k]! * nv.packed[base + k]!;
    if (score >= min) {
      const n = nv.keys[i]!;
      scored.push({ id: n, name: String(g.getNodeAttribute(n, 'name') ?? n), score, method: 'embedding' });
    }
  }
  return scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1)).slice(0, opts.top ?? 3);
}
