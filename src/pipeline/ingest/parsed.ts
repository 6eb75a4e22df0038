/** What parsing one input file yields, before metadata and chunking. */

export type InputFormat = 'pdf' | 'txt' | 'md';

export interface ParsedFile {
  path: string;
  format: InputFormat;
  sha256: string;
  size: number;
  /** Clean text of each page, in order (1-based page n is pages[n - 1]). */
  pages: string[];
  /** The first raw lines of the document (before header removal), for metadata inference. */
  head: string[];
}

/** Why an input could not be ingested; `reason` is one line naming the problem and the fix. */
export interface ParseFailure {
  path: string;
  reason: string;
}

export type ParseResult = { ok: true; file: ParsedFile } | { ok: false; failure: ParseFailure };

/** Raw lines of the first page kept for metadata inference. */
export const HEAD_LINES = 40;

export function formatOf(path: string): InputFormat | null {
  const lower = path.toLowerCase();
  if (lower.endsWith('.pdf')) return 'pdf';
  if (lower.endsWith('.txt')) return 'txt';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'md';
  return null;
}
