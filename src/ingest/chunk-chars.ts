/**
 * The paper's character chunker (LangChain-style recursive splitting: 2024 characters, 204
 * overlap): windows of at most `size` characters, cut at the last sentence end, else line break,
 * else space in the second half of the window; the next window starts `overlap` characters
 * before the cut, moved forward to a word start.
 */
import { pageAt, type DocText } from './doc-text.js';
import type { Chunk, ChunkOptions } from './chunk-types.js';
import { lastBreak } from './sentences.js';

/** Trim whitespace off a range; returns null when nothing is left. */
export function trimRange(text: string, start: number, end: number): [number, number] | null {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return end > start ? [start, end] : null;
}

export function chunkByChars(doc: DocText, opts: ChunkOptions): Chunk[] {
  const { text } = doc;
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + opts.size);
    if (end < text.length) {
      const cut = lastBreak(text, start + Math.floor(opts.size / 2), end);
      if (cut > start) end = cut;
    }
    const r = trimRange(text, start, end);
    if (r) {
      chunks.push({
        ord: chunks.length,
        text: text.slice(r[0], r[1]),
        start: r[0],
        end: r[1],
        pageStart: pageAt(doc, r[0]),
        pageEnd: pageAt(doc, r[1] - 1),
        speaker: null,
      });
    }
    if (end >= text.length) break;
    let next = Math.max(end - opts.overlap, start + 1);
    // Start the overlap at a word boundary rather than mid-word.
    while (next < end && next > 0 && !/\s/.test(text[next - 1]!)) next++;
    start = next;
  }
  return chunks;
}
