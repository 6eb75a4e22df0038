/**
 * `hybridrag eval` end to end, offline, on the demo corpus: every mode, every file, the judge named
 * in the outputs, resuming without recomputing, multiple choice, and clear errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';
import { startFakeOpenAi, type ChatBody } from './fake-openai/server.js';

/** Scripted LLM-judge verdicts, whatever the question: the expected means follow by hand. */
function scriptedJudge(body: ChatBody): string {
  const sys = body.messages[0]!.content;
  const user = body.messages.at(-1)!.content;
  if (/split an answer/.test(sys)) return JSON.stringify({ statements: ['first claim.', 'second claim.'] });
  if (/check statements/.test(sys)) return JSON.stringify({ verdicts: [{ statement: 'first claim.', verdict: 1 }, { statement: 'second claim.', verdict: 0 }] });
  if (/write the questions/.test(sys)) return JSON.stringify({ questions: ['q one?', 'q two?', 'q three?'], noncommittal: false });
  if (/useful in arriving/.test(sys)) return JSON.stringify({ verdict: 1 });
  if (/reference answer is supported/.test(sys)) {
    const n = (user.split('Reference answer sentences:')[1] ?? '').split('\n').filter((l) => /^\d+\. /.test(l)).length;
    return JSON.stringify({ classifications: Array.from({ length: n }, () => ({ sentence: 's', attributed: 1 })) });
  }
  throw new Error('unexpected prompt');
}

const DEMO = join(ROOT, 'data', 'demo');
const tmp = tempDir('hybridrag-eval-');
const W = join(tmp.dir, 'work');
afterAll(() => tmp.cleanup());

