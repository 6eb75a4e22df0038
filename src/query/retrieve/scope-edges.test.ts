import { MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { DocRecord } from './filters.js';
import type { EdgeAttrs, NodeAttrs } from './graph-api.js';
import { edgeFilter } from './graph-retriever.js';
import { scopeEdges } from './scope-edges.js';

const doc = (id: string, fileName: string, company: string | null): DocRecord => ({ id, fileName, company, ticker: null, quarter: null, year: null });

function graph(): MultiDirectedGraph<NodeAttrs, EdgeAttrs> {
  const g = new MultiDirectedGraph<NodeAttrs, EdgeAttrs>();
  for (const n of ['acme', 'beta', 'm', 'r', 'x']) g.addNode(n, { name: n });
  g.addEdge('acme', 'm', { relation: 'reported', document: 'd1', company: 'Acme' });
  g.addEdge('acme', 'r', { relation: 'reported', document: 'acme-q2.pdf', company: 'Acme' });
  g.addEdge('acme', 'x', { relation: 'said', company: 'Acme' }); // no document: the company's
  g.addEdge('beta', 'm', { relation: 'reported', document: 'd3', company: 'Beta' });
  g.addEdge('beta', 'x', { relation: 'reported', document: 'd3', company: 'Beta', evidence: 'asked' });
  return g;
}

describe('scopeEdges', () => {
  it('lists the edges edgeFilter keeps, by document id, file name or (without a document) company, and their nodes', () => {
    const g = graph();
    const docs = [doc('d1', 'acme-q1.pdf', 'Acme'), doc('d2', 'acme-q2.pdf', 'Acme')];
    const keep = edgeFilter(docs);
    const scanned: string[] = [];
    g.forEachEdge((e, a) => {
      if (keep(a)) scanned.push(e);
    });
    const s = scopeEdges(g, docs);
    expect([...s.edges].sort()).toEqual(scanned.sort());
    expect(s.edges).toHaveLength(3);
    expect([...s.nodes].sort()).toEqual(['acme', 'm', 'r', 'x']);
  });

  it('lists every edge without a filter', () => {
    const g = graph();
    expect(scopeEdges(g, null).edges).toHaveLength(5);
    expect(scopeEdges(g, [doc('d3', 'beta.pdf', 'Beta')]).edges).toHaveLength(2);
  });

  it('sees edges added to the graph after a first listing', () => {
    const g = graph();
    const docs = [doc('d3', 'beta.pdf', 'Beta')];
    expect(scopeEdges(g, docs).edges).toHaveLength(2);
    g.addEdge('beta', 'r', { relation: 'reported', document: 'd3', company: 'Beta' });
    expect(scopeEdges(g, docs).edges).toHaveLength(3);
  });
});
