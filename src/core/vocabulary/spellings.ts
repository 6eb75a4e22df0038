/**
 * Words spelt two ways, British and American, as data (data/vocabulary/spellings.json): a question
 * may write "aluminium" where the call writes "aluminum". `oneSpelling` maps a lower-case word to
 * the spelling names are compared in. Read once. Pure once the file is read.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped spellings file. */
export const SPELLINGS_FILE = join(VOCABULARY_DIR, 'spellings.json');

const SpellingsFileSchema = z.object({ about: z.string().optional(), spellings: z.array(z.array(z.string().min(1)).min(2)) });

let table: ReadonlyMap<string, string> | null = null;

function spellings(): ReadonlyMap<string, string> {
  if (table) return table;
  const out = new Map<string, string>();
  for (const row of readVocabularyFile(SPELLINGS_FILE, SpellingsFileSchema).spellings) for (const w of row) out.set(w.toLowerCase(), row[0]!.toLowerCase());
  table = out;
  return out;
}

/** A lower-case word in the spelling names are compared in ("aluminium" → "aluminum"); other words unchanged. */
export function oneSpelling(word: string): string {
  return spellings().get(word) ?? word;
}
