import { describe, expect, it } from 'vitest';
import type { Context } from '../query/retrieve/types.js';
import { answerFromEvidence } from './answerers.js';
import { LocalAnswerer } from '../query/answerer/local-answerer.js';

const ctx = (text: string, over: Partial<Context> = {}): Context => ({
  channel: 'vector', text, chunkId: 'c', document: 'd.pdf', company: 'Infosys', quarter: 'Q1', year: 'FY24', pages: [1], score: 1, ...over,
});

describe('answerFromEvidence (kgar contexts, extractive answerer)', () => {
  const contexts: Context[] = [
    ctx('Sub-question 1 of 2: How did revenue grow', { channel: 'graph', kind: 'subquery' }),
    ctx('Sub-question 2 of 2: what was the attrition rate', { channel: 'graph', kind: 'subquery' }),
    ctx('revenue: Infosys —[grew_by]→ 4.2%; revenue —[reached]→ $4,617 million', { channel: 'graph', kind: 'summary' }),
    ctx('Revenue for the quarter grew 4.2% year-on-year to $4,617 million.'),
    ctx('Our attrition declined to 17.3% this quarter.'),
  ];

  it('answers each sub-question from the evidence, never quoting sub-questions or node summaries, citing the full list', async () => {
    const a = await answerFromEvidence(new LocalAnswerer(), 'How did revenue grow and what was the attrition rate?', contexts);
    expect(a.text).toBe('Revenue for the quarter grew 4.2% year-on-year to $4,617 million. [4] Our attrition declined to 17.3% this quarter. [5]');
    expect(a.cited).toEqual([4, 5]);
  });

  it('passes contexts through unchanged when there is nothing to hide', async () => {
    const plain = contexts.slice(3);
    const a = await answerFromEvidence(new LocalAnswerer(), 'What was the attrition?', plain);
    expect(a.cited).toEqual([2]);
  });
});
