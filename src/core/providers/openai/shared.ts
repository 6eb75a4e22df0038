/**
 * What every OpenAI-compatible model of one provider shares: the SDK client, the single
 * concurrency limiter, the retry policy, the cache, the ledger, the budget, the run's abort signal,
 * and the JSON-mode capability learned from the server. Also the error mapping: SDK errors become
 * retry decisions and, in the end, HybridRagErrors with the API key redacted.
 */
import { setMaxListeners } from 'node:events';
import OpenAI from 'openai';
import type { Reporter } from '../../reporter.js';
import { HybridRagError } from '../../errors.js';
import type { Budget } from '../budget.js';
import type { Completion } from '../types.js';
import type { FormatNegotiator } from './formats.js';
import type { ResponseCache } from '../cache.js';
import { costOf, type Ledger, type PriceTable } from '../ledger.js';
import type { Limiter } from '../limit.js';
import { parseRetryAfter, RETRYABLE_STATUS, type Failure, type RetryPolicy } from '../retry.js';

export interface OpenAiShared {
  client: OpenAI;
  limiter: Limiter;
  policy: RetryPolicy;
  rand: () => number;
  cache: ResponseCache;
  ledger: Ledger;
  budget: Budget;
  /** USD per 1M tokens by model (config openai.prices), for budget reservations. */
  prices: PriceTable;
  timeoutMs: number;
  /** The run's signal (Ctrl-C, budget); combined with each request's own. */
  signal?: AbortSignal;
  out: Reporter;
  /** Chat requests in flight by cache key: an identical request waits for that one's reply. */
  inFlight: Map<string, Promise<Omit<Completion, 'cached'>>>;
  /** Which response_format each endpoint and model honours (json_schema, json_object, none). */
  formats: FormatNegotiator;
  state: {
    /** False once an endpoint was found to honour no response_format (prompt-only JSON). */
    jsonMode: boolean;
    retries: number;
    /** Chat replies received this run (so a refusal of every request is told from one item's). */
    replies: number;
    /** Requests refused for their own sake (400) this run. */
    itemRejections: number;
  };
  /** Removes the API key from any text that may reach output. */
  redact(text: string): string;
}

/** A reply the SDK parsed but that lacks what we need (no choices, no data). */
export class MalformedReplyError extends Error {}

/** Decide whether a failed request is worth retrying. */
export function classifyError(err: unknown): Failure {
  if (err instanceof OpenAI.APIConnectionTimeoutError) return { retryable: true, kind: 'timeout' };
  if (err instanceof OpenAI.APIUserAbortError) return { retryable: false, kind: 'aborted' };
  if (err instanceof OpenAI.APIConnectionError) return { retryable: true, kind: `connection error (${err.message})` };
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    const headers = err.headers;
    return {
      retryable: RETRYABLE_STATUS(err.status),
      kind: `HTTP ${err.status}`,
      retryAfterMs: headers ? parseRetryAfter((n) => headers.get(n)) : undefined,
    };
  }
  // A 200 whose body is not JSON (SyntaxError from the SDK) or lacks the expected fields.
  if (err instanceof SyntaxError || err instanceof MalformedReplyError) return { retryable: true, kind: 'malformed reply body' };
  return { retryable: false, kind: err instanceof Error ? err.message : String(err) };
}

import { ProviderRejection } from '../rejection.js';

/** Refused requests, with no success at all in the run, after which a 400 stops the run instead of one item. */
export const ITEM_REJECTIONS_BEFORE_STOP = 5;

const MODEL_NOT_FOUND = /\bmodel\b.{0,200}?\b(not found|does not exist|unknown|not available|no such)|\b(unknown|invalid|no such) model\b/i;
/** llama.cpp: "request (4236 tokens) exceeds the available context size (4096 tokens), try increasing it". */
export const CONTEXT_SIZE = /exceeds? the (available )?context (size|length|window)|context[_ ]length[_ ]exceeded|maximum context length|too many tokens|prompt is too long/i;

/** The server's own message of an API error (the SDK prefixes the status). */
function serverMessageOf(err: InstanceType<typeof OpenAI.APIError>): string {
  const e = err.error as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : err.message;
}

