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
import { mentionPages, mentionsOf, TRIPLET_PAGE_SIZE } from './triplet-pages.js';
import { companies, countUnresolved, revertedMerges, tripletMentions, writeResolution as storeResolution } from '../../core/store/sqlite/resolution.js';
import type { ResolutionWrite, Store } from '../../core/store/store.js';

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
  const size = deps.pageSize ?? TRIPLET_PAGE_SIZE;
  const source: ResolveSource = {
    companies: async () => companies(db),
    tripletMentions: async (afterKey, limit) => tripletMentions(db, afterKey, limit),
    revertedMerges: async () => revertedMerges(db),
    writeResolution: async (w) => storeResolution(db, w, size),
  };
  return resolveInStore(source, deps);
}

/** What resolution reads and writes: a `Store` (any of the two), or a SQLite connection wrapped as one. */
export type ResolveSource = Pick<Store, 'companies' | 'tripletMentions' | 'revertedMerges' | 'writeResolution'>;

/** Entity resolution through a store: the same computation whichever store holds the triplets. */
export async function resolveInStore(src: ResolveSource, deps: ResolveDeps = {}): Promise<ResolveResult> {
  const resolver = new EntityResolver(await src.companies());
  let triplets = 0;
  for await (const page of mentionPages(src, deps.pageSize ?? TRIPLET_PAGE_SIZE)) {
    for (const row of page) {
      const t = mentionsOf(row);
      resolver.resolve(t.head);
      resolver.resolve(t.object);
    }
    triplets += page.length;
  }
  const entities = resolver.entities();
  const blocked = new Set((await src.revertedMerges()).map((m) => pairKey(m.fromId, m.intoId)));
  const pairs = candidatePairs(entities, blocked, deps.thresholds);
  const vectors = deps.embedder ? await embedBorderline(entities, pairs, deps.embedder, deps.signal) : new Map<string, Float32Array>();
  const merges = decideMerges(pairs, (a, b) => {
    const va = vectors.get(a);
    const vb = vectors.get(b);
    return va && vb ? cosine(va, vb) : undefined;
  }, deps.thresholds);
  deps.signal?.throwIfAborted();
  await src.writeResolution(resolutionWrite(entities, (m) => resolver.idOf(m), merges));
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

function resolutionWrite(entities: readonly ResolvedEntity[], idOf: (m: Mention) => string, merges: readonly ProposedMerge[]): ResolutionWrite {
  const byId = new Map(entities.map((e) => [e.id, e]));
  return {
    entities: entities.map((e) => ({ ...e, aliases: [...e.aliases] })),
    idsOf: (t) => {
      const m = mentionsOf(t);
      return [idOf(m.head), idOf(m.object)];
    },
    merges: merges.map((m) => ({ fromId: m.fromId, intoId: m.intoId, method: m.method, score: m.score, fromCanonical: byId.get(m.fromId)?.canonical })),
    at: new Date().toISOString(),
  };
}
