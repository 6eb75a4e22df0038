/** `graph stats`: the numbers that say whether the graph is healthy. */
import type { Db } from '../../core/store/db.js';
import type { KnowledgeGraph } from './load.js';

export interface GraphStats {
  nodes: number;
  edges: number;
  triplets: number;
  unresolvedTriplets: number;
  components: number;
  largestComponent: number;
  degree: { mean: number; max: number; histogram: Record<string, number> };
  nodesByType: Record<string, number>;
  chunks: { total: number; extracted: number; quarantined: number; pending: number };
  merges: { active: number; reverted: number };
  topByCompany: Record<string, { name: string; type: string; degree: number }[]>;
  topByType: Record<string, { name: string; scope: string; degree: number }[]>;
}

const BUCKETS: [string, number, number][] = [['1', 1, 1], ['2', 2, 2], ['3-5', 3, 5], ['6-10', 6, 10], ['11-50', 11, 50], ['51-200', 51, 200], ['201+', 201, Infinity]];

/** Weakly connected components: their count and the largest one's size. */
export function components(g: KnowledgeGraph): { count: number; largest: number } {
  const seen = new Set<string>();
  let count = 0;
  let largest = 0;
  g.forEachNode((start) => {
    if (seen.has(start)) return;
    count++;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const n = stack.pop()!;
      size++;
      g.forEachNeighbor(n, (m) => {
        if (!seen.has(m)) {
          seen.add(m);
          stack.push(m);
        }
      });
    }
    largest = Math.max(largest, size);
  });
  return { count, largest };
}

export function graphStats(db: Db, g: KnowledgeGraph, top = 5): GraphStats {
  const one = (sql: string): number => Number(db.prepare(sql).pluck().get() ?? 0);
  const histogram: Record<string, number> = Object.fromEntries(BUCKETS.map(([k]) => [k, 0]));
  const nodesByType = new Map<string, number>();
  let sum = 0;
  let max = 0;
  const byCompany = new Map<string, { name: string; type: string; degree: number }[]>();
  const byType = new Map<string, { name: string; scope: string; degree: number }[]>();
  g.forEachNode((id, a) => {
    const d = g.degree(id);
    sum += d;
    max = Math.max(max, d);
    const b = BUCKETS.find(([, lo, hi]) => d >= lo && d <= hi);
    if (b) histogram[b[0]]!++;
    nodesByType.set(a.type, (nodesByType.get(a.type) ?? 0) + 1);
    for (const c of a.companies) push(byCompany, c, { name: a.name, type: a.type, degree: d });
    push(byType, a.type, { name: a.name, scope: a.scope, degree: d });
  });
  const cut = <T extends { degree: number; name: string }>(m: Map<string, T[]>): Record<string, T[]> =>
    Object.fromEntries(
      [...m.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([k, list]) => [k, list.sort((p, q) => q.degree - p.degree || p.name.localeCompare(q.name)).slice(0, top)]),
    );
  const comp = components(g);
  const chunksTotal = one(`SELECT count(*) FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.status = 'ok'`);
  const extracted = one(`SELECT count(*) FROM extractions WHERE status = 'ok'`);
  const quarantined = one(`SELECT count(*) FROM extractions WHERE status = 'quarantined'`);
  return {
    nodes: g.order,
    edges: g.size,
    triplets: one('SELECT count(*) FROM triplets'),
    unresolvedTriplets: one('SELECT count(*) FROM triplets WHERE head_id IS NULL OR object_id IS NULL'),
    components: comp.count,
    largestComponent: comp.largest,
    degree: { mean: g.order === 0 ? 0 : Math.round((sum / g.order) * 100) / 100, max, histogram },
    nodesByType: Object.fromEntries(nodesByType),
    chunks: { total: chunksTotal, extracted, quarantined, pending: Math.max(0, chunksTotal - extracted - quarantined) },
    merges: { active: one('SELECT count(*) FROM merges WHERE reverted = 0'), reverted: one('SELECT count(*) FROM merges WHERE reverted = 1') },
    topByCompany: cut(byCompany),
    topByType: cut(byType),
  };
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}
