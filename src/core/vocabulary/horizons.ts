/**
 * How far a guidance looks, as data (data/vocabulary/horizons.json): the words of a level looked for
 * past the year under way, those of one over no one period or a project's whole, the words naming the quarter right after the
 * call's, and those of a span over several years or quarters. Read once.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { escapeRegExp } from '../text/regexp.js';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped horizons file. */
export const HORIZONS_FILE = join(VOCABULARY_DIR, 'horizons.json');

const HorizonsFileSchema = z.object({
  about: z.string().optional(),
  beyond: z.array(z.string().min(1)).min(1),
  noOnePeriod: z.array(z.string().min(1)).min(1),
  wholeProject: z.array(z.string().min(1)).min(1),
  severalPeriods: z.array(z.string().min(1)).min(1),
  severalCounts: z.array(z.string().min(1)).min(1),
  nextQuarter: z.array(z.string().min(1)).min(1),
});

export interface Horizons {
  /** Words of a level looked for past the year under way. */
  beyond: RegExp;
  /** Words of a level over no one period (a normalized rate, a capacity). */
  noOnePeriod: RegExp;
  /** Words of a project's total ("the net project cost", "a greenfield plant"). */
  wholeProject: RegExp;
  /** Words naming the quarter right after the call's. */
  nextQuarter: RegExp;
  /** Words of a span over several years or quarters ("a CAGR", "over the last five years"), every match (global). */
  severalPeriods: RegExp;
}

/** Phrases as one pattern of whole words, any case, a space standing for spaces or a hyphen. */
export function phrasesPattern(phrases: readonly string[]): RegExp {
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map((p) => escapeRegExp(p.trim()).replace(/\s+/g, '[\\s-]+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i');
}

let horizons: Horizons | null = null;

/** The horizons file, read once. */
export function loadHorizons(): Horizons {
  if (horizons) return horizons;
  const file = readVocabularyFile(HORIZONS_FILE, HorizonsFileSchema);
  // "over the last # years": `#` stands for any count the file lists ("five", "5").
  const counts = `(?:${file.severalCounts.map(escapeRegExp).join('|')})`;
  const several = phrasesPattern(file.severalPeriods.map((p) => p.replace(/#/g, '\u0000')));
  horizons = {
    beyond: phrasesPattern(file.beyond),
    noOnePeriod: phrasesPattern(file.noOnePeriod),
    wholeProject: phrasesPattern(file.wholeProject),
    nextQuarter: phrasesPattern(file.nextQuarter),
    severalPeriods: new RegExp(several.source.replace(/\u0000/g, counts), 'gi'),
  };
  return horizons;
}
