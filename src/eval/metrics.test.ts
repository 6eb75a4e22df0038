import { describe, expect, it } from 'vitest';
import * as faithfulness from './metrics/faithfulness.js';
import * as relevancy from './metrics/answer-relevancy.js';
import * as precision from './metrics/context-precision.js';
import * as recall from './metrics/context-recall.js';
import * as evidence from './metrics/evidence-recall.js';
import * as f1 from './metrics/answer-f1.js';
import { createLocalJudge } from './judge/local.js';
import { coverage as retrievalCoverage } from '../query/retrieve/evidence-recall.js';

describe('pure metric scores', () => {
  it("faithfulness: a citation marker's number is not a figure the answer claims", async () => {
    const judge = createLocalJudge();
    const s = { question: 'What was the net NPA ratio?', answer: 'The net NPA ratio was 0.54% this quarter. [3]', contexts: ['The net NPA ratio was 0.54% this quarter.'] };
    expect(faithfulness.score(await faithfulness.judgeFaithfulness(judge, s))).toBe(1);
  });

  it('faithfulness: supported / total, NaN without statements', () => {
    expect(faithfulness.score({ statements: ['a', 'b', 'c', 'd'], supported: [true, false, true, true] })).toBe(0.75);
    expect(faithfulness.score({ statements: [], supported: [] })).toBeNaN();
  });

  it('answer relevancy: mean cosine, 0 when noncommittal', () => {
    expect(relevancy.score({ questions: ['x', 'y'], noncommittal: false, similarities: [0.9, 0.7] })).toBeCloseTo(0.8);
    expect(relevancy.score({ questions: ['x'], noncommittal: true, similarities: [0.99] })).toBe(0);
  });

  it('context precision: order-sensitive average precision', () => {
    expect(precision.score([true, false, true])).toBeCloseTo((1 + 2 / 3) / 2);
    expect(precision.score([false, true, true])).toBeCloseTo((1 / 2 + 2 / 3) / 2);
    expect(precision.score([true, true, false, true])).toBeCloseTo((1 + 1 + 3 / 4) / 3);
    expect(precision.score([false, false])).toBe(0);
    expect(precision.score([])).toBeNaN();
    const split = precision.scoreByChannel([true, false, false, true], ['vector', 'vector', 'graph', 'graph']);
    expect(split.vector).toBe(1);
    expect(split.graph).toBeCloseTo(0.5);
  });

  it('context recall: attributed / sentences', () => {
    expect(recall.score([true, true, false])).toBeCloseTo(2 / 3);
    expect(recall.score([])).toBeNaN();
  });

  it('evidence recall matches the retrieval definition', () => {
    const gt = 'Revenue grew 12% to Rs 500 crore in the quarter driven by exports';
    const ctx = ['Our revenue grew 12% to Rs 500 crore in the quarter, driven by exports to Europe.'];
    expect(evidence.coverage(gt, ctx)).toBeCloseTo(retrievalCoverage(gt, ctx));
    expect(evidence.score(gt, ctx)).toBe(1);
    expect(evidence.score(gt, ['Margins fell in the quarter.'])).toBe(0);
    // Short answers are scorable (the retrieval definition keeps their whole token sequence).
    expect(evidence.score('Yes.', ['Yes.'])).toBe(1);
    expect(evidence.score('...', ['x'])).toBeNaN();
  });

  it('answer F1 over content words and numbers', () => {
    expect(f1.score('Revenue grew 12%', 'Revenue grew 12%')).toBe(1);
    expect(f1.score('Margins fell', 'Revenue grew 12%')).toBe(0);
    const v = f1.score('Revenue grew 12% in India', 'Revenue grew 12%');
    expect(v).toBeGreaterThan(0.5);
    expect(v).toBeLessThan(1);
  });
});
