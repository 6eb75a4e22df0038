import { MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { GraphEdgeAttrs, GraphNodeAttrs, KnowledgeGraph } from './load.js';
import { withPassageLinks } from './passage-links.js';
import { components } from './stats.js';

const node = (name: string): GraphNodeAttrs => ({ name, type: 'other', scope: '', aliases: [], companies: ['Acme'], mentions: 1 });
const edge = (chunkId: string, relation: string): GraphEdgeAttrs => ({
  relation, tripletId: `${chunkId}-${relation}`, chunkId, docId: 'd', document: 'acme.pdf', company: 'Acme', ticker: null, quarter: 'Q1', year: 'FY24', pages: [3], evidence: 'x',
});

function graph(): KnowledgeGraph {
  const g: KnowledgeGraph = new MultiDirectedGraph();
  for (const n of ['acme', 'revenue', 'ceo', 'jane', 'margin']) g.addNode(n, node(n));
  // Chunk c1 says two unrelated things (two islands); c2 one connected pair of triplets.
  g.addEdge('acme', 'revenue', edge('c1', 'reported'));
  g.addEdge('ceo', 'jane', edge('c1', 'is'));
  g.addEdge('acme', 'margin', edge('c2', 'reported'));
  g.addEdge('margin', 'revenue', edge('c2', 'share_of'));
  return g;
}

describe('withPassageLinks', () => {
  it("joins what one passage says about several entities, labelled with its document and page, and leaves the graph it was given alone", () => {
    const g = graph();
    expect(components(g).count).toBe(2);
    const p = withPassageLinks(g);
    expect(components(p).count).toBe(1);
    expect(p.getNodeAttributes('passage:c1')).toMatchObject({ name: 'acme.pdf p. 3', type: 'passage', companies: ['Acme'] });
    expect(p.edges('passage:c1').map((e) => p.getEdgeAttribute(e, 'relation'))).toEqual(['mentions', 'mentions', 'mentions', 'mentions']);
    // A passage whose own triplets are already connected adds nothing.
    expect(p.hasNode('passage:c2')).toBe(false);
    expect(g.order).toBe(5);
  });
});
