import { MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../core/config/config.js';
import type { Embedder } from '../../core/providers/types.js';
import type { Db } from '../../core/store/db.js';
import { createRetrievalDeps } from './deps.js';
import { embeddingLink } from './embedding-link.js';
import type { EdgeAttrs, NodeAttrs } from './graph-api.js';
import { normalize } from '../../core/vectors/vector-codec.js';

/** Bag-of-words vectors over a tiny vocabulary: similarity = shared words. */
const VOCAB = ['ebitda', 'margin', 'revenue', 'growth', 'attrition', 'acme', 'beta'];
let calls = 0;
const embedder: Embedder = {
  id: 'test:vocab',
  dimensions: VOCAB.length,
  maxBatch: 100,
  async embed(texts) {
    calls++;
    return texts.map((t) => normalize(Float32Array.from(VOCAB, (w) => (t.toLowerCase().includes(w) ? 1 : 0))));
  },
};

describe('embedding entity linking', () => {
  it('links the nodes closest to the question among the candidates, embedding names once', async () => {
    const g = new MultiDirectedGraph<NodeAttrs, EdgeAttrs>();
    g.addNode('acme', { name: 'Acme' });
    g.addNode('m', { name: 'EBITDA margin' });
    g.addNode('r', { name: 'revenue growth' });
    g.addNode('bm', { name: 'EBITDA margin' });
    g.addNode('beta', { name: 'Beta' });
    g.addEdge('acme', 'm', { relation: 'reported', company: 'Acme' });
    g.addEdge('acme', 'r', { relation: 'reported', company: 'Acme' });
    g.addEdge('beta', 'bm', { relation: 'reported', company: 'Beta' });
    const deps = createRetrievalDeps({ db: {} as Db, config: defaultConfig(), embedder: () => embedder });
    const acmeOnly = new Set(['acme', 'm', 'r']); // the nodes of Acme's edges
    const links = await embeddingLink(deps, g, 'why did the ebitda margin fall', acmeOnly, { minScore: 0.5 });
    expect(links.map((l) => [l.id, l.method])).toEqual([['m', 'embedding']]);
    expect(links[0]!.score).toBeCloseTo(1);
    const before = calls;
    await embeddingLink(deps, g, 'revenue growth', acmeOnly, { minScore: 0.5 });
    expect(calls - before).toBe(1); // only the question: node names are memoised
    expect(await embeddingLink(deps, g, 'attrition', acmeOnly, { minScore: 0.5 })).toEqual([]);
  });
});
