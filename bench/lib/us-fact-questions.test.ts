import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callTurns, checkUsQuestions, US_FACT_QUESTIONS } from '../../fixtures/facts/check-us-questions.js';

const CALLS = fileURLToPath(new URL('../../../shared/data/us-calls-dev/calls', import.meta.url));

describe('the US fact-question checks', () => {
  it('prepared-remarks speakers are those before the operator opens the questions', () => {
    const raw = 'Operator: Welcome to the call.\nJane CFO: Revenue was $5 billion.\nMore of her turn.\nOperator: [Operator Instructions] Our first question comes from Bob.\nBob Analyst: Is it $6 billion?\nJane CFO: No.';
    const { turns, management } = callTurns(raw);
    expect([...management]).toEqual(['Jane CFO']);
    expect(turns[1]).toEqual({ speaker: 'Jane CFO', text: 'Revenue was $5 billion. More of her turn.' });
  });

  it('flags a sentence that is not in the call, an analyst\'s figure and a broken split', () => {
    const dir = mkdtempSync(join(tmpdir(), 'usq-'));
    writeFileSync(join(dir, 'ABC_q1_2021.txt'), 'Operator: Welcome.\nJane Doe: Our revenue for the first quarter was $5.2 billion, up 8% from last year.\nOperator: Our first question comes from Bob.\nBob Analyst: Did you say net income of $1.1 billion for the quarter, up from last year?\n');
    const v = (text: string, value: string) => ({ company: 'ABC_q1_2021', value, period: 'Q1 2021', kind: 'actual', segment: null, page: 1, text });
    const q = (id: string, text: string, value: string, split: string) => JSON.stringify({ id, question: 'ABC revenue Q1 2021?', kind: 'single', companies: ['ABC_q1_2021'], metric: 'revenue', values: [v(text, value)], threshold: null, answer: value, paraphrased: false, split, notes: '' });
    const file = join(dir, 'q.jsonl');
    writeFileSync(file, [
      q('usf-001', 'Our revenue for the first quarter was $5.2 billion, up 8% from last year.', '$5.2 billion', 'dev'),
      q('usf-002', 'Did you say net income of $1.1 billion for the quarter, up from last year?', '$1.1 billion', 'dev'),
      q('usf-003', 'Our revenue for the first quarter was $5.3 billion, up 8% from last year.', '$5.3 billion', 'dev'),
    ].join('\n') + '\n');
    const { problems } = checkUsQuestions(file, dir);
    rmSync(dir, { recursive: true, force: true });
    expect(problems.some((p) => p.startsWith('usf-001'))).toBe(false);
    expect(problems).toContain("usf-002: text is Bob Analyst's, not a prepared-remarks speaker's");
    expect(problems.some((p) => p.startsWith('usf-003: text not in ABC_q1_2021'))).toBe(true);
    expect(problems).toContain('usf-003: split dev, the rule gives heldout');
  });

  it.skipIf(!existsSync(CALLS))('fixtures/facts/us-questions.jsonl passes every check against the calls', () => {
    const r = checkUsQuestions(US_FACT_QUESTIONS, CALLS);
    expect(r.problems).toEqual([]);
    expect(r.questions).toBeGreaterThanOrEqual(60);
    expect(r.companies).toBeGreaterThanOrEqual(40);
  });
});
