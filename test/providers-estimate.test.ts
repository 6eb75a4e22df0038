/** ingest --dry-run estimate: exact embedding cache check, calls per stage, cost from the price table. */
import { afterEach, describe, expect, it } from 'vitest';
import { estimateIngest, formatEstimate } from '../src/core/providers/estimate.js';
import { harness, type Harness } from './fake-openai/harness.js';

let h: Harness;
afterEach(async () => h?.cleanup());

const chunk = (i: number) => ({ text: `Revenue grew ${i}% to INR ${i * 10} crore, driven by deal wins in BFSI. `.repeat(8), company: 'Infosys', speaker: 'CFO' });

describe('estimateIngest', () => {
  it('counts calls and tokens per stage, skips cached embeddings, prices with the table', async () => {
    h = await harness();
    const prices = { 'fake-chat': { input: 1, output: 4 }, 'fake-embed': { input: 0.1, output: 0 } };
    const config = h.config({ openai: { embeddingBatch: 4, prices } });
    const texts = Array.from({ length: 10 }, (_, i) => chunk(i).text);
    const before = estimateIngest(h.db, config, { embed: texts, extract: texts.map((_, i) => chunk(i)) });
    // Ten calls per tier, plus the assumed 5% repairs of the JSON tier (no history yet).
    expect(before.stages.map((s) => [s.stage, s.calls])).toEqual([['embed', 3], ['refine', 10], ['extract', 11]]);
    const refine = before.stages.find((s) => s.stage === 'refine')!;
    expect(refine.promptTokens).toBeGreaterThan(10 * Math.ceil(texts[0]!.length / 4));
    expect(refine.costUsd).toBeCloseTo((refine.promptTokens * 1 + refine.completionTokens * 4) / 1e6, 12);
    expect(before.total.calls).toBe(24);
    expect(before.errorBar.tokens).toBeGreaterThan(0);
    expect(h.fake.count('chat') + h.fake.count('embeddings')).toBe(0);

    // Six texts embedded for real: the estimate now only counts the other four.
    await (await h.provider({ openai: { embeddingBatch: 4, prices } })).embedder().embed(texts.slice(0, 6));
    const after = estimateIngest(h.db, config, { embed: texts, extract: [{ ...chunk(1), refined: 'Revenue grew 1%.' }] });
    expect(after.stages.find((s) => s.stage === 'embed')).toMatchObject({ calls: 1, basis: expect.stringMatching(/6 already cached/) });
    expect(after.stages.find((s) => s.stage === 'refine')!.calls).toBe(0);
    expect(formatEstimate(after).join('\n')).toMatch(/nothing was sent to a model/);
  });

  it('says when a model has no price, and that local costs nothing', async () => {
    h = await harness();
    const e = estimateIngest(h.db, h.config({ openai: { prices: {} } }), { embed: ['a'], extract: [] });
    expect(e.total.costUsd).toBeNull();
    expect(e.notes.join(' ')).toMatch(/no price for fake-embed/);
    const local = estimateIngest(h.db, h.config({ provider: 'local' }), { embed: ['a'], extract: [chunk(1)] });
    expect(local.total).toEqual({ calls: 0, tokens: 0, costUsd: 0 });
  });
});
