/**
 * Node positions for the HTML view, computed in Node with ForceAtlas2 on a simple undirected copy
 * of the graph (parallel edges become one weighted edge). Start positions are deterministic:
 * each company's nodes start around their own point on a circle, placed by a hash of the node id,
 * so the same graph always gives the same picture.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { UndirectedGraph } from 'graphology';
import type { KnowledgeGraph } from './load.js';

// The package is CommonJS with an `export default` typing; require gives the function itself.
const forceAtlas2 = createRequire(import.meta.url)('graphology-layout-forceatlas2') as typeof import('graphology-layout-forceatlas2').default;

export interface Position {
  x: number;
  y: number;
}

/** A number in [0, 1) from a string: seeded placement without Math.random. */
function unit(s: string, salt: string): number {
  return createHash('sha1').update(salt + s).digest().readUInt32BE(0) / 2 ** 32;
}

export function layoutGraph(g: KnowledgeGraph, opts: { iterations?: number } = {}): Map<string, Position> {
  const companies = [...new Set(g.mapNodes((_, a) => a.companies[0] ?? ''))].sort();
  const centre = new Map(companies.map((c, i) => [c, (2 * Math.PI * i) / Math.max(1, companies.length)]));
  const simple = new UndirectedGraph<{ x: number; y: number }, { weight: number }>({ allowSelfLoops: false });
  const R = Math.sqrt(g.order) * 10;
  g.forEachNode((id, a) => {
    const angle = centre.get(a.companies[0] ?? '') ?? 0;
    const r = R * 0.2 * unit(id, 'r');
    const t = 2 * Math.PI * unit(id, 't');
    simple.addNode(id, { x: R * Math.cos(angle) + r * Math.cos(t), y: R * Math.sin(angle) + r * Math.sin(t) });
  });
  g.forEachEdge((_e, _a, s, t) => {
    if (s === t) return;
    if (simple.hasEdge(s, t)) simple.updateEdgeAttribute(s, t, 'weight', (w) => (w ?? 1) + 1);
    else simple.addEdge(s, t, { weight: 1 });
  });
  const positions = new Map<string, Position>();
  if (simple.order > 1) {
    const settings = { ...forceAtlas2.inferSettings(simple), barnesHutOptimize: simple.order > 500 };
    const iterations = opts.iterations ?? (simple.order > 5000 ? 60 : simple.order > 1000 ? 120 : 300);
    const pos = forceAtlas2(simple, { iterations, settings, getEdgeWeight: 'weight' });
    for (const [k, p] of Object.entries(pos)) positions.set(k, { x: p.x, y: p.y });
  } else {
    simple.forEachNode((k, a) => positions.set(k, { x: a.x, y: a.y }));
  }
  return positions;
}
