/**
 * The data the `graph view` page draws: compact arrays (large graphs stay small), positions laid
 * out once in Node (ForceAtlas2), and the company the page opens filtered to.
 */
import { companyKey } from '../../core/text/company-name.js';
import { layoutGraph } from './layout.js';
import type { KnowledgeGraph } from './load.js';
import { sourceLabel } from './neighbourhood.js';

export interface ViewData {
  title: string;
  companies: string[];
  types: string[];
  /** Index in `companies` of the company selected in the page's filter; -1 = all. */
  selected: number;
  /** [id, label, typeIndex, x, y, degree, companyIndexes] */
  nodes: [string, string, number, number, number, number, number[]][];
  /** [sourceIndex, targetIndex, relation, source label] */
  edges: [number, number, string, string][];
}

/** `company` (a name or ticker, as `--company` takes it) is selected in the page's filter. */
export function viewData(g: KnowledgeGraph, title: string, company?: string): ViewData {
  const pos = layoutGraph(g);
  const companies = [...new Set(g.reduceNodes((acc: string[], _id, a) => acc.concat(a.companies), []))].sort();
  const types = [...new Set(g.mapNodes((_, a) => a.type))].sort();
  const cIndex = new Map(companies.map((c, i) => [c, i]));
  const tIndex = new Map(types.map((t, i) => [t, i]));
  const nIndex = new Map<string, number>();
  const round = (v: number): number => Math.round(v * 100) / 100;
  const nodes: ViewData['nodes'] = g.mapNodes((id, a) => {
    nIndex.set(id, nIndex.size);
    const p = pos.get(id) ?? { x: 0, y: 0 };
    return [id, a.name, tIndex.get(a.type)!, round(p.x), round(p.y), g.degree(id), a.companies.map((c) => cIndex.get(c)!)];
  });
  const edges: ViewData['edges'] = g.mapEdges((_e, a, s, t) => [nIndex.get(s)!, nIndex.get(t)!, a.relation, sourceLabel(a)]);
  return { title, companies, types, selected: company === undefined ? -1 : selectedCompany(g, companies, company), nodes, edges };
}

/**
 * The index of the company `query` names. A graph loaded for one company (`--company`, which takes
 * names, tickers and aliases) holds only its documents' edges: their company is the one named.
 */
function selectedCompany(g: KnowledgeGraph, companies: readonly string[], query: string): number {
  const byKey = companies.findIndex((c) => companyKey(c) === companyKey(query));
  if (byKey >= 0) return byKey;
  const counts = new Map<string, number>();
  g.forEachEdge((_e, a) => {
    if (a.company) counts.set(a.company, (counts.get(a.company) ?? 0) + 1);
  });
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  return top ? companies.indexOf(top[0]) : -1;
}
