/** The openai provider against the fake server: cache, retries, timeouts, JSON mode, batching, budget, limiter. */
import { afterEach, describe, expect, it } from 'vitest';
import { HybridRagError } from '../src/core/errors.js';
import { ledgerSummary } from '../src/core/providers/ledger.js';
import type { CompletionRequest } from '../src/core/providers/types.js';
import { harness, TEST_KEY, type Harness } from './fake-openai/harness.js';
import type { Fault } from './fake-openai/server.js';

const req = (text: string, extra: Partial<CompletionRequest> = {}): CompletionRequest => ({
  promptId: 'test.echo',
  promptVersion: '1',
  stage: 'answer',
  messages: [{ role: 'user', content: text }],
  ...extra,
});

let h: Harness;
afterEach(async () => h?.cleanup());

describe('openai chat', () => {
  it('answers, caches, and a rerun makes zero new calls', async () => {
    h = await harness();
    const p1 = await h.provider();
    const a = await p1.model('answer')!.complete(req('hello'));
    expect(a.text).toBe('Echo: hello');
    expect(a.cached).toBe(false);
    expect(h.fake.count('chat')).toBe(1);
    const p2 = await h.provider();
    const b = await p2.model('answer')!.complete(req('hello'));
    expect(b).toMatchObject({ text: 'Echo: hello', cached: true });
    expect(h.fake.count('chat')).toBe(1);
    // --no-cache: reads bypassed, the call is made again.
    const p3 = await h.provider({ cache: false });
    expect((await p3.model('answer')!.complete(req('hello'))).cached).toBe(false);
    expect(h.fake.count('chat')).toBe(2);
    // A different prompt version is a different key.
    await p2.model('answer')!.complete(req('hello', { promptVersion: '2' }));
    expect(h.fake.count('chat')).toBe(3);
  });

  it.each<Fault>(['429', '500', '503', '408', 'malformed', 'hang'])('retries after a %s and succeeds', async (fault) => {
    h = await harness({ hangMs: 5000 });
    h.fake.script('chat', [fault, fault]);
    const p = await h.provider({ openai: { timeoutMs: 300 } });
    const r = await p.model('answer')!.complete(req(`after ${fault}`));
    expect(r.text).toBe(`Echo: after ${fault}`);
    expect(h.fake.count('chat')).toBe(3);
    expect(p.stats!().retries).toBe(2);
  });

  it('honours Retry-After', async () => {
    h = await harness({ retryAfterSeconds: 1 });
    h.fake.script('chat', ['429']);
    const p = await h.provider();
    const t0 = Date.now();
    await p.model('answer')!.complete(req('slow down'));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(h.fake.count('chat')).toBe(2);
  });

  it('gives up after maxRetries with a PROVIDER error that says what happened', async () => {
    h = await harness();
    h.fake.script('chat', ['500', '500', '500', '500']);
    const p = await h.provider({ openai: { maxRetries: 2 } });
    const err = await p.model('answer')!.complete(req('x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HybridRagError);
    expect((err as HybridRagError).code).toBe('PROVIDER');
    expect((err as HybridRagError).message).toMatch(/after 3 attempts: HTTP 500/);
    expect(h.fake.count('chat')).toBe(3);
  });

  it('does not retry a refused key, and the key is not in the error', async () => {
    h = await harness({ apiKey: 'the-right-key' });
    const p = await h.provider();
    const err = (await p.model('answer')!.complete(req('x')).catch((e: unknown) => e)) as HybridRagError;
    expect(err.code).toBe('PROVIDER');
    expect(err.hint).toMatch(/OPENAI_API_KEY/);
    expect(`${err.message} ${err.hint}`).not.toContain(TEST_KEY);
    expect(h.fake.count('chat')).toBe(1);
  });

  it('refuses a missing key without an endpoint, and an endpoint that is not a URL', async () => {
    h = await harness();
    await expect(h.provider({ openai: { baseUrl: undefined } }, { env: {} })).resolves.toBeDefined();
    const noEndpoint = h.config();
    delete noEndpoint.openai.baseUrl;
    const { createProvider } = await import('../src/app/providers.js');
    await expect(createProvider(noEndpoint, { out: h.out, env: {} })).rejects.toMatchObject({ code: 'CONFIG', hint: expect.stringMatching(/OPENAI_API_KEY/) });
    await expect(h.provider({ openai: { baseUrl: 'localhost:8080' } })).rejects.toMatchObject({ code: 'CONFIG', message: expect.stringMatching(/not an http/) });
  });

  it('falls back to prompt-only JSON when the server refuses JSON mode, and remembers', async () => {
    h = await harness({ jsonMode: false });
    const p = await h.provider();
    const json = { name: 'x', schema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } };
    const r1 = await p.model('extraction')!.complete(req('one', { json }));
    expect(JSON.parse(r1.text)).toEqual({ a: 'sample' });
    const r2 = await p.model('extraction')!.complete(req('two', { json }));
    expect(JSON.parse(r2.text)).toEqual({ a: 'sample' });
    const bodies = h.fake.requests.map((r) => r.body as { response_format?: unknown; messages: { content: string }[] });
    // json_schema refused, json_object refused, prompt-only; then prompt-only at once.
    expect(bodies.map((b) => (b.response_format as { type?: string } | undefined)?.type)).toEqual(['json_schema', 'json_object', undefined, undefined]);
    expect(bodies[2]!.messages[0]!.content).toContain('JSON Schema');
    expect(p.stats!().jsonMode).toBe(false);
    expect(h.stderr.text).toMatch(/response_format json_object refused with HTTP 400; using prompt-only JSON/);
  });

  it('keeps JSON mode when a 400 was about something else', async () => {
    h = await harness();
    h.fake.script('chat', ['400', '400']);
    const p = await h.provider();
    const json = { name: 'x', schema: { type: 'object' } };
    const err = (await p.model('extraction')!.complete(req('bad', { json })).catch((e: unknown) => e)) as HybridRagError;
    expect(err.code).toBe('PROVIDER');
    expect(err.message).toMatch(/HTTP 400/);
    expect(p.stats!().jsonMode).toBe(true);
    expect(h.fake.count('chat')).toBe(1);
  });

  it('runs at most `concurrency` requests at once over chat and embeddings together', async () => {
    h = await harness({ latencyMs: 40 });
    const p = await h.provider({ openai: { concurrency: 3, embeddingBatch: 2 } });
    const chats = Array.from({ length: 8 }, (_, i) => p.model('answer')!.complete(req(`c${i}`)));
    const emb = p.embedder().embed(Array.from({ length: 8 }, (_, i) => `t${i}`));
    await Promise.all([...chats, emb]);
    expect(h.fake.maxInFlight).toBe(3);
  });

  it('stops cleanly when aborted (Ctrl-C) during a hung request', async () => {
    h = await harness({ hangMs: 10_000 });
    h.fake.script('chat', ['hang']);
    const controller = new AbortController();
    const p = await h.provider({ openai: { timeoutMs: 8000 } }, { controller });
    setTimeout(() => controller.abort(), 100);
    const t0 = Date.now();
    const err = (await p.model('answer')!.complete(req('x')).catch((e: unknown) => e)) as HybridRagError;
    expect(err.code).toBe('ABORTED');
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});

describe('openai budget and ledger', () => {
  it('stops at --max-tokens with a BUDGET error and aborts the run', async () => {
    h = await harness();
    const controller = new AbortController();
    const p = await h.provider({ budget: { maxTokens: 10 } }, { controller });
    await p.model('answer')!.complete(req('a message long enough to use more than ten tokens of budget'));
    expect(controller.signal.aborted).toBe(true);
    const err = (await p.model('answer')!.complete(req('next')).catch((e: unknown) => e)) as HybridRagError;
    expect(err.code).toBe('BUDGET');
    expect(err.hint).toMatch(/resume/);
    expect(h.fake.count('chat')).toBe(1);
    // Cached work stays free after the budget: a rerun with a fresh budget pays nothing for it.
    const p2 = await h.provider({ budget: { maxTokens: 10 } });
    expect((await p2.model('answer')!.complete(req('a message long enough to use more than ten tokens of budget'))).cached).toBe(true);
  });

  it('records calls, cached calls, tokens and cost per stage and model', async () => {
    h = await harness();
    const p = await h.provider({ openai: { prices: { 'fake-chat': { input: 1, output: 2 }, 'fake-embed': { input: 0.5, output: 0 } } } });
    await p.model('answer')!.complete(req('q1'));
    await p.model('answer')!.complete(req('q1'));
    await p.model('judge')!.complete(req('q2', { stage: 'judge' }));
    await p.embedder().embed(['a', 'b', 'c']);
    const rows = ledgerSummary(h.db);
    const answer = rows.find((r) => r.stage === 'answer')!;
    expect(answer).toMatchObject({ provider: 'openai', model: 'fake-chat', calls: 1, cachedCalls: 1 });
    expect(answer.promptTokens).toBeGreaterThan(0);
    expect(answer.costUsd).toBeCloseTo((answer.promptTokens * 1 + answer.completionTokens * 2) / 1e6, 12);
    expect(rows.find((r) => r.stage === 'judge')!.calls).toBe(1);
    expect(rows.find((r) => r.stage === 'embed')).toMatchObject({ model: 'fake-embed', calls: 1 });
  });
});

describe('openai embeddings', () => {
  it('batches: calls = ceil(texts / batch); reruns come from the cache; vectors are unit length', async () => {
    h = await harness({ maxEmbeddingBatch: 16 });
    const p = await h.provider({ openai: { embeddingBatch: 16 } });
    const texts = Array.from({ length: 100 }, (_, i) => `text number ${i}`);
    const v = await p.embedder().embed(texts);
    expect(v).toHaveLength(100);
    expect(h.fake.count('embeddings')).toBe(Math.ceil(100 / 16));
    for (const x of v) expect(Math.hypot(...x)).toBeCloseTo(1, 5);
    const again = await (await h.provider({ openai: { embeddingBatch: 16 } })).embedder().embed([...texts, 'one new text']);
    expect(h.fake.count('embeddings')).toBe(Math.ceil(100 / 16) + 1);
    expect(Array.from(again[7]!)).toEqual(Array.from(v[7]!));
  });

  it('retries a failed batch and learns the size of an unknown model from one call', async () => {
    h = await harness({ embeddingDim: 24 });
    h.fake.script('embeddings', ['503']);
    const p = await h.provider({ openai: { embeddingDimensions: 0, models: { embedding: 'some-local-embedder' } } });
    expect(p.embedder().dimensions).toBe(24);
    expect(h.fake.count('embeddings')).toBe(2);
  });
});
