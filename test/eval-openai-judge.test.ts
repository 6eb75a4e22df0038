/**
 * The LLM-judge path against the fake OpenAI server with scripted verdicts: the scores equal the
 * values computed by hand from those verdicts, replies are cached (a second pass makes no call),
 * and an unusable reply makes that metric NaN instead of 0.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './fake-openai/harness.js';
import { hashEmbedding, type ChatBody } from './fake-openai/server.js';
import { createOpenAiJudge } from '../src/eval/judge/openai.js';
import { scoreSample, type EvalSample } from '../src/eval/score-sample.js';
import { readReferenceScores } from '../src/eval/judge-bench.js';
import { splitSentences } from '../src/core/text/sentences.js';
import { existsSync } from 'node:fs';
import { NIFTY_DATA } from './helpers/shared-data.js';

const REF = join(NIFTY_DATA, 'reference');

const sample: EvalSample = {
  question: 'What was the EBITDA margin in Q1?',
  answer: 'EBITDA margin was 21.5%. Revenue grew 12%. Capex was Rs 900 crore.',
  groundTruth: 'EBITDA margin came in at 21.5% for the quarter. Volumes grew in double digits.',
  contexts: ['Our EBITDA margin was 21.5% in Q1.', 'The board declared a dividend.', 'Revenue grew 12% and volumes grew in double digits.'],
  channels: ['vector', 'vector', 'graph'],
};

/** Scripted verdicts, keyed by the prompt (its JSON schema name is the prompt id). */
function scripted(body: ChatBody): string {
  const name = body.response_format?.json_schema?.name ?? '';
  const user = body.messages.at(-1)!.content;
  const system = body.messages[0]!.content;
  const which = name || (/split an answer/.test(system) ? 'judge_statements' : /check statements/.test(system) ? 'judge_faithfulness' : /write the questions/.test(system) ? 'judge_relevancy' : /useful in arriving/.test(system) ? 'judge_precision' : 'judge_recall');
  switch (which) {
    case 'judge_statements':
      return JSON.stringify({ statements: ['EBITDA margin was 21.5%.', 'Revenue grew 12%.', 'Capex was Rs 900 crore.'] });
    case 'judge_faithfulness':
      return JSON.stringify({ verdicts: [{ statement: 'a', verdict: 1 }, { statement: 'b', verdict: 1 }, { statement: 'c', verdict: 0 }] });
    case 'judge_relevancy':
      return JSON.stringify({ questions: ['What was the EBITDA margin?', 'How much did revenue grow?', 'What was capex?'], noncommittal: false });
    case 'judge_precision':
      // Useful: the first and the third item.
      return JSON.stringify({ verdict: /dividend/.test(user) ? 0 : 1 });
    case 'judge_recall':
      return JSON.stringify({ classifications: [{ sentence: 'x', attributed: 1 }, { sentence: 'y', attributed: 0 }] });
    default:
      throw new Error(`unexpected prompt ${which}`);
  }
}

function cos(a: number[], b: number[]): number {
  let d = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { d += a[i]! * b[i]!; na += a[i]! ** 2; nb += b[i]! ** 2; }
  return d / Math.sqrt(na * nb);
}

let h: Harness | undefined;
afterEach(async () => { await h?.cleanup(); h = undefined; });

