import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecords, runEval } from './run.js';
import { createLocalJudge } from './judge/local.js';
import { parsePythonStringList } from './python-list.js';
import { pickByEvidence } from './judge/local.js';
import { aggregateMc, type McRecord } from './multiple-choice.js';
import { checkGates, parseGates } from './quality-gate.js';
import { splitOptions } from './import-quality.js';

const dir = mkdtempSync(join(tmpdir(), 'hybridrag-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('per_question.jsonl', () => {
  it('drops a half-written last line (crash mid-append) so that question reruns', () => {
    const p = join(dir, 'a.jsonl');
    writeFileSync(p, '{"id":"q1","mode":"vector"}\n{"id":"q2","mo');
    expect(readRecords(p).map((r) => r.id)).toEqual(['q1']);
  });

  it('refuses a corrupt line in the middle, naming it', () => {
    const p = join(dir, 'b.jsonl');
    writeFileSync(p, '{"id":"q1"}\nnot json\n{"id":"q3"}\n');
    expect(() => readRecords(p)).toThrowError(/b\.jsonl:2: not valid JSON/);
  });
});

describe('reference contexts', () => {
  it('parses Python list literals with both quote styles and escapes', () => {
    expect(parsePythonStringList(`['a\\'s', "b \\"q\\"", 'line\\nnext', 'caf\\xe9']`)).toEqual(["a's", 'b "q"', 'line\nnext', 'café']);
    expect(parsePythonStringList('[]')).toEqual([]);
    expect(() => parsePythonStringList("['open")).toThrow();
  });
});

describe('multiple choice', () => {
  it('splits options and picks the option the context supports, figures included', () => {
    expect(splitOptions('Who left?\n\n (A) The captain \n (B) The cook\n')).toEqual({ question: 'Who left?', options: ['The captain', 'The cook'] });
    const ctx = 'The storm forced the crew ashore. Revenue for the quarter was Rs. 4,812 crore, up 11%. The cook stayed on the ship.';
    expect(pickByEvidence('What was revenue for the quarter?', ['Rs. 3,100 crore', 'Rs. 4,812 crore'], ctx)).toBe(1);
    expect(pickByEvidence('Who stayed on the ship?', ['the captain', 'the cook'], ctx)).toBe(1);
    expect(pickByEvidence('Anything?', ['x', 'y'], '')).toBe(0);
  });

  it('accuracy keeps failed questions apart and counts blind picks', () => {
    const rec = (id: string, correct: number, contexts: number, error?: string): McRecord => ({ id, mode: 'vector', document: 'd', picked: 'A', gold: 'A', correct, contexts, latency_ms: 0, judge: 'local', ...(error ? { error } : {}) });
    const doc = aggregateMc([rec('a', 1, 2), rec('b', 0, 0), rec('c', Number.NaN, 0, 'FILTER: no such document')], { dataset: 'mc', provider: 'local', judge: 'local', modes: ['vector'], ids: ['a', 'b', 'c'] });
    expect(doc.modes.vector).toMatchObject({ accuracy: { mean: 0.5, n: 2, nan: 1 }, no_context: 1 });
  });
});

describe('quality gates', () => {
  it('parse and check', () => {
    const gates = parseGates(['faithfulness=0.8', 'evidence_recall=.5']);
    expect(gates).toEqual([{ metric: 'faithfulness', min: 0.8 }, { metric: 'evidence_recall', min: 0.5 }]);
    const table = { faithfulness: { mean: 0.79, n: 1, nan: 0, ci95: null }, evidence_recall: { mean: null, n: 0, nan: 1, ci95: null } };
    const failed = checkGates({ modes: { vector: table } } as never, gates);
    expect(failed).toEqual(['vector faithfulness 0.790 < 0.8', 'vector evidence_recall: not scorable (< 0.5)']);
  });
});

describe('what is judged', () => {
  it("kgar's sub-question markers are not judged as retrieved evidence", async () => {
    const out = join(dir, 'subq');
    const embedder = { id: 'unit', dim: 2, embed: async (ts: readonly string[]) => ts.map(() => Float32Array.from([1, 0])), close: async () => undefined };
    const [rec] = await runEval(
      { rows: [{ id: 'q1', question: 'What was revenue?', ground_truth: 'Revenue was Rs. 4,812 crore.', company: undefined, ticker: undefined, quarter: undefined, year: undefined, question_type: undefined }], modes: ['kgar'], outDir: out, concurrency: 1 },
      {
        ask: async () => ({
          answer: 'Revenue was Rs. 4,812 crore. [2]',
          contexts: [
            { channel: 'graph', kind: 'subquery', text: 'Sub-question 1 of 1: What was revenue?', document: '', pages: [] },
            { channel: 'vector', kind: 'chunk', text: 'Revenue was Rs. 4,812 crore, up 11%.', document: 'a.pdf', pages: [1] },
          ],
          timingsMs: { total: 1 },
        }),
        judge: createLocalJudge(),
        embedder: embedder as never,
      },
    );
    expect(rec!.contexts.map((c) => c.document)).toEqual(['a.pdf']);
    expect(rec!.verdicts!.useful).toEqual([true]);
    expect(rec!.scores.context_precision).toBe(1);
  });
});
