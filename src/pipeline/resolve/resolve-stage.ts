/**
 * The resolve ingest stage: whenever triplets are unresolved (new or re-extracted chunks), rebuild
 * entities, aliases and merges from every stored triplet. A full rebuild keeps ids stable (they are
 * hashes of scope and canonical name), is fast (well under a second for the Nifty-50 graph) and
 * cannot drift the way incremental merging would. Merges a user reverted stay reverted: the
 * pair is blocked from merging again.
 *
 * Memory stays bounded by a page of triplets plus the entity index, never the whole triplet
 * table: a first pass reads the triplets page by page and only tallies entities (name, type,
 * mentions, aliases); the write pass reads them again page by page and recomputes each triplet's
 * ids, which depend only on the mention and the company list. The write pass is still one
 * transaction: entities, aliases, merges and triplet ids are only consistent as a whole, readers
 * (ask during an ingest) must never see triplets pointing at entities not yet written, and a
 * killed run must leave the old resolution with its unresolved triplets pending. SQLite spills a
 * large transaction's pages to the WAL, so its size costs disk, not memory.
 */
import type { IngestStage, StageContext, StageReport } from '../stage.js';
import type { Embedder } from '../../core/providers/types.js';
import type { Db } from '../../core/store/db.js';
import type { ResolveConfig } from '../../core/config/config.js';
import { EntityResolver, type Mention, type ResolvedEntity } from './entity-resolver.js';
import { candidatePairs, decideMerges, pairKey, type ProposedMerge } from './near-duplicates.js';
import { cosine } from '../../core/text/similarity.js';
import { tripletPages } from './triplet-pages.js';

/** Triplets without entity ids. */
export function countUnresolved(db: Db): number {
  return (db.prepare('SELECT count(*) AS n FROM triplets WHERE head_id IS NULL OR object_id IS NULL').get() as { n: number }).n;
}

export function resolveStage(): IngestStage {
  return {
    name: 'resolve',
    pending: countUnresolved,
    async run(ctx: StageContext): Promise<StageReport> {
      const started = Date.now();
      if (countUnresolved(ctx.db) === 0) return { stage: 'resolve', processed: 0, failed: 0, ms: 0 };
      const r = await resolveEntities(ctx.db, { embedder: ctx.provider.embedder(), signal: ctx.signal, thresholds: ctx.config.resolve });
      ctx.progress(r.triplets, r.triplets);
      return {
        stage: 'resolve', processed: r.triplets, failed: 0, ms: Date.now() - started,
        detail: { entities: r.entities, merges: r.merges, embeddingMerges: r.embeddingMerges },
      };
    },
  };
}

export interface ResolveResult {
  triplets: number;
  entities: number;
  merges: number;
  embeddingMerges: number;
}

/** Rebuild entities, aliases and merges from all triplets (read a page at a time), in one write transaction. */
export interface ResolveDeps {
  embedder?: Embedder;
  signal?: AbortSignal;
  pageSize?: number;
  /** Similarity thresholds (config section `resolve`); the defaults when omitted. */
  thresholds?: ResolveConfig;
}

export async function resolveEntities(db: Db, deps: ResolveDeps = {}): Promise<ResolveResult> {
  const companies = db
    .prepare(`SELECT company AS name, max(ticker) AS ticker FROM documents WHERE status = 'ok' AND company IS NOT NULL GROUP BY company ORDER BY company`)
    .all() as { name: string; ticker: string | null }[];
  const resolver = new EntityResolver(companies);
  let triplets = 0;
  for (const page of tripletPages(db, deps.pageSize)) {
    for (const t of page) {
      resolver.resolve(t.head);
      resolver.resolve(t.object);
    }
    triplets += page.length;
  }
  const entities = resolver.entities();
  const blocked = new Set(
    (db.prepare('SELECT from_id, into_id FROM merges WHERE reverted = 1').all() as { from_id: string; into_id: string }[]).map((m) =>
      pairKey(m.from_id, m.into_id),
    ),
  );
  const pairs = candidatePairs(entities, blocked, deps.thresholds);
  const vectors = deps.embedder ? await embedBorderline(entities, pairs, deps.embedder, deps.signal) : new Map<string, Float32Array>();
  const merges = decideMerges(pairs, (a, b) => {
    const va = vectors.get(a);
    const vb = vectors.get(b);
    return va && vb ? cosine(va, vb) : undefined;
  }, deps.thresholds);
  deps.signal?.throwIfAborted();
  writeResolution(db, entities, (m) => resolver.idOf(m), merges, deps.pageSize);
  return { triplets, entities: entities.length, merges: merges.length, embeddingMerges: merges.filter((m) => m.method === 'embedding').length };
}

/** Embed only the names in borderline pairs: the embedder confirms spelling-similar names mean the same. */
async function embedBorderline(
  entities: readonly ResolvedEntity[],
  pairs: ReturnType<typeof candidatePairs>,
  embedder: Embedder,
  signal?: AbortSignal,
): Promise<Map<string, Float32Array>> {
  const need = new Set<string>();
  for (const p of pairs) if (p.kind === 'embedding') need.add(p.a.id).add(p.b.id);
  if (need.size === 0) return new Map();
  const list = entities.filter((e) => need.has(e.id));
  const vecs = await embedder.embed(list.map((e) => e.name), { signal, stage: 'resolve' });
  return new Map(list.map((e, i) => [e.id, vecs[i]!]));
}

function writeResolution(
  db: Db,
  entities: readonly ResolvedEntity[],
  idOf: (m: Mention) => string,
  merges: readonly ProposedMerge[],
  pageSize?: number,
): void {
  const now = new Date().toISOString();
  const byId = new Map(entities.map((e) => [e.id, e]));
  db.transaction(() => {
    db.prepare('DELETE FROM aliases').run();
    db.prepare('DELETE FROM entities').run();
    db.prepare('DELETE FROM merges WHERE reverted = 0').run();
    const insE = db.prepare('INSERT INTO entities (id, name, canonical, type, scope, mentions, merged_into) VALUES (?, ?, ?, ?, ?, ?, NULL)');
    const insA = db.prepare('INSERT OR IGNORE INTO aliases (alias, entity_id, source) VALUES (?, ?, ?)');
    for (const e of entities) {
      insE.run(e.id, e.name, e.canonical, e.type, e.scope, e.mentions);
      for (const [alias, source] of e.aliases) insA.run(alias, e.id, source);
    }
    const upT = db.prepare('UPDATE triplets SET head_id = ?, object_id = ? WHERE rowid = ?');
    for (const page of tripletPages(db, pageSize)) {
      for (const t of page) upT.run(idOf(t.head), idOf(t.object), t.rowid);
    }
    const insM = db.prepare('INSERT INTO merges (from_id, into_id, method, score, reverted, at) VALUES (?, ?, ?, ?, 0, ?)');
    const setInto = db.prepare('UPDATE entities SET merged_into = ? WHERE id = ?');
    for (const m of merges) {
      insM.run(m.fromId, m.intoId, m.method, m.score, now);
      setInto.run(m.intoId, m.fromId);
      const from = byId.get(m.fromId);
      if (from) insA.run(from.canonical, m.intoId, 'merge');
    }
  })();
}
