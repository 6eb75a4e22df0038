
import { HybridRagError } from '../errors.js';
import { sleep, throwIfAborted } from './limit.js';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  baseMs: number;
  maxMs: number;
  /** Longest Retry-After we agree to wait; longer → fail now with a clear message. */
  maxRetryAfterMs: number;
}

export interface Failure {
  retryable: boolean;
  /** Short description for messages: "HTTP 429", "timeout", ... */
  kind: string;
  retryAfterMs?: number;
}


/** Delay before retry number `attempt` (0-based): base * 2^attempt, capped, with 50-100% jitter. */
export function backoffMs(attempt: number, policy: RetryPolicy, rand: () => number): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
  return Math.round(exp * (0.5 + 0.5 * rand()));
}

/** Retry-After (seconds or HTTP date) or retry-after-ms, in milliseconds. */
export function parseRetryAfter(get: (name: string) => string | null | undefined, now = Date.now()): number | undefined {
  const ms = get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const v = get('retry-after');
  if (!v) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(v)) return Math.max(0, Number(v) * 1000);
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 501 Not Implemented (e.g. llama-server started without --embeddings) will not change on a retry. */
export const RETRYABLE_STATUS = (status: number): boolean => status === 408 || status === 409 || status === 429 || (status >= 500 && status !== 501);

export interface RetryOptions {
  policy: RetryPolicy;
  rand: () => number;
  signal?: AbortSignal;
  /** Classify a thrown error; non-retryable errors are rethrown by `fail`. */
  classify(err: unknown): Failure;
  /** Build the final error after the last attempt, or for a non-retryable failure. */
  fail(err: unknown, failure: Failure, attempts: number): Error;
  onRetry?(failure: Failure, attempt: number, delayMs: number): void;
}

/** Call `fn` until it succeeds, a failure is not retryable, or retries run out. */
export async function withRetries<T>(fn: (attempt: number) => Promise<T>, o: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    throwIfAborted(o.signal);
    try {
      return await fn(attempt);
    } catch (err) {
      if (err instanceof HybridRagError && (err.code === 'ABORTED' || err.code === 'BUDGET')) throw err;
      throwIfAborted(o.signal);
      const f = o.classify(err);
      if (!f.retryable || attempt >= o.policy.maxRetries) throw o.fail(err, f, attempt + 1);
      if (f.retryAfterMs !== undefined && f.retryAfterMs > o.policy.maxRetryAfterMs) {
        throw o.fail(err, { ...f, retryable: false, kind: `${f.kind} with Retry-After ${Math.round(f.retryAfterMs / 1000)} s` }, attempt + 1);
      }
      const delay = f.retryAfterMs ?? backoffMs(attempt, o.policy, o.rand);
      o.onRetry?.(f, attempt + 1, delay);
      await sleep(delay, o.signal);
    }
  }
}
