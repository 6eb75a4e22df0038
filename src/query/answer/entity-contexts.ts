/**
 * Each entity's own contexts, for answering a comparison or a group question per entity
 * (multi.ts): retrieved in its company and period in the requested mode — also with the question
 * in the call's terms when it uses plain words — and, for a comparison, searched once more with
 * the words the entities' figure sentences share (shared-terms.ts). Whatever a retriever returns,
 * only the entity's own company and period are kept.
 */
import { HybridRagError } from '../../core/errors.js';
import type { Context } from '../retrieve/types.js';
import { retrieveContexts } from '../retrieve/contexts.js';
import type { AskDeps, AskOptions } from './ask-types.js';
import { contextKey, type PartDraft } from './compose.js';
import { periodLabel } from '../../core/domain.js';
import { type Entity, periodFilters } from '../plan/parts.js';
import { sharedTerms } from './shared-terms.js';

/**
 * Every entity's contexts, in order; a period the workdir does not hold is a not-found part.
 * `comparison`: the entities are compared, so they are searched again with their shared words.
 */
export async function retrieveEntities(
  entities: readonly Entity[],
  opts: AskOptions,
  deps: AskDeps,
  timing: { retrieve: number },
  comparison: boolean,
): Promise<(Context[] | PartDraft)[]> {
  const retrieved: (Context[] | PartDraft)[] = [];
  for (const e of entities) retrieved.push(await retrieveEntity(e, opts, deps, timing));
  if (comparison) await retrieveShared(entities, retrieved, opts, deps, timing);
  return retrieved;
}

/**
 * Retrieve one entity's own contexts (with the question in the call's terms too, when it uses plain
 * words). Only the entity's own company (and period) is kept, whatever the retriever returned; a
 * period the workdir does not hold is a not-found part.
 */
async function retrieveEntity(e: Entity, opts: AskOptions, deps: AskDeps, timing: { retrieve: number }): Promise<Context[] | PartDraft> {
  const t0 = performance.now();
  const { reworded } = e;
  try {
    const contexts = await retrieveOwn(e.query, e, opts, deps);
    if (!reworded) return contexts;
    return mergeContexts(contexts, await retrieveOwn(reworded, e, opts, deps));
  } catch (err) {
    if (!(err instanceof HybridRagError) || err.code !== 'NO_MATCH') throw err;
    const when = periodLabel(e);
    return { company: e.company, quarter: e.quarter, year: e.year, contexts: [], found: false, text: `no ${when ? `${when} ` : ''}transcript in the workdir.` };
  } finally {
    timing.retrieve += performance.now() - t0;
  }
}

/** The contexts `query` retrieves inside the entity's company and period, only its own kept. */
async function retrieveOwn(query: string, e: Entity, opts: AskOptions, deps: AskDeps): Promise<Context[]> {
  const filters = { ...withoutEntityFilters(opts.filters), company: e.company, ...periodFilters(e) };
  return (await retrieveContexts(query, { ...opts, filters }, deps)).filter((c) => belongsTo(c, e));
}

/**
 * A comparison's entities searched again with the words their figures share (see shared-terms.ts):
 * "who is expanding its physical network faster" finds "branches" in both banks' chunks and then
 * each bank's branch count. The new contexts follow the first ones.
 */
async function retrieveShared(entities: readonly Entity[], retrieved: (Context[] | PartDraft)[], opts: AskOptions, deps: AskDeps, timing: { retrieve: number }): Promise<void> {
  const t0 = performance.now();
  const found = entities.flatMap((e, i) => (Array.isArray(retrieved[i]) ? [{ e, i, contexts: retrieved[i] as Context[] }] : []));
  const pools = found.map((f) => f.contexts.filter((c) => (c.kind ?? 'chunk') === 'chunk').map((c) => c.text));
  const words = await sharedTerms(pools, entities.map((e) => `${e.query} ${e.label}`).join('\n'), deps.lexical);
  if (words.length > 0) {
    for (const f of found) retrieved[f.i] = mergeContexts(f.contexts, await retrieveOwn(`${f.e.query} ${words.join(' ')}`, f.e, opts, deps));
  }
  timing.retrieve += performance.now() - t0;
}

/** Is the context this entity's own evidence (its company, its period; never a kgar sub-question)? */
function belongsTo(c: Context, e: Entity): boolean {
  if (c.kind === 'subquery' || c.company !== e.company) return false;
  if (e.quarter && c.quarter !== e.quarter) return false;
  if (e.year && c.year !== e.year) return false;
  return true;
}

/** The first search's contexts, then the second's not already among them. */
function mergeContexts(first: readonly Context[], second: readonly Context[]): Context[] {
  const seen = new Set(first.map(contextKey));
  return [...first, ...second.filter((c) => !seen.has(contextKey(c)))];
}

/** The caller's filters without those that name a company or document: each entity names its own. */
function withoutEntityFilters(f: AskOptions['filters']): AskOptions['filters'] {
  if (!f) return {};
  const { company: _c, ticker: _t, document: _d, ...rest } = f;
  return rest;
}
