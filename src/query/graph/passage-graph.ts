/**
 * The entity–passage graph: entities on one side, chunks (passages) on the other, an edge where a
 * passage names an entity (stored by the entities stage) or belongs to a call of a company (the
 * document's company, its subject; the company's aliases name the same entity; a longer name ending
 * in an entity's title names that entity too: "Governor Jerry Brown"). An edge's weight
 * is how strongly the passage is about the entity — times named (up to 3), three times that for
 * its title or subject — times the entity's specificity, log(1 + passages / passages naming it):
 * "United States" ties many passages loosely, "William Berke" a few tightly.
 *
 * The graph is never loaded whole: the walk (personalised PageRank, ppr.ts) reads a node's edges
 * from the store's indexes when it reaches the node, so a cold `ask` costs the question's
 * neighbourhood, not the corpus. What it reads is kept in bounded memos for the process.
 */
import { Lru } from '../../core/lru.js';
import type { Db } from '../../core/store/db.js';
import { cachedStatement } from '../../core/store/statements.js';
import { entityKey } from '../../core/text/entity-mentions.js';
import { personalisedPageRank, type Edges } from './ppr.js';
import { stringList } from '../../core/util/string-list.js';

/** How much more a title or subject ties a passage to its entity than one mention. */
const ABOUT_WEIGHT = 3;
/** Mentions counted per passage at most. */
const MAX_COUNT = 3;
/** Longest name (in words) a question is matched on. */
const MAX_NAME_WORDS = 12;
/**
 * The walk's restart probability: 0.3 lets it reach a named entity's passage and the passages of
 * the entities that passage names (two hops) before restarting.
 */
const RESTART = 0.3;
/**
 * Residual mass per unit of degree below which a node is not pushed. At 3e-4 a passage (degree
 * ten) needs 3e-3 and an entity 3e-4 per passage naming it, so hubs ("Q1", "EBITDA" on ten copies
 * of the calls) are rarely expanded; the 2Wiki and Nifty-50 sets rank the same passages as with
 * a threshold ten times finer, at a seventh of the cost on the ×10 corpus.
 */
const RESIDUAL = 3e-4;
/** The degree the walk assumes of a passage before reading it (passages name about ten entities). */
const PASSAGE_DEGREE = 10;
/** Memo sizes (entities and nodes whose edges were read). */
const MEMO = 20_000;

/** A walk node: an entity ("e" + key) or a passage ("p" + chunk id). */
export type WalkNode = string;
export const entityNode = (key: string): WalkNode => `e${key}`;
export const passageNode = (chunkId: string): WalkNode => `p${chunkId}`;
const isPassage = (n: WalkNode): boolean => n.startsWith('p');

export interface EntityInfo {
  key: string;
  /** A display name (the first spelling stored, or the company's name). */
  name: string;
  /** Passages naming it or, for a company, belonging to its calls. */
  passages: number;
  /** Is it some passage's title or subject: an entity a bridge can lead to? */
  about: boolean;
  specificity: number;
}

interface CompanyDocs {
  name: string;
  docIds: string[];
}

export class PassageGraph {
  private readonly entities = new Lru<string, EntityInfo | null>(MEMO);
  private readonly entityEdgesOf = new Lru<WalkNode, Edges<WalkNode>>(MEMO);
  private readonly docs = new Lru<string, string | null>(MEMO * 5);
  private readonly aboutIn = new Lru<string, readonly string[]>(MEMO);
  private readonly passages = new Lru<string, { edges: Edges<WalkNode>; own: ReadonlySet<string> }>(MEMO);
  private readonly suffixes = new Lru<string, EntityInfo | null>(MEMO);
  private total: number | undefined;
  private companyMap: { byKey: Map<string, CompanyDocs>; byDoc: Map<string, string>; stale: Set<string> } | undefined;

  constructor(private readonly db: Db) {}

  /** Usable passages in the store. */
  passageCount(): number {
    this.total ??= cachedStatement(this.db, `SELECT count(*) FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.status = 'ok'`).pluck().get() as number;
    return Math.max(1, this.total);
  }

