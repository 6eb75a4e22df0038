/**
 * The model path against the fake OpenAI server (no network):
 *   1. throughput: 2,000 chat calls at 100 ms latency and concurrency 16 → calls/s beside the
 *      160 calls/s ceiling (concurrency / latency);
 *   2. batching: N texts at batch B → embedding calls, expected ceil(N / B);
 *   3. faults: 600 structured calls with 10% 429/500/timeouts and 5% malformed/invalid replies →
 *      every item ok or quarantined; then a rerun, which must make zero new calls;
 *   4. the same faults on `hybridrag ingest data/demo --provider openai` through the built CLI;
 *   5. a one-slot server (llama-server -np 1: latency grows with the requests queued at it): the
 *      throughput of adaptive concurrency (from --concurrency 8) against the best fixed setting,
 *      target within 10%, and its timeouts, target 0.
 *
 *   npx tsx bench/model-path.ts            (or through `npm run bench`)
 *   npx tsx bench/model-path.ts one-slot   (scenario 5 alone)
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Output } from '../src/cli/ui/output.js';
import { defaultConfig, mergeConfig, type Config, type ConfigOverrides } from '../src/core/config/config.js';
import { createProvider } from '../src/app/providers.js';
import { quarantineCount } from '../src/core/providers/quarantine.js';
import { completeJson } from '../src/core/providers/structured.js';
import { openDb, type Db } from '../src/core/store/db.js';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from '../test/fake-openai/server.js';

const execFileAsync = promisify(execFile);
const sink = new Writable({ write: (_c, _e, cb) => cb() });
const quietOut = (): Output => new Output({ stdout: sink, stderr: sink, quiet: true, color: false });

function configFor(fake: FakeOpenAi, workdir: string, over: ConfigOverrides): Config {
  const base: ConfigOverrides = {
    provider: 'openai',
    workdir,
    openai: { baseUrl: fake.url, embeddingDimensions: 64, models: { extraction: 'fake-chat', answer: 'fake-chat', judge: 'fake-chat', embedding: 'fake-embed' } },
  };
  return mergeConfig(mergeConfig(defaultConfig(), base), over);
}

/**
 * The fake server in its own process, as a real endpoint would be: in-process, its timers and
 * parsing would share the client's event loop and the bench would measure both at once.
 */
async function spawnFake(opts: FakeOpenAiOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  const serve = fileURLToPath(new URL('../test/fake-openai/serve.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', serve, JSON.stringify(opts)], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`fake server exited with ${code}`)));
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim().split('\n')[0]!));
  });
  child.removeAllListeners('exit');
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { url, stop };
}

async function throughput(db: Db, workdir: string, calls: number, latencyMs: number, concurrency: number): Promise<Record<string, number>> {
  const server = await spawnFake({ latencyMs });
  const fake = { url: server.url } as FakeOpenAi;
  try {
    const p = await createProvider(configFor(fake, workdir, { openai: { concurrency } }), { db, out: quietOut(), env: { OPENAI_API_KEY: 'sk-bench' } });
    const m = p.model('extraction')!;
    const batch = (n: number, tag: string) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          m.complete({ promptId: 'bench.echo', promptVersion: '1', stage: 'bench', messages: [{ role: 'user', content: `${tag} ${i}` }] }),
        ),
      );
    // Warm-up (not timed): JIT, sockets, prepared statements.
    await batch(4 * concurrency, 'warm-up');
    const t0 = performance.now();
    await batch(calls, 'call');
    const s = (performance.now() - t0) / 1000;
    const ceiling = concurrency / (latencyMs / 1000);
    return {
      chat_calls: calls,
      chat_seconds: round(s, 2),
      chat_calls_per_s: round(calls / s, 1),
      chat_ceiling_calls_per_s: ceiling,
      chat_pct_of_ceiling: round((100 * calls) / s / ceiling, 1),
      chat_paid_calls: p.stats!().calls - 4 * concurrency,
      load_avg_1m: round(loadavg()[0]!, 2),
    };
  } finally {
    await server.stop();
  }
}

async function batching(db: Db, workdir: string, texts: number, batch: number): Promise<Record<string, number>> {
  const fake = await startFakeOpenAi({ latencyMs: 20, maxEmbeddingBatch: batch });
  try {
    const p = await createProvider(configFor(fake, workdir, { openai: { embeddingBatch: batch } }), { db, out: quietOut(), env: { OPENAI_API_KEY: 'sk-bench' } });
    await p.embedder().embed(Array.from({ length: texts }, (_, i) => `embedding text ${i}`));
    return { embed_texts: texts, embed_batch: batch, embed_calls: fake.count('embeddings'), embed_calls_expected: Math.ceil(texts / batch) };
  } finally {
    await fake.close();
  }
}

