/**
 * Scope words as data (data/vocabulary/scope.json): the words a call writes before a metric's name
 * to say a figure is the whole company's ("total revenue", "a consolidated margin of 10%"), and those
 * that say how it is measured ("net", "quarterly"), not which part of it. Read once.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped scope words file. */
export const SCOPE_FILE = join(VOCABULARY_DIR, 'scope.json');

const ScopeFileSchema = z.object({
  about: z.string().optional(),
  whole: z.array(z.string().min(1)).min(1),
  aboutMeasure: z.string().optional(),
  measure: z.array(z.string().min(1)).default([]),
});

/** The scope file's two word lists, lower case: read once, for both. */
let words: { whole: Set<string>; measure: Set<string> } | null = null;
function scopeWords(): NonNullable<typeof words> {
  if (words) return words;
  const file = readVocabularyFile(SCOPE_FILE, ScopeFileSchema);
  words = { whole: new Set(file.whole.map((w) => w.toLowerCase())), measure: new Set(file.measure.map((w) => w.toLowerCase())) };
  return words;
}

/**
 * Is `word` (any case) one that says how, when or how well a figure is measured ("net", "non-GAAP",
 * "quarterly", "record", "expect"), or the whole company's, not which part of it the figure is of?
 */
export function isMeasureWord(word: string): boolean {
  return scopeWords().measure.has(word.toLowerCase()) || isWholeWord(word);
}

/** Is `word` (any case) one that qualifies a figure as the whole company's? */
export function isWholeWord(word: string): boolean {
  return scopeWords().whole.has(word.toLowerCase());
}
