/**
 * Extract workers sharing one PostgreSQL store, against the fake OpenAI server (30 ms latency,
 * injected 500s and 429s, and a model that answers some chunks with JSON of the wrong shape, so
 * they are quarantined): four `worker --stages embed,extract` processes end with the same
 * refinements, triplets, quarantined chunks and entities as one process and as the single-process
 * SQLite ingest, with exactly one entity resolution between them; with two of four killed
 * (SIGKILL) mid-run, nothing is lost or duplicated and no lease is left.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/core/store/open-store.js';
import type { Store } from '../src/core/store/store.js';
import { startFakeOpenAi, type ChatBody, type FakeOpenAi } from './fake-openai/server.js';
import { tierOf } from './helpers/graph-corpus.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { SMALL_CHUNKS, spawnWorker, stageDemo, type WorkerProcess } from './helpers/worker-process.js';
import { pgDatabase, type PgTestDb } from './helpers/pg.js';

const tmp = tempDir('hybridrag-worker-extract-');
const wd = join(tmp.dir, 'wd');
const sqliteWd = join(tmp.dir, 'single');
const cfg = join(tmp.dir, 'hybridrag.config.json');
const dbs = {
  single: await pgDatabase('wx_single'),
  four: await pgDatabase('wx_four'),
  killed: await pgDatabase('wx_killed'),
};
const reachable = Object.values(dbs).every((d) => d !== null);
let fake: FakeOpenAi;

/** The chunk text a request is about (the refine prompt's document, or the refined text). */
const documentOf = (body: ChatBody) => /<document>\n([\s\S]*?)\n<\/document>/.exec(body.messages.find((m) => m.role === 'user')?.content ?? '')?.[1] ?? '';
/** About one chunk in eight gets an unusable triplet reply, every time it is asked (repair included). */
const unusable = (text: string) => /^[01]/.test(createHash('sha256').update(text).digest('hex'));

/** Refine echoes the chunk; triplets name the capitalised phrases of the text as people the company mentions. */
function chat(body: ChatBody): string {
  const text = documentOf(body);
  if (tierOf(body) === 'refine') return text;
  if (unusable(text)) return '{"unexpected": "shape"}';
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const company = /Company: (.*?) \(ticker/.exec(user)?.[1] ?? 'unknown';
  const names = [...new Set(text.match(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)+\b/g) ?? [])].slice(0, 4);
  return JSON.stringify({
    triplets: names.map((n) => ({ head: company, head_type: 'organization', relation: 'mentions', object: n, object_type: 'person' })),
  });
}

beforeAll(async () => {
  if (!reachable) return;
  fake = await startFakeOpenAi({ chat, latencyMs: 30, embeddingDim: 64, faultRates: { '500': 0.1, '429': 0.05 }, retryAfterSeconds: 0 });
  writeFileSync(cfg, JSON.stringify({ openai: { retryBaseMs: 10, retryMaxMs: 100, embeddingDimensions: 64 } }));
  await stageDemo(tmp.dir, wd, Object.values(dbs).map((d) => d!.url));
  // The single-process SQLite ingest of the same corpus with the same model, without cache.
  const s = await runCli(['ingest', join(ROOT, 'data/demo'), '--workdir', sqliteWd, ...SMALL_CHUNKS, '--config', cfg, '--provider', 'openai',
    '--base-url', fake.url, '--no-cache'], { cwd: tmp.dir, env: { OPENAI_API_KEY: 'sk-test' } });
  expect(s.code, s.stderr).toBe(0);
}, 180_000);
afterAll(async () => {
  await fake?.close();
  for (const d of Object.values(dbs)) await d?.drop();
  tmp.cleanup();
});

function worker(db: PgTestDb, extra: string[] = []): WorkerProcess {
  return spawnWorker(['--store', db.url, '--config', cfg, '--provider', 'openai', '--base-url', fake.url,
    '--stages', 'embed,extract', '--concurrency', '2', '--batch', '4', '--poll-ms', '100', '--json', ...extra], tmp.dir);
}

interface Report {
  extract: { processed: number; quarantined: number };
  resolve: { entities: number }[];
}