const Item = z.object({ head: z.string().min(1), relation: z.string().min(1), object: z.string().min(1) });
const Items = z.array(Item);

async function faults(db: Db, workdir: string, items: number): Promise<Record<string, number>> {
  const fake = await startFakeOpenAi({
    latencyMs: 5,
    hangMs: 3000,
    faultRates: { '429': 0.04, '500': 0.03, hang: 0.03, malformed: 0.025, 'invalid-schema': 0.025 },
    chat: (body) => JSON.stringify({ items: [{ head: 'Co', relation: 'reported', object: body.messages.at(-1)!.content.slice(0, 20) }] }),
  });
  const run = async (): Promise<{ ok: number; quarantined: number; calls: number }> => {
    const before = fake.count('chat');
    const p = await createProvider(configFor(fake, workdir, { openai: { concurrency: 16, timeoutMs: 400, retryBaseMs: 20, retryMaxMs: 200, maxRetries: 6 } }), {
      db,
      out: quietOut(),
      env: { OPENAI_API_KEY: 'sk-bench' },
    });
    const m = p.model('extraction')!;
    const results = await Promise.all(
      Array.from({ length: items }, (_, i) =>
        completeJson(m, { promptId: 'bench.items', promptVersion: '1', stage: 'extract', messages: [{ role: 'user', content: `item ${i}` }], json: { name: 'items', schema: {} } }, Items, { db, itemId: `i${i}` }),
      ),
    );
    return { ok: results.filter((r) => r.ok).length, quarantined: quarantineCount(db, 'extract'), calls: fake.count('chat') - before };
  };
  try {
    const first = await run();
    const second = await run();
    return {
      fault_items: items,
      fault_ok: first.ok,
      fault_quarantined: first.quarantined,
      fault_unaccounted: items - first.ok - first.quarantined,
      fault_requests: first.calls,
      fault_rerun_new_calls: second.calls,
    };
  } finally {
    await fake.close();
  }
}

/**
 * The acceptance run: `hybridrag ingest data/demo --provider openai` through the built CLI
 * with 10% transport faults (429, 500, hangs past the timeout) and 5% bad replies (malformed body,
 * wrong-shape JSON); every chunk must end extracted or quarantined; a forced rerun must make zero
 * calls. Skipped (NaN) when dist/ or the demo corpus is missing.
 */
async function demoIngestUnderFaults(dir: string): Promise<Record<string, number>> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const bin = join(root, 'bin', 'hybridrag.js');
  const demo = join(root, 'data', 'demo');
  if (!existsSync(join(root, 'dist', 'cli', 'main.js')) || !existsSync(demo)) return { demo_chunks: Number.NaN };
  const fake = await startFakeOpenAi({
    latencyMs: 5,
    hangMs: 3000,
    faultRates: { '429': 0.04, '500': 0.03, hang: 0.03, malformed: 0.025, 'invalid-schema': 0.025 },
  });
  const cwd = join(dir, 'demo-run');
  mkdirSync(cwd, { recursive: true });
  writeFileSync(join(cwd, 'hybridrag.config.json'), JSON.stringify({
    provider: 'openai',
    openai: { timeoutMs: 500, retryBaseMs: 20, retryMaxMs: 200, maxRetries: 6, embeddingDimensions: 64, models: { embedding: 'fake-embed', extraction: 'fake-chat', answer: 'fake-chat', judge: 'fake-chat' } },
  }));
  const cli = (args: string[]) =>
    execFileAsync(process.execPath, [bin, ...args], { cwd, env: { ...process.env, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.url, NO_COLOR: '1' } });
  try {
    const first = await cli(['ingest', demo]);
    const m = /extract: (\d+) processed, (\d+) failed/.exec(first.stdout);
    const status = JSON.parse((await cli(['status', '--json'])).stdout) as { chunks: number; quarantined?: number };
    const requests = fake.requests.length;
    const faults = fake.requests.filter((r) => r.fault !== undefined).length;
    await cli(['ingest', demo, '--force']);
    const processed = m ? Number(m[1]) : Number.NaN;
    const failed = m ? Number(m[2]) : Number.NaN;
    return {
      demo_chunks: status.chunks,
      demo_extracted: processed - failed,
      demo_quarantined: status.quarantined ?? Number.NaN,
      demo_unaccounted: status.chunks - (processed - failed) - (status.quarantined ?? 0),
      demo_requests: requests,
      demo_faults_injected: faults,
      demo_rerun_new_calls: fake.requests.length - requests,
    };
  } finally {
    await fake.close();
  }
}

