import { describe, expect, it } from 'vitest';
import type { Context } from '../retrieve/types.js';
import type { AskDeps, AskOptions } from './ask-types.js';
import { answerEntity } from './entity-answer.js';
import { comparisonPart, type Entity } from '../plan/parts.js';
import type { Answer } from '../answerer/types.js';

const ctx = (company: string, text: string): Context => ({ channel: 'vector', text, chunkId: null, document: `${company}.pdf`, company, quarter: 'Q1', year: 'FY24', pages: [1], score: 1 });
const entity = (company: string, query: string, abbreviations: string[] = []): Entity => comparisonPart({ company, quarter: 'Q1', year: 'FY24', label: company, query, abbreviations });
const OPTS: AskOptions = { mode: 'vector' };
/** The answerer quoting `text`, cited as context `n`. */
const quoting = (text: string, n: number): Answer => ({ text: `${text} [${n}]`, cited: [n], refused: false });

/** Deps whose answerer replies through `reply` (the question and its contexts), recording each question. */
function deps(reply: (question: string, contexts: readonly Context[]) => Answer, asked: string[] = []): AskDeps {
  const answer = async (q: string, c: readonly Context[]): Promise<Answer> => {
    asked.push(q);
    return reply(q, c);
  };
  return { answerer: { id: 'test', answer } } as unknown as AskDeps;
}

describe('one entity\'s answer', () => {
  it('prefers, between answers holding as much of the question, the one in the call\'s terms for the metric', async () => {
    const e = entity('Gamma Bank', 'What proportion of loans have gone bad?');
    const contexts = [ctx('Gamma Bank', 'Bad weather slowed loans to farmers, which grew 4%.'), ctx('Gamma Bank', 'Asset quality held: the NPA ratio was 1.17%.')];
    // The question quotes the loan-growth sentence ("bad", "loans": half the question's words); the
    // metric asked alone, the NPA one ("asset quality", "NPA": half the call's terms).
    const reply = (question: string): Answer => (question.startsWith('What') ? quoting(contexts[0]!.text, 1) : quoting(contexts[1]!.text, 2));
    const part = await answerEntity(e, contexts, OPTS, deps(reply), { retrieve: 0, answer: 0 });
    expect(part.text).toContain('NPA ratio');
  });
});

describe('the abbreviations a part\'s answer must hold', () => {
  const contexts = [ctx('Delta Life', '13-month persistency stands at 85.1%.')];
  const quote = deps(() => quoting(contexts[0]!.text, 1));

  it('leaves out a name that is no financial term and that its contexts never state (another part\'s business)', async () => {
    const e = entity('Delta Life', '13-month persistency at life insurer BALIC?', ['BALIC']);
    expect((await answerEntity(e, contexts, OPTS, quote, { retrieve: 0, answer: 0 })).found).toBe(true);
  });

  it('still requires a financial abbreviation the answer lacks', async () => {
    const e = entity('Delta Life', 'CASA ratio?', ['CASA']);
    expect((await answerEntity(e, contexts, OPTS, quote, { retrieve: 0, answer: 0 })).found).toBe(false);
  });
});

describe('a plain-worded part', () => {
  it('is asked again for the call\'s terms when its answer only echoes the plain words, and the answer in the call\'s terms kept', async () => {
    const e = entity('Epsilon Steel', 'How are overseas sales doing?');
    const contexts = [ctx('Epsilon Steel', 'Overseas operations were better and sales rose on improved volumes.'), ctx('Epsilon Steel', 'Exports were 12% of sales volumes this quarter.')];
    const asked: string[] = [];
    const reply = (question: string): Answer => (question.startsWith('How') ? quoting(contexts[0]!.text, 1) : quoting(contexts[1]!.text, 2));
    const part = await answerEntity(e, contexts, OPTS, deps(reply, asked), { retrieve: 0, answer: 0 });
    expect(asked.length).toBeGreaterThan(1);
    expect(part.text).toContain('Exports were 12%');
  });
});
