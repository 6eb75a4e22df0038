/**
 * Pure near-duplicate detection between resolved entities. Two entities are candidates only when
 * they share scope, type and first letter, carry the same numbers ("Rs 500 crore" never merges
 * with "Rs 600 crore") and are not a pair a user has unmerged. Names are then compared word by
 * word (after dropping "of", "the", ...), because whole-string similarity rewards shared prefixes
 * and would merge "net interest income" with "net interest margin" or "EBITDA" with "EBITDA margin":
 *  - the same words up to plurals and British/American spelling ("margins"/"margin",
 *    "utilisation"/"utilization"), or the same letters once spaces go ("Q1FY23"/"Q1 FY23"), or
 *    long words with Jaro-Winkler >= spellingThreshold: merged on spelling alone;
 *  - long words with JW in [embeddingCandidateThreshold, spellingThreshold): merged only when the
 *    names' embeddings have cosine >= embeddingMergeThreshold (the embedder confirms the meaning);
 *  - any other word difference (an extra word, a different word, a different short word such as
 *    "EBIT"/"EBITDA"): never merged.
 * The smaller entity (fewer mentions) merges into the bigger one, so merges point at the hub.
 * The three thresholds are the config section `resolve` (defaults 0.92, 0.85, 0.9).
 */
import { numbersIn } from '../../core/text/canonical.js';
import { jaroWinkler } from '../../core/text/similarity.js';
import type { ResolveConfig } from '../../core/config/config.js';
import { defaultConfig } from '../../core/config/shape.js';

const DEFAULTS: ResolveConfig = defaultConfig().resolve;
/** Words shorter than this must match exactly (up to plural): "ebit" vs "ebitda", "q1" vs "q2". */
export const MIN_FUZZY_WORD = 6;
/** Kept for callers that pre-filter keys: shorter keys are only merged on exact word matches. */
export const MIN_FUZZY_LENGTH = 3;

const SKIP_WORDS = new Set(['of', 'the', 'a', 'an', 'and', 'in', 'for', 'on', 'to', 'our', 'its', 'their']);

/** Plural and spelling-variant folding of one word. */
export function stemWord(w: string): string {
  return w
    .replace(/isation$/, 'ization').replace(/ise$/, 'ize').replace(/ised$/, 'ized')
    .replace(/our$/, 'or').replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
}

function words(key: string): string[] {
  return key.split(' ').filter((w) => w && !SKIP_WORDS.has(w));
}

/** How two canonical keys relate: the merge method they allow, with a score; null = keep apart. */
export function compareKeys(a: string, b: string, t: ResolveConfig = DEFAULTS): { kind: 'string' | 'embedding'; score: number } | null {
  if (a === b) return { kind: 'string', score: 1 };
  if (a.replace(/ /g, '') === b.replace(/ /g, '')) return { kind: 'string', score: 0.99 };
  const wa = words(a);
  const wb = words(b);
  if (wa.length !== wb.length || wa.length === 0) return null;
  let kind: 'string' | 'embedding' = 'string';
  let score = 1;
  for (let i = 0; i < wa.length; i++) {
    const x = wa[i]!;
    const y = wb[i]!;
    if (x === y) continue;
    if (stemWord(x) === stemWord(y)) {
      score = Math.min(score, 0.98);
      continue;
    }
    if (Math.min(x.length, y.length) < MIN_FUZZY_WORD) return null;
    const jw = jaroWinkler(x, y);
    if (jw < t.embeddingCandidateThreshold) return null;
    if (jw < t.spellingThreshold) kind = 'embedding';
    score = Math.min(score, jw);
  }
  return { kind, score };
}

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
  kind: 'string' | 'embedding';
  score: number;
}

