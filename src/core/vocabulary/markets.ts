/**
 * Markets as data (data/vocabulary/markets.json): the cue words a call's text shows its market by,
 * and that market's usual fiscal year end, used only when the call states no calendar of its own.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { escapeRegExp } from '../text/regexp.js';
import { readVocabularyFile, VOCABULARY_DIR, vocabularyDigest } from './data-file.js';

/** The shipped markets file. */
export const MARKETS_FILE = join(VOCABULARY_DIR, 'markets.json');

const MarketSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  cues: z.array(z.string().min(1)).min(1),
  minCues: z.number().int().min(1),
  fiscalYearEndMonth: z.number().int().min(1).max(12),
  note: z.string().optional(),
});
const MarketsFileSchema = z.object({ about: z.string().optional(), markets: z.array(MarketSchema) });

export type Market = z.infer<typeof MarketSchema>;

export interface CompiledMarket extends Market {
  patterns: RegExp[];
}

let shipped: CompiledMarket[] | null = null;

function compile(markets: readonly Market[]): CompiledMarket[] {
  return markets.map((m) => ({
    ...m,
    // A cue is a whole word, figures may follow it ("Rs.1,968", "INR117"); "₹" is matched as written.
    patterns: m.cues.map((c) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(c)}(?!\\p{L})`, 'u')),
  }));
}

/** The markets of the shipped file plus those of `extraFiles` (later files add to, or replace by id, earlier ones). */
const withExtra = new Map<string, CompiledMarket[]>();

export function loadMarkets(extraFiles: readonly string[] = []): CompiledMarket[] {
  if (extraFiles.length === 0 && shipped) return shipped;
  // Keyed by the files' contents too: a file edited while the process runs (a long-lived server, a test) is read again.
  const key = `${extraFiles.join('\0')}\0${vocabularyDigest(extraFiles)}`;
  const known = withExtra.get(key);
  if (known) return known;
  const byId = new Map<string, Market>();
  for (const file of [MARKETS_FILE, ...extraFiles]) {
    for (const m of readVocabularyFile(file, MarketsFileSchema).markets) byId.set(m.id, m);
  }
  const out = compile([...byId.values()]);
  if (extraFiles.length === 0) shipped = out;
  else withExtra.set(key, out);
  return out;
}

/** The one market whose cues the text shows (at least its `minCues` distinct cues), or null (none, or several). */
export function marketOf(text: string, markets: readonly CompiledMarket[] = loadMarkets()): Market | null {
  const hits = markets.filter((m) => m.patterns.filter((p) => p.test(text)).length >= m.minCues);
  return hits.length === 1 ? hits[0]! : null;
}
