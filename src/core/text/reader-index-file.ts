/**
 * The indexes the question readers derive from the metric vocabulary — the fixed wordings'
 * required literals (finance-paraphrases.ts), the concept cue index (concept-terms.ts) and the
 * glossary index (glossary-terms.ts) — kept in a file of the workdir (metric-readers.json), so
 * that a new process (a cold `ask`) parses them instead of building them: building stems some
 * 23,000 words and reads 170 patterns while the code still runs in V8's interpreter, most of a
 * tenth of a second. The big lookup tables are stored as line tables (line-table.ts), of which a
 * question parses only the lines it looks up. The file is used only when its fingerprint matches the vocabulary's metric
 * files (their bytes) and the code that builds the indexes (a hash of its modules' source);
 * anything else builds the index and rewrites the file. With no file set (tests, a database in
 * memory) or in a workdir that cannot be written to, indexes are only built.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MetricVocabulary } from '../vocabulary/metrics.js';
import { siblingSourceHash, writeDerivedFile } from '../util/derived-file.js';

export const READER_INDEX_FILE = 'metric-readers.json';
const FORMAT = 1;

/** The modules whose code decides what the indexes hold (paths from this folder, no extension). */
const BUILDERS = [
  'reader-index-file', 'finance-paraphrases', 'required-literals', 'whole-phrases', 'regexp', 'concept-terms', 'glossary-terms', 'line-table', 'stem', 'stopwords',
  'tokenize', '../util/own', '../vocabulary/metrics',
];

/** An index as stored in the file (plain JSON) and back. */
export interface IndexCodec<T> {
  encode(index: T): unknown;
  decode(stored: unknown): T;
}

interface Stored {
  format: number;
  fingerprint: string;
  indexes: Record<string, unknown>;
}

let path: string | null = null;
/** The file as read (or as being filled) for one vocabulary. */
let current: { vocab: MetricVocabulary; fingerprint: string; indexes: Record<string, unknown> } | null = null;
let codeHash: string | undefined;

/** Keep the indexes in the file at `file` from now on (null: build them in each process). */
export function useReaderIndexFile(file: string | null): void {
  if (file === path) return;
  path = file;
  current = null;
}

/** A hash of the building modules' source. */
function builderCode(): string {
  codeHash ??= siblingSourceHash(import.meta.url, BUILDERS);
  return codeHash;
}

function fingerprintOf(vocab: MetricVocabulary): string {
  const h = createHash('sha256').update(`${FORMAT}\0${builderCode()}`);
  for (const f of vocab.files) h.update(`\0${f}\0`).update(readFileSync(f));
  return h.digest('hex');
}

/** The stored indexes of `vocab` (an empty set when the file is missing, stale or unreadable). */
function storedFor(vocab: MetricVocabulary, file: string): Record<string, unknown> {
  if (current?.vocab === vocab) return current.indexes;
  const fingerprint = fingerprintOf(vocab);
  let indexes: Record<string, unknown> = {};
  try {
    const s = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    if (s?.format === FORMAT && s.fingerprint === fingerprint && s.indexes && typeof s.indexes === 'object') indexes = s.indexes;
  } catch {
    // missing or unreadable: built and written below
  }
  current = { vocab, fingerprint, indexes };
  return indexes;
}

/**
 * The index `name` of `vocab`: read from the file when it holds it for this vocabulary and code,
 * else made by `build` and added to the file (temp file and rename: a reader sees the old file or
 * the new one).
 */
export function readerIndex<T>(vocab: MetricVocabulary, name: string, build: () => T, codec: IndexCodec<T>): T {
  const file = path;
  if (file === null) return build();
  const indexes = storedFor(vocab, file);
  if (Object.hasOwn(indexes, name)) {
    try {
      return codec.decode(indexes[name]);
    } catch {
      // a damaged entry: built again and rewritten below
    }
  }
  const index = build();
  indexes[name] = codec.encode(index);
  const stored: Stored = { format: FORMAT, fingerprint: current!.fingerprint, indexes };
  writeDerivedFile(file, stored); // in a read-only workdir the index is built each time instead
  return index;
}
