/**
 * `eval --replay` end to end: tables rebuilt from per_question.jsonl with no workdir and no model,
 * NaN kept apart from the means, `--fail-under` exits 8, and every output file is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, tempDir } from './helpers/cli.js';

const tmp = tempDir('hybridrag-eval-replay-');
afterAll(() => tmp.cleanup());

const scores = (f: number | null, cp: number, cr: number) => ({
  faithfulness: f, answer_relevancy: 0.5, context_precision: cp, context_recall: cr, evidence_recall: 1, answer_f1: 0.25,
  context_precision_vector: cp, context_precision_graph: null,
});
const record = (id: string, mode: string, s: ReturnType<typeof scores>, latency: number) => ({
  id, mode, question: `question ${id}?`, ground_truth: `answer ${id}.`, filters: { company: 'Acme Ltd' }, answer: `<b>answer</b> ${id}`,
  contexts: [{ channel: 'vector', document: 'Acme Ltd.pdf', pages: [1], preview: 'x' }], scores: s, verdicts: null,
  latency_ms: latency, tokens: 0, cost_usd: 0, judge: 'local:test',
});

beforeAll(() => {
  writeFileSync(join(tmp.dir, 'qa.jsonl'), ['q1', 'q2', 'q3'].map((id) => JSON.stringify({ id, question: `question ${id}?`, ground_truth: `answer ${id}.` })).join('\n') + '\n');
  mkdirSync(join(tmp.dir, 'out'));
  const recs = [
    record('q1', 'vector', scores(1, 1, 1), 10),
    record('q2', 'vector', scores(0.5, 0, 0.5), 20),
    record('q3', 'vector', scores(null, 0.5, 1), 30),
    record('q1', 'hybrid', scores(1, 0.5, 1), 40),
    record('q2', 'hybrid', scores(1, 0.5, 1), 50),
    record('q3', 'hybrid', scores(1, 0.5, 1), 60),
  ];
  writeFileSync(join(tmp.dir, 'out', 'per_question.jsonl'), recs.map((r) => JSON.stringify(r)).join('\n') + '\n');
});

describe('eval --replay', () => {
  it('rebuilds metrics.json/md/csv and report.html from the records', async () => {
    const r = await runCli(['eval', '--dataset', 'qa.jsonl', '--mode', 'vector,hybrid', '--out', 'out', '--replay'], { cwd: tmp.dir });
    expect(r.stderr).toContain('wrote');
    expect(r.code).toBe(0);
    const doc = JSON.parse(readFileSync(join(tmp.dir, 'out', 'metrics.json'), 'utf8'));
    expect(doc).toMatchObject({ dataset: 'qa.jsonl', questions: 3, judge: 'local:test' });
    // The NaN faithfulness of q3 is counted apart, not folded into the mean.
    expect(doc.modes.vector.faithfulness).toMatchObject({ mean: 0.75, n: 2, nan: 1 });
    expect(doc.modes.vector.context_precision.mean).toBeCloseTo(0.5);
    expect(doc.modes.hybrid.faithfulness).toMatchObject({ mean: 1, n: 3, nan: 0 });
    expect(doc.modes.vector.latency_ms.mean).toBe(20);
    expect(doc.modes.vector.context_precision_graph).toMatchObject({ mean: null, n: 0, nan: 3, ci95: null });
    const [lo, hi] = doc.modes.vector.context_recall.ci95;
    expect(lo).toBeLessThanOrEqual(doc.modes.vector.context_recall.mean);
    expect(hi).toBeGreaterThanOrEqual(doc.modes.vector.context_recall.mean);
    // Paired on q1, q2 (q3 has no vector faithfulness): hybrid − vector = (0 + 0.5) / 2.
    expect(doc.comparisons['hybrid-vector'].faithfulness).toMatchObject({ meanDiff: 0.25, n: 2 });
    for (const m of ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall', 'evidence_recall', 'answer_f1']) {
      expect(doc.modes.vector[m]).toHaveProperty('ci95');
    }
    const md = readFileSync(join(tmp.dir, 'out', 'metrics.md'), 'utf8');
    expect(md).toContain('| Metric | vector | hybrid |');
    expect(md).toMatch(/\| Faithfulness \| 0\.750 \[[0-9.]+, [0-9.]+\] \(n=2, NaN=1\) \| 1\.000 /);
    const csv = readFileSync(join(tmp.dir, 'out', 'metrics.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('mode,metric,mean,n,nan,ci95_lo,ci95_hi,judge');
    expect(csv).toContain('vector,faithfulness,0.75,2,1,' + csv.find((l) => l.startsWith('vector,faithfulness'))!.split(',').slice(5).join(','));
    const html = readFileSync(join(tmp.dir, 'out', 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect((html.match(/<svg /g) ?? []).length).toBeGreaterThanOrEqual(6);
    // Answers are escaped, not injected.
    expect(html).toContain('&lt;b&gt;answer&lt;/b&gt; q1');
    expect(r.stdout).toMatch(/faithfulness\s+0\.750\s+1\.000/);
  });

  it('--fail-under exits 8 naming the failing mode and metric, and passes when met', async () => {
    const fail = await runCli(['eval', '--dataset', 'qa.jsonl', '--mode', 'vector,hybrid', '--out', 'out', '--replay', '--fail-under', 'context_precision=0.6'], { cwd: tmp.dir });
    expect(fail.code).toBe(8);
    expect(fail.stderr).toMatch(/quality gate failed: vector context_precision 0\.500 < 0\.6; hybrid context_precision 0\.500 < 0\.6/);
    const pass = await runCli(['eval', '--dataset', 'qa.jsonl', '--mode', 'vector,hybrid', '--out', 'out', '--replay', '--fail-under', 'faithfulness=0.7', '--fail-under', 'evidence_recall=1'], { cwd: tmp.dir });
    expect(pass.code).toBe(0);
    const bad = await runCli(['eval', '--dataset', 'qa.jsonl', '--replay', '--out', 'out', '--fail-under', 'speed=1'], { cwd: tmp.dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--fail-under "speed=1" is not metric=value');
  });

  it('says what to do when there is nothing to replay, or the dataset is malformed', async () => {
    const none = await runCli(['eval', '--dataset', 'qa.jsonl', '--out', 'empty', '--replay'], { cwd: tmp.dir });
    expect(none.code).toBe(4);
    expect(none.stderr).toMatch(/no per_question\.jsonl records/);
    writeFileSync(join(tmp.dir, 'bad.jsonl'), '{"id":"a","question":"q?"}\n');
    const bad = await runCli(['eval', '--dataset', 'bad.jsonl', '--out', 'out', '--replay'], { cwd: tmp.dir });
    expect(bad.code).toBe(4);
    expect(bad.stderr).toMatch(/bad\.jsonl:1: field "ground_truth"/);
    expect(existsSync(join(tmp.dir, 'empty', 'metrics.json'))).toBe(false);
  });
});
