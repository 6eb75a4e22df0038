/**
 * Sectors as data (data/vocabulary/sectors.json): the words a question names a group of companies
 * by ("Which REITs ...", "utilities", "chipmakers"), and the words a call shows its own sector by —
 * how the company describes itself ("as a REIT", "our utility", "the Bank's") and the sector's
 * vocabulary ("FFO", "rate base", "net interest margin"). Read once; a user's files of the same shape
 * add sectors or replace shipped ones by id. Both sides use it: ingest reads a document's sectors
 * (src/pipeline/ingest/sector-cues.ts), scope detection reads a question's group words
 * (src/query/scope/sectors.ts).
 */
import { z } from 'zod';
import { readVocabularyFile, vocabularyDigest } from './data-file.js';
import { type PhraseMatcher, phraseMatcher } from './phrase-matcher.js';
import { isGroupWordPattern, SECTORS_FILE } from './sector-groups.js';

export { GROUP_NOUN, groupWordPatterns, SECTORS_FILE } from './sector-groups.js';

const regexSource = z.string().min(1).refine(isGroupWordPattern, 'not a valid regular expression');

const GroupWordsSchema = z.object({
  id: z.string().min(1),
  /** How answers name the group or sector ("Hotel REITs"); its id when not given. */
  name: z.string().min(1).optional(),
  groupWords: z.array(regexSource).min(1),
  /** Positions in `groupWords` of the patterns matched as written (case-sensitive). */
  groupWordsCased: z.array(z.number().int().min(0)).optional(),
});

/** A broader group ("financials"): its words and the sectors it gathers. */
const GroupSchema = GroupWordsSchema.extend({ members: z.array(z.string().min(1)).min(1) });

const SectorSchema = GroupWordsSchema.extend({
  groupWords: z.array(regexSource).default([]),
  selfDescriptions: z.array(z.string().min(1)).default([]),
  /** Phrases that start like a self-description but are not one ("our utility customers" of a contractor): read and not counted. */
  notSelf: z.array(z.string().min(1)).default([]),
  /**
   * The sector's vocabulary. None for a sector no call is read into (who owns a bank, what a maker
   * makes most of): its members are those the companies vocabulary or config puts in it.
   */
  cues: z.array(z.string().min(1)).default([]),
  /** Weighted cue occurrences per 1,000 weighted words a document needs. */
  minDensity: z.number().positive(),
  /** Different cues a document needs. */
  minDistinctCues: z.number().int().min(1),
  /** Self-descriptions that let a document qualify at `scoring.selfDensityRelief` × `minDensity`. */
  minSelf: z.number().int().min(1),
  /** Sectors a document of this sector is not also in (an NBFC is not a bank): the weaker of the two is dropped. */
  notWith: z.array(z.string().min(1)).default([]),
  /**
   * A narrower sector's broader ones ("hotels" within "travel" and "real estate"): a document is in
   * it when its own evidence qualifies and it is in one of these; it does not count towards
   * `scoring.maxSectors` and takes no part in choosing the broader sectors.
   */
  within: z.array(z.string().min(1)).default([]),
  /** Broad sectors a document of this narrower one is in as well ("hotel reits" are real estate, though hotels need not be). */
  alsoIn: z.array(z.string().min(1)).default([]),
  /**
   * A narrower sector read on its own evidence whatever the broad reading (a trade the broad
   * sectors do not tell apart: refiners, railcar makers, mortgage REITs): a document is in it when
   * its evidence qualifies and management describes the company by it at least `minSelf` times
   * ("our refineries", "our lease fleet"), with the broad sectors of `alsoIn`.
   */
  standalone: z.boolean().default(false),
  note: z.string().optional(),
});

const ScoringSchema = z.object({
  /** Weight of an analyst's question turn (management's replies weigh 1, the operator 0). */
  questionWeight: z.number().min(0).max(1),
  /** Score per `minSelf` self-descriptions, added to density / minDensity. */
  selfWeight: z.number().min(0),
  /** Fraction of `minDensity` enough for a document with `minSelf` self-descriptions. */
  selfDensityRelief: z.number().min(0).max(1),
  /** A second sector is kept only with a score at least this fraction of the first's. */
  secondRatio: z.number().min(0).max(1),
  maxSectors: z.number().int().min(1),
  /**
   * A document whose strongest broad sector is not clear keeps its strongest clear one only when that
   * scores at least this fraction of it (a barge operator that also sells oilfield equipment is not
   * read as oil & gas).
   */
  clearOverUnclear: z.number().min(0).max(1),
  /** Self-descriptions counted at most (a long call repeating "our stores" should not outweigh everything). */
  maxSelfCounted: z.number().int().min(1),
  /**
   * Self-descriptions a broad sector needs when more than one broad sector's evidence is clear: a
   * contractor whose call is full of its utility customers' words (rate cases, transmission,
   * storms) never says "our service territory". 0: none needed.
   */
  minSelfAmongSeveral: z.number().int().min(0).default(0),
});

const SectorsFileSchema = z.object({
  about: z.string().optional(),
  scoring: ScoringSchema.partial().optional(),
  groups: z.array(GroupSchema).default([]),
  sectors: z.array(SectorSchema).default([]),
});

export type SectorEntry = z.infer<typeof SectorSchema>;
export type SectorGroupEntry = z.infer<typeof GroupSchema>;
export type SectorScoring = z.infer<typeof ScoringSchema>;

/** One phrase of the vocabulary: which sector it belongs to and whether it is matched as written. */
export interface PhraseUse {
  /** The sector's position in `sectors`, or -1 for a phrase read only so that it is not counted. */
  sector: number;
  phrase: string;
  cased: boolean;
}