  /** The companies of the stored calls by key (their aliases' keys too), and each document's company key. */
  private companies(): { byKey: Map<string, CompanyDocs>; byDoc: Map<string, string>; stale: Set<string> } {
    if (this.companyMap) return this.companyMap;
    // Documents whose file now fails keep their rows but are not walked.
    const stale = new Set(cachedStatement(this.db, `SELECT id FROM documents WHERE status <> 'ok'`).pluck().all() as string[]);
    const rows = cachedStatement(this.db, `SELECT id, company, aliases FROM documents WHERE status = 'ok' AND company IS NOT NULL ORDER BY id`).all() as {
      id: string; company: string; aliases: string | null;
    }[];
    const byKey = new Map<string, CompanyDocs>();
    const byDoc = new Map<string, string>();
    for (const r of rows) {
      const key = entityKey(r.company);
      let c = byKey.get(key);
      if (!c) byKey.set(key, (c = { name: r.company, docIds: [] }));
      c.docIds.push(r.id);
      byDoc.set(r.id, key);
    }
    const aliases = new Map<string, string>();
    for (const r of rows) for (const a of stringList(r.aliases)) aliases.set(entityKey(a), entityKey(r.company));
    for (const [alias, key] of aliases) if (!byKey.has(alias)) byKey.set(alias, byKey.get(key)!);
    this.companyMap = { byKey, byDoc, stale };
    return this.companyMap;
  }

  /** The entity a key names (a company's alias names the company), or undefined. */
  entity(key: string): EntityInfo | undefined {
    return (
      this.entities.get(key, () => {
        const company = this.companies().byKey.get(key);
        const canonical = company ? entityKey(company.name) : key;
        const row = cachedStatement(
          this.db,
          `SELECT min(name) AS name, count(*) AS n, max(role <> 'mention') AS about FROM passage_entities WHERE entity = ?`,
        ).get(canonical) as { name: string | null; n: number; about: number | null };
        const companyPassages = company
          ? (cachedStatement(this.db, `SELECT count(*) FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?))`).pluck().get(JSON.stringify(company.docIds)) as number)
          : 0;
        const passages = row.n + companyPassages;
        if (passages === 0) return null;
        return {
          key: canonical,
          name: company?.name ?? row.name ?? canonical,
          passages,
          about: !!company || row.about === 1,
          specificity: Math.log(1 + this.passageCount() / passages),
        };
      }) ?? undefined
    );
  }

  /** The documents holding passages the entity is the title or subject of (a company: its calls). */
  aboutDocs(key: string): readonly string[] {
    return this.aboutIn.get(key, () => {
      const company = this.companies().byKey.get(key);
      if (company) return company.docIds;
      return cachedStatement(this.db, `SELECT DISTINCT doc_id FROM passage_entities WHERE entity = ? AND role <> 'mention' ORDER BY doc_id`)
        .pluck()
        .all(key) as string[];
    });
  }

  /** A node's weighted edges, read from the store on first need. */
  edges(node: WalkNode): Edges<WalkNode> {
    return isPassage(node) ? this.passage(node.slice(1)).edges : this.entityEdgesOf.get(node, () => this.entityEdges(node.slice(1)));
  }

  private entityEdges(key: string): Edges<WalkNode> {
    const e = this.entity(key);
    if (!e) return { nodes: [], weights: [] };
    const weight = new Map<WalkNode, number>();
    const rows = cachedStatement(
      this.db,
      `SELECT chunk_id AS chunkId, doc_id AS docId, role, count FROM passage_entities WHERE entity = ? ORDER BY chunk_id`,
    ).all(e.key) as { chunkId: string; docId: string; role: string; count: number }[];
    const stale = this.companies().stale;
    for (const r of rows) {
      if (stale.has(r.docId)) continue;
      this.docs.get(r.chunkId, () => r.docId);
      const n = passageNode(r.chunkId);
      weight.set(n, (weight.get(n) ?? 0) + strengthOf(r.role, r.count) * e.specificity);
    }
    const company = this.companies().byKey.get(e.key);
    if (company) {
      const chunks = cachedStatement(this.db, `SELECT id, doc_id AS docId FROM chunks WHERE doc_id IN (SELECT value FROM json_each(?)) ORDER BY id`).all(
        JSON.stringify(company.docIds),
      ) as { id: string; docId: string }[];
      for (const c of chunks) {
        this.docs.get(c.id, () => c.docId);
        const n = passageNode(c.id);
        weight.set(n, (weight.get(n) ?? 0) + ABOUT_WEIGHT * e.specificity);
      }
    }
    return { nodes: [...weight.keys()], weights: [...weight.values()] };
  }