/**
 * A one-slot server (each request holds the slot for `latencyMs`, the rest wait in its queue) and a
 * timeout of 5x that latency, as a CPU model under a timeout sized for one generation: `calls`
 * chat calls at fixed concurrency 1, 2, 4 and 8 (adaptive off), then adaptive from 8. Reports each
 * setting's calls/s and timeouts (retries after a timeout), and adaptive's share of the best fixed.
 */
async function oneSlot(db: Db, workdir: string, calls: number, latencyMs: number): Promise<Record<string, number>> {
  const timeoutMs = 5 * latencyMs;
  const run = async (tag: string, concurrency: number, adaptive: boolean): Promise<{ perS: number; timeouts: number; failed: number; finalLimit: number }> => {
    // A fresh server per setting: nothing left in its queue from the previous one.
    const server = await spawnFake({ latencyMs, slots: 1 });
    const fake = { url: server.url } as FakeOpenAi;
    try {
      return await runOn(fake, tag, concurrency, adaptive);
    } finally {
      await server.stop();
    }
  };
  const runOn = async (fake: FakeOpenAi, tag: string, concurrency: number, adaptive: boolean): Promise<{ perS: number; timeouts: number; failed: number; finalLimit: number }> => {
    const p = await createProvider(
      configFor(fake, workdir, { cache: false, openai: { concurrency, adaptiveConcurrency: adaptive, timeoutMs, maxRetries: 8, retryBaseMs: 20, retryMaxMs: 200 } }),
      { db, out: quietOut(), env: { OPENAI_API_KEY: 'sk-bench' } },
    );
    const m = p.model('answer')!;
    const t0 = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: calls }, (_, i) => m.complete({ promptId: 'bench.one-slot', promptVersion: '1', stage: 'bench', messages: [{ role: 'user', content: `${tag} ${i}` }] })),
    );
    const s = (performance.now() - t0) / 1000;
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const st = p.stats!();
    await p.close();
    return { perS: round(ok / s, 2), timeouts: st.retries, failed: calls - ok, finalLimit: st.concurrency ?? concurrency };
  };
  {
    const out: Record<string, number> = { one_slot_latency_ms: latencyMs, one_slot_timeout_ms: timeoutMs, one_slot_calls: calls };
    let best = 0;
    for (const c of [1, 2, 4, 8]) {
      const r = await run(`fixed${c}`, c, false);
      out[`one_slot_fixed${c}_calls_per_s`] = r.perS;
      out[`one_slot_fixed${c}_timeouts`] = r.timeouts;
      out[`one_slot_fixed${c}_failed`] = r.failed;
      best = Math.max(best, r.perS);
    }
    const a = await run('adaptive', 8, true);
    out.one_slot_adaptive_calls_per_s = a.perS;
    out.one_slot_adaptive_timeouts = a.timeouts;
    out.one_slot_adaptive_failed = a.failed;
    out.one_slot_adaptive_final_limit = a.finalLimit;
    out.one_slot_best_fixed_calls_per_s = best;
    out.one_slot_adaptive_pct_of_best = round((100 * a.perS) / best, 1);
    return out;
  }
}

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d;

/** All model-path figures (used by bench/run.ts). */
export async function runModelPathBench(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'hybridrag-model-path-'));
  const workdir = join(dir, 'work');
  const db = openDb(workdir);
  try {
    return {
      ...(await throughput(db, workdir, 2000, 100, 16)),
      ...(await batching(db, workdir, 1000, 128)),
      ...(await faults(db, workdir, 600)),
      ...(await demoIngestUnderFaults(dir)),
      ...(await oneSlot(db, workdir, 60, 100)),
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Scenario 5 alone. */
export async function runOneSlotBench(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'hybridrag-one-slot-'));
  const db = openDb(join(dir, 'work'));
  try {
    return await oneSlot(db, join(dir, 'work'), 60, 100);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const r = process.argv[2] === 'one-slot' ? await runOneSlotBench() : await runModelPathBench();
  for (const [k, v] of Object.entries(r)) process.stdout.write(`${k.padEnd(28)} ${v}\n`);
}
