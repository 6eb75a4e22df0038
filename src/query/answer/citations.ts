/** Numbered citations: [n] of the answer → the provenance of the n-th context. */
import type { Context } from '../retrieve/types.js';
import { CITATION_MARKER } from '../../core/text/citation-markers.js';

export interface Citation extends Pick<Context, 'document' | 'company' | 'quarter' | 'year' | 'pages'> {
  /** The number printed in the answer: [n]. */
  n: number;
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

/** One [n] or [n, m] marker in an answer, with the space before it. */
const MARKER = new RegExp(`\\s?${CITATION_MARKER.source}`, 'g');

/**
 * Renumber an answer's citations 1..n in order of first appearance in the text, so the printed
 * answer and the printed source list read [1] [2] [3] instead of the context positions they came
 * from ([16] [17] [21]). Markers of contexts that are not citations (out of range, no document)
 * are removed from the text; citations never marked in the text keep their order after the rest.
 * Each renumbered citation keeps the context position it came from in `context`.
 */
export function renumberCitations(answer: string, citations: readonly Citation[]): { answer: string; citations: (Citation & { context: number })[] } {
  const byContext = new Map(citations.map((c) => [c.n, c]));
  const order: number[] = [];
  const note = (n: number): void => {
    if (byContext.has(n) && !order.includes(n)) order.push(n);
  };
  for (const m of answer.matchAll(MARKER)) for (const part of m[1]!.split(/[,;]/)) note(Number(part.trim()));
  for (const c of citations) note(c.n);
  const renumbered = new Map(order.map((old, i) => [old, i + 1]));
  const text = answer.replace(MARKER, (whole, list: string) => {
    const nums = [...new Set(list.split(/[,;]/).map((p) => renumbered.get(Number(p.trim()))).filter((n): n is number => n !== undefined))];
    if (nums.length === 0) return '';
    const lead = whole.startsWith('[') ? '' : whole[0]!;
    return `${lead}[${nums.join(', ')}]`;
  });
  return { answer: text, citations: order.map((old) => ({ ...byContext.get(old)!, n: renumbered.get(old)!, context: old })) };
}

/** "[1] TCS.pdf — Tata Consultancy Services, Q1 FY24, p. 3-4" */
export function formatCitation(c: Citation): string {
  const when = [c.quarter, c.year].filter(Boolean).join(' ');
  const who = [c.company, when].filter(Boolean).join(', ');
  const pages = c.pages.length === 0 ? '' : c.pages.length === 1 ? `p. ${c.pages[0]}` : `pp. ${c.pages.join(', ')}`;
  return `[${c.n}] ${[c.document, who, pages].filter(Boolean).join(' — ')}`;
}
