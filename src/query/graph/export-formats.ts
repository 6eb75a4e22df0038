/**
 * Graph export writers: GraphML and GEXF 1.3 (both open in Gephi and Cytoscape) and graphology's
 * JSON. XML is written by hand so every attribute is typed and every string escaped.
 */
import type { KnowledgeGraph } from './load.js';

export type ExportFormat = 'graphml' | 'gexf' | 'json';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['graphml', 'gexf', 'json'];

/** Escape text for XML content and attribute values; strips characters XML 1.0 forbids. */
export function xmlEscape(s: string): string {
  return s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const NODE_FIELDS = ['name', 'type', 'scope', 'companies', 'aliases', 'mentions'] as const;
const EDGE_FIELDS = ['relation', 'document', 'company', 'ticker', 'quarter', 'year', 'pages', 'chunkId', 'evidence'] as const;

function text(v: unknown): string {
  if (Array.isArray(v)) return v.join('; ');
  return v === null || v === undefined ? '' : String(v);
}

export function toGraphml(g: KnowledgeGraph): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">',
  ];
  for (const f of NODE_FIELDS) out.push(`  <key id="n_${f}" for="node" attr.name="${f}" attr.type="${f === 'mentions' ? 'int' : 'string'}"/>`);
  for (const f of EDGE_FIELDS) out.push(`  <key id="e_${f}" for="edge" attr.name="${f === 'relation' ? 'label' : f}" attr.type="string"/>`);
  out.push('  <graph id="G" edgedefault="directed">');
  g.forEachNode((id, a) => {
    out.push(`    <node id="${xmlEscape(id)}">`);
    for (const f of NODE_FIELDS) out.push(`      <data key="n_${f}">${xmlEscape(text(a[f]))}</data>`);
    out.push('    </node>');
  });
  g.forEachEdge((id, a, s, t) => {
    out.push(`    <edge id="${xmlEscape(id)}" source="${xmlEscape(s)}" target="${xmlEscape(t)}">`);
    for (const f of EDGE_FIELDS) out.push(`      <data key="e_${f}">${xmlEscape(text(a[f]))}</data>`);
    out.push('    </edge>');
  });
  out.push('  </graph>', '</graphml>', '');
  return out.join('\n');
}

export function toGexf(g: KnowledgeGraph): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gexf xmlns="http://gexf.net/1.3" version="1.3">',
    '  <meta><creator>hybridrag</creator><description>knowledge graph of earnings-call transcripts</description></meta>',
    '  <graph defaultedgetype="directed" mode="static">',
    '    <attributes class="node">',
  ];
  NODE_FIELDS.slice(1).forEach((f, i) => out.push(`      <attribute id="${i}" title="${f}" type="${f === 'mentions' ? 'integer' : 'string'}"/>`));
  out.push('    </attributes>', '    <attributes class="edge">');
  EDGE_FIELDS.slice(1).forEach((f, i) => out.push(`      <attribute id="${i}" title="${f}" type="string"/>`));
  out.push('    </attributes>', '    <nodes>');
  g.forEachNode((id, a) => {
    out.push(`      <node id="${xmlEscape(id)}" label="${xmlEscape(a.name)}"><attvalues>`);
    NODE_FIELDS.slice(1).forEach((f, i) => out.push(`        <attvalue for="${i}" value="${xmlEscape(text(a[f]))}"/>`));
    out.push('      </attvalues></node>');
  });
  out.push('    </nodes>', '    <edges>');
  g.forEachEdge((id, a, s, t) => {
    out.push(`      <edge id="${xmlEscape(id)}" source="${xmlEscape(s)}" target="${xmlEscape(t)}" label="${xmlEscape(a.relation)}"><attvalues>`);
    EDGE_FIELDS.slice(1).forEach((f, i) => out.push(`        <attvalue for="${i}" value="${xmlEscape(text(a[f]))}"/>`));
    out.push('      </attvalues></edge>');
  });
  out.push('    </edges>', '  </graph>', '</gexf>', '');
  return out.join('\n');
}

export function toJson(g: KnowledgeGraph): string {
  return JSON.stringify(g.export()) + '\n';
}

export function exportGraph(g: KnowledgeGraph, format: ExportFormat): string {
  return format === 'graphml' ? toGraphml(g) : format === 'gexf' ? toGexf(g) : toJson(g);
}
