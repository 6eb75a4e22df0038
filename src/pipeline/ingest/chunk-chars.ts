/**
 * The paper's character chunker (LangChain-style recursive splitting: 2024 characters, 204
 * overlap): windows of at most `size` characters, cut at the last sentence end, else line break,
 * else space in the second half of the window; the next window starts `overlap` characters
 * before the cut, moved forward to a word start.
 */
import { sliceChunk, type DocText } from './doc-text.js';
import type { Chunk, ChunkOptions } from './chunk-types.js';
import { sentenceEnds } from '../../core/text/sentences.js';

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
    const c = sliceChunk(doc, start, end, chunks.length, null);
    if (c) chunks.push(c);
    if (end >= text.length) break;
    let next = Math.max(end - opts.overlap, start + 1);
    // Start the overlap at a word boundary rather than mid-word.
    while (next < end && next > 0 && !/\s/.test(text[next - 1]!)) next++;
    start = next;
  }
  return chunks;
}

/** The last boundary in (lo, hi]: a sentence end if any, else a line break, else a space; or -1. */
export function lastBreak(text: string, lo: number, hi: number): number {
  const ends = sentenceEnds(text, lo, hi);
  if (ends.length > 0) return ends[ends.length - 1]!;
  const nl = text.lastIndexOf('\n', hi - 1);
  if (nl > lo) return nl;
  const sp = text.lastIndexOf(' ', hi - 1);
  return sp > lo ? sp : -1;
}
