import { describe, expect, it } from 'vitest';
import { HybridRagError } from '../errors.js';
import { Limiter, sleep } from './limit.js';
import { backoffMs, parseRetryAfter, withRetries, type RetryPolicy } from './retry.js';
import { seededRandom } from '../util/seeded-random.js';

const policy: RetryPolicy = { maxRetries: 3, baseMs: 100, maxMs: 1000, maxRetryAfterMs: 5000 };

describe('backoff and Retry-After', () => {
  it('doubles per attempt with 50-100% jitter, capped, reproducibly', () => {
    const a = [0, 1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, seededRandom(1)));
    const b = [0, 1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, seededRandom(1)));
    expect(a).toEqual(b);
    [100, 200, 400, 800, 1000, 1000].forEach((exp, i) => {
      expect(a[i]).toBeGreaterThanOrEqual(exp / 2);
      expect(a[i]).toBeLessThanOrEqual(exp);
    });
  });

  it('reads seconds, HTTP dates and retry-after-ms', () => {
    const h = (m: Record<string, string>) => (n: string) => m[n];
    expect(parseRetryAfter(h({ 'retry-after': '2' }))).toBe(2000);
    expect(parseRetryAfter(h({ 'retry-after-ms': '150', 'retry-after': '9' }))).toBe(150);
    expect(parseRetryAfter(h({ 'retry-after': new Date(10_000 + 3000).toUTCString() }), 10_000)).toBe(3000);
    expect(parseRetryAfter(h({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(h({}))).toBeUndefined();
  });
});

describe('withRetries', () => {
  const opts = (classify: (e: unknown) => { retryable: boolean; kind: string; retryAfterMs?: number }) => ({
    policy: { ...policy, baseMs: 1, maxMs: 2 },
    rand: seededRandom(7),
    classify,
    fail: (e: unknown, f: { kind: string }, n: number) => new HybridRagError('PROVIDER', `${f.kind} x${n}: ${(e as Error).message}`),
  });

  it('retries retryable failures and stops at maxRetries', async () => {
    let calls = 0;
    const err = await withRetries(async () => {
      calls++;
      throw new Error('boom');
    }, opts(() => ({ retryable: true, kind: 'HTTP 500' }))).catch((e: unknown) => e);
    expect(calls).toBe(4);
    expect((err as Error).message).toBe('HTTP 500 x4: boom');
  });

  it('does not retry a non-retryable failure, nor wait for an absurd Retry-After', async () => {
    let calls = 0;
    await withRetries(async () => {
      calls++;
      throw new Error('no');
    }, opts(() => ({ retryable: false, kind: 'HTTP 401' }))).catch(() => undefined);
    expect(calls).toBe(1);
    const e = await withRetries(async () => {
      throw new Error('later');
    }, opts(() => ({ retryable: true, kind: 'HTTP 429', retryAfterMs: 3_600_000 }))).catch((x: unknown) => x);
    expect((e as Error).message).toMatch(/Retry-After 3600 s/);
  });

  it('an abort during the backoff wait stops at once with its reason', async () => {
    const c = new AbortController();
    const budget = new HybridRagError('BUDGET', 'spent');
    setTimeout(() => c.abort(budget), 20);
    const e = await withRetries(async () => {
      throw new Error('x');
    }, { ...opts(() => ({ retryable: true, kind: 't', retryAfterMs: 4000 })), signal: c.signal }).catch((x: unknown) => x);
    expect(e).toBe(budget);
  });
});

describe('Limiter', () => {
  it('never runs more than max at once and runs everything', async () => {
    const l = new Limiter(3);
    let now = 0;
    let peak = 0;
    const done = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        l.run(async () => {
          peak = Math.max(peak, ++now);
          await sleep(5);
          now--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(done).toEqual([...Array(12).keys()]);
  });

  it('rejects bad sizes and drops aborted waiters', async () => {
    expect(() => new Limiter(0)).toThrow(/concurrency/);
    const l = new Limiter(1);
    const c = new AbortController();
    const first = l.run(() => sleep(30));
    const second = l.run(async () => 'ran', c.signal);
    c.abort();
    await expect(second).rejects.toMatchObject({ code: 'ABORTED' });
    await first;
    expect(await l.run(async () => 'next')).toBe('next');
  });
});
