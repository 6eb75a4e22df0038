/**
 * `eval --provider openai --judge openai` against the fake server on the demo corpus: the run
 * groups its requests by kind (embeddings, then answers and judge chat, then the relevancy
 * embeddings), so a server holding one model at a time switches models a bounded number of times
 * however many questions are evaluated. `ask` on a comparison retrieves every company before
 * answering any.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { startFakeOpenAi, type ChatBody, type FakeOpenAi } from './fake-openai/server.js';
import { requestedSchema, sampleFromSchema } from './fake-openai/schema-sample.js';

const DEMO = join(ROOT, 'data', 'demo');
const KEY = 'sk-test-order';

/** Judge prompts get fixed verdicts, the answer prompt a cited sentence, extraction a schema sample. */
function reply(body: ChatBody): string {
  const sys = String(body.messages[0]?.content ?? '');
  const user = String(body.messages.at(-1)?.content ?? '');
  if (/split an answer/.test(sys)) return JSON.stringify({ statements: ['first claim.', 'second claim.'] });
  if (/check statements/.test(sys)) return JSON.stringify({ verdicts: [{ statement: 'first claim.', verdict: 1 }, { statement: 'second claim.', verdict: 0 }] });
  if (/write the questions/.test(sys)) return JSON.stringify({ questions: [`Which ${user.length % 7} figure?`, 'What changed in the quarter?'], noncommittal: false });
  if (/useful in arriving/.test(sys)) return JSON.stringify({ verdict: 1 });
  if (/reference answer is supported/.test(sys)) {
    const n = (user.split('Reference answer sentences:')[1] ?? '').split('\n').filter((l) => /^\d+\. /.test(l)).length;
    return JSON.stringify({ classifications: Array.from({ length: n }, () => ({ sentence: 's', attributed: 1 })) });
  }
  if (/earnings-call transcripts for a financial analyst/.test(sys)) return 'Revenue grew in the quarter [1].';
  return JSON.stringify(sampleFromSchema(requestedSchema(body)));
}

/** How often consecutive requests change kind (embeddings ↔ chat). */
function switches(fake: FakeOpenAi): { switches: number; chat: number; embeddings: number } {
  const kinds = fake.requests.map((r) => r.route).filter((r) => r === 'chat' || r === 'embeddings');
  return { switches: kinds.filter((k, i) => i > 0 && k !== kinds[i - 1]).length, chat: fake.count('chat'), embeddings: fake.count('embeddings') };
}

describe.skipIf(!existsSync(join(DEMO, 'qa.jsonl')))('eval request order on a one-model server', () => {
  let fake: FakeOpenAi;
  let ingest: ReturnType<typeof switches>;
  const tmp = tempDir('hybridrag-eval-order-');
  const wd = join(tmp.dir, 'work');
  const evalRun = (limit: number, out: string) =>
    runCli(['-q', '--provider', 'openai', '--base-url', fake.url, '-w', wd, '--no-cache', 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'all', '--limit', String(limit), '--judge', 'openai', '--out', out],
      { cwd: tmp.dir, env: { OPENAI_API_KEY: KEY }, timeoutMs: 180_000 });

  beforeAll(async () => {
    fake = await startFakeOpenAi({ embeddingDim: 64, chat: reply });
    writeFileSync(join(tmp.dir, 'hybridrag.config.json'), JSON.stringify({ openai: { embeddingDimensions: 64 } }));
    const r = await runCli(['-q', '--provider', 'openai', '--base-url', fake.url, '-w', wd, 'ingest', DEMO], { cwd: tmp.dir, env: { OPENAI_API_KEY: KEY }, timeoutMs: 180_000 });
    expect(r.code, r.stderr).toBe(0);
    ingest = switches(fake);
    fake.reset();
  }, 200_000);
  afterAll(async () => {
    await fake?.close();
    tmp.cleanup();
  });

  it('ingest embeds every chunk before extracting: one switch', () => {
    expect(ingest.embeddings).toBeGreaterThan(0);
    expect(ingest.chat).toBeGreaterThan(0);
    expect(ingest.switches).toBe(1);
  });

  it('switches between embeddings and chat a bounded number of times, whatever the number of questions', async () => {
    const seen: { limit: number; switches: number; chat: number; embeddings: number }[] = [];
    for (const limit of [2, 6]) {
      fake.reset();
      const r = await evalRun(limit, `out-${limit}`);
      expect(r.code, r.stderr).toBe(0);
      seen.push({ limit, ...switches(fake) });
      const doc = JSON.parse(readFileSync(join(tmp.dir, `out-${limit}`, 'metrics.json'), 'utf8'));
      expect(doc.questions).toBe(limit);
      // The relevancy embeddings were made and used: the metric is scored.
      expect(doc.modes.vector.answer_relevancy.n).toBeGreaterThan(0);
    }
    console.log(`request kinds during eval: ${JSON.stringify(seen)}`);
    for (const s of seen) {
      expect(s.chat).toBeGreaterThan(0);
      expect(s.embeddings).toBeGreaterThan(0);
      // Retrieval embeddings → answers and judge chat → relevancy embeddings.
      expect(s.switches).toBeLessThanOrEqual(2);
    }
  }, 400_000);

  it('ask on a comparison embeds for every company before the first answer', async () => {
    for (const mode of ['vector', 'kgar']) {
      fake.reset();
      // A question about no figure is not decided on the facts: each company's answer is the model's
      // (a part that does not hold the others' subject is answered again, so at least one chat each).
      const q = 'Compare what management said about demand at Aravali Infotech, Nilgiri Consumer and Sahyadri Cement in Q1 FY24';
      const r = await runCli(['-q', '--provider', 'openai', '--base-url', fake.url, '-w', wd, '--no-cache', 'ask', q, '--mode', mode, '--json'], { cwd: tmp.dir, env: { OPENAI_API_KEY: KEY } });
      expect(r.code, r.stderr).toBe(0);
      expect((JSON.parse(r.stdout) as { parts: unknown[] }).parts).toHaveLength(3);
      const s = switches(fake);
      expect(s.chat, mode).toBeGreaterThanOrEqual(3);
      expect(s.switches).toBe(1);
    }
  }, 120_000);
});
