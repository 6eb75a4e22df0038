/**
 * Narrow a triplet's pages from its chunk's span to the page(s) its evidence sentence is on: a
 * chunk often straddles a page break, and a citation should point at the page a reader must open.
 */
import type { PageText } from '../../core/store/store.js';

/** Lower case, whitespace collapsed, hyphenated line breaks joined: PDF text and sentence text compare equal. */
function squash(s: string): string {
  return s.replace(/-\s*\n\s*/g, '').replace(/\s+/g, ' ').toLowerCase().trim();
}

/**
 * The first and last page holding the evidence, or null when it cannot be found verbatim (then the
 * chunk's own page span stands). Looks for the evidence's opening and closing 40 characters in the
 * pages joined in order, so a sentence that crosses a page break gets both pages.
 */
export function locatePages(pages: readonly PageText[], evidence: string): [number, number] | null {
  const ev = squash(evidence);
  if (ev.length < 12 || pages.length === 0) return null;
  let joined = '';
  const starts: number[] = [];
  for (const p of pages) {
    starts.push(joined.length);
    joined += squash(p.text) + ' ';
  }
  const head = ev.slice(0, 40);
  const at = joined.indexOf(head);
  if (at < 0) return null;
  const tail = ev.slice(-40);
  const tailAt = joined.indexOf(tail, at);
  const end = tailAt < 0 ? at + head.length : tailAt + tail.length - 1;
  const pageAt = (offset: number): number => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
    return pages[i]!.pageNo;
  };
  return [pageAt(at), pageAt(end)];
}
