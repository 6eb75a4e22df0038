/**
 * The script of the page `hybridrag graph view` writes: bundled by Vite into one file (sigma,
 * graphology and this code) that the page inlines, so it works offline from a file:// URL.
 * Positions come precomputed (ForceAtlas2 in Node); this adds search, the company filter (with
 * the company chosen on the command line selected), a legend and a details panel.
 */
import type { ViewData } from '../src/query/graph/view-data.js';
import { drawGraph, typeColours } from './graph-render.js';

const data = JSON.parse(document.getElementById('graph-data')!.textContent!) as ViewData;
const search = document.getElementById('search') as HTMLInputElement;
const filter = document.getElementById('company') as HTMLSelectElement;
const panel = document.getElementById('details')!;
const legend = document.getElementById('legend')!;

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const colours = typeColours(data.types);
legend.innerHTML = data.types.map((t) => `<span><i style="background:${colours.get(t)}"></i>${esc(t)}</span>`).join(' ');
for (const [i, c] of data.companies.entries()) filter.add(new Option(c, String(i), false, i === data.selected));

const ids = data.nodes.map((n) => n[0]);
const drawn = drawGraph(
  document.getElementById('c')!,
  data.nodes.map(([id, label, type, x, y, degree]) => ({ id, label, type: data.types[type]!, x, y, degree })),
  data.edges.map(([s, t, relation]) => ({ source: ids[s]!, target: ids[t]!, relation })),
  { onSelect: show },
);
(window as unknown as { hybridragGraph: typeof drawn }).hybridragGraph = drawn;

function companyNodes(): Set<string> | null {
  const c = Number(filter.value);
  return c < 0 ? null : new Set(data.nodes.filter((n) => n[6].includes(c)).map((n) => n[0]));
}

function show(id: string | null): void {
  if (id === null) {
    panel.innerHTML = '<p>Click a node to see its relations and their sources.</p>';
    return;
  }
  const i = ids.indexOf(id);
  const n = data.nodes[i]!;
  const visible = companyNodes();
  const lines = data.edges
    .filter((e) => (e[0] === i || e[1] === i) && (!visible || (visible.has(ids[e[0]]!) && visible.has(ids[e[1]]!))))
    .slice(0, 200)
    .map((e) => `<li>${esc(data.nodes[e[0]]![1])} <b>${esc(e[2])}</b> ${esc(data.nodes[e[1]]![1])}<br><small>${esc(e[3])}</small></li>`);
  panel.innerHTML = `<h3>${esc(n[1])}</h3><p>${esc(data.types[n[2]] ?? '')} · ${n[5]} relations</p><ul>${lines.join('')}</ul>`;
}

search.addEventListener('input', () => {
  const hit = drawn.search(search.value);
  if (hit) drawn.select(hit);
});
filter.addEventListener('change', () => drawn.setVisible(companyNodes()));
if (data.selected >= 0) drawn.setVisible(companyNodes());