  /** The entities a passage is about (its title or subject, its call's company): its own, not ones it leads to. */
  ownEntities(chunkId: string): ReadonlySet<string> {
    return this.passage(chunkId).own;
  }

  /** A passage's weighted edges and its own entities, from one read of the entities it names. */
  private passage(chunkId: string): { edges: Edges<WalkNode>; own: ReadonlySet<string> } {
    return this.passages.get(chunkId, () => {
      const weight = new Map<WalkNode, number>();
      const own = new Set<string>();
      const rows = cachedStatement(this.db, `SELECT entity, role, count FROM passage_entities WHERE chunk_id = ? ORDER BY entity`).all(chunkId) as {
        entity: string; role: string; count: number;
      }[];
      for (const r of rows) {
        const e = this.entity(r.entity);
        if (!e) continue;
        if (r.role !== 'mention') own.add(e.key);
        const n = entityNode(e.key);
        weight.set(n, (weight.get(n) ?? 0) + strengthOf(r.role, r.count) * e.specificity);
        // "Governor Jerry Brown" names Jerry Brown, whose passage it is.
        const about = this.aboutEntity(e);
        if (about && about !== e) {
          const a = entityNode(about.key);
          weight.set(a, (weight.get(a) ?? 0) + strengthOf(r.role, r.count) * about.specificity);
        }
      }
      const doc = this.docOf(chunkId);
      const companyKey = doc === null ? undefined : this.companies().byDoc.get(doc);
      const company = companyKey === undefined ? undefined : this.entity(companyKey);
      if (company) {
        own.add(company.key);
        const n = entityNode(company.key);
        weight.set(n, (weight.get(n) ?? 0) + ABOUT_WEIGHT * company.specificity);
      }
      return { edges: { nodes: [...weight.keys()], weights: [...weight.values()] }, own };
    });
  }

  /**
   * The entity with passages of its own that a name stands for: itself, or the longest of its
   * trailing word runs that is one ("Governor Jerry Brown" → Jerry Brown, whose passage it is).
   */
  aboutEntity(e: EntityInfo): EntityInfo | undefined {
    if (e.about) return e;
    return (
      this.suffixes.get(e.key, () => {
        const words = e.key.split(' ');
        for (let i = 1; i <= words.length - 2; i++) {
          const s = this.entity(words.slice(i).join(' '));
          if (s?.about) return s;
        }
        return null;
      }) ?? undefined
    );
  }

  /** The document of a chunk (null when it is not stored). */
  docOf(chunkId: string): string | null {
    return this.docs.get(chunkId, () => (cachedStatement(this.db, 'SELECT doc_id FROM chunks WHERE id = ?').pluck().get(chunkId) as string | undefined) ?? null);
  }
}

const strengthOf = (role: string, count: number): number => Math.min(count, MAX_COUNT) * (role === 'mention' ? 1 : ABOUT_WEIGHT);


