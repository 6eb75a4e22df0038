/**
 * A document's pages joined into one text with page offsets, so a chunk's character range maps
 * back to the pages it came from.
 */
import type { Chunk } from './chunk-types.js';

export interface DocText {
  text: string;
  /** pageStarts[i] is the offset where page i + 1 begins. */
  pageStarts: number[];
}

/** Pages are joined with a newline: speaker turns and sentences continue across page breaks. */
export function joinPages(pages: readonly string[]): DocText {
  const pageStarts: number[] = [];
  let text = '';
  pages.forEach((p, i) => {
    if (i > 0) text += '\n';
    pageStarts.push(text.length);
    text += p;
  });
  return { text, pageStarts };
}

/** 1-based page number holding character `offset`. */
export function pageAt(doc: DocText, offset: number): number {
  let lo = 0;
  let hi = doc.pageStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.pageStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * The chunk covering [start, end) of the document with surrounding whitespace trimmed, its pages
 * and speaker; null when only whitespace is left. Both chunkers build their chunks here.
 */
export function sliceChunk(doc: DocText, start: number, end: number, ord: number, speaker: string | null): Chunk | null {
  const { text } = doc;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end <= start) return null;
  return { ord, text: text.slice(start, end), start, end, pageStart: pageAt(doc, start), pageEnd: pageAt(doc, end - 1), speaker };
}