describe('openai judge', () => {
  it('scores equal hand-computed values from scripted verdicts, and replies are cached', async () => {
    h = await harness({ chat: (body) => scripted(body), embeddingDim: 64 });
    const provider = await h.provider();
    const judge = createOpenAiJudge({ model: provider.model('judge')!, db: h.db });
    expect(judge.id).toMatch(/^openai:/);
    const { scores, verdicts } = await scoreSample(sample, { judge, embedder: provider.embedder() });
    expect(verdicts.supported).toEqual([true, true, false]);
    expect(scores.faithfulness).toBeCloseTo(2 / 3, 10);
    // Useful [1, 0, 1]: (1/1 + 2/3) / 2.
    expect(scores.context_precision).toBeCloseTo((1 + 2 / 3) / 2, 10);
    // By channel: vector items [1, 0] → 1; graph item [1] → 1.
    expect(scores.context_precision_vector).toBe(1);
    expect(scores.context_precision_graph).toBe(1);
    expect(scores.context_recall).toBe(0.5);
    const q = hashEmbedding(sample.question, 64);
    const expected = ['What was the EBITDA margin?', 'How much did revenue grow?', 'What was capex?'].map((g) => cos(q, hashEmbedding(g, 64)));
    expect(scores.answer_relevancy).toBeCloseTo(expected.reduce((a, b) => a + b, 0) / 3, 5);
    expect(judge.usage().promptTokens).toBeGreaterThan(0);

    const calls = h.fake.count('chat');
    // statements, faithfulness, relevancy, 3 precision items, recall.
    expect(calls).toBe(7);
    const again = await scoreSample(sample, { judge, embedder: provider.embedder() });
    expect(again.scores).toEqual(scores);
    expect(h.fake.count('chat')).toBe(calls);
    await provider.close();
  });

  it('a noncommittal answer scores relevancy 0; an unusable reply makes the metric NaN', async () => {
    h = await harness({
      chat: (body) => {
        const sys = body.messages[0]!.content;
        if (/write the questions/.test(sys)) return JSON.stringify({ questions: ['What was the margin?'], noncommittal: true });
        if (/split an answer/.test(sys)) return 'no JSON here, sorry';
        return scripted(body);
      },
      embeddingDim: 64,
    });
    const provider = await h.provider();
    const judge = createOpenAiJudge({ model: provider.model('judge')!, db: h.db });
    const { scores, verdicts } = await scoreSample(sample, { judge, embedder: provider.embedder() });
    expect(scores.answer_relevancy).toBe(0);
    expect(scores.faithfulness).toBeNaN();
    expect(verdicts.failures?.[0]).toMatch(/judge\.statements/);
    expect(scores.context_recall).toBe(0.5);
    await provider.close();
  });

  it('a judge request the server refuses (context size) makes that metric NaN with the reason; the others are scored', async () => {
    h = await harness({
      chat: (body) => (/check statements/.test(body.messages[0]!.content) ? { fault: 'context-size' } : scripted(body)),
      embeddingDim: 64,
    });
    const provider = await h.provider();
    const judge = createOpenAiJudge({ model: provider.model('judge')!, db: h.db });
    const { scores, verdicts } = await scoreSample(sample, { judge, embedder: provider.embedder() });
    expect(scores.faithfulness).toBeNaN();
    expect(verdicts.failures).toEqual([expect.stringMatching(/^judge\.faithfulness: the server refused the request: request \(4236 tokens\) exceeds the available context size/)]);
    expect(scores.context_recall).toBe(0.5);
    expect(scores.context_precision).toBeCloseTo(5 / 6, 6);
    // Refused once, not retried.
    expect(h.fake.requests.filter((r) => r.status === 400)).toHaveLength(1);
    await provider.close();
  });
});

describe.skipIf(!existsSync(`${REF}/vectorrag_ragas_scores.csv`))('openai judge on the paper\'s reference rows', () => {
  it('the four-item contexts and real ground truths give the hand-computed scores', async () => {
    const rows = readReferenceScores(`${REF}/vectorrag_ragas_scores.csv`, `${REF}/vectorrag_outputs`).slice(0, 5);
    // Scripted: two statements (first supported), items useful at even ranks (2nd, 4th), every
    // ground-truth sentence attributed except the first.
    h = await harness({
      embeddingDim: 64,
      chat: (body) => {
        const sys = body.messages[0]!.content;
        const user = body.messages.at(-1)!.content;
        if (/split an answer/.test(sys)) return JSON.stringify({ statements: ['s1', 's2'] });
        if (/check statements/.test(sys)) return JSON.stringify({ verdicts: [{ statement: 's1', verdict: 1 }, { statement: 's2', verdict: 0 }] });
        if (/write the questions/.test(sys)) return JSON.stringify({ questions: ['q?'], noncommittal: true });
        if (/useful in arriving/.test(sys)) {
          // The item sent is the text inside <context>…</context>; find its rank in its row.
          const sent = /<context>\n([\s\S]*)\n<\/context>/.exec(user)![1];
          // Chunks recur across a company's rows at other ranks: find the row by its question too.
          const row = rows.find((r) => user.startsWith(`Question: ${r.question}\n`) && r.contexts.includes(sent!))!;
          const k = row.contexts.indexOf(sent!);
          return JSON.stringify({ verdict: k % 2 === 1 ? 1 : 0 });
        }
        const n = (user.split('Reference answer sentences:')[1] ?? '').split('\n').filter((l) => /^\d+\. /.test(l)).length;
        return JSON.stringify({ classifications: Array.from({ length: n }, (_, i) => ({ sentence: 's', attributed: i === 0 ? 0 : 1 })) });
      },
    });
    const provider = await h.provider();
    const judge = createOpenAiJudge({ model: provider.model('judge')!, db: h.db });
    for (const r of rows) {
      expect(r.contexts.length).toBe(4);
      const { scores } = await scoreSample({ question: r.question, answer: r.answer, groundTruth: r.groundTruth, contexts: r.contexts }, { judge, embedder: provider.embedder() });
      expect(scores.faithfulness).toBe(0.5);
      expect(scores.answer_relevancy).toBe(0);
      // Useful [0, 1, 0, 1]: (1/2 + 2/4) / 2 = 0.5.
      expect(scores.context_precision).toBe(0.5);
      const n = splitSentences(r.groundTruth).length;
      expect(scores.context_recall).toBeCloseTo((n - 1) / n, 12);
    }
    await provider.close();
  });
});