describe.skipIf(!existsSync(join(DEMO, 'qa.jsonl')))('eval on the demo corpus (offline)', () => {
  beforeAll(async () => {
    demoWorkdir(W);
  }, 200_000);

  it('evaluates every mode and writes every file, naming the judge (the built binary)', async () => {
    const r = await runBinary(['--workdir', W, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'all', '--limit', '6', '--out', 'out'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    for (const f of ['metrics.json', 'metrics.md', 'metrics.csv', 'per_question.jsonl', 'report.html']) expect(existsSync(join(tmp.dir, 'out', f))).toBe(true);
    const doc = JSON.parse(readFileSync(join(tmp.dir, 'out', 'metrics.json'), 'utf8'));
    expect(doc.questions).toBe(6);
    expect(doc.provider).toBe('local');
    expect(doc.judge).toMatch(/^local:overlap/);
    expect(Object.keys(doc.modes)).toEqual(['vector', 'graph', 'hybrid', 'kgar']);
    for (const m of ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall', 'evidence_recall', 'answer_f1']) {
      const s = doc.modes.vector[m];
      expect(s.n + s.nan).toBe(6);
      if (s.mean !== null) {
        expect(s.mean).toBeGreaterThanOrEqual(0);
        expect(s.mean).toBeLessThanOrEqual(1);
      }
    }
    // The demo questions are answerable from their own company's call: vector retrieval finds the evidence.
    expect(doc.modes.vector.evidence_recall.mean).toBeGreaterThan(0.5);
    const lines = readFileSync(join(tmp.dir, 'out', 'per_question.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(24);
    expect(lines[0]).toMatchObject({ id: 'aravali-q1-revenue', mode: 'vector', filters: { company: 'Aravali Infotech Limited', quarter: 'Q1', year: 'FY24' } });
    expect(lines.every((l) => l.judge === doc.judge)).toBe(true);
    expect(readFileSync(join(tmp.dir, 'out', 'metrics.md'), 'utf8')).toContain(`judge \`${doc.judge}\``);
    expect(r.stdout).toMatch(/faithfulness\s+[0-9.]+\s+[0-9.–]+/);
  });

  it('resumes: a second run reuses every record and gives the same tables', async () => {
    const before = readFileSync(join(tmp.dir, 'out', 'metrics.json'), 'utf8');
    const r = await runCli(['--workdir', W, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'all', '--limit', '6', '--out', 'out'], { cwd: tmp.dir });
    expect(r.code).toBe(0);
    // Progress starts complete: nothing was asked again.
    expect(r.stderr).toMatch(/eval: 24\/24/);
    expect(r.stderr).not.toMatch(/eval: 0\/24/);
    expect(readFileSync(join(tmp.dir, 'out', 'metrics.json'), 'utf8')).toBe(before);
    // Another judge on the same folder is refused rather than mixed in or overwritten.
    const other = await runCli(['--workdir', W, '--base-url', 'http://127.0.0.1:9/v1', 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--limit', '6', '--judge', 'openai', '--out', 'out'], { cwd: tmp.dir, env: { OPENAI_API_KEY: 'sk-x' } });
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/holds records judged by local:overlap.*--no-resume/s);
    expect(readFileSync(join(tmp.dir, 'out', 'metrics.json'), 'utf8')).toBe(before);
  });

  it('multiple choice: accuracy per mode over a document', async () => {
    const mc = [
      { id: 'm1', question: "What was Aravali Infotech's revenue for the quarter?", options: ['Rs. 3,104 crore', 'Rs. 4,812 crore', 'Rs. 9,950 crore', 'Rs. 1,220 crore'], answer: 'B', document: 'aravali-infotech-q1-fy24.pdf' },
      { id: 'm2', question: 'What was the total contract value of deal wins in the quarter?', options: ['$1.14 billion', '$2.75 billion', '$0.31 billion', '$5.60 billion'], answer: 'A', document: 'aravali-infotech-q1-fy24.pdf' },
    ];
    writeFileSync(join(tmp.dir, 'mc.jsonl'), mc.map((x) => JSON.stringify(x)).join('\n') + '\n');
    const r = await runCli(['--workdir', W, 'eval', '--dataset', 'mc.jsonl', '--mode', 'vector', '--out', 'mcout'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(join(tmp.dir, 'mcout', 'metrics.json'), 'utf8'));
    expect(doc.kind).toBe('multiple-choice');
    expect(doc.modes.vector.accuracy).toMatchObject({ mean: 1, n: 2, nan: 0 });
    expect(r.stdout).toMatch(/vector: accuracy 1\.000/);
  });

  it('judge failures: errors and NaN per metric in metrics.json, one stderr line per failing step kind, non-zero exit when a metric has no scorable question', async () => {
    // Context precision does not fit the judge's context for the first question (then for all); the other steps answer as scripted.
    let refuseAll = false;
    const tooLong = (b: ChatBody): boolean => /useful in arriving/.test(b.messages[0]!.content) && (refuseAll || /how much did it grow/.test(b.messages.at(-1)!.content));
    const fake = await startFakeOpenAi({ chat: (b) => (tooLong(b) ? { fault: 'context-size' } : scriptedJudge(b)), embeddingDim: 1536 });
    try {
      const args = ['--workdir', W, '--base-url', fake.url, '--no-cache', 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'vector', '--limit', '3', '--judge', 'openai'];
      const env = { OPENAI_API_KEY: 'sk-test-eval' };
      const r = await runCli([...args, '--out', 'judge-some'], { cwd: tmp.dir, env });
      expect(r.code, r.stderr).toBe(0);
      const doc = JSON.parse(readFileSync(join(tmp.dir, 'judge-some', 'metrics.json'), 'utf8'));
      const records = readFileSync(join(tmp.dir, 'judge-some', 'per_question.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      const failed = records.reduce((a: number, x: { verdicts: { failures?: string[] } | null }) => a + (x.verdicts?.failures?.length ?? 0), 0);
      expect(failed).toBe(1);
      expect(doc.judge_errors).toEqual({ vector: 1 });
      expect(doc.modes.vector.context_precision).toMatchObject({ n: 2, nan: 1, errors: 1 });
      expect(doc.modes.vector.context_recall).toMatchObject({ n: 3, nan: 0, errors: 0 });
      const lines = r.stderr.split('\n').filter((l) => /judge\.\w+ failed \d+ time/.test(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/judge\.precision failed 1 time\(s\), context_precision is NaN there \(errors in metrics\.json\); first: judge\.precision: the server refused the request: request \(4236 tokens\) exceeds the available context size/);

      // Context precision refused for every question: that column is not a result, and the exit status says so.
      refuseAll = true;
      const none = await runCli([...args, '--out', 'judge-precision-none'], { cwd: tmp.dir, env });
      expect(none.code, none.stderr).toBe(6);
      expect(none.stderr).toMatch(/no scorable question for vector context_precision \(3 judge error\(s\)\)/);
      expect(JSON.parse(readFileSync(join(tmp.dir, 'judge-precision-none', 'metrics.json'), 'utf8')).modes.vector.context_precision).toMatchObject({ n: 0, nan: 3, errors: 3 });

      // Every judge reply unusable: nothing was judged, and the exit status says so. A judge model
      // of its own (config in another folder), so that no other test meets these replies in the cache.
      fake.setChat(() => 'I would rather not answer in JSON.');
      const other = join(tmp.dir, 'broken-judge');
      mkdirSync(other, { recursive: true });
      writeFileSync(join(other, 'hybridrag.config.json'), JSON.stringify({ openai: { models: { judge: 'broken-judge' } } }));
      const all = await runCli([...args, '--out', 'judge-none'], { cwd: other, env });
      expect(all.code, all.stderr).toBe(6);
      expect(all.stderr).toMatch(/the judge failed on every judged metric/);
      expect(existsSync(join(other, 'judge-none', 'metrics.json'))).toBe(true);
    } finally {
      await fake.close();
    }
  });

  it('--judge openai: offline answers judged by an LLM endpoint, scores as scripted, cached on rerun', async () => {
    const fake = await startFakeOpenAi({ chat: (b) => scriptedJudge(b), embeddingDim: 1536 });
    try {
      const args = ['--workdir', W, '--base-url', fake.url, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'vector,graph', '--limit', '3', '--judge', 'openai', '--out', 'llm'];
      const env = { OPENAI_API_KEY: 'sk-test-eval', HYBRIDRAG_DEBUG: '1' };
      const r = await runCli(args, { cwd: tmp.dir, env });
      expect(r.code, r.stderr).toBe(0);
      const doc = JSON.parse(readFileSync(join(tmp.dir, 'llm', 'metrics.json'), 'utf8'));
      expect(doc.judge).toBe('openai:gpt-4o-mini');
      expect(doc.modes.vector.faithfulness).toMatchObject({ mean: 0.5, n: 3, nan: 0 });
      expect(doc.modes.vector.context_recall).toMatchObject({ mean: 1, n: 3 });
      expect(doc.modes.vector.context_precision).toMatchObject({ mean: 1, n: 3 });
      // Per-question judging tokens are recorded (gpt-4o-mini is priced, so cost too).
      expect(doc.modes.vector.tokens.mean).toBeGreaterThan(0);
      expect(doc.modes.vector.cost_usd.mean).toBeGreaterThan(0);
      const calls = fake.count('chat');
      expect(calls).toBeGreaterThan(0);
      // Recomputing everything (--no-resume) is served from the response cache: no new call.
      const again = await runCli([...args, '--no-resume'], { cwd: tmp.dir, env });
      expect(again.code, again.stderr).toBe(0);
      expect(fake.count('chat')).toBe(calls);
      const doc2 = JSON.parse(readFileSync(join(tmp.dir, 'llm', 'metrics.json'), 'utf8'));
      // Same verdicts (latency differs: the questions were asked again).
      for (const m of ['faithfulness', 'answer_relevancy', 'context_precision', 'context_recall']) expect(doc2.modes.graph[m]).toEqual(doc.modes.graph[m]);
      // Served from the cache: nothing spent the second time.
      expect(doc2.modes.vector.tokens.mean).toBe(0);
    } finally {
      await fake.close();
    }
  });

  it('clear errors: judge without its provider, unknown mode, empty workdir', async () => {
    const j = await runCli(['--workdir', W, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--judge', 'openai'], { cwd: tmp.dir });
    expect(j.code).toBe(2);
    expect(j.stderr).toMatch(/--judge openai needs an OpenAI-compatible endpoint/);
    const m = await runCli(['--workdir', W, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'vectr'], { cwd: tmp.dir });
    expect(m.code).toBe(2);
    expect(m.stderr).toMatch(/unknown mode "vectr"/);
    const e = await runCli(['--workdir', join(tmp.dir, 'nothing'), 'eval', '--dataset', join(DEMO, 'qa.jsonl')], { cwd: tmp.dir });
    expect(e.code).toBe(3);
  });

  it('refusals: ask --json says refused, eval reports refusal_rate and scores a refusal 0 relevancy', async () => {
    const a = await runCli(['--workdir', W, 'ask', 'What did the company say about its helicopter fleet?', '--company', 'sahyadri', '--mode', 'graph', '--json'], { cwd: tmp.dir });
    expect(a.code, a.stderr).toBe(0);
    const asked = JSON.parse(a.stdout);
    expect(typeof asked.refused).toBe('boolean');
    // Seven of the demo's questions and one the calls cannot answer.
    const demo = readFileSync(join(DEMO, 'qa.jsonl'), 'utf8').trim().split('\n').slice(0, 7).map((l) => JSON.parse(l));
    const helicopters = { ...demo[0], id: 'helicopters', question: 'What did the company say about its helicopter fleet?', answer: 'Nothing.' };
    writeFileSync(join(tmp.dir, 'refusals.jsonl'), [...demo, helicopters].map((q) => JSON.stringify(q)).join('\n') + '\n');
    const r = await runCli(['--workdir', W, 'eval', '--dataset', join(tmp.dir, 'refusals.jsonl'), '--mode', 'vector,graph', '--out', 'out-refusals'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/refusal_rate/);
    const doc = JSON.parse(readFileSync(join(tmp.dir, 'out-refusals', 'metrics.json'), 'utf8'));
    expect(doc.modes.vector.refusal_rate.n).toBe(8);
    const lines = readFileSync(join(tmp.dir, 'out-refusals', 'per_question.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const refused = lines.filter((l) => l.refused);
    expect(refused.length).toBeGreaterThan(0);
    for (const l of refused) {
      expect(l.scores.answer_relevancy).toBe(0);
      expect(l.scores.faithfulness).toBeNull();
    }
    expect(doc.modes.graph.refusal_rate.mean).toBeCloseTo(lines.filter((l) => l.mode === 'graph' && l.refused).length / 8, 5);
  });

  it('a dataset whose every question fails exits non-zero with the first reason, not a table of dashes', async () => {
    const rows = readFileSync(join(DEMO, 'qa.jsonl'), 'utf8').trim().split('\n').slice(0, 3).map((l) => ({ ...JSON.parse(l), company: 'Coal India Limited', ticker: null }));
    writeFileSync(join(tmp.dir, 'wrong.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const r = await runCli(['--workdir', W, 'eval', '--dataset', join(tmp.dir, 'wrong.jsonl'), '--mode', 'vector', '--out', 'out-wrong'], { cwd: tmp.dir });
    expect(r.code).toBe(5);
    expect(r.stderr).toMatch(/every question failed \(3 of 3\): NO_MATCH: .*Coal India/);
    expect(r.stdout).not.toMatch(/faithfulness/);
    // Some failures: the run completes and says how many failed and why in one line.
    const mixed = [...readFileSync(join(DEMO, 'qa.jsonl'), 'utf8').trim().split('\n').slice(0, 2).map((l) => JSON.parse(l)), { ...rows[0], id: 'absent-company' }];
    writeFileSync(join(tmp.dir, 'mixed.jsonl'), mixed.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const m = await runCli(['--workdir', W, 'eval', '--dataset', join(tmp.dir, 'mixed.jsonl'), '--mode', 'vector', '--out', 'out-mixed'], { cwd: tmp.dir });
    expect(m.code, m.stderr).toBe(0);
    expect(m.stderr).toMatch(/1 of 3 question × mode runs failed: NO_MATCH: .*Coal India.* \(1\)/);
  });
});
