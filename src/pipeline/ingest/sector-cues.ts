/**
 * A document's sectors read from the document itself, so group questions ("Which REITs talked about
 * occupancy?") work over any company's calls, not only over the companies of a built-in table. Two
 * kinds of evidence, both from data/vocabulary/sectors.json:
 * - self-descriptions, how a company speaks of itself ("as a REIT", "our utility", "the Bank's"),
 *   counted in management's words only — an analyst asking about "your stores" says nothing of
 *   the company's own sector;
 * - the sector's vocabulary ("FFO", "rate base", "net interest margin"), counted per 1,000 words:
 *   management's replies in full, analysts' questions at a lower weight, the operator not at all.
 * Precision matters more than recall (a wrong sector puts a company into the wrong group), so a
 * document gets a sector only when the evidence is clear: usually one, sometimes two, none when
 * unclear. Pure.
 */
import { roleTurns, type TurnRole } from '../../core/text/turn-roles.js';
import { loadSectorVocabulary, type SectorPhrases, type SectorVocabulary } from '../../core/vocabulary/sectors.js';

export { loadSectorVocabulary, type SectorVocabulary } from '../../core/vocabulary/sectors.js';

/** The evidence for one sector in one document (what documentSectors decides on; the bench prints it). */
export interface SectorEvidence {
  sector: string;
  /** Self-descriptions in management's words. */
  self: number;
  /** Weighted cue occurrences per 1,000 weighted words. */
  density: number;
  /** Different cues that occur. */
  distinct: number;
  qualifies: boolean;
  score: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu;

function roleWeight(role: TurnRole, questionWeight: number): number {
  return role === 'reply' ? 1 : role === 'question' ? questionWeight : 0;
}

/** Counts, per sector, of a list's phrases in `text`, each occurrence weighted `weight`; distinct phrases into `seen`. */
function countPhrases(text: string, phrases: SectorPhrases, weight: number, counts: number[], seen: Array<Set<string>> | null): void {
  for (const match of phrases.matcher.matches(text)) {
    const written = match.replace(/\s+/g, ' ');
    for (const use of phrases.uses.get(written.toLowerCase()) ?? []) {
      if (use.sector < 0 || (use.cased && written !== use.phrase)) continue;
      counts[use.sector]! += weight;
      if (seen) seen[use.sector]!.add(use.phrase.toLowerCase());
    }
  }
}

/** The evidence for every sector of the vocabulary in a document's text, strongest first. */
export function sectorEvidence(text: string, vocabulary: SectorVocabulary = loadSectorVocabulary()): SectorEvidence[] {
  const { scoring, sectors } = vocabulary;
  const clean = text.replace(/[’‘]/g, "'");
  const self = sectors.map(() => 0);
  const cues = sectors.map(() => 0);
  const seen = sectors.map(() => new Set<string>());
  let words = 0;
  for (const turn of roleTurns(clean)) {
    const weight = roleWeight(turn.role, scoring.questionWeight);
    if (weight === 0) continue;
    words += weight * (turn.text.match(WORD)?.length ?? 0);
    for (const phrases of vocabulary.cueMatchers) countPhrases(turn.text, phrases, weight, cues, seen);
    if (turn.role === 'reply') for (const phrases of vocabulary.selfMatchers) countPhrases(turn.text, phrases, 1, self, null);
  }
  const perThousand = words > 0 ? 1000 / words : 0;
  return sectors
    .map((s, i) => {
      const density = cues[i]! * perThousand;
      const selfCount = Math.min(self[i]!, scoring.maxSelfCounted);
      const distinct = seen[i]!.size;
      const needed = selfCount >= s.minSelf ? s.minDensity * scoring.selfDensityRelief : s.minDensity;
      const qualifies = distinct >= s.minDistinctCues && density >= needed;
      const score = density / s.minDensity + (scoring.selfWeight * selfCount) / s.minSelf;
      return { sector: s.id, self: self[i]!, density: Math.round(density * 10) / 10, distinct, qualifies, score: Math.round(score * 100) / 100 };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The sectors a document clearly belongs to, strongest first (ids of data/vocabulary/sectors.json
 * and of `vocabulary`'s extra files): the strongest qualifying sector, and the next ones only when
 * they score at least `scoring.secondRatio` of it; then each narrower sector (`within`) whose own
 * evidence qualifies, within one of those; [] when no sector's evidence is clear.
 */
export function documentSectors(text: string, vocabulary: SectorVocabulary = loadSectorVocabulary()): string[] {
  const within = new Map(vocabulary.sectors.map((s) => [s.id, s.within]));
  const evidence = sectorEvidence(text, vocabulary).filter((e) => e.qualifies);
  const qualified = evidence.filter((e) => within.get(e.sector)!.length === 0);
  const top = qualified[0];
  if (!top) return [];
  const notWith = new Map(vocabulary.sectors.map((s) => [s.id, s.notWith]));
  const apart = (a: string, b: string) => notWith.get(a)!.includes(b) || notWith.get(b)!.includes(a);
  const out: string[] = [];
  for (const e of qualified) {
    if (out.length >= vocabulary.scoring.maxSectors || e.score < top.score * vocabulary.scoring.secondRatio) break;
    if (!out.some((s) => apart(s, e.sector))) out.push(e.sector);
  }
  // Narrower sectors, each within one the document is in (a narrower one's narrower ones too).
  const narrower = evidence.filter((e) => within.get(e.sector)!.length > 0);
  for (let added = true; added; ) {
    added = false;
    for (const e of narrower) {
      if (out.includes(e.sector) || !within.get(e.sector)!.some((s) => out.includes(s))) continue;
      out.push(e.sector);
      added = true;
    }
  }
  return out;
}
