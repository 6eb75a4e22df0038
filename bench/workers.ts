/**
 * Embed and extract workers on one PostgreSQL store against the fake OpenAI server (latency-bound,
 * as a real endpoint is; no rate limit): chunks/s of each stage with 1, 2 and 4 worker processes
 * (one request in flight each; extract makes two model calls per chunk) on the same pending work, timed from
 * the moment the work arrives (the workers already running with --follow, so process start-up is
 * not counted) until nothing is pending; then kill trials per stage (4 workers, 2 of them SIGKILLed at a random moment) counting
 * chunks lost (no result at the end) or duplicated (a result that differs from the first run's, or a lease left).
 *
 *   npx tsx bench/workers.ts [--stages embed,extract] [--workers 1,2,4] [--latency 100] [--batch 2] [--chunk-size 200] [--kill-trials 20]
 *
 * Needs PostgreSQL at HYBRIDRAG_BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres) and
 * the built binary (npm run build). The corpus is data/demo cut into small chunks (--chunk-size).
 * Prints one line per measurement.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFakeOpenAi } from '../test/fake-openai/server.js';
import { scratchDatabase } from '../test/helpers/pg.js';
import { binPath } from './lib/hybridrag.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = binPath(ROOT);
const ADMIN = process.env.HYBRIDRAG_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: a } = parseArgs({
  options: {
    stages: { type: 'string', default: 'embed,extract' },
    workers: { type: 'string', default: '1,2,4' },
    latency: { type: 'string', default: '100' },
    batch: { type: 'string', default: '2' },
    'chunk-size': { type: 'string', default: '200' },
    'kill-trials': { type: 'string', default: '20' },
  },
});

const tmp = mkdtempSync(join(tmpdir(), 'hybridrag-bench-workers-'));
const cfg = join(tmp, 'hybridrag.config.json');
writeFileSync(cfg, JSON.stringify({ openai: { retryBaseMs: 10, retryMaxMs: 100, embeddingDimensions: 64 } }));
const fake = await startFakeOpenAi({ latencyMs: Number(a.latency), embeddingDim: 64 });
const env = { ...process.env, NO_COLOR: '1', OPENAI_API_KEY: 'sk-bench', HYBRIDRAG_STORE: undefined };

type Run = Promise<{ code: number | null; signal: NodeJS.Signals | null }> & { kill: (signal?: NodeJS.Signals) => void; ready: Promise<void> };

function run(args: string[]): Run {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: tmp, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let onReady: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (/^worker /m.test(stderr)) onReady();
  });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      if (code !== 0 && code !== 130 && signal === null) process.stderr.write(stderr);
      resolve({ code, signal });
    }),
  );
  return Object.assign(done, { kill: (signal: NodeJS.Signals = 'SIGKILL') => void child.kill(signal), ready });
}

let n = 0;
/** A fresh database, empty or holding the corpus's documents and chunks (nothing embedded). */
async function freshStore(filled = true): Promise<{ url: string; fill: () => Promise<void>; drop: () => Promise<void> }> {
  const db = await scratchDatabase(`hybridrag_bench_workers_${process.pid}_${n++}`, ADMIN);
  const fill = async (): Promise<void> => {
    const r = await run(['store', 'copy', '--workdir', join(tmp, 'wd'), '--to', db.url, '-q']);
    if (r.code !== 0) throw new Error('store copy failed');
  };
  if (filled) await fill();
  return { url: db.url, fill, drop: db.drop };
}

const worker = (url: string, extra: string[] = []) => run(['worker', '--store', url, '--config', cfg, '--provider', 'openai', '--base-url', fake.url,
  '--concurrency', '1', '--batch', a.batch!, '--poll-ms', '50', '--lease-ms', '1500', ...extra]);

/** Chunks the stage has not stored a result for (1 while the store is still empty). */
async function pending(url: string, stage: string): Promise<number> {
  const c = new pg.Client(url);
  await c.connect();
  const done = stage === 'embed' ? 'vectors' : 'extractions';
  try {
    return (await c.query<{ n: number }>(`SELECT (SELECT count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM ${done} v WHERE v.chunk_id = c.id))::int
      + (SELECT CASE WHEN count(*) = 0 THEN 1 ELSE 0 END FROM chunks)::int AS n`)).rows[0]!.n;
  } finally {
    await c.end();
  }
}

