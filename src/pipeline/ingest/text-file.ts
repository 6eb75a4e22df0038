/**
 * Plain-text and Markdown transcripts. A form feed (\f) separates pages when present (pdftotext
 * output keeps them); otherwise the file is one page. Markdown keeps its text: headings lose their
 * `#` marks and emphasis markers are dropped so that `**Name:**` still reads as a speaker turn.
 */
import { cleanPages } from './clean-pages.js';

export class TextReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextReadError';
  }
}

/** Strip Markdown syntax that would hide speaker labels or add noise; keeps the words. */
export function stripMarkdown(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2');
}

/**
 * UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (a superset of Latin-1, what older
 * exports use): a latin-1 transcript is read as written instead of being stored as U+FFFD mojibake.
 */
function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

/** Raw and clean pages of a text file; throws TextReadError for empty or binary content. */
export function readTextPages(bytes: Uint8Array, markdown: boolean): { rawPages: string[][]; pages: string[] } {
  if (bytes.length === 0) throw new TextReadError('empty file (0 bytes); nothing to ingest');
  const buf = Buffer.from(bytes);
  if (buf.subarray(0, 8192).includes(0)) {
    throw new TextReadError('binary content in a text file (NUL bytes); check the file type');
  }
  const text = decodeText(buf).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rawPages = text.split('\f').map((page) =>
    page
      .split('\n')
      .map((l) => (markdown ? stripMarkdown(l) : l).replace(/\s+/g, ' ').trim())
      .filter((l) => l.length > 0),
  );
  if (rawPages.every((p) => p.length === 0)) {
    throw new TextReadError('no text (only whitespace); nothing to ingest');
  }
  return { rawPages, pages: cleanPages(rawPages) };
}
