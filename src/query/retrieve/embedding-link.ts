/**
 * The last resort of entity linking: when no graph node is named in the question (exactly, by an
 * alias or fuzzily), link the nodes whose names are closest to the whole question in embedding
 * space, among the nodes the filters leave reachable (scope-edges.ts). Node names are embedded once
 * per process.
 */
import type { RetrievalDeps } from './deps.js';
import type { GraphLike, LinkedEntity } from './graph-api.js';
import { dot } from '../../core/vectors/vector-codec.js';

export interface EmbeddingLinkOptions {
  /** Nodes linked at most. */
  top?: number;
  /** Least cosine similarity between the question and a node name. */
  minScore?: number;
}

interface NodeVectors {
  index: Map<string, number>;
  vecs: Float32Array[];
}

async function nodeVectors(deps: RetrievalDeps, g: GraphLike): Promise<NodeVectors> {
  const pending = deps.memo('graph-node-vectors', async (): Promise<NodeVectors> => {
    const keys = g.nodes();
    const names = keys.map((k) => String(g.getNodeAttribute(k, 'name') ?? k));
    const vecs = await deps.embedder().embed(names, { stage: 'query' });
    return { index: new Map(keys.map((k, i) => [k, i])), vecs };
  });
  return pending;
}

/** Nodes among `candidates` whose names are most similar to the text. */
export async function embeddingLink(
  deps: RetrievalDeps,
  g: GraphLike,
  text: string,
  candidates: Iterable<string>,
  opts: EmbeddingLinkOptions = {},
): Promise<LinkedEntity[]> {
  const nv = await nodeVectors(deps, g);
  const [q] = await deps.embedder().embed([text], { stage: 'query' });
  const scored: LinkedEntity[] = [];
  for (const n of candidates) {
    const i = nv.index.get(n);
    if (i === undefined) continue;
    const score = dot(q!, nv.vecs[i]!);
    if (score >= (opts.minScore ?? 0.5)) scored.push({ id: n, name: String(g.getNodeAttribute(n, 'name') ?? n), score, method: 'embedding' });
  }
  return scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1)).slice(0, opts.top ?? 3);
}
