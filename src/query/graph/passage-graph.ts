/**
 * The entity–passage graph: entities on one side, chunks (passages) on the other, an edge where a
 * passage names an entity (stored by the entities stage) or belongs to a call of a company (the
 * document's company, its subject). An edge's weight is how strongly the passage is about the
 * entity — times named (up to 3), three times that for its title or subject — times the entity's
 * specificity, log(1 + passages / passages naming it): "United States" ties many passages loosely,
 * "William Berke" a few tightly. Loaded from the store once per process (compressed rows, ppr.ts),
 * and walked with personalised PageRank from the entities a question names.
 */
import { cachedStatement, type Db } from '../../core/store/db.js';
import { allPassageEntities } from '../../core/store/sqlite/passage-entities.js';
import { entityKey } from '../../core/text/entity-mentions.js';
import { adjacency, personalisedPageRank, type Adjacency } from './ppr.js';

/** How much more a title or subject ties a passage to its entity than one mention. */
const ABOUT_WEIGHT = 3;
/** Mentions counted per passage at most. */
const MAX_COUNT = 3;
/**
 * The walk's restart probability: 0.3 lets it reach a named entity's passage and the passages of
 * the entities that passage names (two hops) before restarting.
 */
const RESTART = 0.3;
/** Longest name (in words) a question is matched on. */
const MAX_NAME_WORDS = 12;

export interface PassageGraph {
  /** Entity keys; entity i is node i. */
  readonly entities: readonly string[];
  /** A display name per entity. */
  readonly names: readonly string[];
  /** Chunk ids; chunk j is node entities.length + j. */
  readonly chunks: readonly string[];
  /** Chunk id → its index in `chunks`. */
  readonly chunkIndex: ReadonlyMap<string, number>;
  /** The document of each chunk. */
  readonly chunkDocs: readonly string[];
  /** Entity key (and company alias key) → entity index. */
  readonly byKey: ReadonlyMap<string, number>;
  /** Entities that are some passage's title or subject: the ones a bridge can lead to. */
  readonly about: ReadonlySet<number>;
  /** log(1 + passages / passages naming it), per entity. */
  readonly specificity: Float64Array;
  readonly adjacency: Adjacency;
}

interface DocRow {
  chunkId: string;
  docId: string;
  company: string | null;
  aliases: string | null;
}

/** Build the graph from the store's passage entities and the documents' companies. */
export function loadPassageGraph(db: Db): PassageGraph {
  const rows = allPassageEntities(db);
  const docs = cachedStatement(
    db,
    `SELECT c.id AS chunkId, c.doc_id AS docId, d.company, d.aliases FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.status = 'ok' ORDER BY c.seq`,
  ).all() as DocRow[];
  const byKey = new Map<string, number>();
  const entities: string[] = [];
  const names: string[] = [];
  const entityOf = (key: string, name: string): number => {
    let i = byKey.get(key);
    if (i === undefined) {
      i = entities.length;
      byKey.set(key, i);
      entities.push(key);
      names.push(name);
    }
    return i;
  };
  // Every chunk of a usable document is a node, in corpus order; a passage entity of any other is skipped.
  const chunkIndex = new Map<string, number>();
  const chunks = docs.map((d) => d.chunkId);
  const chunkDocs = docs.map((d) => d.docId);
  chunks.forEach((c, j) => chunkIndex.set(c, j));
  const from: number[] = [];
  const to: number[] = [];
  const strength: number[] = [];
  const about = new Set<number>();
  for (const r of rows) {
    const j = chunkIndex.get(r.chunkId);
    if (j === undefined) continue;
    const e = entityOf(r.entity, r.name);
    from.push(e);
    to.push(j);
    const aboutIt = r.role !== 'mention';
    if (aboutIt) about.add(e);
    strength.push(Math.min(r.count, MAX_COUNT) * (aboutIt ? ABOUT_WEIGHT : 1));
  }
  // A call's company is the subject of each of its passages; its aliases name the same entity.
  const aliasKeys = new Map<string, number>();
  docs.forEach((d, j) => {
    if (!d.company) return;
    const e = entityOf(entityKey(d.company), d.company);
    about.add(e);
    from.push(e);
    to.push(j);
    strength.push(ABOUT_WEIGHT);
    for (const a of parseAliases(d.aliases)) {
      const k = entityKey(a);
      if (k && !byKey.has(k)) aliasKeys.set(k, e);
    }
  });
  for (const [k, e] of aliasKeys) if (!byKey.has(k)) byKey.set(k, e);
  const passages = Math.max(1, chunks.length);
  const df = new Float64Array(entities.length);
  for (const e of from) df[e]!++;
  const specificity = df.map((n) => Math.log(1 + passages / Math.max(1, n)));
  const weight = Float32Array.from(strength, (s, i) => s * specificity[from[i]!]!);
  const n = entities.length;
  const g = adjacency(n + chunks.length, Int32Array.from(from), Int32Array.from(to, (j) => j + n), weight);
  return { entities, names, chunks, chunkIndex, chunkDocs, byKey, about, specificity, adjacency: g };
}

