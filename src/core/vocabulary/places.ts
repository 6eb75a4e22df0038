/**
 * Places as data (data/vocabulary/places.json): the countries and regions a call names where a figure
 * was made, in the forms it writes them ("India", "Indian"), and the words that say a place only
 * locates the company's own figure ("our Indian operations"). Read once.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped places file. */
export const PLACES_FILE = join(VOCABULARY_DIR, 'places.json');

const PlacesFileSchema = z.object({
  about: z.string().optional(),
  own: z.array(z.string().min(1)).default([]),
  places: z.array(z.object({ place: z.string().min(1), forms: z.array(z.string().min(1)).min(1) })).min(1),
});

export interface Places {
  /** Each form as written → all the forms of its place. */
  formsOf: ReadonlyMap<string, readonly string[]>;
  own: readonly string[];
}

let places: Places | null = null;

/** The places file, read once. */
export function loadPlaces(): Places {
  if (places) return places;
  const file = readVocabularyFile(PLACES_FILE, PlacesFileSchema);
  const formsOf = new Map<string, readonly string[]>();
  for (const p of file.places) for (const f of p.forms) formsOf.set(f, p.forms);
  places = { formsOf, own: file.own };
  return places;
}
