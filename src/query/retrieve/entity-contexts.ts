/**
 * Each entity's own contexts, for answering a comparison or a group question per entity: retrieved
 * in its company and period in the requested mode — also with the question in the call's terms
 * when it uses plain words — and, for a comparison, searched once more with the words the
 * entities' figure sentences share (shared-terms.ts). Whatever a retriever returns, only the
 * entity's own company and period are kept.
 */
import { HybridRagError } from '../../core/errors.js';
import { type Filters, periodFilters } from '../../core/domain.js';
import { type RetrieveOptions, retrieveContexts } from './contexts.js';
import type { RetrievalDeps } from './deps.js';
import { sharedTerms } from './shared-terms.js';
import { type Context, contextKey } from './types.js';

/** One company (and period) searched on its own: what a comparison's or group's part is retrieved with. */
export interface EntitySearch {
  company: string;
  quarter: string | null;
  year: string | null;
  /** How the answer names it; its words are no shared term. */
  label: string;
  /** The question searched for this entity. */
  query: string;
  /** `query` in the call's terms, searched too; null when it has none. */
  reworded: string | null;
}

/**
 * Every entity's contexts, in order; null for one whose period the workdir does not hold.
 * `comparison`: the entities are compared, so they are searched again with their shared words.
 */
export async function retrieveEntities(
  entities: readonly EntitySearch[],
  opts: RetrieveOptions,
  deps: RetrievalDeps,
  timing: { retrieve: number },
  comparison: boolean,
): Promise<(Context[] | null)[]> {
  const t0 = performance.now();
  const retrieved: (Context[] | null)[] = [];
  for (const e of entities) retrieved.push(await retrieveEntity(e, opts, deps));
  if (comparison) await retrieveShared(entities, retrieved, opts, deps);
  timing.retrieve += performance.now() - t0;
  return retrieved;
}

/** One entity's own contexts (with the question in the call's terms too); null when its period is not held. */
async function retrieveEntity(e: EntitySearch, opts: RetrieveOptions, deps: RetrievalDeps): Promise<Context[] | null> {
  try {
    const contexts = await retrieveOwn(e.query, e, opts, deps);
    return e.reworded ? mergeContexts(contexts, await retrieveOwn(e.reworded, e, opts, deps)) : contexts;
  } catch (err) {
    if (err instanceof HybridRagError && err.code === 'NO_MATCH') return null;
    throw err;
  }
}

/** The contexts `query` retrieves inside the entity's company and period, only its own kept. */
async function retrieveOwn(query: string, e: EntitySearch, opts: RetrieveOptions, deps: RetrievalDeps): Promise<Context[]> {
  const filters = { ...withoutEntityFilters(opts.filters), company: e.company, ...periodFilters(e) };
  return (await retrieveContexts(query, { ...opts, filters }, deps)).filter((c) => belongsTo(c, e));
}

/**
 * A comparison's entities searched again with the words their figures share (see shared-terms.ts):
 * "who is expanding its physical network faster" finds "branches" in both banks' chunks and then
 * each bank's branch count. The new contexts follow the first ones.
 */
async function retrieveShared(entities: readonly EntitySearch[], retrieved: (Context[] | null)[], opts: RetrieveOptions, deps: RetrievalDeps): Promise<void> {
  const found = entities.flatMap((e, i) => (retrieved[i] ? [{ e, i, contexts: retrieved[i] }] : []));
  const pools = found.map((f) => f.contexts.filter((c) => (c.kind ?? 'chunk') === 'chunk').map((c) => c.text));
  const words = await sharedTerms(pools, entities.map((e) => `${e.query} ${e.label}`).join('\n'), deps.lexical);
  if (words.length === 0) return;
  for (const f of found) retrieved[f.i] = mergeContexts(f.contexts, await retrieveOwn(`${f.e.query} ${words.join(' ')}`, f.e, opts, deps));
}

/** Is the context this entity's own evidence (its company, its period; never a kgar sub-question)? */
function belongsTo(c: Context, e: EntitySearch): boolean {
  if (c.kind === 'subquery' || c.company !== e.company) return false;
  return (!e.quarter || c.quarter === e.quarter) && (!e.year || c.year === e.year);
}

/** The first search's contexts, then the second's not already among them. */
function mergeContexts(first: readonly Context[], second: readonly Context[]): Context[] {
  const seen = new Set(first.map(contextKey));
  return [...first, ...second.filter((c) => !seen.has(contextKey(c)))];
}

/** The caller's filters without those that name a company or document: each entity names its own. */
function withoutEntityFilters(f: Filters | undefined): Filters {
  if (!f) return {};
  const { company: _c, ticker: _t, document: _d, ...rest } = f;
  return rest;
}
