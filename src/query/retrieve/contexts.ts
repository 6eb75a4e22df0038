/**
 * Retrieval alone: the contexts a mode hands the answerer for one question, inside filters. Used by
 * `ask` for every single-company or unscoped question, by the per-company retrievals of comparisons
 * and group questions, and by evaluation and benches.
 */
import type { Filters } from '../../core/domain.js';
import type { RetrievalDeps } from './deps.js';
import { getMode } from './registry.js';
import type { Context, Mode } from './types.js';
import type { Scope } from '../scope/types.js';
import { ownSearchQuestion } from '../plan/entity-question.js';

export interface RetrieveOptions {
  mode: Mode;
  filters?: Filters;
  /** Chunks from the vector channel (default config.retrieval.topK). */
  topK?: number;
  /** Graph traversal depth (default config.retrieval.depth; kgar: config.retrieval.kgarMaxDepth). */
  depth?: number;
  signal?: AbortSignal;
}

/** What the mode retrieves for `question`: no answerer, no scope detection. */
export async function retrieveContexts(question: string, opts: RetrieveOptions, deps: RetrievalDeps): Promise<Context[]> {
  const r = deps.config.retrieval;
  const spec = getMode(opts.mode);
  return spec.create(deps).retrieve({
    question,
    filters: opts.filters ?? {},
    topK: opts.topK ?? r.topK,
    depth: opts.depth ?? spec.defaultDepth(r),
    signal: opts.signal,
  });
}

/**
 * A single-company (or unscoped) question's contexts: inside one company, searched without its name
 * (see ownSearchQuestion); with the name after all when that finds nothing (graph mode may know the
 * question's subject only as a neighbour of the company: "BHARTIARTL's India business").
 */
export async function retrieveScoped(question: string, scope: Scope, opts: RetrieveOptions, deps: RetrievalDeps): Promise<Context[]> {
  const searched = scope.companies.length === 1 ? ownSearchQuestion(question, scope.companies[0]!) : question;
  const contexts = await retrieveContexts(searched, opts, deps);
  if (searched === question || contexts.some((c) => c.kind !== 'subquery')) return contexts;
  return retrieveContexts(question, opts, deps);
}

/** Why a mode retrieved nothing: for the graph modes, whether the knowledge graph is empty. */
export function noContextReason(mode: Mode, deps: Pick<RetrievalDeps, 'db'>): string {
  if (mode === 'vector') return 'No passage was retrieved for this question.';
  const triplets = deps.db.prepare('SELECT count(*) FROM triplets').pluck().get() as number;
  if (triplets === 0) {
    return `The knowledge graph is empty (no triplets extracted) and the entity-graph walk reached no passage, so ${mode} mode had no graph context and the model was not asked: run \`hybridrag ingest\`, or use --mode vector.`;
  }
  return `${mode} mode found nothing in the knowledge graph or the passages for this question, so the model was not asked.`;
}
