/**
 * A document's pages joined into one text with page offsets, so a chunk's character range maps
 * back to the pages it came from.
 */

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
