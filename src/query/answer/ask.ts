/**
 * The core of `hybridrag ask`, shared by the CLI and evaluation: resolve filters, retrieve with the
 * chosen mode, answer, and shape the result exactly as `ask --json` prints it. Everything heavy
 * (database, provider, HNSW index, graph) lives in AskDeps so a process answering many questions
 * loads it once.
 */
import type { Filters } from '../../core/domain.js';
import type { Context, Mode } from '../retrieve/types.js';
import { getMode } from '../retrieve/registry.js';
import type { RetrievalDeps } from '../retrieve/deps.js';
import type { Answerer } from './types.js';
import { citationsFor, type Citation } from './citations.js';

export interface AskOptions {
  mode: Mode;
  filters?: Filters;
  /** Chunks from the vector channel (default config.retrieval.topK). */
  topK?: number;
  /** Graph traversal depth (default config.retrieval.depth; kgar: config.retrieval.kgarMaxDepth). */
  depth?: number;
  signal?: AbortSignal;
}

export interface AskDeps extends RetrievalDeps {
  answerer: Answerer;
}

/**
 * One context item as printed by `ask --json` (provenance, no internal ids), with what it is: a
 * chunk, triplet lines, a kgar node summary or a kgar sub-question marker (not retrieved evidence).
 */
export type AskContext = Omit<Context, 'chunkId' | 'ord' | 'kind'> & { kind: NonNullable<Context['kind']> };

/** Exactly the `ask --json` object. */
export interface AskResult {
  question: string;
  mode: Mode;
  answer: string;
  /** True when the answer says the contexts do not hold one (nothing is stated as fact). */
  refused: boolean;
  citations: Citation[];
  contexts: AskContext[];
  timingsMs: { retrieve: number; answer: number; total: number };
}

/** Answer one question with one mode. Throws HybridRagError('FILTER') when a filter matches nothing. */
export async function ask(question: string, opts: AskOptions, deps: AskDeps): Promise<AskResult> {
  const t0 = performance.now();
  const contexts = await retrieveContexts(question, opts, deps);
  const t1 = performance.now();
  const answer = await deps.answerer.answer(question, contexts, opts.signal);
  const t2 = performance.now();
  return {
    question,
    mode: opts.mode,
    answer: answer.text,
    refused: answer.refused,
    citations: citationsFor(answer.cited, contexts),
    contexts: contexts.map(toAskContext),
    timingsMs: { retrieve: round(t1 - t0), answer: round(t2 - t1), total: round(t2 - t0) },
  };
}

/** Retrieval only (no answerer): what the mode would hand the answerer. Used by benches. */
export async function retrieveContexts(question: string, opts: AskOptions, deps: RetrievalDeps): Promise<Context[]> {
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

function toAskContext(c: Context): AskContext {
  return {
    channel: c.channel,
    text: c.text,
    document: c.document,
    company: c.company,
    quarter: c.quarter,
    year: c.year,
    pages: c.pages,
    score: c.score,
    kind: c.kind ?? (c.channel === 'graph' ? 'triplets' : 'chunk'),
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
