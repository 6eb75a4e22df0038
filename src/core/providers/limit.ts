/**
 * One concurrency limiter for every model call of a provider (chat and embeddings, all roles), so
 * `--concurrency` bounds the requests in flight against the endpoint, whatever the callers do.
 *
 * Adaptive (AIMD): a slot is held only while the request is at the server, so its time is the
 * request's latency, queueing here excluded (timeouts count from sending too). Per kind of request
 * (a model), the lowest latency seen is the unloaded latency; when the recent average (EWMA)
 * passes twice that and by more than `minRiseMs`, the server is queueing (a llama-server with
 * fewer slots than requests): the limit halves (multiplicative decrease, at most once per `limit`
 * completions). While latency stays near the unloaded one, the limit grows by one per `limit`
 * completions (additive increase) back up to `max`. It starts at 1 and doubles per `limit`
 * unloaded completions until the first decrease or `max` (slow start), so a one-slot server is
 * never sent `max` requests at once (their wait in its queue would count against the timeout).
 */
import { HybridRagError } from '../errors.js';

export interface AdaptiveOptions {
  /** A rise smaller than this (ms) is noise, not load. */
  minRiseMs?: number;
  /** Told of every change of the limit. */
  onAdjust?(change: { from: number; to: number; latencyMs: number; unloadedMs: number; kind: string }): void;
}

interface LatencyStats {
  best: number;
  ewma: number;
  samples: number;
}

export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The current cap (<= max); lowered and raised by the adaptive rule. */
  private cap: number;
  private readonly stats = new Map<string, LatencyStats>();
  /** Completions since the limit last changed. */
  private sinceChange = 0;
  /** Doubling (not +1) until the endpoint first shows load. */
  private slowStart: boolean;

  constructor(
    readonly max: number,
    private readonly adaptive?: AdaptiveOptions,
  ) {
    if (!Number.isInteger(max) || max < 1) {
      throw new HybridRagError('CONFIG', `concurrency must be a whole number >= 1 (got ${String(max)})`, {
        hint: 'pass --concurrency 8 or set openai.concurrency in the config',
      });
    }
    this.slowStart = adaptive !== undefined && max > 1;
    this.cap = this.slowStart ? 1 : max;
  }

  /** Requests allowed in flight now. */
  get limit(): number {
    return this.cap;
  }

  /** Feed one request's latency (ms) to the adaptive rule. */
  observe(kind: string, latencyMs: number): void {
    if (!this.adaptive) return;
    let s = this.stats.get(kind);
    if (!s) {
      s = { best: latencyMs, ewma: latencyMs, samples: 0 };
      this.stats.set(kind, s);
    }
    s.samples++;
    s.best = Math.min(s.best, latencyMs);
    s.ewma = 0.7 * s.ewma + 0.3 * latencyMs;
    this.sinceChange++;
    const minRise = this.adaptive.minRiseMs ?? 100;
    const loaded = s.ewma > 2 * s.best && s.ewma - s.best > minRise;
    if (loaded && this.cap > 1 && this.sinceChange >= Math.min(this.cap, 4)) {
      this.slowStart = false;
      this.change(Math.max(1, Math.floor(this.cap / 2)), kind, s);
      // Start the average again from the unloaded latency: the next decrease needs new evidence.
      s.ewma = s.best + (s.ewma - s.best) / 2;
    } else if (!loaded && (this.slowStart || s.ewma <= 1.5 * s.best + minRise / 2) && this.cap < this.max && this.sinceChange >= this.cap) {
      this.change(this.slowStart ? Math.min(this.max, this.cap * 2) : this.cap + 1, kind, s);
    }
  }

  private change(to: number, kind: string, s: LatencyStats): void {
    const from = this.cap;
    this.cap = to;
    this.sinceChange = 0;
    this.adaptive?.onAdjust?.({ from, to, latencyMs: Math.round(s.ewma), unloadedMs: Math.round(s.best), kind });
    // A raised limit lets queued requests go now.
    while (this.active < this.cap && this.waiting.length > 0) this.waiting.shift()!();
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Run `fn` when a slot is free; the slot is released when it settles. With a `kind`, its latency
   * (slot granted to settled, so queueing here does not count) feeds the adaptive rule.
   */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal, kind?: string): Promise<T> {
    await this.acquire(signal);
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      if (kind !== undefined) this.observe(kind, performance.now() - t0);
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    throwIfAborted(signal);
    if (this.active < this.cap) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        this.active++;
        resolve();
      };
      const onAbort = (): void => {
        const i = this.waiting.indexOf(grant);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(abortError(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private release(): void {
    this.active--;
    if (this.active < this.cap) this.waiting.shift()?.();
  }
}

/** The error to throw for an aborted signal: its reason when it is ours, else ABORTED. */
export function abortError(signal?: AbortSignal): Error {
  const r: unknown = signal?.reason;
  if (r instanceof HybridRagError) return r;
  return new HybridRagError('ABORTED', 'stopped (interrupted)', {
    hint: 'finished work is saved; run the same command again to resume',
  });
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError(signal);
}

/** Wait `ms`, or reject as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  throwIfAborted(signal);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(t);
      reject(abortError(signal));
    };
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