async function count(url: string, table: string): Promise<number> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    return (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  } finally {
    await c.end();
  }
}

/** Each chunk's extraction and triplets as one line, by chunk id. */
async function extractions(url: string): Promise<Map<string, string>> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    const rows = (await c.query<{ chunk_id: string; line: string }>(
      `SELECT e.chunk_id, e.status || ' ' || e.triplets || ' ' || coalesce(string_agg(t.id || ':' || t.head || '|' || t.relation || '|' || t.object, ',' ORDER BY t.ord), '') AS line
       FROM extractions e LEFT JOIN triplets t ON t.chunk_id = e.chunk_id GROUP BY e.chunk_id, e.status, e.triplets`,
    )).rows;
    return new Map(rows.map((r) => [r.chunk_id, r.line]));
  } finally {
    await c.end();
  }
}

async function vectors(url: string): Promise<Map<string, string>> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    const rows = (await c.query<{ chunk_id: string; vec: Buffer }>('SELECT chunk_id, vec FROM vectors')).rows;
    return new Map(rows.map((r) => [r.chunk_id, r.vec.toString('base64')]));
  } finally {
    await c.end();
  }
}

try {
  const ing = await run(['ingest', join(ROOT, 'data/demo'), '--workdir', join(tmp, 'wd'), '--no-stages', '--chunk-strategy', 'chars',
    '--chunk-size', a['chunk-size']!, '--chunk-overlap', '0', '-q']);
  if (ing.code !== 0) throw new Error('ingest failed');
  /** Per stage, the results of its first (fewest-workers) run: what the kill trials must end with. */
  const references = new Map<string, Map<string, string>>();
  for (const stage of a.stages!.split(',')) {
    for (const w of a.workers!.split(',').map(Number)) {
      const s = await freshStore(false);
      // Started on an empty store with --follow: timing starts once every worker is up and polling.
      const ws = Array.from({ length: w }, () => worker(s.url, ['--stages', stage, '--follow']));
      await Promise.all(ws.map((x) => x.ready));
      await new Promise((r) => setTimeout(r, 300));
      const t0 = Date.now();
      await s.fill();
      while ((await pending(s.url, stage)) > 0) await new Promise((r) => setTimeout(r, 20));
      const ms = Date.now() - t0;
      for (const x of ws) x.kill('SIGTERM');
      await Promise.all(ws);
      const results = await (stage === 'embed' ? vectors : extractions)(s.url);
      const chunks = results.size;
      references.set(stage, references.get(stage) ?? results);
      await s.drop();
      const per = stage === 'embed' ? `batch=${a.batch}` : 'two model calls per chunk';
      console.log(`${stage} workers=${w} latency=${a.latency}ms ${per}: ${chunks} chunks in ${(ms / 1000).toFixed(2)}s = ${(chunks / (ms / 1000)).toFixed(1)} chunks/s`);
    }
  }
  // Kill trials per measured stage: 4 workers, 2 of them SIGKILLed at a random moment; the store
  // must end with the results of the fewest-workers run, row for row.
  for (const [stage, reference] of references) {
    let lost = 0;
    let differing = 0;
    const trials = Number(a['kill-trials']);
    for (let t = 0; t < trials; t++) {
      const s = await freshStore();
      const ws = Array.from({ length: 4 }, () => worker(s.url, ['--stages', stage, '-q']));
      await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
      ws[0]!.kill();
      ws[1]!.kill();
      await Promise.all(ws);
      const got = await (stage === 'embed' ? vectors : extractions)(s.url);
      const leases = await count(s.url, 'leases');
      await s.drop();
      for (const [id, row] of reference) {
        if (!got.has(id)) lost++;
        else if (got.get(id) !== row) differing++;
      }
      differing += [...got.keys()].filter((id) => !reference.has(id)).length + leases;
    }
    if (trials > 0) console.log(`${stage} kill trials: ${trials} × (4 workers, 2 SIGKILLed at 0.8-2.3 s): ${lost} chunks lost, ${differing} results differing or extra (or leases left)`);
  }
} finally {
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
}
