/**
 * `graph view`: one self-contained HTML page (no network access, no CDN) that draws the graph with
 * positions computed in Node, with search and a company filter. The data goes in a JSON script
 * block with "<" escaped, so no entity name can close the block or inject markup.
 */
import { layoutGraph } from './layout.js';
import type { KnowledgeGraph } from './load.js';
import { sourceLabel } from './neighbourhood.js';
import { viewClient, type ViewData } from './view-client.js';

export function viewData(g: KnowledgeGraph, title: string): ViewData {
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
  return { title, companies, types, nodes, edges };
}

/** Escape a JSON text for a <script type="application/json"> block. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export function renderViewHtml(g: KnowledgeGraph, title = 'hybridrag knowledge graph'): string {
  const data = viewData(g, title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  html, body { margin: 0; height: 100%; font: 14px sans-serif; color: #222; }
  #bar { position: absolute; top: 0; left: 0; right: 320px; height: 44px; display: flex; gap: 8px; align-items: center; padding: 0 10px; background: #f4f4f4; border-bottom: 1px solid #ddd; overflow: hidden; white-space: nowrap; }
  #legend { position: absolute; left: 10px; bottom: 10px; max-width: calc(100% - 360px); padding: 6px 8px; background: rgba(255,255,255,0.9); border: 1px solid #ddd; border-radius: 4px; line-height: 1.6; }
  #bar input, #bar select { font-size: 14px; padding: 4px; }
  #legend span { margin-right: 8px; font-size: 12px; }
  #legend i { display: inline-block; width: 10px; height: 10px; border-radius: 5px; margin-right: 3px; }
  #c { position: absolute; top: 45px; left: 0; right: 320px; bottom: 0; width: calc(100% - 320px); height: calc(100% - 45px); }
  #details { position: absolute; top: 0; right: 0; width: 300px; bottom: 0; overflow: auto; padding: 10px; border-left: 1px solid #ddd; background: #fafafa; }
  #details li { margin-bottom: 6px; }
</style>
</head>
<body>
<div id="bar">
  <strong>${escapeHtml(title)}</strong>
  <span>${data.nodes.length} nodes, ${data.edges.length} edges</span>
  <input id="search" type="search" placeholder="search entities">
  <select id="company"><option value="-1">all companies</option></select>
</div>
<canvas id="c"></canvas>
<div id="legend"></div>
<div id="details"><p>Click a node to see its relations and their sources.</p></div>
<script type="application/json" id="graph-data">${scriptSafeJson(data)}</script>
<script>
(${viewClient.toString()})();
</script>
</body>
</html>
`;
}
