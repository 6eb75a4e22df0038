/**
 * Where a page's paragraphs end, read from its layout: a PDF's text wraps a paragraph's lines to
 * about the page's width, so a line that ends a sentence well short of that width (or before a
 * blank line) ends its paragraph. Pure.
 */
import { collapseSpaces } from '../../core/text/spaces.js';

/** A line this much shorter than the page's wrapped lines ends its paragraph. */
const SHORT_LINE = 0.7;
/** How much of the paragraph's last line identifies it. */
const TAIL = 30;


/** The last characters (collapsed) of each line of `page` that ends a paragraph. */
export function paragraphEndings(page: string): string[] {
  const lines = page.split('\n').map(collapseSpaces);
  const lengths = lines.filter(Boolean).map((l) => l.length).sort((a, b) => a - b);
  if (lengths.length === 0) return [];
  // The wrapped width: the length most full lines reach (the 80th percentile, not a stray long line).
  const width = lengths[Math.floor((lengths.length - 1) * 0.8)]!;
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (!line || !/[.!?:"'’”)]$/.test(line)) continue;
    const beforeBlank = i + 1 < lines.length && lines[i + 1] === '';
    if (beforeBlank || line.length < width * SHORT_LINE) out.push(line.slice(-TAIL));
  }
  return out;
}

/** Does `sentence` (collapsed) end one of the paragraphs whose endings are `endings`? */
export function endsParagraph(sentence: string, endings: readonly string[]): boolean {
  const s = collapseSpaces(sentence);
  return endings.some((e) => s.endsWith(e) || e.endsWith(s));
}
