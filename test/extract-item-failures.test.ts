/**
 * Per-item failure isolation in the extract stage against the fake server: a request the server
 * refuses for one chunk alone (llama.cpp's "exceeds the available context size" 400) quarantines
 * that chunk with the server's message and the run goes on; a repair prompt the server refuses is
 * skipped; a rerun sends nothing quarantined unless asked to (--retry-quarantined).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createExtraction, extractionVersions } from '../src/app/extractors.js';
import { dbQuarantine } from '../src/core/providers/quarantine.js';
import { extractStage } from '../src/pipeline/extract/stage.js';
import { listQuarantine } from '../src/core/providers/quarantine.js';
import { harness, type Harness } from './fake-openai/harness.js';
import { CONTEXT_SIZE_MESSAGE, type ChatBody, type ChatHandler } from './fake-openai/server.js';
import { corpusChat, tierOf, writeCorpus } from './helpers/graph-corpus.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
});

const doc = (b: ChatBody): string => /<document>\n([\s\S]*?)\n<\/document>/.exec(b.messages.find((m) => m.role === 'user')?.content ?? '')?.[1] ?? '';

/** tcs-2's refine and infy-1's triplets do not fit the context; tcs-3's reply is invalid and its repair does not fit. */
const llamaChat: ChatHandler = (b) => {
  const d = doc(b);
  if (tierOf(b) === 'refine' && d.startsWith('K. Krithivasan')) return { fault: 'context-size' };
  if (tierOf(b) === 'triplets' && d.startsWith('Infosys revenue')) return { fault: 'context-size' };
  if (tierOf(b) === 'triplets' && d.startsWith('QUARANTINE') && b.messages.some((m) => /could not be used/.test(m.content))) return { fault: 'context-size' };
  return corpusChat(b);
};

describe('extract: one refused chunk does not stop the run', () => {
  it('quarantines refused chunks with the server message, skips an unfitting repair, and reruns only on request', async () => {
    h = await harness({ chat: llamaChat });
    writeCorpus(h.db);
    const config = h.config();
    const provider = await h.provider();
    const stage = (retryQuarantined = false) =>
      extractStage({ versions: () => extractionVersions(config), create: (ctx) => createExtraction(ctx.config, ctx.provider, dbQuarantine(ctx.db)), concurrency: 2, retryQuarantined });
    const ctx = { db: h.db, config, out: h.out, provider, signal: new AbortController().signal, progress: () => {} };
    const report = await stage().run(ctx);
    expect(report).toMatchObject({ processed: 4, failed: 3, detail: { remaining: 0 } });
    const rows = new Map(listQuarantine(h.db, { stage: 'extract' }).map((r) => [r.itemId, r]));
    expect([...rows.keys()].sort()).toEqual(['infy-1', 'tcs-2', 'tcs-3']);
    expect(rows.get('tcs-2')!.error).toBe(`refine: the server refused the request: ${CONTEXT_SIZE_MESSAGE}`);
    expect(rows.get('infy-1')!.error).toBe(`the server refused the request: ${CONTEXT_SIZE_MESSAGE}`);
    expect(rows.get('tcs-3')!.error).toMatch(/the repair prompt was skipped, the server refused it: request \(4236 tokens\) exceeds/);
    expect(rows.get('tcs-3')!.raw).toMatch(/Sorry/);
    // The good chunk was stored.
    expect(h.db.prepare(`SELECT status FROM extractions WHERE chunk_id = 'tcs-1'`).pluck().get()).toBe('ok');
    // A 400 is not retried.
    expect(h.fake.requests.filter((r) => r.status === 400)).toHaveLength(3);

    // A rerun sends nothing: quarantined chunks wait for --retry-quarantined.
    h.fake.reset();
    expect(stage().pending(h.db)).toBe(0);
    await stage().run(ctx);
    expect(h.fake.count('chat')).toBe(0);

    // The server now fits every prompt: --retry-quarantined sends the three again.
    h.fake.setChat((b) => corpusChat(b));
    expect(stage(true).pending(h.db)).toBe(3);
    const again = await stage(true).run(ctx);
    expect(again.processed).toBe(3);
    expect(h.fake.count('chat')).toBeGreaterThan(0);
    // tcs-2's text stood in for its refinement: tier 2 only.
    expect(h.fake.requests.filter((r) => r.route === 'chat' && tierOf(r.body as ChatBody) === 'refine')).toHaveLength(0);
    const left = listQuarantine(h.db, { stage: 'extract' }).map((r) => r.itemId);
    expect(left).toEqual(['tcs-3']); // its model never answers it properly
    await provider.close();
  });
});

describe('extract: the summary after an interrupt', () => {
  it('never counts a negative skippedTier1: refinements whose extraction was interrupted are not counted', async () => {
    const abort = new AbortController();
    h = await harness({
      chat: async (b) => {
        if (tierOf(b) !== 'triplets') return corpusChat(b);
        // Ctrl-C while the first chunks wait for tier 2.
        abort.abort();
        await new Promise((r) => setTimeout(r, 100));
        return corpusChat(b);
      },
    });
    writeCorpus(h.db);
    const config = h.config();
    const provider = await h.provider();
    const stage = () => extractStage({ versions: () => extractionVersions(config), create: (ctx) => createExtraction(ctx.config, ctx.provider, dbQuarantine(ctx.db)), concurrency: 4, retryQuarantined: false });
    const report = await stage().run({ db: h.db, config, out: h.out, provider, signal: abort.signal, progress: () => {} });
    expect(h.fake.requests.filter((r) => r.route === 'chat' && tierOf(r.body as ChatBody) === 'refine').length).toBeGreaterThan(1);
    expect(report.processed).toBe(0);
    expect(report.detail).toMatchObject({ refined: 0, skippedTier1: 0 });
    // The rerun refines again (from the cache: free) and counts each chunk once.
    const again = await stage().run({ db: h.db, config, out: h.out, provider, signal: new AbortController().signal, progress: () => {} });
    const d = again.detail as { refined: number; skippedTier1: number };
    expect(d.skippedTier1).toBeGreaterThanOrEqual(0);
    expect(d.refined + d.skippedTier1).toBe(again.processed);
    await provider.close();
  });
});
