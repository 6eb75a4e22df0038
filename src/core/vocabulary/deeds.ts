/**
 * Deeds a group question asks done, as data (data/vocabulary/deeds.json): the question's forms of a
 * verb ("sold") and the words a call says that deed with ("sale", "divestiture"). Read once.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped deeds file. */
export const DEEDS_FILE = join(VOCABULARY_DIR, 'deeds.json');

const DeedsFileSchema = z.object({
  about: z.string().optional(),
  deeds: z.array(z.object({ asked: z.array(z.string().min(1)).min(1), said: z.array(z.string().min(1)).min(1) })).min(1),
});

/** A deed: the question's forms of its verb and the call's words for it, lower case. */
export interface Deed {
  asked: string[];
  said: string[];
}

let deeds: Deed[] | null = null;

/** The shipped deeds, read once. */
export function loadDeeds(): readonly Deed[] {
  if (deeds) return deeds;
  const file = readVocabularyFile(DEEDS_FILE, DeedsFileSchema);
  deeds = file.deeds.map((d) => ({ asked: d.asked.map((w) => w.toLowerCase()), said: d.said.map((w) => w.toLowerCase()) }));
  return deeds;
}