const QUESTION_TOKEN = /[\p{L}\p{M}\p{N}'’.\-&]+/gu;

/**
 * The entities a text names: the longest run of words starting at a capitalised word (or a digit)
 * whose key is an entity's, left to right without overlap ("the director of Last Tango in Paris"
 * → "last tango in paris"). A text's first word alone, capitalised because it comes first, names
 * nothing unless it is all capitals or has inner capitals.
 */
export function namedEntities(g: PassageGraph, text: string): EntityInfo[] {
  const toks = [...text.matchAll(QUESTION_TOKEN)].map((m) => m[0]);
  const found = new Map<string, EntityInfo>();
  for (let i = 0; i < toks.length; ) {
    let taken = 0;
    if (/^(?:\p{Lu}|\d)/u.test(toks[i]!)) {
      for (let n = Math.min(MAX_NAME_WORDS, toks.length - i); n >= 1; n--) {
        if (n === 1 && i === 0 && /^\p{Lu}\p{Ll}+$/u.test(toks[0]!)) continue;
        const key = entityKey(toks.slice(i, i + n).join(' '));
        const e = key ? g.entity(key) : undefined;
        if (e) {
          if (!found.has(e.key)) found.set(e.key, e);
          taken = n;
          break;
        }
      }
    }
    i += Math.max(1, taken);
  }
  return [...found.values()];
}

export interface RankedPassage {
  chunkId: string;
  score: number;
}

/**
 * Passages ranked by PageRank personalised on the seed entities (weighted by their specificity)
 * and seed passages (search hits, `passageSeedWeight` of the entities' mass in all, or the whole
 * mass without entities), restricted to `keep` (a chunk's document) when given; at most `limit`.
 */
export function rankPassages(
  g: PassageGraph,
  seeds: { entities: readonly EntityInfo[]; passages?: readonly string[]; passageSeedWeight?: number },
  limit: number,
  keep?: (docId: string) => boolean,
): RankedPassage[] {
  const s = new Map<WalkNode, number>();
  let entityMass = 0;
  for (const e of seeds.entities) {
    s.set(entityNode(e.key), e.specificity);
    entityMass += e.specificity;
  }
  const passages = seeds.passages ?? [];
  const share = entityMass > 0 ? (seeds.passageSeedWeight ?? 0.5) * entityMass : 1;
  passages.forEach((c, rank) => {
    const n = passageNode(c);
    s.set(n, (s.get(n) ?? 0) + share / (passages.length * (1 + rank * 0.25)));
  });
  const p = personalisedPageRank((n: WalkNode) => g.edges(n), s, {
    alpha: RESTART,
    epsilon: RESIDUAL,
    // An entity's degree is its passage count (known without reading its edges); a passage names some ten.
    degree: (n) => (isPassage(n) ? PASSAGE_DEGREE : (g.entity(n.slice(1))?.passages ?? 1)),
  });
  const out: RankedPassage[] = [];
  for (const [node, score] of p) {
    if (!isPassage(node)) continue;
    const chunkId = node.slice(1);
    if (keep) {
      const doc = g.docOf(chunkId);
      if (doc === null || !keep(doc)) continue;
    }
    out.push({ chunkId, score });
  }
  out.sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : 1));
  return out.slice(0, limit);
}

/**
 * The bridges a hop's passages lead to: entities they mention that are the title or subject of
 * passages of their own (the film's passage names its director, who has a passage), and the own
 * title or subject of the passages `ownLeads` accepts (one the walk reached in a document not yet
 * returned: the director's own passage); not in `visited`, where `leads` says their passages may be
 * followed, ranked by the passage's score times the entity's specificity.
 */
export function bridgesOf(
  g: PassageGraph,
  passages: readonly RankedPassage[],
  visited: ReadonlySet<string>,
  max: number,
  opts: { leads?: (e: EntityInfo) => boolean; ownLeads?: (chunkId: string) => boolean } = {},
): EntityInfo[] {
  const score = new Map<string, { e: EntityInfo; s: number }>();
  const leading = new Map<string, boolean>();
  const none: ReadonlySet<string> = new Set();
  for (const p of passages) {
    const own = opts.ownLeads?.(p.chunkId) ? none : g.ownEntities(p.chunkId);
    for (const n of g.edges(passageNode(p.chunkId)).nodes) {
      const named = g.entity(n.slice(1));
      const e = named && g.aboutEntity(named);
      if (!e || visited.has(e.key) || own.has(e.key)) continue;
      if (!leading.has(e.key)) leading.set(e.key, opts.leads?.(e) ?? true);
      if (!leading.get(e.key)) continue;
      const s = p.score * e.specificity;
      if ((score.get(e.key)?.s ?? -1) < s) score.set(e.key, { e, s });
    }
  }
  return [...score.values()].sort((x, y) => y.s - x.s || (x.e.key < y.e.key ? -1 : 1)).slice(0, max).map((x) => x.e);
}
