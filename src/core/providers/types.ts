/**
 * The two interfaces every model call in the product goes through. A provider (openai, local, ...)
 * supplies one LanguageModel per role and one Embedder.
 */

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

/** A JSON schema object (as sent to OpenAI's structured output / used for prompting). */
export type JsonSchema = Record<string, unknown>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  /** Stable id of the prompt module (e.g. "extract.triplets"), for cache keys and the ledger. */
  promptId: string;
  promptVersion: string;
  /** The ledger stage this call is counted under (refine, extract, answer, judge, ...). */
  stage: string;
  messages: ChatMessage[];
  /** Ask for a JSON reply matching this schema. */
  json?: { name: string; schema: JsonSchema };
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface Completion {
  text: string;
  usage: Usage;
  /**
   * Why the model stopped, as the server said ("stop", "length" = cut at max_tokens, ...);
   * absent when the server did not say (and for replies cached before it was recorded).
   */
  finishReason?: string;
  /** True when served from the response cache. */
  cached: boolean;
}

export interface LanguageModel {
  /** "openai:gpt-4o-mini", "local:extractive", ... */
  readonly id: string;
  complete(req: CompletionRequest): Promise<Completion>;
}

export interface Embedder {
  /** "local:glove-100d-sif", "openai:text-embedding-3-small", ... */
  readonly id: string;
  readonly dimensions: number;
  /** Most texts one call accepts; callers may pass more and the embedder batches. */
  readonly maxBatch: number;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: readonly string[], opts?: { signal?: AbortSignal; stage?: string }): Promise<Float32Array[]>;
}

export type ModelRole = 'extraction' | 'answer' | 'judge';

/** Model calls of this run so far (paid and served from the cache). */
export interface ProviderStats {
  calls: number;
  cachedCalls: number;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  retries: number;
  /** openai: whether JSON mode is still in use (false once the server refused it). */
  jsonMode?: boolean;
  /** openai: requests allowed in flight now (below --concurrency after the endpoint slowed down). */
  concurrency?: number;
}

/** What a configured provider hands the rest of the product. */
export interface Provider {
  readonly name: string;
  /**
   * The language model for a role, or null for the `local` provider, whose tasks (refine, extract,
   * answer, judge) are algorithms chosen by each task's factory (src/extract/create.ts, ...).
   */
  model(role: ModelRole): LanguageModel | null;
  embedder(): Embedder;
  /** This run's call and token counts (for end-of-run lines); absent for providers that make no calls. */
  stats?(): ProviderStats;
  /** Release resources (flush the ledger, close sockets). */
  close(): Promise<void>;
}
