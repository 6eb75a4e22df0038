/**
 * Parse one input file into a ParsedFile or a ParseFailure. Runs in a worker thread (parse-worker)
 * or in the main thread when workers are off; never throws for bad input.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatOf, HEAD_LINES, type ParseResult } from './parsed.js';
import { PdfReadError, readPdfPages } from './pdf.js';
import { readTextPages, TextReadError } from './text-file.js';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function parseFile(path: string): Promise<ParseResult> {
  const format = formatOf(path);
  if (!format) {
    return { ok: false, failure: { path, reason: 'unsupported file type; use .pdf, .txt or .md' } };
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    return { ok: false, failure: { path, reason: `cannot read file (${code}); check it exists and is readable` } };
  }
  const sha256 = sha256Hex(bytes);
  try {
    const { rawPages, pages } = format === 'pdf' ? await readPdfPages(bytes) : readTextPages(bytes, format === 'md');
    const head = rawPages.flat().slice(0, HEAD_LINES);
    return { ok: true, file: { path, format, sha256, size: bytes.length, pages, head } };
  } catch (err) {
    if (err instanceof PdfReadError || err instanceof TextReadError) {
      return { ok: false, failure: { path, reason: err.message } };
    }
    return { ok: false, failure: { path, reason: `unexpected parse error: ${(err as Error).message}` } };
  }
}
