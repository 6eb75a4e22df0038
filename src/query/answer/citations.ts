/** Numbered citations: [n] of the answer → the provenance of the n-th context. */
import type { Context } from '../retrieve/types.js';

export interface Citation {
  n: number;
  document: string;
  company: string | null;
  quarter: string | null;
  year: string | null;
  pages: number[];
}

/**
 * Citations for the 1-based context indexes an answer cites, in the order cited, without
 * duplicates; indexes outside the context list are ignored (a model may invent [9]), and so are
 * contexts with no source document (kgar's sub-queries): a citation points at a document.
 */
export function citationsFor(cited: readonly number[], contexts: readonly Context[]): Citation[] {
  const seen = new Set<number>();
  const out: Citation[] = [];
  for (const n of cited) {
    if (seen.has(n) || !Number.isInteger(n) || n < 1 || n > contexts.length) continue;
    seen.add(n);
    const c = contexts[n - 1]!;
    if (!c.document) continue;
    out.push({ n, document: c.document, company: c.company, quarter: c.quarter, year: c.year, pages: c.pages });
  }
  return out;
}

/** "[1] TCS.pdf — Tata Consultancy Services, Q1 FY24, p. 3-4" */
export function formatCitation(c: Citation): string {
  const when = [c.quarter, c.year].filter(Boolean).join(' ');
  const who = [c.company, when].filter(Boolean).join(', ');
  const pages = c.pages.length === 0 ? '' : c.pages.length === 1 ? `p. ${c.pages[0]}` : `pp. ${c.pages.join(', ')}`;
  return `[${c.n}] ${[c.document, who, pages].filter(Boolean).join(' — ')}`;
}
