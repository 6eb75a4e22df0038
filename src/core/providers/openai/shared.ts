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
import type { ResponseCache } from '../cache.js';
import type { Ledger } from '../ledger.js';
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
  timeoutMs: number;
  /** The run's signal (Ctrl-C, budget); combined with each request's own. */
  signal?: AbortSignal;
  out: Reporter;
  /** Whether to send response_format json_object; turned off when the server refuses it. */
  state: { jsonMode: boolean; retries: number };
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

/** The user-facing error after retries are exhausted or for a non-retryable failure. */
export function providerError(shared: OpenAiShared, what: string, err: unknown, f: Failure, attempts: number): HybridRagError {
  if (err instanceof HybridRagError) return err;
  const status = err instanceof OpenAI.APIError ? err.status : undefined;
  const detail = shared.redact(err instanceof Error ? err.message : String(err));
  let hint = 'check that the endpoint is up (--base-url / OPENAI_BASE_URL), or use --provider local to work offline';
  if (status === 401 || status === 403) hint = 'check OPENAI_API_KEY (the server refused it)';
  else if (status === 404) hint = 'check the model names in config openai.models and the base URL (it usually ends in /v1)';
  else if (f.retryable) hint = 'the server kept failing; finished work is saved, run the same command again to resume';
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  return new HybridRagError('PROVIDER', `${what} failed${tries}: ${f.kind}: ${detail}`, { hint, isRetryable: f.retryable });
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

/** Rough token count for servers that return no usage (4 characters per token). */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

export { safeUrl } from '../safe-url.js';

/** Count a retry; say once (not per retry) that the endpoint is failing, details with --verbose. */
export function noteRetry(shared: OpenAiShared, what: string, kind: string, attempt: number, delayMs: number): void {
  shared.state.retries++;
  shared.out.warnOnce('openai-retry', `the endpoint answered ${kind}; retrying with backoff (details with --verbose)`);
  shared.out.debug(`retry ${attempt} of ${what} after ${kind}, waiting ${delayMs} ms`);
}
