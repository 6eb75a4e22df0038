/**
 * A query server on a PostgreSQL store answers while workers write to it: `hybridrag serve --store`
 * (two answering threads, each with its own connection to the replica) keeps answering every
 * question while an ingest adds a document to the store and `hybridrag worker` processes embed and
 * extract it; without a restart the server then counts the new document and answers from it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempDir } from './helpers/cli.js';
import { pgDatabase } from './helpers/pg.js';
import { spawnWorker } from './helpers/worker-process.js';

const tmp = tempDir('hybridrag-serve-pg-');
const db = await pgDatabase('serve_pg');
const DEMO = join(ROOT, 'data/demo');
const NEW_DOC = 'sahyadri-cement-q1-fy24.pdf';
const first = join(tmp.dir, 'first');
const later = join(tmp.dir, 'later');
let server: ChildProcess | undefined;

beforeAll(async () => {
  if (!db) return;
  mkdirSync(first);
  mkdirSync(later);
  for (const f of readdirSync(DEMO).filter((f) => f.endsWith('.pdf'))) cpSync(join(DEMO, f), join(f === NEW_DOC ? later : first, f));
  const r = await runCli(['ingest', first, '--store', db.url, '--no-stages'], { cwd: tmp.dir });
  expect(r.code, r.stderr).toBe(0);
  const w = await spawnWorker(['--store', db.url, '--stages', 'embed,extract'], tmp.dir).done;
  expect(w.code, w.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  tmp.cleanup();
  await db?.drop();
});

async function ask(url: string, question: string): Promise<{ status: number; body: { answer?: string; citations?: { document: string }[] } }> {
  const res = await fetch(`${url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question }) });
  return { status: res.status, body: (await res.json()) as { answer?: string; citations?: { document: string }[] } };
}

interface Status {
  documents: number;
  chunks: number;
  vectors?: number;
  triplets?: number;
}

describe.skipIf(!db)('hybridrag serve on a PostgreSQL store', () => {
  it('answers while an ingest and a worker write, and serves the new document without a restart', async () => {
    server = spawn(process.execPath, [BIN, '-q', '-w', join(tmp.dir, 'reader'), 'serve', '--store', db!.url, '--port', '0', '--workers', '2'], {
      cwd: tmp.dir,
      env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_TOKEN: undefined, HYBRIDRAG_STORE: undefined },
    });
    let stdout = '';
    let stderr = '';
    server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      server!.stdout!.on('data', (d: Buffer) => {
        stdout += d.toString();
        const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (m) resolve(m[1]!);
      });
      server!.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
    const status = async (): Promise<Status> => (await (await fetch(`${url}/api/status`)).json()) as Status;
    const before = await status();
    expect(before.documents).toBe(5);
    expect(before.vectors).toBe(before.chunks);
    const unknown = await ask(url, "What was Sahyadri Cement's EBITDA per tonne in Q1 FY24?");
    expect(unknown.body.citations?.some((c) => c.document === NEW_DOC) ?? false).toBe(false);

    // Questions keep coming while the store is written to: one after another, from before the
    // writes start until after the server has caught up, each timed.
    const answers: { status: number; answer?: string; ended: number }[] = [];
    let writing = true;
    const asking = (async () => {
      while (writing) {
        // A request that fails outright is kept as an answer with status 0 (checked below), not thrown past the test.
        const r = await ask(url, "What was Aravali Infotech's revenue in Q1 FY24?").catch((e: Error) => ({ status: 0, body: { answer: e.message } }));
        answers.push({ status: r.status, answer: r.body.answer, ended: performance.now() });
        if (r.status === 0) break;
      }
    })();
    // The first answer is in before the writes start, so one is in flight whenever they run.
    while (answers.length === 0) await new Promise((r) => setTimeout(r, 10));
    const writesStarted = performance.now();
    const ingest = await runCli(['ingest', later, '--store', db!.url, '--no-stages'], { cwd: tmp.dir });
    expect(ingest.code, ingest.stderr).toBe(0);
    const worker = await spawnWorker(['--store', db!.url, '--stages', 'embed,extract', '--json'], tmp.dir).done;
    expect(worker.code, worker.stderr).toBe(0);
    const writesEnded = performance.now();
    const report = JSON.parse(worker.stdout) as { embed: { processed: number }; extract: { processed: number } };
    expect(report.embed.processed).toBeGreaterThan(0);
    expect(report.extract.processed).toBeGreaterThan(0);

    // The server catches up by itself (it checks the store every second).
    let now = await status();
    for (const until = Date.now() + 30_000; Date.now() < until; now = await status()) {
      if (now.documents === 6 && now.vectors === now.chunks && (now.triplets ?? 0) > (before.triplets ?? 0)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    writing = false;
    await asking;
    expect(now.documents).toBe(6);
    expect(now.chunks).toBeGreaterThan(before.chunks);
    expect(now.vectors).toBe(now.chunks);
    expect(now.triplets).toBeGreaterThan(before.triplets ?? 0);
    // Every answer was right, and answers kept coming while the writes ran (whatever the machine's speed).
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.answer).toContain('4,812');
    }
    expect(answers.filter((a) => a.ended > writesStarted && a.ended < writesEnded).length, JSON.stringify({ writesStarted, writesEnded, ended: answers.map((a) => a.ended) })).toBeGreaterThan(0);

    // Both answering threads see the new document (two questions in flight at once).
    const [a, b] = await Promise.all([0, 1].map(() => ask(url, "What was Sahyadri Cement's EBITDA per tonne in Q1 FY24?")));
    for (const r of [a!, b!]) {
      expect(r.status).toBe(200);
      expect(r.body.citations?.some((c) => c.document === NEW_DOC)).toBe(true);
      expect(r.body.answer).toContain('901');
    }
    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
  }, 240_000);
});
