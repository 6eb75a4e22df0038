/**
 * CLI hygiene end to end on the demo corpus: output into a closed pipe ends quietly with status 0,
 * usage errors exit 2 in every command, enum flags are case-insensitive, `ask` names its workdir
 * (`--json` field; a dim stderr line on a terminal only) and numbers its citations 1..n.
 */
import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const DEMO = join(ROOT, 'data', 'demo');
const Q = 'What drove revenue growth at Nilgiri?';

/** Run `hybridrag ARGS | READER` in bash; the CLI's own status comes from PIPESTATUS. */
function piped(args: string[], reader: string, cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const script = `"${process.execPath}" "${BIN}" ${quoted} | ${reader}; echo "status=\${PIPESTATUS[0]}" >&2`;
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd, env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_WORKDIR: undefined } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const m = /status=(\d+)\s*$/.exec(stderr);
      resolve({ status: m ? Number(m[1]) : -1, stdout, stderr: stderr.replace(/status=\d+\s*$/, '') });
    });
  });
}

let tmp: { dir: string; cleanup: () => void };
let wd: string;

beforeAll(async () => {
  tmp = tempDir('hybridrag-hygiene-');
  wd = demoWorkdir(join(tmp.dir, 'work'));
  // A tiny qa file for the eval summary.
  copyFileSync(join(DEMO, 'qa.jsonl'), join(tmp.dir, 'qa.jsonl'));
}, 180_000);
afterAll(() => tmp.cleanup());

describe('a closed pipe ends the output quietly', () => {
  const commands: [string, string[]][] = [
    ['status', ['status']],
    ['graph stats', ['graph', 'stats']],
    ['ask', ['ask', Q, '--mode', 'kgar']],
    ['ask --json', ['ask', Q, '--json']],
    ['eval summary', ['eval', '--dataset', 'qa.jsonl', '--mode', 'vector', '--limit', '2', '--out', 'ev']],
  ];
  for (const [name, args] of commands) {
    it(`${name} | head -1 prints one line and exits 0; | true (reader gone before the first write) exits 0`, async () => {
      const head = await piped(['-w', wd, ...args], 'head -1', tmp.dir);
      expect(head.status, head.stderr).toBe(0);
      expect(head.stdout.trim().split('\n')).toHaveLength(1);
      expect(head.stderr).not.toMatch(/EPIPE|node:internal|at .*\.js/);
      const gone = await piped(['-w', wd, ...args], 'true', tmp.dir);
      expect(gone.status, gone.stderr).toBe(0);
      expect(gone.stderr).not.toMatch(/EPIPE|node:internal|at .*\.js/);
    });
  }
});

describe('one exit-code table', () => {
  it('usage errors exit 2 in every command: missing argument, unknown option, bad enum, bad quarter/year, bad number', async () => {
    const cases: string[][] = [
      ['ask'],
      ['graph', 'show'],
      ['ask', Q, '--bogus'],
      ['ask', Q, '--mode', 'magic'],
      ['ask', Q, '--quarter', 'Q5'],
      ['ingest', 'x', '--quarter', 'Q5'],
      ['ask', Q, '--year', 'last'],
      ['ingest', 'x', '--year', 'last'],
      ['ingest', 'x', '--chunk-strategy', 'words'],
      ['ingest', 'x', '--fiscal-year-start', '13'],
      ['eval', '--dataset', 'qa.jsonl', '--limit', '0'],
      ['graph', 'show', 'Nilgiri', '--depth', 'two'],
      ['--max-cost', 'lots', 'status'],
      ['nonsense-command'],
    ];
    for (const args of cases) {
      const r = await runCli(['-w', wd, ...args], { cwd: tmp.dir });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(/error/);
    }
    const q = await runCli(['-w', wd, 'ask', Q, '--quarter', 'Q5'], { cwd: tmp.dir });
    expect(q.stderr).toContain('--quarter "Q5" is not a quarter');
    const n = await runCli(['-w', wd, 'ingest', 'x', '--fiscal-year-start', '13'], { cwd: tmp.dir });
    expect(n.stderr).toContain('--fiscal-year-start must be a whole number from 1 to 12, got "13"');
  }, 240_000);

  it('nothing matches: an unknown entity and a filter share one code, distinct from a missing workdir', async () => {
    const entity = await runCli(['-w', wd, 'graph', 'show', 'No Such Entity Anywhere'], { cwd: tmp.dir });
    expect(entity.code, entity.stderr).toBe(5);
    const filter = await runCli(['-w', wd, 'ask', Q, '--company', 'Infosys'], { cwd: tmp.dir });
    expect(filter.code).toBe(5);
    const missing = await runCli(['-w', join(tmp.dir, 'nowhere'), 'graph', 'show', 'Nilgiri'], { cwd: tmp.dir });
    expect(missing.code).toBe(3);
  });
});

