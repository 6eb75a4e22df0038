/**
 * `ingest --dry-run` estimate against a real run on the fake server: reply sizes and the repair
 * rate are learned from the response cache of an earlier run, and the actual tokens of the next
 * run fall within the error bar the estimate states.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createExtraction, extractionVersions } from '../src/app/extractors.js';
import { dbQuarantine } from '../src/core/providers/quarantine.js';
import { pendingWork } from '../src/app/dry-run.js';
import { estimateIngest, formatEstimate } from '../src/core/providers/estimate.js';
import { extractStage } from '../src/pipeline/extract/stage.js';
import { harness, type Harness } from './fake-openai/harness.js';
import type { ChatBody } from './fake-openai/server.js';
import { tierOf, writeCorpus } from './helpers/graph-corpus.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
});

const WORDS = 'revenue margin growth deal wins attrition guidance capex dividend pricing volume digital cloud headcount utilisation'.split(' ');
const unit = (s: string): number => createHash('sha256').update(s).digest().readUInt32LE(0) / 2 ** 32;

/** A document of `n` chunks of varying length (40–160 words). */
function doc(id: string, company: string, n: number) {
  return {
    id, company, ticker: id.toUpperCase(), file: `${id}.pdf`,
    chunks: Array.from({ length: n }, (_, i) => {
      const len = 40 + Math.floor(unit(`${id}${i}`) * 120);
      return { id: `${id}-${i}`, page: i + 1, text: `${company} ${Array.from({ length: len }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ')}.` };
    }),
  };
}

const body = (b: ChatBody): string => /<document>\n([\s\S]*?)\n<\/document>/.exec(b.messages.find((m) => m.role === 'user')?.content ?? '')?.[1] ?? '';

/**
 * Refine keeps about 60% of the words; extraction writes one triplet per 12 words; about a fifth of
 * first extraction replies are prose (then the repair is JSON).
 */
function model(b: ChatBody): string {
  const d = body(b);
  const words = d.split(/\s+/);
  if (tierOf(b) === 'refine') return words.slice(0, Math.ceil(words.length * 0.6)).join(' ');
  const repairing = b.messages.some((m) => m.role === 'assistant');
  if (!repairing && unit(`prose${d}`) < 0.2) return 'I found several facts about revenue and margins in this passage.';
  const n = Math.max(1, Math.round(words.length / 12));
  return JSON.stringify({
    triplets: Array.from({ length: n }, (_, i) => ({ head: words[0], head_type: 'company', relation: 'reported', object: `${words[(i * 5) % words.length]} ${i}`, object_type: 'financial metric' })),
  });
}

describe('ingest --dry-run error bar', () => {
  it('the actual tokens of a run fall within the estimate\'s stated bar, with reply sizes and repair rate from the cache', async () => {
    h = await harness({ chat: model });
    const config = h.config();
    const run = async () => {
      const provider = await h!.provider();
      const stage = extractStage({ versions: () => extractionVersions(config), create: (ctx) => createExtraction(ctx.config, ctx.provider, dbQuarantine(ctx.db)), concurrency: 4, retryQuarantined: false });
      await stage.run({ db: h!.db, config, out: h!.out, provider, signal: new AbortController().signal, progress: () => {} });
      const s = provider.stats!();
      await provider.close();
      return s;
    };
    // Before any history: a wide bar, and it says so.
    writeCorpus(h.db, [doc('alpha', 'Alpha Industries Limited', 40)]);
    const blind = estimateIngest(h.db, config, { embed: [], extract: pendingWork(h.db, config).extract });
    expect(blind.stages.find((s) => s.stage === 'extract')!.basis).toMatch(/no history/);
    const first = await run();
    const firstActual = first.promptTokens + first.completionTokens;
    expect(Math.abs(firstActual - blind.total.tokens)).toBeLessThanOrEqual(blind.errorBar.tokens);

    // With the first run's replies in the cache: a tighter bar that still holds.
    writeCorpus(h.db, [doc('beta', 'Beta Cements Limited', 40)]);
    const est = estimateIngest(h.db, config, { embed: [], extract: pendingWork(h.db, config).extract });
    const extract = est.stages.find((s) => s.stage === 'extract')!;
    expect(extract.basis).toMatch(/repair rate \((1\d|2\d)\.\d%\) from 40 earlier replies/);
    const second = await run();
    const actual = second.promptTokens + second.completionTokens;
    expect(Math.abs(actual - est.total.tokens)).toBeLessThanOrEqual(est.errorBar.tokens);
    expect(est.errorBar.relative).toBeLessThan(0.3);
    expect(est.errorBar.relative).toBeLessThan(blind.errorBar.relative);
    expect(formatEstimate(est).join('\n')).toMatch(/tokens ± \d+ \(±\d+%, the estimate's error bar\)/);
  });
});
