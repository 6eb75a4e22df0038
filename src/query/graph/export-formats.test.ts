import { MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { toGexf, toGraphml, xmlEscape } from './export-formats.js';
import type { GraphEdgeAttrs, GraphNodeAttrs, KnowledgeGraph } from './load.js';
import { components } from './stats.js';
import { renderViewHtml, scriptSafeJson } from './view-html.js';

const HOSTILE = '</script><script>alert("x")</script> & "Co"';

function graph(): KnowledgeGraph {
  const g: KnowledgeGraph = new MultiDirectedGraph<GraphNodeAttrs, GraphEdgeAttrs>();
  const node = (id: string, name: string) => g.addNode(id, { name, type: 'organization', scope: '', aliases: [], companies: ['A'], mentions: 1 });
  node('a', HOSTILE);
  node('b', 'Revenue');
  node('c', 'Lonely');
  node('d', 'Pair');
  const edge = (k: string, s: string, t: string, relation: string) =>
    g.addEdgeWithKey(k, s, t, { relation, tripletId: k, chunkId: 'ch', docId: 'd', document: 'x<y>.pdf', company: 'A', ticker: null, quarter: 'Q1', year: 'FY24', pages: [3], evidence: 'It said "hi" \u0001.' });
  edge('e1', 'a', 'b', 'reported');
  edge('e2', 'a', 'b', 'grew_by');
  edge('e3', 'c', 'd', 'owns');
  return g;
}

describe('exports', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(xmlEscape('a<b>&"c\'\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    for (const xml of [toGraphml(graph()), toGexf(graph())]) {
      expect(xml).not.toContain('<script>');
      expect(xml).not.toContain('\u0001');
      expect(xml).toContain('x&lt;y&gt;.pdf');
      // Both parallel edges survive.
      expect(xml.match(/<edge /g)).toHaveLength(3);
    }
  });

  it('keeps the view page safe from entity names', () => {
    expect(scriptSafeJson({ n: HOSTILE })).not.toContain('</script>');
    expect(JSON.parse(scriptSafeJson({ n: HOSTILE }))).toEqual({ n: HOSTILE });
    const html = renderViewHtml(graph());
    // The data block and the inlined sigma bundle.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    // The four entities, and the passage their two pieces share (linked to each of them).
    expect(html).toContain('5 nodes, 7 edges');
    expect(html).not.toContain('x<y>.pdf p. 3');
  });

  it('counts weakly connected components', () => {
    expect(components(graph())).toEqual({ count: 2, largest: 2 });
  });
});