/** A phrase list compiled to one pass over a text (phrase-matcher.ts), and the uses of each lowercased phrase. */
export interface SectorPhrases {
  matcher: PhraseMatcher;
  uses: ReadonlyMap<string, readonly PhraseUse[]>;
}

export interface SectorVocabulary {
  scoring: SectorScoring;
  /** Broader groups ("consumer goods", "financials") with their group words. */
  groups: readonly SectorGroupEntry[];
  sectors: readonly SectorEntry[];
  /**
   * Self-descriptions and cues, one matcher for the broad sectors and one for the narrower ones
   * (`within`): a narrower sector's longer phrase ("drilling contractor") does not take the words
   * of a broad sector's ("drilling"), so the broad sectors read the same with or without them.
   */
  selfMatchers: readonly SectorPhrases[];
  cueMatchers: readonly SectorPhrases[];
}

const DEFAULT_SCORING: SectorScoring = { questionWeight: 0.5, selfWeight: 1, selfDensityRelief: 0.5, secondRatio: 0.75, maxSectors: 2, clearOverUnclear: 0.5, maxSelfCounted: 10, minSelfAmongSeveral: 0 };

function sectorPhrases(sectors: readonly SectorEntry[], pick: (s: SectorEntry) => readonly string[], ignore: (s: SectorEntry) => readonly string[] = () => []): SectorPhrases {
  const uses = new Map<string, PhraseUse[]>();
  sectors.forEach((s, i) => {
    for (const [raw, sector] of [...pick(s).map((p) => [p, i] as const), ...ignore(s).map((p) => [p, -1] as const)]) {
      const phrase = raw.replace(/[’‘]/g, "'").trim();
      const key = phrase.toLowerCase();
      const list = uses.get(key) ?? [];
      list.push({ sector, phrase, cased: phrase !== key });
      uses.set(key, list);
    }
  });
  // Longest first, so "same-store NOI" is read before "same-store"; phrases are whole words.
  return { matcher: phraseMatcher([...uses.keys()].sort((a, b) => b.length - a.length)), uses };
}

/**
 * A document's sectors less the standalone trades (`standalone`) and the broad sectors they alone
 * brought (`alsoIn`): the sectors its other evidence reads, as a call was read before standalone
 * trades (the metrics a call may state are those of these; a refiner's metrics are oil & gas's).
 */
export function sectorsBesideStandalone(sectors: readonly string[], vocabulary: SectorVocabulary = loadSectorVocabulary()): string[] {
  const entry = new Map(vocabulary.sectors.map((s) => [s.id, s]));
  const out: string[] = [];
  const brought = new Set<string>();
  for (const id of sectors) {
    const s = entry.get(id);
    if (s?.standalone) {
      for (const b of s.alsoIn) if (!out.includes(b)) brought.add(b);
    } else if (!brought.has(id)) out.push(id);
  }
  return out;
}

/**
 * A narrower sector: one `within` broader ones, or a standalone trade (`standalone`), which is read
 * on its own evidence and so never takes part in choosing a document's broad sectors, whether or
 * not the vocabulary has a broader sector to put it in (pump makers, tool makers, distributors).
 */
export const isNarrow = (s: Pick<SectorEntry, 'within' | 'standalone'>): boolean => s.within.length > 0 || s.standalone;

function compile(scoring: SectorScoring, groups: readonly SectorGroupEntry[], sectors: readonly SectorEntry[]): SectorVocabulary {
  return {
    scoring,
    groups,
    sectors,
    selfMatchers: [false, true].map((narrow) => sectorPhrases(sectors, (s) => (isNarrow(s) === narrow ? s.selfDescriptions : []), (s) => (isNarrow(s) === narrow ? s.notSelf : []))),
    cueMatchers: [false, true].map((narrow) => sectorPhrases(sectors, (s) => (isNarrow(s) === narrow ? s.cues : []))),
  };
}

let shipped: SectorVocabulary | null = null;

/**
 * The sectors of the shipped file plus those of `extraFiles` (later files add sectors and groups,
 * replace them by id, and may change `scoring`), compiled once for the shipped file alone.
 */
const withExtra = new Map<string, SectorVocabulary>();

export function loadSectorVocabulary(extraFiles: readonly string[] = []): SectorVocabulary {
  if (extraFiles.length === 0 && shipped) return shipped;
  // Keyed by the files' contents too: a file edited while the process runs (a long-lived server, a test) is read again.
  const key = `${extraFiles.join('\0')}\0${vocabularyDigest(extraFiles)}`;
  const known = withExtra.get(key);
  if (known) return known;
  let scoring: SectorScoring = { ...DEFAULT_SCORING };
  const groups = new Map<string, SectorGroupEntry>();
  const sectors = new Map<string, SectorEntry>();
  for (const file of [SECTORS_FILE, ...extraFiles]) {
    const parsed = readVocabularyFile(file, SectorsFileSchema);
    scoring = { ...scoring, ...parsed.scoring };
    for (const g of parsed.groups) groups.set(g.id.trim().toLowerCase(), { ...g, id: g.id.trim().toLowerCase() });
    for (const s of parsed.sectors) sectors.set(s.id.trim().toLowerCase(), { ...s, id: s.id.trim().toLowerCase() });
  }
  const out = compile(scoring, [...groups.values()], [...sectors.values()]);
  if (extraFiles.length === 0) shipped = out;
  else withExtra.set(key, out);
  return out;
}
