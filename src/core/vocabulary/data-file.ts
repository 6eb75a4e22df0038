/**
 * The vocabulary files shipped in `data/vocabulary/` and a user's own files of the same shape:
 * read once, validated with a schema, errors naming the file and field. Knowledge lives there, not
 * in code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** The folder of the shipped vocabulary files (the same path from src/ and from dist/). */
export const VOCABULARY_DIR = fileURLToPath(new URL('../../../data/vocabulary/', import.meta.url));

export class VocabularyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VocabularyFileError';
  }
}

/** A vocabulary file parsed and checked against its schema; a clear error names the file and the field. */
export function readVocabularyFile<T>(path: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new VocabularyFileError(`${path}: cannot read vocabulary file (${(e as Error).message}); fix the JSON or remove the file from the config`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new VocabularyFileError(`${path}: field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