describe('case-insensitive enums and quarters', () => {
  it('--mode Hybrid, --provider Local, --quarter q1 answer like their canonical spellings', async () => {
    const a = await runCli(['-q', '-w', wd, '--provider', 'Local', 'ask', Q, '--mode', 'Hybrid', '--quarter', 'q1', '--json'], { cwd: tmp.dir });
    const b = await runCli(['-q', '-w', wd, '--provider', 'local', 'ask', Q, '--mode', 'hybrid', '--quarter', 'Q1', '--json'], { cwd: tmp.dir });
    expect(a.code, a.stderr).toBe(0);
    const ja = JSON.parse(a.stdout) as { mode: string; answer: string };
    expect(ja.mode).toBe('hybrid');
    expect(ja.answer).toBe((JSON.parse(b.stdout) as { answer: string }).answer);
    const e = await runCli(['-w', wd, 'eval', '--dataset', 'qa.jsonl', '--mode', 'VECTOR', '--judge', 'Local', '--limit', '1', '--out', 'ev2'], { cwd: tmp.dir });
    expect(e.code, e.stderr).toBe(0);
  });
});

describe('ask names its workdir and numbers citations 1..n', () => {
  it('--json has the absolute workdir; piped stderr has no workdir line', async () => {
    const r = await runCli(['-w', wd, 'ask', Q, '--json'], { cwd: tmp.dir });
    expect((JSON.parse(r.stdout) as { workdir: string }).workdir).toBe(wd);
    const t = await runCli(['-w', wd, 'ask', Q], { cwd: tmp.dir });
    expect(t.stderr).not.toContain('workdir:');
  });

  it('on a terminal, stderr ends with a dim workdir line relative to the current directory', async () => {
    const r = await piped(['-w', 'work', 'ask', Q], 'cat >/dev/null', tmp.dir);
    expect(r.stderr).not.toContain('workdir:');
    // `script` gives the command a terminal; stdout goes to /dev/null, stderr to the terminal.
    const tty = await new Promise<string>((resolve, reject) => {
      const cmd = `"${process.execPath}" "${BIN}" -w work ask '${Q.replace(/'/g, '')}' >/dev/null`;
      const child = spawn('script', ['-qc', cmd, '/dev/null'], { cwd: tmp.dir, env: { ...process.env, NO_COLOR: '1' } });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
    expect(tty).toMatch(/workdir: \.\/work\r?\n/);
  });

  it('citations are 1..n in order of first appearance, in the text and the source list, in every mode', async () => {
    for (const mode of ['vector', 'graph', 'hybrid', 'kgar']) {
      const r = await runCli(['-q', '-w', wd, 'ask', 'What is the revenue growth guidance for FY24?', '--mode', mode, '--json'], { cwd: tmp.dir });
      const j = JSON.parse(r.stdout) as { answer: string; citations: { n: number }[] };
      const inText = [...j.answer.matchAll(/\[(\d+(?:, \d+)*)\]/g)].flatMap((m) => m[1]!.split(', ').map(Number));
      const firstSeen = [...new Set(inText)];
      expect(firstSeen, mode).toEqual(firstSeen.map((_, i) => i + 1));
      expect(j.citations.map((c) => c.n), mode).toEqual(j.citations.map((_, i) => i + 1));
      const text = await runCli(['-q', '-w', wd, 'ask', 'What is the revenue growth guidance for FY24?', '--mode', mode], { cwd: tmp.dir });
      const listed = [...text.stdout.matchAll(/^\[(\d+)\] /gm)].map((m) => Number(m[1]));
      expect(listed, mode).toEqual(listed.map((_, i) => i + 1));
    }
  }, 240_000);
});
