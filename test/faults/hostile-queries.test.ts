/**
 * Hostile queries and datasets: a 100 KB question in every mode, and an eval dataset with broken
 * lines. The tool answers or refuses with its documented exit code and a message naming the
 * problem; it never crashes and never destroys an earlier eval's output.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { writeFaultCorpus } from './helpers/corpus.js';
import { looksLikeCrash } from './helpers/proc.js';

const EXIT_INPUT = 4;
const EXIT_USAGE = 2;

describe('fault: hostile questions and datasets', () => {
  const tmp = tempDir('hr-queries-');
  const wd = join(tmp.dir, 'wd');

  beforeAll(async () => {
    await writeFaultCorpus(join(tmp.dir, 'c'), { txt: 3, pdf: 0, pages: 4 });
    const r = await runCli(['ingest', join(tmp.dir, 'c'), '--workdir', wd], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(() => tmp.cleanup());

  for (const mode of ['vector', 'graph', 'hybrid', 'kgar']) {
    it(`a 100 KB question in ${mode} mode is answered or refused cleanly`, { timeout: 120_000 }, async () => {
      const question = 'What was the revenue growth and the EBITDA margin of Aravali Infotech? '.repeat(1400).slice(0, 100 * 1024);
      const r = await runCli(['ask', question, '--mode', mode, '--workdir', wd], { cwd: tmp.dir, timeoutMs: 110_000 });
      expect(r.signal, 'killed by the timeout: the question hung the process').toBeNull();
      expect(looksLikeCrash(r.stderr), r.stderr.slice(0, 2000)).toBe(false);
      expect([0, EXIT_USAGE, EXIT_INPUT], r.stderr.slice(0, 2000)).toContain(r.code);
      if (r.code === 0) expect(r.stdout.trim().length).toBeGreaterThan(0);
      else expect(r.stderr).toMatch(/question/i);
      // No amplification: the output stays within the size of the question (kgar may quote its sub-questions).
      expect(r.stdout.length).toBeLessThan(question.length * 1.5);
    });
  }

  it('an eval dataset with broken lines is refused with file:line, keeping an earlier report', { timeout: 180_000 }, async () => {
    const goodLines = [
      { id: 'q1', question: 'What was the revenue growth of Aravali Infotech?', ground_truth: 'Revenue grew', company: 'Aravali Infotech' },
      { id: 'q2', question: 'What capex does Konkan Cement expect?', ground_truth: 'capex of Rs.', company: 'Konkan Cement' },
    ].map((o) => JSON.stringify(o));
    const good = join(tmp.dir, 'good.jsonl');
    writeFileSync(good, goodLines.join('\n') + '\n');
    const out = join(tmp.dir, 'eval-out');
    const ok = await runCli(['eval', '--dataset', good, '--mode', 'vector', '--out', out, '--workdir', wd], { cwd: tmp.dir });
    expect(ok.code, ok.stderr).toBe(0);
    const files = readdirSync(out).sort();
    const before = Object.fromEntries(files.map((f) => [f, statSync(join(out, f)).isFile() ? readFileSync(join(out, f), 'utf8') : '']));

    const broken = join(tmp.dir, 'broken.jsonl');
    writeFileSync(broken, [goodLines[0], '{"id": "q2", "question": ', '', '{"id":"q3","question":5}', '\u0000\u0001 binary junk', goodLines[1]].join('\n') + '\n');
    const r = await runCli(['eval', '--dataset', broken, '--mode', 'vector', '--out', out, '--workdir', wd], { cwd: tmp.dir });
    expect(looksLikeCrash(r.stderr), r.stderr).toBe(false);
    expect(r.code, r.stderr).toBe(EXIT_INPUT);
    expect(r.stderr).toMatch(/broken\.jsonl:2\b/);
    for (const f of files) if (before[f]) expect(readFileSync(join(out, f), 'utf8'), f).toBe(before[f]);
  });
});
