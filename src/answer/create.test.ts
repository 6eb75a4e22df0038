import { describe, expect, it } from 'vitest';
import type { Context } from '../retrieve/types.js';
import { answerFromEvidence } from './create.js';
import type { Answerer } from './types.js';

const ctx = (text: string, kind?: Context['kind']): Context => ({
  channel: kind ? 'graph' : 'vector', kind, text, chunkId: null, document: kind === 'subquery' ? '' : 'd.pdf', company: null, quarter: null, year: null, pages: [1], score: 1,
});

/** Cites the last context it is given, quoting its text (a deterministic stand-in for extraction). */
const quoteLast: Answerer = {
  id: 'test:quote-last',
  async answer(_q, contexts) {
    const n = contexts.length;
    return { text: `${contexts[n - 1]!.text} [${n}]`, cited: [n] };
  },
};

describe('the extractive answerer sees evidence only', () => {
  it('drops sub-queries and maps citations back to the full numbering', async () => {
    const contexts = [ctx('Sub-question 1 of 2: margin?', 'subquery'), ctx('Sub-question 2 of 2: attrition?', 'subquery'), ctx('Acme: margin fell', 'summary'), ctx('Margin fell 80 bps.')];
    const a = await answerFromEvidence(quoteLast, 'q', contexts);
    expect(a).toEqual({ text: 'Margin fell 80 bps. [4]', cited: [4] });
  });
  it('passes contexts through untouched when there is no sub-query', async () => {
    const contexts = [ctx('A.'), ctx('B.')];
    expect(await answerFromEvidence(quoteLast, 'q', contexts)).toEqual({ text: 'B. [2]', cited: [2] });
  });
});
