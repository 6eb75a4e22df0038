/**
 * The answer step against the fake server: kgar's sub-questions are not numbered passages (a model
 * citing [1] cites a real passage), and graph mode on a store without triplets still answers, from
 * the passages its entity-graph walk reaches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { graphApi } from '../src/app/graph.js';
import { ask } from '../src/query/answer/ask.js';
import { citationsFor } from '../src/query/answer/citations.js';
import { LlmAnswerer } from '../src/query/answerer/llm-answerer.js';
import { createRetrievalDeps } from '../src/query/retrieve/deps.js';
import type { Context } from '../src/query/retrieve/types.js';
import { harness, type Harness } from './fake-openai/harness.js';
import type { ChatBody } from './fake-openai/server.js';
import { writeCorpus } from './helpers/graph-corpus.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
});

const ctx = (over: Partial<Context>): Context =>
  ({ chunkId: null, ord: 0, channel: 'vector', kind: 'chunk', text: '', document: 'TCS.pdf', company: 'Tata Consultancy Services Limited', quarter: 'Q1', year: 'FY24', pages: [1], score: 1, ...over }) as Context;

describe('answer prompt: kgar sub-questions', () => {
  it('numbers only evidence passages; a model citing [1] and [2] cites the two chunks, not the sub-questions', async () => {
    h = await harness({ chat: () => 'Revenue was $7,226 million [1] and the CEO is K. Krithivasan [2].' });
    const p = await h.provider();
    const contexts: Context[] = [
      ctx({ channel: 'graph', kind: 'subquery', text: 'Sub-question 1 of 2: What was TCS revenue?', document: null as unknown as string, pages: [] }),
      ctx({ channel: 'graph', kind: 'subquery', text: 'Sub-question 2 of 2: Who is the CEO of TCS?', document: null as unknown as string, pages: [] }),
      ctx({ chunkId: 'tcs-1', text: 'We reported revenue of $7,226 million in Q1 FY24.', pages: [1] }),
      ctx({ chunkId: 'tcs-2', text: 'K. Krithivasan is the CEO of Tata Consultancy Services Ltd.', pages: [2] }),
    ];
    const a = await new LlmAnswerer({ model: p.model('answer')! }).answer('What was TCS revenue and who is its CEO?', contexts);
    const user = (h.fake.requests[0]!.body as ChatBody).messages.at(-1)!.content;
    // Passage 1 is the first chunk; the sub-questions are listed as parts, not passages.
    expect(user).toMatch(/<passage id="1"[^>]*>\s*We reported revenue/);
    expect(user).not.toMatch(/<passage[^>]*>\s*Sub-question/);
    expect(user).toMatch(/- What was TCS revenue\?\n- Who is the CEO of TCS\?/);
    // Cited numbers are context positions (3 and 4), and both become citation lines.
    expect(a.cited).toEqual([3, 4]);
    expect(a.text).toBe('Revenue was $7,226 million [3] and the CEO is K. Krithivasan [4].');
    expect(citationsFor(a.cited, contexts).map((c) => c.pages)).toEqual([[1], [2]]);
    await p.close();
  });
});

describe('graph mode without triplets', () => {
  it('answers from the passages the entity-graph walk reaches, tagged as the graph channel', async () => {
    h = await harness({ chat: () => 'Revenue was $7,226 million [1].' });
    writeCorpus(h.db);
    const config = h.config();
    const p = await h.provider();
    const deps = { ...createRetrievalDeps({ db: h.db, config, embedder: () => p.embedder(), graphApi: await graphApi() }), answerer: new LlmAnswerer({ model: p.model('answer')! }) };
    const r = await ask('What was the revenue of Tata Consultancy Services in Q1 FY24?', { mode: 'graph' }, deps);
    expect(h.fake.count('chat')).toBe(1);
    expect(r.refused).toBe(false);
    expect(r.contexts.length).toBeGreaterThan(0);
    for (const c of r.contexts) expect([c.channel, c.kind]).toEqual(['graph', 'chunk']);
    expect(r.contexts[0]!.text).toContain('$7,226 million');
    await p.close();
  });
});
