import { MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { DocRecord } from './filters.js';
import type { EdgeAttrs, GraphLike, NodeAttrs } from './graph-api.js';
import { edgeFilter, edgeTerms, packLines, rankLines, walkReach } from './graph-retriever.js';
import { edgeTermIndex } from './edge-term-index.js';
import { walkEdges } from '../graph/walk.js';
import { summariseNode } from './kgar-retriever.js';

function build(): GraphLike {
  const g = new MultiDirectedGraph<NodeAttrs, EdgeAttrs>();
  for (const [k, name] of [['acme', 'Acme Ltd'], ['rev', 'revenue'], ['m', 'EBITDA margin'], ['ceo', 'Jane Rao'], ['wage', 'wage hike'], ['beta', 'Beta Corp'], ['bm', 'EBITDA margin']]) {
    g.addNode(k!, { name });
  }
  const src = (document: string, company: string, pages: number[], evidence: string): EdgeAttrs => ({ relation: '', document, company, pages, evidence, chunkId: `${document}#${pages[0]}` });
  g.addEdgeWithKey('e1', 'acme', 'rev', { ...src('acme-q1.pdf', 'Acme Ltd', [1], 'Revenue grew 12% to Rs 500 crore.'), relation: 'reported' });
  g.addEdgeWithKey('e2', 'acme', 'm', { ...src('acme-q1.pdf', 'Acme Ltd', [2], 'EBITDA margin fell 80 bps.'), relation: 'reported' });
  g.addEdgeWithKey('e3', 'ceo', 'acme', { ...src('acme-q1.pdf', 'Acme Ltd', [1], 'Jane Rao is the CEO.'), relation: 'leads' });
  g.addEdgeWithKey('e4', 'wage', 'm', { ...src('acme-q1.pdf', 'Acme Ltd', [2], 'The wage hike lowered the margin.'), relation: 'reduced' });
  g.addEdgeWithKey('e5', 'beta', 'bm', { ...src('beta-q1.pdf', 'Beta Corp', [3], 'Beta margin was 20%.'), relation: 'reported' });
  g.addEdgeWithKey('e6', 'acme', 'beta', { ...src('beta-q1.pdf', 'Beta Corp', [4], 'Beta competes with Acme.'), relation: 'competes with' });
  return g;
}

const acmeDocs: DocRecord[] = [{ id: 'd1', fileName: 'acme-q1.pdf', company: 'Acme Ltd', ticker: 'ACME', quarter: 'Q1', year: 'FY24' }];

describe('graph retrieval', () => {
  it('walks the neighbourhood in both directions to the given depth', () => {
    const g = build();
    const all = () => true;
    expect([...walkEdges(g, ['acme'], 1, all).keys()].sort()).toEqual(['e1', 'e2', 'e3', 'e6']);
    const two = walkEdges(g, ['acme'], 2, all);
    expect([...two.keys()].sort()).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    expect(two.get('e4')).toBe(1); // reached at the second hop
    expect(walkEdges(g, ['nope'], 2, all).size).toBe(0);
  });

  it('keeps only edges from the filtered documents, and does not traverse through others', () => {
    const g = build();
    const keep = edgeFilter(acmeDocs);
    const edges = walkEdges(g, ['acme'], 2, keep);
    expect([...edges.keys()].sort()).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('ranks lines by relevance to the question, with source and evidence, within the budget', () => {
    const g = build();
    const ranked = rankLines(g, 'Why did the EBITDA margin fall?', walkEdges(g, ['acme'], 2, edgeFilter(acmeDocs)));
    expect(ranked[0]!.edge).toBe('e2');
    expect(ranked[0]!.text).toBe('Acme Ltd —[reported]→ EBITDA margin — "EBITDA margin fell 80 bps." (acme-q1.pdf p. 2)');
    const packed = packLines(ranked, 200);
    expect(packed.reduce((n, c) => n + c.text.length + 1, 0)).toBeLessThanOrEqual(200);
    expect(packed[0]).toMatchObject({ channel: 'graph', document: 'acme-q1.pdf', company: 'Acme Ltd', pages: [2], chunkId: 'acme-q1.pdf#2' });
    // Lines from one chunk share one context item.
    const all = packLines(ranked, 10_000);
    expect(all.map((c) => c.chunkId).sort()).toEqual(['acme-q1.pdf#1', 'acme-q1.pdf#2']);
  });

  it('makes no line of an edge the usable test refuses', () => {
    const g = build();
    const edges = walkEdges(g, ['acme'], 2, edgeFilter(acmeDocs));
    const ranked = rankLines(g, 'Why did the EBITDA margin fall?', edges, true, undefined, Infinity, (a) => !a.evidence?.includes('80 bps'));
    expect(ranked.map((l) => l.edge)).not.toContain('e2');
    expect(ranked).toHaveLength(edges.size - 1);
  });

  it('ranks an indexed scope’s edges as it ranks them listed one by one (the walk’s edges at their hop, the rest one hop further)', () => {
    const g = build();
    for (const [question, seeds, budget] of [
      ['Why did the EBITDA margin fall?', ['wage'], Infinity],
      ['Who leads Beta?', [], Infinity],
      ['What did the CEO say about margin?', ['ceo'], 120],
      ['zzz', ['acme'], Infinity],
    ] as const) {
      const walked = walkEdges(g, [...seeds], 1, () => true);
      const listed = new Map(walked);
      for (const e of g.edges()) if (!listed.has(e)) listed.set(e, 1);
      const index = edgeTermIndex(g.edges(), (e) => edgeTerms(g, e));
      const expected = rankLines(g, question, listed, true, undefined, budget);
      expect(rankLines(g, question, walked, true, undefined, budget, () => true, { index, hop: 1 }), question).toEqual(expected);
      // An index of part of the graph: the walked edges outside it are candidates too.
      const part = edgeTermIndex(['e1', 'e3', 'e5'], (e) => edgeTerms(g, e));
      const some = new Map(walked);
      for (const e of ['e1', 'e3', 'e5']) if (!some.has(e)) some.set(e, 1);
      expect(rankLines(g, question, walked, true, undefined, budget, () => true, { index: part, hop: 1 }), question).toEqual(rankLines(g, question, some, true, undefined, budget));
    }
  });

  it('kgar summarises a node by its most relevant relations and names its neighbours', () => {
    const g = build();
    const s = summariseNode(g, 'm', 'what lowered the margin', edgeFilter(acmeDocs));
    expect(s.text).toBe('EBITDA margin: wage hike —[reduced]→ EBITDA margin; Acme Ltd —[reported]→ EBITDA margin');
    expect(s.neighbours).toEqual(['wage', 'acme']);
  });
});

describe('walkReach', () => {
  const ctx = (chunkId: string, document: string) => ({ channel: 'graph' as const, text: chunkId, chunkId, document, company: null, quarter: null, year: null, pages: [], score: 1 });
  it("keeps the walk's passages of documents the search's contexts do not come from, in order", () => {
    const found = [ctx('a1', 'a.md'), ctx('b2', 'b.md')];
    const walked = [ctx('a3', 'a.md'), ctx('c1', 'c.md'), ctx('b1', 'b.md'), ctx('d1', 'd.md')];
    expect(walkReach(walked, found).map((c) => c.chunkId)).toEqual(['c1', 'd1']);
    expect(walkReach(walked, []).map((c) => c.chunkId)).toEqual(['a3', 'c1', 'b1', 'd1']);
  });
});
