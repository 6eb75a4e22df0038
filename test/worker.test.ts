/**
 * Workers sharing one PostgreSQL store, against the fake OpenAI server (50 ms latency, injected
 * 500s and 429s): four worker processes end with the same vectors as one; with two of them killed
 * (SIGKILL) mid-run, the others take over their expired leases: nothing lost, nothing duplicated,
 * no lease left.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/core/store/open-store.js';
import type { Store } from '../src/core/store/store.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai/server.js';
import { tempDir } from './helpers/cli.js';
import { spawnWorker, stageDemo, type WorkerProcess } from './helpers/worker-process.js';
import { pgDatabase, type PgTestDb } from './helpers/pg.js';

const tmp = tempDir('hybridrag-worker-');
const wd = join(tmp.dir, 'wd');
const cfg = join(tmp.dir, 'hybridrag.config.json');
const dbs = {
  single: await pgDatabase('worker_single'),
  four: await pgDatabase('worker_four'),
  killed: await pgDatabase('worker_killed'),
};
const reachable = Object.values(dbs).every((d) => d !== null);
let fake: FakeOpenAi;

beforeAll(async () => {
  if (!reachable) return;
  // 50 ms a request: one worker alone needs about two seconds for the 39 batches, so four started together share them.
  fake = await startFakeOpenAi({ latencyMs: 50, embeddingDim: 64, faultRates: { '500': 0.1, '429': 0.05 }, retryAfterSeconds: 0 });
  writeFileSync(cfg, JSON.stringify({ openai: { retryBaseMs: 10, retryMaxMs: 100, embeddingDimensions: 64 } }));
  // Small chunks: enough pending work (78 chunks) for the workers to share.
  await stageDemo(tmp.dir, wd, Object.values(dbs).map((d) => d!.url));
}, 120_000);
afterAll(async () => {
  await fake?.close();
  for (const d of Object.values(dbs)) await d?.drop();
  tmp.cleanup();
});

function worker(db: PgTestDb, extra: string[] = []): WorkerProcess {
  return spawnWorker(['--store', db.url, '--config', cfg, '--provider', 'openai', '--base-url', fake.url,
    '--stages', 'embed', '--concurrency', '1', '--batch', '2', '--poll-ms', '100', '--json', ...extra], tmp.dir);
}

/** The vectors as (chunk, embedder, bytes), by chunk: labels depend on who saved first. */
async function vectorsOf(url: string): Promise<{ rows: string[]; store: Awaited<ReturnType<Store['counts']>>; leases: number }> {
  const s = await openStore(url);
  try {
    const rows = (await s.exportRows('vectors', null, 100_000)).map((r) => `${r.chunk_id} ${r.embedder} ${(r.vec as Buffer).toString('base64')}`).sort();
    return { rows, store: await s.counts(), leases: await s.liveLeases() };
  } finally {
    await s.close();
  }
}

describe.skipIf(!reachable)('hybridrag worker on a PostgreSQL store', () => {
  let reference: Awaited<ReturnType<typeof vectorsOf>>;

  it('one worker embeds every pending chunk and exits', async () => {
    const w = worker(dbs.single!);
    const r = await w.done;
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ embed: { processed: 78, duplicates: 0, failed: 0 } });
    reference = await vectorsOf(dbs.single!.url);
    expect(reference.rows).toHaveLength(78);
    expect(reference.store).toMatchObject({ chunks: 78, vectors: 78, leases: 0 });
  }, 120_000);

  it('four workers share the work and end with the same store as one', async () => {
    const ws = Array.from({ length: 4 }, () => worker(dbs.four!));
    const rs = await Promise.all(ws.map((w) => w.done));
    for (const r of rs) expect(r.code, r.stderr).toBe(0);
    const reports = rs.map((r) => (JSON.parse(r.stdout) as { embed: { processed: number; claims: number } }).embed);
    expect(reports.reduce((n, r) => n + r.processed, 0)).toBe(78);
    // The work was shared: no worker did it all.
    expect(Math.max(...reports.map((r) => r.processed))).toBeLessThan(78);
    expect(await vectorsOf(dbs.four!.url)).toEqual(reference);
  }, 120_000);

  it('workers killed with SIGKILL mid-run lose nothing: their leases expire and the others take the chunks over', async () => {
    const ws = Array.from({ length: 4 }, () => worker(dbs.killed!, ['--lease-ms', '1500']));
    const s = await openStore(dbs.killed!.url);
    let pendingAtKill: number;
    try {
      // Kill two workers once the run is under way (some vectors saved, some pending).
      const deadline = Date.now() + 60_000;
      while ((await s.counts()).vectors < 10) {
        if (Date.now() > deadline) throw new Error('the workers saved no vectors within 60 s');
        await new Promise((r) => setTimeout(r, 20));
      }
      ws[0]!.child.kill('SIGKILL');
      ws[1]!.child.kill('SIGKILL');
      pendingAtKill = await s.countPendingEmbeds('openai:text-embedding-3-small');
    } finally {
      await s.close();
    }
    const rs = await Promise.all(ws.map((w) => w.done));
    expect(rs.slice(0, 2).map((r) => r.signal)).toEqual(['SIGKILL', 'SIGKILL']);
    for (const r of rs.slice(2)) expect(r.code, r.stderr).toBe(0);
    expect(pendingAtKill).toBeGreaterThan(0);
    expect(await vectorsOf(dbs.killed!.url)).toEqual(reference);
  }, 120_000);
});