/** Pairs worth merging on spelling, or worth asking the embedder about. */
export function candidatePairs(
  entities: readonly MergeCandidate[],
  blocked: ReadonlySet<string> = new Set(),
  t: ResolveConfig = DEFAULTS,
): CandidatePair[] {
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
    for (const [i, j] of comparableIndexPairs(list.map((e) => e.canonical))) {
      const a = list[i]!;
      const b = list[j]!;
      if (blocked.has(pairKey(a.id, b.id))) continue;
      const c = compareKeys(a.canonical, b.canonical, t);
      if (c) pairs.push({ a, b, ...c });
    }
  }
  return pairs;
}

/** An entity whose words offer more signatures than this is compared with its whole sub-block. */
const MAX_SIGNATURES = 32;

/**
 * The index pairs (i < j, in the order a loop over all pairs would visit them) of `keys` that
 * `compareKeys` could accept; every other pair it would reject. A block can hold hundreds of
 * global organisations at ×100, and comparing all pairs grows with the square of the corpus, so
 * pairs are found through two exact necessary conditions instead:
 *  - the same letters once spaces go (the only way keys of different word counts can match), or
 *  - the same number of content words and, at each position, words that share a "signature": a
 *    short word (< MIN_FUZZY_WORD) only matches a word with the same stem, so it offers its stem;
 *    a long word may match any long word by spelling, so it offers LONG, and also its stem when
 *    that stem is short enough for a short word to share it ("rallies" → "rally").
 */
export function comparableIndexPairs(keys: readonly string[]): [number, number][] {
  const found = new Set<number>();
  const n = keys.length;
  const add = (bucket: number[]): void => {
    for (let x = 0; x < bucket.length; x++) {
      for (let y = x + 1; y < bucket.length; y++) found.add(bucket[x]! * n + bucket[y]!);
    }
  };
  const byLetters = new Map<string, number[]>();
  const bySignature = new Map<string, number[]>();
  const wide = new Map<number, number[]>();
  const byCount = new Map<number, number[]>();
  keys.forEach((key, i) => {
    push(byLetters, key.replace(/ /g, ''), i);
    const ws = words(key);
    if (ws.length === 0) return;
    push(byCount, ws.length, i);
    const sigs = signatures(ws);
    if (sigs === null) push(wide, ws.length, i);
    else for (const sig of sigs) push(bySignature, `${ws.length}\u001f${sig}`, i);
  });
  for (const bucket of byLetters.values()) add(bucket);
  for (const bucket of bySignature.values()) add(bucket);
  for (const [count, list] of wide) {
    for (const i of list) for (const j of byCount.get(count)!) if (i !== j) found.add(Math.min(i, j) * n + Math.max(i, j));
  }
  return [...found].sort((x, y) => x - y).map((p) => [Math.floor(p / n), p % n]);
}

/** Every combination of the words' signatures (see comparableIndexPairs); null when too many. */
function signatures(ws: readonly string[]): string[] | null {
  let out = [''];
  for (const w of ws) {
    const stem = stemWord(w);
    const offers = w.length < MIN_FUZZY_WORD ? [stem] : stem.length < MIN_FUZZY_WORD ? ['\u0001', stem] : ['\u0001'];
    out = out.flatMap((prefix) => offers.map((o) => `${prefix}\u001e${o}`));
    if (out.length > MAX_SIGNATURES) return null;
  }
  return out;
}

function push<K>(map: Map<K, number[]>, key: K, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
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
export function decideMerges(
  pairs: readonly CandidatePair[],
  cosineOf: (a: string, b: string) => number | undefined,
  t: ResolveConfig = DEFAULTS,
): ProposedMerge[] {
  const scored: ProposedMerge[] = [];
  for (const p of pairs) {
    const [small, big] = p.a.mentions < p.b.mentions || (p.a.mentions === p.b.mentions && p.a.id > p.b.id) ? [p.a, p.b] : [p.b, p.a];
    if (p.kind === 'string') {
      scored.push({ fromId: small.id, intoId: big.id, method: 'string', score: p.score });
      continue;
    }
    const cos = cosineOf(p.a.id, p.b.id);
    if (cos !== undefined && cos >= t.embeddingMergeThreshold) {
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
