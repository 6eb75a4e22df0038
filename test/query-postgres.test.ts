/**
 * End-to-end: the query commands on a PostgreSQL store. The demo corpus is ingested into a
 * workdir (every stage, offline provider) and copied into PostgreSQL; then `status --json`,
 * `ask --json` and `eval` of every question in every mode on the store (through the reader's local replica, lexical
 * search answered by PostgreSQL) give exactly what they give on the workdir.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';
import { pgDatabase } from './helpers/pg.js';

const tmp = tempDir('hybridrag-query-pg-');
const db = await pgDatabase('query_pg');
const empty = db ? await pgDatabase('query_pg_empty') : null;
const DEMO = join(ROOT, 'data/demo');
const wd = join(tmp.dir, 'wd');
/** The reading side's own workdir: it holds only the replica. */
const reader = join(tmp.dir, 'reader');

beforeAll(async () => {
  if (!db) return;
  demoWorkdir(wd);
  const c = await runCli(['store', 'copy', '--workdir', wd, '--to', db.url], { cwd: tmp.dir });
  expect(c.code, c.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  tmp.cleanup();
  await db?.drop();
  await empty?.drop();
});

/** An `ask --json` result without what differs by where it ran. */
function answerOf(stdout: string): unknown {
  const { workdir: _w, timingsMs: _t, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  return rest;
}

const QUESTIONS = (readFileSync(join(DEMO, 'qa.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { question: string }))
  .filter((_, i) => i % 11 === 0)
  .map((q) => q.question)
  // A comparison in plain words: each bank is searched again with the words both banks' figures
  // share, weighed by their document frequencies (counted by PostgreSQL on the store).
  .concat(['Which is growing its physical footprint faster, Konkan or Deccan?']);

describe.skipIf(!db)('the query commands on a PostgreSQL store', () => {
  it('status --json: the same as the workdir\'s, the store named in place of the workdir', async () => {
    const local = await runCli(['status', '--json', '--workdir', wd], { cwd: tmp.dir });
    const shared = await runBinary(['status', '--json', '--workdir', reader, '--store', db!.url], { cwd: tmp.dir });
    expect(shared.code, shared.stderr).toBe(0);
    const a = JSON.parse(local.stdout);
    const b = JSON.parse(shared.stdout);
    expect(b.workdir).toBe(db!.url.replace(/\/\/[^@/]*@/, '//'));
    expect({ ...b, workdir: '' }).toEqual({ ...a, workdir: '' });
    // The store named in the config file reads the same.
    const cfg = join(tmp.dir, 'store.config.json');
    writeFileSync(cfg, JSON.stringify({ store: { url: db!.url } }));
    const configured = await runCli(['status', '--json', '--workdir', reader, '--config', cfg], { cwd: tmp.dir });
    expect(configured.code, configured.stderr).toBe(0);
    expect(JSON.parse(configured.stdout)).toEqual(b);
    expect(b.chunks).toBeGreaterThan(0);
    expect(b.triplets).toBeGreaterThan(0);
    // The replica lives in the reading workdir.
    expect(existsSync(join(reader, 'replicas'))).toBe(true);
  });

  it('ask --json: the same answer, citations, contexts and scores', async () => {
    expect(QUESTIONS.length).toBe(4);
    for (const mode of ['vector', 'hybrid']) {
      for (const q of QUESTIONS) {
        const local = await runCli(['ask', q, '--mode', mode, '--json', '--workdir', wd], { cwd: tmp.dir });
        expect(local.code, local.stderr).toBe(0);
        // The store given through the environment, as a deployment would.
        const shared = await runCli(['ask', q, '--mode', mode, '--json', '--workdir', reader], { cwd: tmp.dir, env: { HYBRIDRAG_STORE: db!.url } });
        expect(shared.code, shared.stderr).toBe(0);
        expect(answerOf(shared.stdout), `${mode}: ${q}`).toEqual(answerOf(local.stdout));
      }
    }
  }, 180_000);

  it('eval, every question in every mode: the same metrics and per-question records', async () => {
    const args = ['eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'all'];
    const local = await runCli(['--workdir', wd, ...args, '--out', 'out-local'], { cwd: tmp.dir });
    expect(local.code, local.stderr).toBe(0);
    const shared = await runCli(['--workdir', reader, '--store', db!.url, ...args, '--out', 'out-pg'], { cwd: tmp.dir });
    expect(shared.code, shared.stderr).toBe(0);
    // Everything but the wall-clock figures.
    const metrics = (dir: string) => JSON.parse(readFileSync(join(tmp.dir, dir, 'metrics.json'), 'utf8'), (k, v) => (/^(created_at|duration_s|latency_ms)$/.test(k) ? undefined : v));
    expect(metrics('out-pg')).toEqual(metrics('out-local'));
    const records = (dir: string) => readFileSync(join(tmp.dir, dir, 'per_question.jsonl'), 'utf8').trim().split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .map(({ latency_ms: _l, timings_ms: _t, ...r }) => r);
    expect(records('out-pg')).toEqual(records('out-local'));
  }, 180_000);

  it('an empty store: EMPTY_WORKDIR (exit 3) naming the store', async () => {
    const r = await runCli(['ask', 'What was revenue?', '--workdir', join(tmp.dir, 'reader-empty'), '--store', empty!.url], { cwd: tmp.dir });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('holds no ingested documents');
    expect(r.stderr).toContain(empty!.url.replace(/\/\/[^@/]*@/, '//'));
  });

  it('a store that does not answer: CONFIG (exit 78), the URL without its password', async () => {
    const r = await runCli(['status', '--workdir', reader, '--store', 'postgres://someone:s3cret@127.0.0.1:1/nowhere'], { cwd: tmp.dir });
    expect(r.code).toBe(78);
    expect(r.stderr).toContain('postgres://127.0.0.1:1/nowhere');
    expect(r.stderr).not.toContain('s3cret');
  });
});
