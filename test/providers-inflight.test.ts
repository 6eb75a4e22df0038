/**
 * In-flight de-duplication: identical requests (same cache key) in flight at once make one call
 * and share its reply, so concurrency never makes more calls than running one at a time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CompletionRequest } from '../src/core/providers/types.js';
import { harness, type Harness } from './fake-openai/harness.js';

const req = (text: string): CompletionRequest => ({ promptId: 'test.echo', promptVersion: '1', stage: 'answer', messages: [{ role: 'user', content: text }] });

let h: Harness;
afterEach(async () => h?.cleanup());

// 24 prompts, 5 distinct (as chunks repeating boilerplate do).
const PROMPTS = Array.from({ length: 24 }, (_, i) => `prompt ${i % 5}`);

async function calls(concurrency: number, together: boolean): Promise<{ calls: number; texts: string[]; cached: number }> {
  h = await harness({ latencyMs: 30 });
  const p = await h.provider({ openai: { concurrency }, cache: false });
  const m = p.model('answer')!;
  const texts: string[] = [];
  if (together) texts.push(...(await Promise.all(PROMPTS.map((t) => m.complete(req(t))))).map((r) => r.text));
  else for (const t of PROMPTS) texts.push((await m.complete(req(t))).text);
  const n = h.fake.count('chat');
  const cached = p.stats!().cachedCalls;
  await p.close();
  await h.cleanup();
  h = undefined as unknown as Harness;
  return { calls: n, texts, cached };
}

describe('in-flight de-duplication', () => {
  it('N identical prompts at concurrency 8 make exactly as many calls as one at a time at concurrency 1, with the same replies', async () => {
    const one = await calls(1, false);
    const eight = await calls(8, true);
    const oneTogether = await calls(1, true);
    // With the response cache off, one at a time pays every prompt: the floor is the distinct ones.
    expect(one.calls).toBe(24);
    expect(eight.calls).toBe(5);
    expect(oneTogether.calls).toBe(5);
    expect(eight.texts).toEqual(PROMPTS.map((t) => `Echo: ${t}`));
    // The shared replies are counted as served without a call.
    expect(eight.cached).toBe(19);
  });

  it('with the response cache on, concurrency 8 and concurrency 1 make the same number of calls', async () => {
    const count = async (concurrency: number): Promise<number> => {
      h = await harness({ latencyMs: 30 });
      const p = await h.provider({ openai: { concurrency } });
      await Promise.all(PROMPTS.map((t) => p.model('answer')!.complete(req(t))));
      const n = h.fake.count('chat');
      await p.close();
      await h.cleanup();
      h = undefined as unknown as Harness;
      return n;
    };
    expect(await count(8)).toBe(await count(1));
    expect(await count(8)).toBe(5);
  });
});
