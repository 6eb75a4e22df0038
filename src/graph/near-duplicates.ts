/**
 * Pure near-duplicate detection between resolved entities. Two entities are candidates only when
 * they share scope, type and first letter, carry the same numbers ("Rs 500 crore" never merges
 * with "Rs 600 crore") and are not a pair a user has unmerged. Then:
 *  - Jaro-Winkler of the canonical keys >= STRING_MERGE_THRESHOLD merges on spelling alone;
 *  - JW in [EMBEDDING_CANDIDATE_THRESHOLD, STRING_MERGE_THRESHOLD) merges only when the names'
 *    embeddings have cosine >= EMBEDDING_MERGE_THRESHOLD (the embedder confirms the meaning).
 * The smaller entity (fewer mentions) merges into the bigger one, so merges point at the hub.
 */
import { numbersIn } from './canonical.js';
import { jaroWinkler } from './similarity.js';

/** Spelling alone is enough ("infosys technologies" / "infosys technologies ltd" already equal). */
export const STRING_MERGE_THRESHOLD = 0.95;
/** Below this, never a candidate. */
export const EMBEDDING_CANDIDATE_THRESHOLD = 0.88;
/** Cosine of the two names' embeddings needed for a borderline pair. */
export const EMBEDDING_MERGE_THRESHOLD = 0.9;
/** Keys shorter than this are never fuzzy-merged: "q1" and "q2" differ by one letter but mean different things. */
export const MIN_FUZZY_LENGTH = 5;

export interface MergeCandidate {
  id: string;
  canonical: string;
  type: string;
  scope: string;
  mentions: number;
}

export interface ProposedMerge {
  fromId: string;
  intoId: string;
  method: 'string' | 'embedding';
  score: number;
}

export interface CandidatePair {
  a: MergeCandidate;
  b: MergeCandidate;
  jw: number;
}

/** Pairs worth comparing, with their Jaro-Winkler score (>= EMBEDDING_CANDIDATE_THRESHOLD). */
export function candidatePairs(entities: readonly MergeCandidate[], blocked: ReadonlySet<string> = new Set()): CandidatePair[] {
  const blocks = new Map<string, MergeCandidate[]>();
  for (const e of entities) {
    if (e.canonical.length < MIN_FUZZY_LENGTH) continue;
    const key = `${e.scope}\u001f${e.type}\u001f${e.canonical[0]}\u001f${numbersIn(e.canonical)}`;
    const list = blocks.get(key) ?? [];
    list.push(e);
    blocks.set(key, list);
  }
  const pairs: CandidatePair[] = [];
  for (const list of blocks.values()) {
    list.sort((x, y) => (x.canonical < y.canonical ? -1 : 1));
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        // Very different lengths cannot reach the thresholds; skip the quadratic work.
        if (Math.min(a.canonical.length, b.canonical.length) / Math.max(a.canonical.length, b.canonical.length) < 0.6) continue;
        if (blocked.has(pairKey(a.id, b.id))) continue;
        const jw = jaroWinkler(a.canonical, b.canonical);
        if (jw >= EMBEDDING_CANDIDATE_THRESHOLD) pairs.push({ a, b, jw });
      }
    }
  }
  return pairs;
}

/** Order-independent key of a pair of entity ids (for the blocked set of unmerged pairs). */
export function pairKey(x: string, y: string): string {
  return x < y ? `${x}|${y}` : `${y}|${x}`;
}

/**
 * Decide merges from scored pairs. `cosineOf` gives the embedding similarity of a borderline pair
 * (or undefined when no embedding is available: such pairs stay apart).
 * Merges are applied greedily from the best score down, each entity merged at most once, and
 * always into a root that is not itself merged, so chains stay one step deep.
 */
export function decideMerges(pairs: readonly CandidatePair[], cosineOf: (a: string, b: string) => number | undefined): ProposedMerge[] {
  const scored: ProposedMerge[] = [];
  for (const p of pairs) {
    const [small, big] = p.a.mentions < p.b.mentions || (p.a.mentions === p.b.mentions && p.a.id > p.b.id) ? [p.a, p.b] : [p.b, p.a];
    if (p.jw >= STRING_MERGE_THRESHOLD) {
      scored.push({ fromId: small.id, intoId: big.id, method: 'string', score: p.jw });
      continue;
    }
    const cos = cosineOf(p.a.id, p.b.id);
    if (cos !== undefined && cos >= EMBEDDING_MERGE_THRESHOLD) {
      scored.push({ fromId: small.id, intoId: big.id, method: 'embedding', score: cos });
    }
  }
  scored.sort((x, y) => y.score - x.score || (x.fromId < y.fromId ? -1 : 1));
  const mergedAway = new Set<string>();
  const isTarget = new Set<string>();
  const out: ProposedMerge[] = [];
  for (const m of scored) {
    if (mergedAway.has(m.fromId) || mergedAway.has(m.intoId) || isTarget.has(m.fromId)) continue;
    mergedAway.add(m.fromId);
    isTarget.add(m.intoId);
    out.push(m);
  }
  return out;
}
