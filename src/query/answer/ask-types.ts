/**
 * What `ask` takes and gives, shared by the single-question path (ask.ts) and comparisons and group
 * questions (multi.ts): options, dependencies, the `ask --json` result and its contexts.
 */
import type { Fact } from '../../core/fact.js';
import type { MetricLexicon } from '../../core/vocabulary/metric-lexicon.js';
import type { FactLookup } from '../facts/lookup.js';
import type { RetrievalDeps } from '../retrieve/deps.js';
import type { RetrieveOptions } from '../retrieve/contexts.js';
import { contextKind, type Context, type Mode } from '../retrieve/types.js';
import type { Scope } from '../scope/types.js';
import type { Citation } from './citations.js';
import type { PartResult } from './compose.js';
import type { Answerer } from '../answerer/types.js';
import type { QuestionPlan } from '../plan/plan.js';

export interface AskOptions extends RetrieveOptions {
  /** The scope to answer in, already resolved (e.g. by a caller composing several). */
  scope?: Scope;
  /** Detect the scope from the question when no company flag is given (default config.scope.autoScope). */
  autoScope?: boolean;
  /** A name matching several companies is a usage error instead of covering all of them. */
  strictScope?: boolean;
  /** Given the question's plan and the facts read for it, once planned (a bench's diagnostics). */
  onPlan?: (plan: QuestionPlan, facts: readonly Fact[]) => void;
}

export interface AskDeps extends RetrievalDeps {
  answerer: Answerer;
  /** Where facts are read (default: the workdir's facts table). */
  facts?: FactLookup;
  /** The metric vocabulary questions are planned with (default: the shipped one plus config files). */
  metrics?: MetricLexicon;
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
  /**
   * True when the answer states nothing as fact: the contexts do not hold an answer, or (with no
   * contexts) the question names only companies the corpus does not hold.
   */
  refused: boolean;
  /** Present (true) only when the answer was cut at the model's max_tokens (openai.maxTokens.answer). */
  truncated?: boolean;
  citations: Citation[];
  contexts: AskContext[];
  /** What the answer covers: the companies and period, and where they came from. */
  scope: AskScope;
  /** Comparisons and group questions: one part per company (or period), each cited; else absent. */
  parts?: PartResult[];
  /** The facts the answer states, when it was answered from facts. */
  facts?: Fact[];
  timingsMs: { retrieve: number; answer: number; total: number };
}

/** The scope as `ask --json` prints it: company names, not records. */
export type AskScope = Omit<Scope, 'companies'> & { companies: string[] };

/** A context as `ask --json` prints it. */
export function toAskContext(c: Context): AskContext {
  return {
    channel: c.channel,
    text: c.text,
    document: c.document,
    company: c.company,
    quarter: c.quarter,
    year: c.year,
    pages: c.pages,
    score: c.score,
    kind: contextKind(c),
    ...(c.hop === undefined ? {} : { hop: c.hop }),
  };
}

/** A duration in milliseconds as `timingsMs` gives it: to a tenth. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}
