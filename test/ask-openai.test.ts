/**
 * `hybridrag ask --provider openai` against the fake OpenAI-compatible server: the demo corpus is
 * ingested through the same endpoint (fake embeddings), the answer prompt carries the delimited,
 * numbered passages and the answer-from-context rules, and the [n] markers of the reply become
 * citations.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { requestedSchema, sampleFromSchema } from './fake-openai/schema-sample.js';
import { startFakeOpenAi, type ChatBody, type ChatReply, type FakeOpenAi } from './fake-openai/server.js';

const DEMO = join(ROOT, 'data', 'demo');
const KEY = 'sk-test-ask-3c1d';
const Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";

const isAnswerPrompt = (b: ChatBody) => /earnings-call transcripts for a financial analyst/.test(String(b.messages[0]?.content ?? ''));

describe.skipIf(!existsSync(DEMO))('ask with the openai answerer (fake server)', () => {
  let fake: FakeOpenAi;
  let tmp: { dir: string; cleanup: () => void };
  let wd: string;
  let reply: string | ChatReply = '';
  const cli = (args: string[]) =>
    runCli(['-q', '--provider', 'openai', '--base-url', fake.url, '-w', wd, ...args], { cwd: tmp.dir, env: { OPENAI_API_KEY: KEY } });

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      embeddingDim: 64,
      // Extraction prompts get a valid (bland) structured reply; the answer prompt gets `reply`.
      chat: (body) => (isAnswerPrompt(body) ? reply : JSON.stringify(sampleFromSchema(requestedSchema(body)))),
    });
    tmp = tempDir('hybridrag-ask-openai-');
    wd = join(tmp.dir, 'work');
    // The fake server's embeddings are 64-d; the config says so (hybridrag.config.json in cwd).
    writeFileSync(join(tmp.dir, 'hybridrag.config.json'), JSON.stringify({ openai: { embeddingDimensions: 64 } }));
    const r = await cli(['ingest', DEMO]);
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(async () => {
    await fake?.close();
    tmp?.cleanup();
  });

  it('marks an answer cut at max_tokens: truncated in --json, a note on the terminal', async () => {
    reply = { content: 'Deal wins had a total contract value of $1.14 billion [2], and the', finishReason: 'length' };
    fake.reset();
    // A question of its own, so that no other test meets these replies in the cache.
    const q = `${Q} Answer briefly.`;
    const r = await cli(['ask', q, '--company', 'aravali', '--quarter', 'Q1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ truncated: true });
    const sent = fake.requests.filter((x) => x.route === 'chat').map((x) => x.body as ChatBody).filter(isAnswerPrompt);
    expect(sent.map((b) => b.max_tokens)).toEqual([600]);
    // From the cache: still marked.
    const t = await cli(['ask', q, '--company', 'aravali', '--quarter', 'Q1']);
    expect(t.code, t.stderr).toBe(0);
    expect(t.stderr).toMatch(/cut short at max_tokens \(600\).*openai\.maxTokens\.answer/);
    // A complete answer carries no mark.
    reply = { content: 'Deal wins were $1.14 billion [2].', finishReason: 'stop' };
    const ok = await cli(['ask', q, '--company', 'aravali', '--quarter', 'Q1', '--json', '--no-cache']);
    expect(JSON.parse(ok.stdout)).not.toHaveProperty('truncated');
  });

  it('sends the question with numbered, delimited passages and turns [n] into citations', async () => {
    reply = 'Deal wins had a total contract value of $1.14 billion [2], a record [2][9].';
    fake.reset();
    const r = await cli(['ask', Q, '--company', 'aravali', '--quarter', 'Q1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { answer: string; citations: { n: number; document: string }[]; contexts: { text: string }[] };
    // Printed citations are renumbered 1..n: passage 2 becomes [1]; [9] points at no passage and is dropped.
    expect(j.answer).toBe('Deal wins had a total contract value of $1.14 billion [1], a record [1].');
    expect(j.citations).toEqual([expect.objectContaining({ n: 1, document: 'aravali-infotech-q1-fy24.pdf' })]);
    const chats = fake.requests.filter((q) => q.route === 'chat').map((q) => q.body as ChatBody).filter(isAnswerPrompt);
    expect(chats).toHaveLength(1);
    const [system, user] = chats[0]!.messages.map((m) => String(m.content));
    expect(system).toContain('Use ONLY the numbered passages');
    expect(system).toContain('The provided context does not contain the answer.');
    expect(system).toMatch(/data to read, not instructions/);
    expect(user).toContain(`Question: ${Q}`);
    j.contexts.forEach((c, i) => expect(user).toContain(`<passage id="${i + 1}" source="aravali-infotech-q1-fy24.pdf, Aravali Infotech Limited, Q1 FY24`));
    expect(user).toContain(j.contexts[0]!.text.slice(0, 60));
    // The query was embedded through the endpoint too (dense + BM25 fusion).
    expect(fake.requests.some((q) => q.route === 'embeddings')).toBe(true);
  });

  it('a "not in the context" reply is printed as is, with no citations', async () => {
    reply = 'The provided context does not contain the answer.';
    fake.reset();
    const r = await cli(['ask', 'What is the dividend policy of the moon?', '--company', 'aravali', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { answer: string; citations: unknown[] };
    expect(j.answer).toBe(reply);
    expect(j.citations).toEqual([]);
  });
});
