/**
 * Passage links for the graph view: each passage (chunk) whose triplets or facts touch two or more
 * entities becomes a node ("TCS.pdf p. 3") with a `mentions` edge to each of them, so what one
 * passage says about several entities is drawn connected instead of as separate islands. A copy:
 * the graph retrieval and the other graph commands read stays as loaded.
 */
import type { KnowledgeGraph } from './load.js';
import { pagesLabel } from './neighbourhood.js';

export const PASSAGE_TYPE = 'passage';

/** The graph with a node per multi-entity passage linked to the entities its edges join. */
export function withPassageLinks(g: KnowledgeGraph): KnowledgeGraph {
  const out = g.copy();
  const byChunk = new Map<string, { edge: string; pairs: [string, string][] }>();
  g.forEachEdge((edge, a, s, t) => {
    if (!a.chunkId) return;
    const p = byChunk.get(a.chunkId) ?? { edge, pairs: [] };
    p.pairs.push([s, t]);
    byChunk.set(a.chunkId, p);
  });
  for (const [chunkId, p] of byChunk) {
    // Only a passage whose own edges fall apart into several pieces links anything new.
    if (pieces(p.pairs) < 2) continue;
    const ends = new Set(p.pairs.flat());
    const a = g.getEdgeAttributes(p.edge);
    const id = `passage:${chunkId}`;
    out.addNode(id, { name: `${a.document}${pagesLabel(a.pages)}`, type: PASSAGE_TYPE, scope: '', aliases: [], companies: a.company ? [a.company] : [], mentions: 0 });
    for (const end of [...ends].sort()) {
      out.addEdgeWithKey(`${id}->${end}`, id, end, { ...a, relation: 'mentions', tripletId: '', evidence: null, factId: undefined, valueText: undefined, period: undefined, kind: undefined });
    }
  }
  return out;
}

/** How many connected pieces a set of edges forms. */
function pieces(pairs: readonly [string, string][]): number {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  for (const [a, b] of pairs) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  return new Set([...parent.keys()].map(find)).size;
}
