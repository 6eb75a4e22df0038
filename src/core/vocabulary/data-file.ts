/**
 * The vocabulary files shipped in `data/vocabulary/` and a user's own files of the same shape:
 * read once, validated with a schema, errors naming the file and field. Knowledge lives there, not
 * in code.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { HybridRagError } from '../errors.js';

/** The folder of the shipped vocabulary files (the same path from src/ and from dist/). */
export const VOCABULARY_DIR = fileURLToPath(new URL('../../../data/vocabulary/', import.meta.url));

/** A vocabulary file that cannot be read or does not fit its schema: a CONFIG error naming the file and field. */
export class VocabularyFileError extends HybridRagError {
  constructor(message: string, hint: string) {
    super('CONFIG', message, { hint });
    this.name = 'VocabularyFileError';
  }
}

/** How to fix a file: a shipped one is part of the install, a user's one is named in the config. */
export const fixFor = (path: string): string =>
  path.startsWith(VOCABULARY_DIR)
    ? 'this file ships with hybridrag: reinstall it (npm install), or check that data/vocabulary/ sits beside dist/'
    : 'fix the file, or remove it from the config (vocabulary.companies / vocabulary.markets / vocabulary.sectors / vocabulary.metrics)';

/** A vocabulary file's JSON, unchecked; an unreadable file or bad JSON is an error naming the file. */
export function readVocabularyJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new VocabularyFileError(`${path}: cannot read vocabulary file (${(e as Error).message})`, fixFor(path));
  }
}

/** A vocabulary file parsed and checked against its schema; a clear error names the file and the field. */
export function readVocabularyFile<T>(path: string, schema: z.ZodType<T>): T {
  const raw = readVocabularyJson(path);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new VocabularyFileError(`${path}: field ${issue.path.join('.') || '(root)'}: ${issue.message}`, fixFor(path));
  }
  return parsed.data;
}

/**
 * A short digest of vocabulary files' names and contents, in order: what was read with them is
 * keyed by it, so editing a file (shipped or a user's) reads again what it shapes. A file that
 * cannot be read counts as its own content ("missing"): its reader reports it, and the digest
 * moves once the file appears.
 */
export function vocabularyDigest(files: readonly string[]): string {
  const h = createHash('sha256');
  for (const f of files) {
    let content: Buffer | string;
    try {
      content = readFileSync(f);
    } catch {
      content = 'missing';
    }
    h.update(f).update('\0').update(content).update('\0');
  }
  return h.digest('hex').slice(0, 12);
}
