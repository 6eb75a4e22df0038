/**
 * Phrases in which a metric's word means something else, as data (data/vocabulary/senses.json):
 * "dealing with" is no deal, "a very big deal" none done. Read once; `otherSenseAt` gives the
 * positions of a sentence's words that stand in one.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped senses file. */
export const SENSES_FILE = join(VOCABULARY_DIR, 'senses.json');

const SensesFileSchema = z.object({
  about: z.string().optional(),
  phrases: z.array(z.string().min(1)).min(1),
});

let phrases: string[][] | null = null;

/** The shipped phrases, each as its lower-case words, read once. */
export function loadSenses(): readonly string[][] {
  if (phrases) return phrases;
  phrases = readVocabularyFile(SENSES_FILE, SensesFileSchema).phrases.map((p) => p.toLowerCase().split(/\s+/));
  return phrases;
}

const bare = (w: string | undefined): string => (w ?? '').toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** The positions of the words (a sentence split on spaces) standing in a phrase of another sense. */
export function otherSenseAt(words: readonly string[], senses: readonly string[][] = loadSenses()): Set<number> {
  const out = new Set<number>();
  const low = words.map(bare);
  for (let i = 0; i < low.length; i++) {
    for (const p of senses) {
      // A punctuation mark inside parts the phrase: "our deal, with Legacy" is the noun.
      if (p.every((w, k) => low[i + k] === w && (k === p.length - 1 || !/[,;:.!?]$/.test(words[i + k]!)))) p.forEach((_, k) => out.add(i + k));
    }
  }
  return out;
}