function parseAliases(raw: string | null): string[] {
  try {
    const v: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const QUESTION_TOKEN = /[\p{L}\p{M}\p{N}'’.\-&]+/gu;

/**
 * The entities a text names: the longest run of words starting at a capitalised word (or a digit)
 * whose key is an entity's, left to right without overlap ("the director of Last Tango in Paris"
 * → "last tango in paris"). A single capitalised word opening the text counts only when it is not
 * an ordinary word written capitalised because it comes first (its key is then a name only if it
 * is all capitals or has inner capitals).
 */
export function namedEntities(g: PassageGraph, text: string): number[] {
  const toks = [...text.matchAll(QUESTION_TOKEN)].map((m) => m[0]);
  const found: number[] = [];
  for (let i = 0; i < toks.length; ) {
    let taken = 0;
    if (/^(?:\p{Lu}|\d)/u.test(toks[i]!)) {
      for (let n = Math.min(MAX_NAME_WORDS, toks.length - i); n >= 1; n--) {
        if (n === 1 && i === 0 && /^\p{Lu}\p{Ll}+$/u.test(toks[0]!)) continue;
        const e = g.byKey.get(entityKey(toks.slice(i, i + n).join(' ')));
        if (e !== undefined) {
          if (!found.includes(e)) found.push(e);
          taken = n;
          break;
        }
      }
    }
    i += Math.max(1, taken);
  }
  return found;
}

export interface RankedPassage {
  chunkId: string;
  score: number;
}

/**
 * Passages ranked by PageRank personalised on the seed entities (weighted by their specificity)
 * and seed passages (the question's best lexical hits, weighted `passageSeedWeight` in all),
 * restricted to `keep` when given; at most `limit`.
 */
export function rankPassages(
  g: PassageGraph,
  seeds: { entities: readonly number[]; passages?: readonly string[]; passageSeedWeight?: number },
  limit: number,
  keep?: (chunk: number) => boolean,
): RankedPassage[] {
  const n = g.entities.length;
  const s = new Map<number, number>();
  let entityMass = 0;
  for (const e of seeds.entities) {
    s.set(e, g.specificity[e]!);
    entityMass += g.specificity[e]!;
  }
  const passages = seeds.passages ?? [];
  if (passages.length > 0) {
    const share = (seeds.passageSeedWeight ?? 0.5) * (entityMass > 0 ? entityMass : 1);
    passages.forEach((c, rank) => {
      const j = g.chunkIndex.get(c);
      if (j !== undefined) s.set(n + j, (s.get(n + j) ?? 0) + share / (passages.length * (1 + rank * 0.25)));
    });
  }
  const p = personalisedPageRank(g.adjacency, s, { alpha: RESTART });
  const out: RankedPassage[] = [];
  for (const [node, score] of p) {
    if (node < n) continue;
    if (keep && !keep(node - n)) continue;
    out.push({ chunkId: g.chunks[node - n]!, score });
  }
  out.sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : 1));
  return out.slice(0, limit);
}
