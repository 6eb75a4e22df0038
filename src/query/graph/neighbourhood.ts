/** Readable neighbourhoods for `graph show`: edges within N hops of a node, with their sources. */
import { HybridRagError } from '../../core/errors.js';
import { companyKey } from '../../core/text/company-name.js';
import type { KnowledgeGraph } from './load.js';
import { walkEdges } from './walk.js';

export interface NeighbourhoodLine {
  hop: number;
  edge: string;
  text: string;
  source: string;
}

/** " p. 3", " p. 3-4", or "" for no page. */
export function pagesLabel(pages: readonly number[]): string {
  return pages.length === 0 ? '' : pages.length === 1 ? ` p. ${pages[0]}` : ` p. ${pages[0]}-${pages[pages.length - 1]}`;
}

/** "TCS Q1 FY24 transcript.pdf p. 3-4, Q1 FY24" */
export function sourceLabel(a: { document: string; pages: number[]; quarter: string | null; year: string | null }): string {
  const p = pagesLabel(a.pages);
  const period = [a.quarter, a.year].filter(Boolean).join(' ');
  return `${a.document}${p}${period ? `, ${period}` : ''}`;
}

/** Edges within `depth` hops of the seeds (both directions), nearest first, as readable lines. */
export function neighbourhoodLines(g: KnowledgeGraph, seeds: readonly string[], depth: number): NeighbourhoodLine[] {
  return [...walkEdges(g, seeds, depth)].map(([edge, hop]) => {
    const a = g.getEdgeAttributes(edge);
    const text = `${g.getNodeAttribute(g.source(edge), 'name')} -[${a.relation}]-> ${g.getNodeAttribute(g.target(edge), 'name')}`;
    return { hop: hop + 1, edge, text, source: sourceLabel(a) };
  });
}

/**
 * Find a node by id, exact name, canonical name or alias; the best-connected when several match
 * (a metric exists once per company: pass the company to choose). Throws NO_MATCH with a hint.
 */
export function findNode(g: KnowledgeGraph, query: string): string[] {
  if (g.hasNode(query)) return [query];
  const key = companyKey(query);
  const hits: string[] = [];
  g.forEachNode((id, a) => {
    if (companyKey(a.name) === key || a.aliases.includes(key)) hits.push(id);
  });
  if (hits.length === 0) {
    throw new HybridRagError('NO_MATCH', `no entity named "${query}" in the graph`, {
      hint: 'check the spelling, or list entities with `hybridrag graph stats` (top entities per company)',
    });
  }
  return hits.sort((x, y) => g.degree(y) - g.degree(x));
}