/** The user-facing error after retries are exhausted or for a non-retryable failure. */
export function providerError(shared: OpenAiShared, what: string, err: unknown, f: Failure, attempts: number): HybridRagError {
  if (err instanceof HybridRagError) return err;
  const status = err instanceof OpenAI.APIError ? err.status : undefined;
  const detail = shared.redact(err instanceof Error ? err.message : String(err));
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  const message = `${what} failed${tries}: ${f.kind}: ${detail}`;
  if (err instanceof OpenAI.APIError && typeof status === 'number') {
    const said = shared.redact(serverMessageOf(err));
    if ((status === 400 || status === 404) && MODEL_NOT_FOUND.test(said)) {
      return new ProviderRejection(message, 'model-not-found', said, status, 'check the model names in config openai.models (the server does not know this one)');
    }
    if (status === 501) {
      return new ProviderRejection(message, 'unsupported', said, status,
        /embedding/i.test(`${what} ${said}`)
          ? 'the server does not serve embeddings: start llama-server with --embeddings (and --pooling mean), or point the provider at a server that does'
          : 'the server does not implement this request; use a server that does, or --provider local');
    }
    if (status === 400) {
      shared.state.itemRejections++;
      if (shared.state.replies === 0 && shared.state.itemRejections >= ITEM_REJECTIONS_BEFORE_STOP) {
        // Not one request has succeeded: the server refuses every request, not one item. Stop.
        return new HybridRagError('PROVIDER', `${message} (the server refused all of the first ${shared.state.itemRejections} requests)`, {
          hint: CONTEXT_SIZE.test(said)
            ? "every request is over the model's context: raise the server's context size (llama-server -c / --ctx-size) or lower ingest.chunkSize"
            : 'the server rejects every request: check its log and the model names (openai.models)',
        });
      }
      const hint = CONTEXT_SIZE.test(said)
        ? "the request does not fit the model's context: raise the server's context size (llama-server -c / --ctx-size) or use smaller chunks (--chunk-size)"
        : 'the server rejected this request; see its message above';
      return new ProviderRejection(message, 'item', said, status, hint);
    }
  }
  let hint = 'check that the endpoint is up (--base-url / OPENAI_BASE_URL), or use --provider local to work offline';
  if (status === 401 || status === 403) hint = 'check OPENAI_API_KEY (the server refused it)';
  else if (status === 404) hint = 'check the model names in config openai.models and the base URL (it usually ends in /v1)';
  else if (f.retryable) hint = 'the server kept failing; finished work is saved, run the same command again to resume';
  return new HybridRagError('PROVIDER', message, { hint, isRetryable: f.retryable });
}

/**
 * A model-not-found error with the server's model ids in its hint, when GET /models answers
 * (within a few seconds); any other error unchanged.
 */
export async function withModelList(shared: OpenAiShared, err: unknown, client: OpenAI = shared.client): Promise<unknown> {
  if (!(err instanceof ProviderRejection) || err.rejection !== 'model-not-found') return err;
  let ids: string[] = [];
  try {
    const page = await client.models.list({ timeout: Math.min(shared.timeoutMs, 5000), signal: shared.signal });
    ids = page.data.map((m) => m.id).filter((id): id is string => typeof id === 'string');
  } catch {
    return err;
  }
  if (ids.length === 0) return err;
  const shown = ids.slice(0, 20).join(', ') + (ids.length > 20 ? `, ... (${ids.length} in all)` : '');
  return new ProviderRejection(err.message, err.rejection, err.serverMessage, err.status, `${err.hint}; the server has: ${shown}`);
}

/** The run's signal and the request's, combined. */
export function combineSignals(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const s = signals.filter((x): x is AbortSignal => x !== undefined);
  // One run signal is listened to by every queued and in-flight request: that is not a leak.
  for (const x of s) setMaxListeners(0, x);
  if (s.length <= 1) return s[0];
  const any = AbortSignal.any(s);
  setMaxListeners(0, any);
  return any;
}

/** Output tokens assumed for a request that sets no max_tokens (its worst case for the budget). */
export const WORST_OUTPUT_TOKENS = 4096;

/**
 * A request's worst case for the budget: the prompt counted generously (3 characters per token,
 * plus a few per message for the chat framing) and every allowed output token, at the model's prices.
 */
export function worstCase(shared: Pick<OpenAiShared, 'prices'>, model: string, texts: readonly string[], maxOutputTokens: number): { tokens: number; costUsd: number } {
  const prompt = texts.reduce((a, t) => a + Math.ceil(t.length / 3) + 4, 0);
  const usage = { promptTokens: prompt, completionTokens: maxOutputTokens };
  return { tokens: prompt + maxOutputTokens, costUsd: costOf(shared.prices, model, usage) ?? 0 };
}

/** Rough token count for servers that return no usage (4 characters per token). */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);


/** Count a retry; say once (not per retry) that the endpoint is failing, details with --verbose. */
export function noteRetry(shared: OpenAiShared, what: string, kind: string, attempt: number, delayMs: number): void {
  shared.state.retries++;
  shared.out.warnOnce('openai-retry', `the endpoint answered ${kind}; retrying with backoff (details with --verbose)`);
  shared.out.debug(`retry ${attempt} of ${what} after ${kind}, waiting ${delayMs} ms`);
}
