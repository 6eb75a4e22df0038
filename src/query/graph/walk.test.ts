import { MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { walkEdges } from './walk.js';

describe('walkEdges', () => {
  const g = new MultiDirectedGraph<Record<string, unknown>, { relation: string }>();
  for (const n of ['a', 'b', 'c', 'd']) g.addNode(n);
  g.addEdgeWithKey('ab', 'a', 'b', { relation: 'x' });
  g.addEdgeWithKey('cb', 'c', 'b', { relation: 'y' });
  g.addEdgeWithKey('cd', 'c', 'd', { relation: 'x' });

  it('walks both directions, hop by hop, recording the hop each edge is first reached at', () => {
    expect([...walkEdges(g, ['a'], 1)]).toEqual([['ab', 0]]);
    expect([...walkEdges(g, ['a'], 3)]).toEqual([['ab', 0], ['cb', 1], ['cd', 2]]);
    expect(walkEdges(g, ['a'], 0).size).toBe(1); // depth 0 still takes the seeds' own edges
  });

  it('neither takes nor walks through edges that fail the filter, and skips unknown seeds', () => {
    expect([...walkEdges(g, ['a'], 3, (e: { relation: string }) => e.relation === 'x').keys()]).toEqual(['ab']);
    expect(walkEdges(g, ['zz'], 2).size).toBe(0);
  });
});
