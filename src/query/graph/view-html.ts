/**
 * `graph view`: one self-contained HTML page (no network access, no CDN) that draws the graph with
 * sigma.js. The script is the Vite bundle of web/graph-view.ts (sigma + graphology), inlined; the
 * data goes in a JSON script block with "<" escaped, so no entity name can close the block or
 * inject markup.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HybridRagError } from '../../core/errors.js';
import type { KnowledgeGraph } from './load.js';
import { withPassageLinks } from './passage-links.js';
import { viewData } from './view-data.js';

/** The bundle `npm run build` writes (dist/graph-view beside dist/query; the same from src/ in tests). */
export const VIEW_SCRIPT = join(fileURLToPath(new URL('../../../', import.meta.url)), 'dist', 'graph-view', 'graph-view.js');

/** Escape a JSON text for a <script type="application/json"> block. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function viewScript(): string {
  if (!existsSync(VIEW_SCRIPT)) {
    throw new HybridRagError('INTERNAL', `the graph page's script is not built (${VIEW_SCRIPT})`, { hint: 'run `npm run build` in the hybridrag folder' });
  }
  // A script element ends at the first "</script": keep the bundle from ever containing one.
  return readFileSync(VIEW_SCRIPT, 'utf8').replace(/<\/(script)/gi, '<\\/$1');
}

export function renderViewHtml(g: KnowledgeGraph, opts: { title?: string; company?: string } = {}): string {
  const title = opts.title ?? 'hybridrag knowledge graph';
  const data = viewData(withPassageLinks(g), title, opts.company);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  html, body { margin: 0; height: 100%; font: 14px sans-serif; color: #222; }
  #bar { position: absolute; top: 0; left: 0; right: 320px; height: 44px; display: flex; gap: 8px; align-items: center; padding: 0 10px; background: #f4f4f4; border-bottom: 1px solid #ddd; overflow: hidden; white-space: nowrap; }
  #legend { position: absolute; left: 10px; bottom: 10px; max-width: calc(100% - 360px); padding: 6px 8px; background: rgba(255,255,255,0.9); border: 1px solid #ddd; border-radius: 4px; line-height: 1.6; z-index: 5; }
  #bar input, #bar select { font-size: 14px; padding: 4px; max-width: 260px; }
  #legend span { margin-right: 8px; font-size: 12px; }
  #legend i { display: inline-block; width: 10px; height: 10px; border-radius: 5px; margin-right: 3px; }
  #c { position: absolute; top: 45px; left: 0; right: 320px; bottom: 0; background: #fff; }
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
<div id="c"></div>
<div id="legend"></div>
<div id="details"><p>Click a node to see its relations and their sources.</p></div>
<script type="application/json" id="graph-data">${scriptSafeJson(data)}</script>
<script>
${viewScript()}
</script>
</body>
</html>
`;
}
