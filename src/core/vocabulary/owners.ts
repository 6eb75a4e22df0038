/**
 * Owner markers as data (data/vocabulary/owners.json): words that say a figure is another owner's
 * than the company as a whole (a customer's, the industry's, an acquired business's, a fund's), and
 * the places in a clause where they say so. Read by the fact reader (pipeline/facts/other-owner.ts).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped owner-markers file. */
export const OWNERS_FILE = join(VOCABULARY_DIR, 'owners.json');

/** Where a marker word stands to make a figure its owner's. */
export type OwnerPlace = 'subject' | 'possessor' | 'of' | 'from';

const OwnerSchema = z.object({
  owner: z.string().min(1),
  words: z.array(z.string().min(1)).min(1),
  as: z.array(z.enum(['subject', 'possessor', 'of', 'from'])).min(1),
});
const OwnersFileSchema = z.object({ about: z.string().optional(), owners: z.array(OwnerSchema) });

export type OwnerMarker = z.infer<typeof OwnerSchema>;

const loaded = new Map<string, OwnerMarker[]>();

/** The markers of the shipped file plus those of `extraFiles` (a later file replaces an owner of the same name). */
export function loadOwnerMarkers(extraFiles: readonly string[] = []): OwnerMarker[] {
  const key = extraFiles.join('\0');
  const known = loaded.get(key);
  if (known) return known;
  const byOwner = new Map<string, OwnerMarker>();
  for (const file of [OWNERS_FILE, ...extraFiles]) for (const o of readVocabularyFile(file, OwnersFileSchema).owners) byOwner.set(o.owner, o);
  const out = [...byOwner.values()];
  loaded.set(key, out);
  return out;
}
