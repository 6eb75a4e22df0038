/**
 * A document's sectors read from the document itself, so group questions ("Which REITs talked about
 * occupancy?") work over any company's calls, not only over the companies of a built-in table. Two
 * kinds of evidence, both from data/vocabulary/sectors.json:
 * - self-descriptions, how a company speaks of itself ("as a REIT", "our utility", "the Bank's"),
 *   counted in management's words only (the call's own cast of speakers, call-cast.ts) — an
 *   analyst asking about "your stores" says nothing of the company's own sector;
 * - the sector's vocabulary ("FFO", "rate base", "net interest margin"), counted per 1,000 words:
 *   management's replies in full, analysts' questions at a lower weight, the operator not at all.
 * Precision matters more than recall (a wrong sector puts a company into the wrong group), so a
 * document gets a sector only when the evidence is clear: usually one, sometimes two, none when
 * unclear. Pure.
 */
import { callCast } from '../../core/text/call-cast.js';
import { roleTurns, type TurnRole } from '../../core/text/turn-roles.js';
import { isNarrow, loadSectorVocabulary, type SectorPhrases, type SectorVocabulary } from '../../core/vocabulary/sectors.js';

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
  // Management's turns are replies whatever their words: prepared remarks handing over with a question too.
  for (const turn of roleTurns(clean, callCast([clean]))) {
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
  return sectorsOfEvidence(sectorEvidence(text, vocabulary), vocabulary);
}

/** The sectors `documentSectors` decides on a document's evidence (`sectorEvidence`, strongest first). */
export function sectorsOfEvidence(all: readonly SectorEvidence[], vocabulary: SectorVocabulary = loadSectorVocabulary()): string[] {
  return withStandalone(broadSectors(all, vocabulary), all, vocabulary);
}

/**
 * `out` and each standalone narrower sector (`standalone`) whose evidence qualifies with at least
 * `minSelf` of management's self-descriptions, whatever the broad reading: what the company says
 * of its own trade ("our refineries", "our lease fleet"), with the broad sectors it is also in.
 */
function withStandalone(out: string[], all: readonly SectorEvidence[], vocabulary: SectorVocabulary): string[] {
  const entry = new Map(vocabulary.sectors.map((s) => [s.id, s]));
  for (const e of all) {
    const s = entry.get(e.sector)!;
    if (!s.standalone || !e.qualifies || e.self < s.minSelf || out.includes(e.sector)) continue;
    out.push(e.sector, ...s.alsoIn.filter((b) => !out.includes(b)));
  }
  return out;
}

/** The broad sectors a document is in and the narrower ones within them. */
function broadSectors(all: readonly SectorEvidence[], vocabulary: SectorVocabulary): string[] {
  const narrow = new Map(vocabulary.sectors.map((s) => [s.id, isNarrow(s)]));
  const evidence = all.filter((e) => e.qualifies);
  const notWith = new Map(vocabulary.sectors.map((s) => [s.id, s.notWith]));
  const apart = (a: string, b: string) => notWith.get(a)!.includes(b) || notWith.get(b)!.includes(a);
  // Two broad readings declared apart (`notWith`) are one reading's alternatives (a device maker's
  // call full of hospitals and patients): the weaker is dropped before readings are counted.
  const broad = alternativesOnce(
    evidence.filter((e) => !narrow.get(e.sector)),
    apart,
  );
  // Of several broad readings, one its management does not describe itself by may be another's
  // words (a contractor's utility customers): it counts only with `minSelfAmongSeveral` of them.
  const qualified = broad.length > 1 ? broad.filter((e) => e.self >= vocabulary.scoring.minSelfAmongSeveral) : broad;
  const top = qualified[0];
  if (!top) return narrowOnly(all, vocabulary);
  // A stronger reading that is not clear makes the weaker clear one unclear too (a barge operator
  // that also sells oilfield equipment): no broad sector, so no narrower one either.
  const strongest = all.find((e) => !narrow.get(e.sector))!;
  if (!strongest.qualifies && top.score < strongest.score * vocabulary.scoring.clearOverUnclear) return [];
  const out: string[] = [];
  for (const e of qualified) {
    if (out.length >= vocabulary.scoring.maxSectors || e.score < top.score * vocabulary.scoring.secondRatio) break;
    if (!out.some((s) => apart(s, e.sector))) out.push(e.sector);
  }
  return withNarrower(out, evidence, vocabulary);
}

/** Readings (strongest first) without any that is declared apart from a stronger one kept. */
export function alternativesOnce(readings: readonly SectorEvidence[], apart: (a: string, b: string) => boolean): SectorEvidence[] {
  const kept: SectorEvidence[] = [];
  for (const e of readings) if (!kept.some((k) => apart(k.sector, e.sector))) kept.push(e);
  return kept;
}

/**
 * A document no broad sector's evidence is clear for, whose narrower sector's is: in the broad one
 * that reading is within when that is also the document's strongest broad reading (an investment
 * manager whose call is all funds, flows and fee rates and little else of capital markets).
 */
function narrowOnly(all: readonly SectorEvidence[], vocabulary: SectorVocabulary): string[] {
  const within = new Map(vocabulary.sectors.map((s) => [s.id, s.within]));
  const narrowIds = new Set(vocabulary.sectors.filter(isNarrow).map((s) => s.id));
  const strongest = all.find((e) => !narrowIds.has(e.sector));
  if (!strongest) return [];
  // A standalone trade (`standalone`) says nothing of the broad sector: it is read on its own (withStandalone).
  const standalone = new Set(vocabulary.sectors.filter((s) => s.standalone).map((s) => s.id));
  const narrow = all.filter((e) => e.qualifies && !standalone.has(e.sector) && within.get(e.sector)!.includes(strongest.sector));
  return narrow.length > 0 ? withNarrower([strongest.sector], all.filter((e) => e.qualifies), vocabulary) : [];
}

/**
 * `out` and each narrower sector whose evidence qualifies within one of them (a narrower one's
 * narrower ones too), with the broad sectors such a narrower one is also in (`alsoIn`).
 */
function withNarrower(out: string[], evidence: readonly SectorEvidence[], vocabulary: SectorVocabulary): string[] {
  const entry = new Map(vocabulary.sectors.map((s) => [s.id, s]));
  const narrower = evidence.filter((e) => isNarrow(entry.get(e.sector)!));
  for (let added = true; added; ) {
    added = false;
    for (const e of narrower) {
      const s = entry.get(e.sector)!;
      if (out.includes(e.sector) || !s.within.some((w) => out.includes(w))) continue;
      out.push(e.sector, ...s.alsoIn.filter((b) => !out.includes(b)));
      added = true;
    }
  }
  return out;
}
