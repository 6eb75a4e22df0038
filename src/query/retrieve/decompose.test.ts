import { describe, expect, it } from 'vitest';
import { decompose, entityMentions } from './decompose.js';

describe('rule-based question decomposition', () => {
  it('keeps a simple question whole', () => {
    expect(decompose('What was the EBITDA margin in Q1?')).toEqual(['What was the EBITDA margin in Q1?']);
    expect(decompose('   ')).toEqual([]);
  });

  it('splits at question marks and at "and how/what/why"', () => {
    expect(decompose('What drove revenue growth at Aravali Infotech? What is the margin outlook?')).toEqual([
      'What drove revenue growth at Aravali Infotech',
      'What is the margin outlook (Aravali Infotech)',
    ]);
    expect(decompose("How did Aravali's EBITDA margin change and why did attrition fall?")).toEqual([
      "How did Aravali's EBITDA margin change",
      'why did attrition fall (Aravali)',
    ]);
  });

  it('splits comparisons into one sub-query per side, keeping the aspect', () => {
    expect(decompose('Compare Sahyadri Cement and Nilgiri Consumer on EBITDA margin')).toEqual([
      'Sahyadri Cement EBITDA margin',
      'Nilgiri Consumer EBITDA margin',
    ]);
    expect(decompose('Konkan Coastal Bank NIM versus Sahyadri Cement volumes')).toEqual(['Konkan Coastal Bank NIM', 'Sahyadri Cement volumes']);
  });

  it('never returns more than max sub-queries, folding the tail into the last', () => {
    const q = 'What is the revenue growth? What is the margin outlook? What is the attrition rate? What is the headcount change?';
    const out = decompose(q, 3);
    expect(out).toHaveLength(3);
    expect(out[2]).toBe('What is the attrition rate; What is the headcount change');
    expect(decompose(q, 1)).toEqual([q]);
  });

  it('keeps fragments too short to search on with the previous one', () => {
    expect(decompose('What was the margin of Nilgiri and why?')).toEqual(['What was the margin of Nilgiri and why?']);
  });

  it('finds capitalised entity mentions, skipping question words', () => {
    expect(entityMentions('How did Aravali Infotech and Konkan Coastal Bank do in Q1?')).toEqual(['Aravali Infotech and Konkan Coastal Bank']);
  });
});