/** The graph side of a store, as sorted lines (row order and labels depend on who saved first). */
async function graphOf(location: string): Promise<Record<string, string[] | number>> {
  const s: Store = await openStore(location, { mustExist: true });
  try {
    const rows = async (table: string, line: (r: Record<string, unknown>) => string) => (await s.exportRows(table, null, 1_000_000)).map(line).sort();
    const counts = await s.counts();
    return {
      refinements: await rows('refinements', (r) => `${r.chunk_id} ${r.prompt_version} ${r.model} ${r.text}`),
      extractions: await rows('extractions', (r) => `${r.chunk_id} ${r.status} ${r.triplets}`),
      triplets: await rows('triplets', (r) => `${r.id} ${r.chunk_id} ${r.ord} ${r.head}|${r.relation}|${r.object} ${r.head_id} ${r.object_id} ${r.page_start}-${r.page_end}`),
      entities: await rows('entities', (r) => `${r.id} ${r.canonical} ${r.type} ${r.scope} ${r.mentions}`),
      aliases: await rows('aliases', (r) => `${r.alias} ${r.entity_id}`),
      quarantine: (await rows('quarantine', (r) => `${r.stage} ${r.item_id}`)),
      vectors: counts.vectors,
      leases: await s.liveLeases(),
    };
  } finally {
    await s.close();
  }
}

describe.skipIf(!reachable)('hybridrag worker --stages embed,extract on a PostgreSQL store', () => {
  let reference: Awaited<ReturnType<typeof graphOf>>;

  it('one worker extracts every chunk, quarantines the unusable ones and resolves, as the single-process SQLite ingest does', async () => {
    const r = await worker(dbs.single!).done;
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.extract.processed).toBe(78);
    expect(report.extract.quarantined).toBeGreaterThan(0);
    expect(report.resolve).toHaveLength(1);
    reference = await graphOf(dbs.single!.url);
    expect(reference.vectors).toBe(78);
    expect(reference.leases).toBe(0);
    expect(reference.quarantine).toHaveLength(report.extract.quarantined);
    expect((reference.triplets as string[]).length).toBeGreaterThan(50);
    expect(await graphOf(sqliteWd)).toEqual(reference);
  }, 120_000);

  it('four workers share the work, resolve exactly once, and end with the same graph as one', async () => {
    const rs = await Promise.all(Array.from({ length: 4 }, () => worker(dbs.four!).done));
    for (const r of rs) expect(r.code, r.stderr).toBe(0);
    const reports = rs.map((r) => JSON.parse(r.stdout) as Report);
    expect(reports.reduce((n, r) => n + r.extract.processed, 0)).toBe(78);
    expect(Math.max(...reports.map((r) => r.extract.processed))).toBeLessThan(78);
    expect(reports.reduce((n, r) => n + r.resolve.length, 0)).toBe(1);
    expect(await graphOf(dbs.four!.url)).toEqual(reference);
  }, 120_000);

  it('workers killed with SIGKILL mid-extraction lose and duplicate nothing', async () => {
    const ws = Array.from({ length: 4 }, () => worker(dbs.killed!, ['--lease-ms', '1500']));
    const s = await openStore(dbs.killed!.url);
    try {
      const deadline = Date.now() + 60_000;
      while ((await s.counts()).extractions < 10) {
        if (Date.now() > deadline) throw new Error('the workers saved no extractions within 60 s');
        await new Promise((r) => setTimeout(r, 20));
      }
      ws[0]!.child.kill('SIGKILL');
      ws[1]!.child.kill('SIGKILL');
      expect((await s.counts()).extractions).toBeLessThan(78);
    } finally {
      await s.close();
    }
    const rs = await Promise.all(ws.map((w) => w.done));
    expect(rs.slice(0, 2).map((r) => r.signal)).toEqual(['SIGKILL', 'SIGKILL']);
    for (const r of rs.slice(2)) expect(r.code, r.stderr).toBe(0);
    expect(await graphOf(dbs.killed!.url)).toEqual(reference);
  }, 120_000);
});
