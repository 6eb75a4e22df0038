import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate.js';
import { failureLine, summariseFailures } from './failures.js';
import { createLocalJudge } from './judge/local.js';
import { scoreSample } from './score-sample.js';
import type { QuestionRecord } from './types.js';
import type { Embedder } from '../core/providers/types.js';

const context = 'Revenue grew 12% year-on-year to Rs 4,520 crore, and EBITDA margin expanded to 21.5%.';
const gt = 'Revenue grew 12% year-on-year to Rs 4,520 crore.';
/** An embedder under which every text is the same vector: any committal answer scores relevancy 1. */
const flat: Embedder = { id: 'flat', dimensions: 2, embed: async (texts: readonly string[]) => texts.map(() => new Float32Array([1, 0])) } as unknown as Embedder;

describe('refusals in evaluation', () => {
  it('a refusal scores 0 relevancy, NaN faithfulness and 0 answer F1; retrieval metrics still count', async () => {
    const judge = createLocalJudge();
    const refusal = 'The retrieved context does not contain an answer to: "What was revenue growth?".';
    const { scores, verdicts } = await scoreSample({ question: 'What was revenue growth?', answer: refusal, groundTruth: gt, contexts: [context], refused: true }, { judge, embedder: flat });
    expect(scores.answer_relevancy).toBe(0);
    expect(scores.faithfulness).toBeNaN();
    expect(scores.answer_f1).toBe(0);
    expect(scores.context_recall).toBe(1);
    expect(scores.evidence_recall).toBe(1);
    expect(verdicts.noncommittal).toBe(true);
    // The same text not flagged as a refusal is judged like any answer (this is what refusals used to get).
    const unflagged = await scoreSample({ question: 'What was revenue growth?', answer: refusal, groundTruth: gt, contexts: [context] }, { judge, embedder: flat });
    expect(unflagged.scores.answer_relevancy).toBeGreaterThan(0.9);
  });

  it('refusal_rate per mode: refused / answered, failed questions left out', () => {
    const rec = (id: string, mode: 'vector' | 'graph', refused: boolean, error?: string): QuestionRecord => ({
      id, mode, question: 'q', ground_truth: 'g', filters: {}, answer: 'a', refused, contexts: [], verdicts: null, latency_ms: 1, tokens: 0, cost_usd: 0, judge: 'j',
      scores: { faithfulness: 1, answer_relevancy: 1, context_precision: 1, context_recall: 1, evidence_recall: 1, answer_f1: 1, context_precision_vector: 1, context_precision_graph: Number.NaN },
      ...(error ? { error } : {}),
    });
    const records = [rec('1', 'vector', false), rec('2', 'vector', true), rec('3', 'vector', false, 'NO_MATCH: no company'), rec('1', 'graph', true), rec('2', 'graph', true), rec('3', 'graph', false)];
    const doc = aggregate(records, { dataset: 'd', provider: 'local', judge: 'j', modes: ['vector', 'graph'], questionIds: ['1', '2', '3'] });
    expect(doc.modes.vector!.refusal_rate.mean).toBeCloseTo(0.5);
    expect(doc.modes.vector!.refusal_rate.n).toBe(2);
    expect(doc.modes.graph!.refusal_rate.mean).toBeCloseTo(2 / 3);
  });

  it('failures are counted and grouped by reason, most frequent first', () => {
    const base = { question: 'q', ground_truth: 'g', filters: {}, answer: '', contexts: [], verdicts: null, latency_ms: 0, tokens: 0, cost_usd: 0, judge: 'j', scores: {} as QuestionRecord['scores'] };
    const s = summariseFailures([
      { ...base, id: '1', mode: 'vector', error: 'NO_MATCH: --company "X" matches nothing' },
      { ...base, id: '2', mode: 'vector', error: 'NO_MATCH: --company "Y" matches nothing' },
      { ...base, id: '2', mode: 'graph', error: 'NO_MATCH: --company "Y" matches nothing' },
      { ...base, id: '3', mode: 'vector' },
    ]);
    expect(s).toMatchObject({ failed: 3, total: 4 });
    expect(s.reasons[0]).toEqual({ reason: 'NO_MATCH: --company "Y" matches nothing', count: 2 });
    expect(failureLine(s)).toBe('3 of 4 question × mode runs failed: NO_MATCH: --company "Y" matches nothing (2); NO_MATCH: --company "X" matches nothing (1)');
  });
});
