/**
 * The openai provider against what real llama.cpp-style servers do (the fake server reproduces
 * each behaviour): token-level embeddings, non-finite vectors, 501/model-not-found, per-item
 * context-size 400s, replies cut at max_tokens, and budget reservation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HybridRagError } from '../src/core/errors.js';
import { listQuarantine } from '../src/core/providers/quarantine.js';
import { completeJson } from '../src/core/providers/structured.js';
import type { CompletionRequest } from '../src/core/providers/types.js';
import { createOpenAiJudge } from '../src/eval/judge/openai.js';
import { startFakeOpenAi, type ChatBody } from './fake-openai/server.js';
import { harness, type Harness } from './fake-openai/harness.js';

let h: Harness;
afterEach(async () => h?.cleanup());

const fail = async (p: Promise<unknown>): Promise<HybridRagError> => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(HybridRagError);
  return e as HybridRagError;
};

describe('token-level and invalid embeddings', () => {
  it('refuses token-level embeddings by default, naming llama-server --pooling, and caches nothing', async () => {
    h = await harness({ embeddingShape: 'tokens' });
    const p = await h.provider();
    const err = await fail(p.embedder().embed(['revenue grew nine percent']));
    expect(err.code).toBe('PROVIDER');
    expect(err.message).toMatch(/token-level embeddings \(4 vectors/);
    expect(err.hint).toMatch(/--pooling mean/);
    expect(err.hint).toMatch(/openai\.embeddingPooling/);
    expect(h.fake.count('embeddings')).toBe(1);
    // Nothing was cached: once the server pools, the same text is sent again.
    h.fake.setOptions({ embeddingShape: 'pooled' });
    const [v] = await (await h.provider()).embedder().embed(['revenue grew nine percent']);
    expect(v!.length).toBe(64);
    expect(h.fake.count('embeddings')).toBe(2);
  });

  it('mean-pools token-level embeddings with openai.embeddingPooling "mean"', async () => {
    h = await harness({ embeddingShape: 'tokens' });
    const p = await h.provider({ openai: { embeddingPooling: 'mean' } });
    const [a, b] = await p.embedder().embed(['alpha beta', 'alpha beta']);
    expect(a!.length).toBe(64);
    let norm = 0;
    for (const x of a!) norm += x * x;
    expect(norm).toBeCloseTo(1, 5);
    expect([...a!]).toEqual([...b!]);
  });

  it('never caches a dimension probe from a token-level reply', async () => {
    h = await harness({ embeddingShape: 'tokens' });
    const err = await fail(h.provider({ openai: { embeddingDimensions: 0 } }));
    expect(err.message).toMatch(/token-level/);
    h.fake.setOptions({ embeddingShape: 'pooled', embeddingDim: 32 });
    const p = await h.provider({ openai: { embeddingDimensions: 0 } });
    expect(p.embedder().dimensions).toBe(32);
    expect(h.fake.count('embeddings')).toBe(2);
  });

  it.each(['nulls', 'empty'] as const)('rejects a reply with %s values before storing anything', async (shape) => {
    h = await harness({ embeddingShape: shape });
    const p = await h.provider();
    const err = await fail(p.embedder().embed(['x y']));
    expect(err.code).toBe('PROVIDER');
    expect(err.message).toMatch(/unusable vector/);
    h.fake.setOptions({ embeddingShape: 'pooled' });
    await (await h.provider()).embedder().embed(['x y']);
    expect(h.fake.count('embeddings')).toBe(2);
  });
});

describe('status codes of model servers', () => {
  it('does not retry a 501 for embeddings and says to start the server with --embeddings', async () => {
    h = await harness();
    h.fake.script('embeddings', ['501', '501']);
    const p = await h.provider();
    const err = await fail(p.embedder().embed(['a']));
    expect(err.code).toBe('PROVIDER');
    expect(err.message).toMatch(/HTTP 501/);
    expect(err.hint).toMatch(/--embeddings/);
    expect(h.fake.count('embeddings')).toBe(1);
  });

  it('does not retry "model not found" and lists the server\'s /v1/models ids', async () => {
    h = await harness({ models: ['qwen2.5-7b-instruct', 'nomic-embed-text'] });
    const p = await h.provider();
    const err = await fail(p.model('answer')!.complete({ promptId: 't', promptVersion: '1', stage: 'answer', messages: [{ role: 'user', content: 'q' }] }));
    expect(err.code).toBe('PROVIDER');
    expect(err.message).toMatch(/model 'fake-chat' not found/);
    expect(err.hint).toMatch(/openai\.models/);
    expect(err.hint).toMatch(/qwen2\.5-7b-instruct, nomic-embed-text/);
    expect(h.fake.count('chat')).toBe(1);
  });

  it('still gives the model-name hint when /v1/models fails', async () => {
    h = await harness({ models: ['other-embed'], modelsFail: true });
    // The dimension probe of an unknown embedding model meets the unknown name first.
    const err = await fail(h.provider({ openai: { embeddingDimensions: 0 } }));
    expect(err.message).toMatch(/model 'fake-embed' not found/);
    expect(err.hint).toMatch(/openai\.models/);
    expect(err.hint).not.toMatch(/the server has/);
    expect(h.fake.count('embeddings')).toBe(1);
  });
});

describe('a server that refuses every request', () => {
  it('stops the run after 5 refusals without a single reply, instead of quarantining every item', async () => {
    h = await harness({ chat: () => ({ fault: 'context-size' }) });
    const p = await h.provider();
    const Any = z.object({ x: z.string() });
    const rq = (i: number): CompletionRequest => ({ promptId: 'test.all', promptVersion: '1', stage: 'extract', messages: [{ role: 'user', content: `item ${i}` }] });
    for (let i = 0; i < 4; i++) expect((await completeJson(p.model('extraction')!, rq(i), Any, { db: h.db, itemId: `c${i}` })).ok).toBe(false);
    const err = await fail(completeJson(p.model('extraction')!, rq(4), Any, { db: h.db, itemId: 'c4' }));
    expect(err.code).toBe('PROVIDER');
    expect(err.message).toMatch(/refused all of the first 5 requests/);
    expect(err.hint).toMatch(/--ctx-size/);
  });

  it('keeps quarantining single items once the server has answered', async () => {
    h = await harness({ chat: (b) => (/item [1-6]/.test(b.messages.at(-1)!.content) ? { fault: 'context-size' } : '{"x": "ok"}') });
    const p = await h.provider();
    const Any = z.object({ x: z.string() });
    const rq = (i: number): CompletionRequest => ({ promptId: 'test.all', promptVersion: '1', stage: 'extract', messages: [{ role: 'user', content: `item ${i}` }] });
    const results = [];
    for (let i = 0; i < 7; i++) results.push((await completeJson(p.model('extraction')!, rq(i), Any, { db: h.db, itemId: `c${i}` })).ok);
    expect(results).toEqual([true, false, false, false, false, false, false]);
  });
});

describe('finish_reason "length"', () => {
  const Triplets = z.object({ triplets: z.array(z.object({ head: z.string(), relation: z.string(), object: z.string() })) });
  const GOOD = '{"triplets": [{"head": "Infosys", "relation": "reported", "object": "revenue"}, {"head": "TCS", "relation": "won", "object": "deal"}]}';
  const req = (maxTokens?: number): CompletionRequest => ({ promptId: 'test.cut', promptVersion: '1', stage: 'extract', messages: [{ role: 'user', content: 'x' }], maxTokens });

  it('never parses cut JSON: asks once more with twice the max_tokens, and uses that reply', async () => {
    // Cut in a place where the first half is still valid-looking: the tolerant parser must not see it.
    h = await harness({ chat: (b) => (b.max_tokens === 100 ? { content: GOOD.slice(0, 70) + ']}', finishReason: 'length' } : GOOD) });
    const p = await h.provider();
    const r = await completeJson(p.model('extraction')!, req(100), Triplets, { db: h.db, itemId: 'c1' });
    expect(r).toMatchObject({ ok: true, repaired: false });
    expect(r.ok && r.value.triplets).toHaveLength(2);
    expect(h.fake.requests.map((q) => (q.body as ChatBody).max_tokens)).toEqual([100, 200]);
  });

  it('quarantines a reply cut twice as "cut at max_tokens"', async () => {
    h = await harness({ chat: (b) => ({ content: GOOD.slice(0, 40), finishReason: 'length', usage: { prompt_tokens: 5, completion_tokens: b.max_tokens ?? 0 } }) });
    const p = await h.provider();
    const r = await completeJson(p.model('extraction')!, req(100), Triplets, { db: h.db, itemId: 'c2' });
    expect(r.ok).toBe(false);
    expect(h.fake.count('chat')).toBe(2);
    const [row] = listQuarantine(h.db);
    expect(row).toMatchObject({ itemId: 'c2', stage: 'extract' });
    expect(row!.error).toMatch(/^cut at max_tokens \(max_tokens 100, then 200\)/);
  });

  it('judge requests send max_tokens (openai.maxTokens.judge)', async () => {
    h = await harness({ embeddingDim: 64 });
    const p = await h.provider({ openai: { maxTokens: { judge: 321 } } });
    const judge = createOpenAiJudge({ model: p.model('judge')!, db: h.db, maxTokens: h.config({ openai: { maxTokens: { judge: 321 } } }).openai.maxTokens.judge });
    await judge.statements('q', 'a').catch(() => undefined);
    expect(h.fake.requests.map((q) => (q.body as ChatBody).max_tokens)).toContain(321);
  });
});

describe('budget: --max-cost', () => {
  it('is a CONFIG error up front when a model has no price', async () => {
    h = await harness();
    const err = await fail(h.provider({ budget: { maxCost: 1 } }));
    expect(err.code).toBe('CONFIG');
    expect(err.message).toMatch(/"fake-chat", "fake-embed" has none \(config openai\.prices\)/);
    expect(err.hint).toMatch(/"prices": \{ "fake-chat"/);
    expect(h.fake.requests).toHaveLength(0);
  });

  it('reserves each request\'s worst case, so concurrent requests never overshoot the cap', async () => {
    // $1 per output token, prompts free; each request may produce 1 token (max_tokens 1) and does.
    h = await harness({ latencyMs: 100, chat: () => ({ content: 'ok', usage: { prompt_tokens: 3, completion_tokens: 1 } }) });
    const controller = new AbortController();
    const p = await h.provider(
      { budget: { maxCost: 3 }, openai: { concurrency: 8, prices: { 'fake-chat': { input: 0, output: 1_000_000 }, 'fake-embed': { input: 0, output: 0 } } } },
      { controller },
    );
    const m = p.model('answer')!;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => m.complete({ promptId: 't', promptVersion: '1', stage: 'answer', messages: [{ role: 'user', content: `q${i}` }], maxTokens: 1 })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(3);
    expect(h.fake.count('chat')).toBe(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as HybridRagError).code).toBe('BUDGET');
    expect(p.stats!().costUsd).toBeLessThanOrEqual(3);
    expect(controller.signal.aborted).toBe(true);
  });

  it('refuses a request whose worst case alone passes what is left', async () => {
    h = await harness({ chat: () => ({ content: 'ok', usage: { prompt_tokens: 1, completion_tokens: 1 } }) });
    const p = await h.provider({ budget: { maxCost: 0.5 }, openai: { prices: { 'fake-chat': { input: 0, output: 1_000_000 }, 'fake-embed': { input: 0, output: 0 } } } });
    const err = await fail(p.model('answer')!.complete({ promptId: 't', promptVersion: '1', stage: 'answer', messages: [{ role: 'user', content: 'q' }], maxTokens: 1 }));
    expect(err.code).toBe('BUDGET');
    expect(err.message).toMatch(/may cost up to \$1\.0000/);
    expect(h.fake.count('chat')).toBe(0);
  });
});

describe('per-role endpoints', () => {
  it('sends each role to its openai.endpoints.<role>.baseUrl, the others to the main URL', async () => {
    h = await harness();
    const second = await startFakeOpenAi({ embeddingDim: 64, chat: () => 'from the second server' });
    try {
      const p = await h.provider({ openai: { endpoints: { embedding: { baseUrl: second.url }, judge: { baseUrl: second.url } } } });
      await p.embedder().embed(['one text']);
      const judged = await p.model('judge')!.complete({ promptId: 't', promptVersion: '1', stage: 'judge', messages: [{ role: 'user', content: 'q' }] });
      const answered = await p.model('answer')!.complete({ promptId: 't', promptVersion: '1', stage: 'answer', messages: [{ role: 'user', content: 'q2' }] });
      expect(judged.text).toBe('from the second server');
      expect(answered.text).toBe('Echo: q2');
      expect(second.count('embeddings')).toBe(1);
      expect(second.count('chat')).toBe(1);
      expect(h.fake.count('embeddings')).toBe(0);
      expect(h.fake.count('chat')).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses a role endpoint that is not an http(s) URL, naming the key', async () => {
    h = await harness();
    const err = await fail(h.provider({ openai: { endpoints: { embedding: { baseUrl: 'localhost:8081' } } } }));
    expect(err.code).toBe('CONFIG');
    expect(err.message).toMatch(/openai\.endpoints\.embedding\.baseUrl/);
  });
});

describe('timeouts and adaptive concurrency', () => {
  const ask = (i: number): CompletionRequest => ({ promptId: 't', promptVersion: '1', stage: 'answer', messages: [{ role: 'user', content: `question ${i}` }] });

  it('counts a timeout from when the request was sent, not from when it was queued', async () => {
    h = await harness({ latencyMs: 300 });
    const p = await h.provider({ openai: { concurrency: 1, timeoutMs: 600, adaptiveConcurrency: false } });
    const t0 = Date.now();
    const r = await Promise.all(Array.from({ length: 4 }, (_, i) => p.model('answer')!.complete(ask(i))));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1150);
    expect(r).toHaveLength(4);
    expect(h.fake.count('chat')).toBe(4);
    expect(p.stats!().retries).toBe(0);
  });

  it('halves the requests in flight when a one-slot server queues them, says so once, and raises them as it recovers', async () => {
    // 150 ms a request: a loaded test machine's jitter stays well inside the "near unloaded" band (1.5 × + 50 ms).
    h = await harness({ latencyMs: 150, slots: 1 });
    const p = await h.provider({ openai: { concurrency: 8, timeoutMs: 20_000 } });
    const m = p.model('answer')!;
    await Promise.all(Array.from({ length: 24 }, (_, i) => m.complete(ask(i))));
    const lowered = p.stats!().concurrency!;
    expect(lowered).toBeLessThan(8);
    const said = h.stderr.text.split('\n').filter((l) => /the endpoint is queueing requests/.test(l));
    expect(said).toHaveLength(1);
    // Slow start: 1, 2, 4, ... until the queue shows; then halved.
    expect(said[0]).toMatch(/fewer requests in flight, (\d) → (\d)/);
    // The server gets all the slots it needs: latency stays at the unloaded one and the limit grows.
    h.fake.setOptions({ slots: undefined });
    for (let round = 0; round < 6; round++) await Promise.all(Array.from({ length: 12 }, (_, i) => m.complete(ask(100 + round * 12 + i))));
    expect(p.stats!().concurrency!).toBeGreaterThan(lowered);
  });

  it('keeps --concurrency as is with openai.adaptiveConcurrency false', async () => {
    h = await harness({ latencyMs: 60, slots: 1 });
    const p = await h.provider({ openai: { concurrency: 8, timeoutMs: 20_000, adaptiveConcurrency: false } });
    await Promise.all(Array.from({ length: 24 }, (_, i) => p.model('answer')!.complete(ask(i))));
    expect(p.stats!().concurrency).toBe(8);
    expect(h.stderr.text).not.toMatch(/queueing requests/);
  });
});
