/**
 * The openai path end to end through the built CLI, against the fake server: ingest of the demo
 * corpus with injected faults, a rerun that makes zero new calls, --dry-run, the budget, and the
 * API key never reaching disk or output.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir, ROOT, type CliResult } from './helpers/cli.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai/server.js';

const KEY = 'sk-live-LEAKCHECK-9d8c7b6a5f4e3d2c';
const DEMO = join(ROOT, 'data', 'demo');

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? allFiles(p) : [p];
  });
}

describe('openai provider through the CLI', () => {
  let fake: FakeOpenAi;
  let tmp: { dir: string; cleanup: () => void };
  const outputs: CliResult[] = [];
  const run = async (args: string[], env: Record<string, string> = {}): Promise<CliResult> => {
    const r = await runCli(['--provider', 'openai', '--base-url', fake.url, ...args], { cwd: tmp.dir, env: { OPENAI_API_KEY: KEY, ...env } });
    outputs.push(r);
    return r;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      latencyMs: 2,
      hangMs: 5000,
      // 10% transport faults and 5% bad replies, decided per request content (deterministic).
      faultRates: { '429': 0.04, '500': 0.03, hang: 0.03, malformed: 0.025, 'invalid-schema': 0.025 },
    });
    tmp = tempDir();
    writeFileSync(
      join(tmp.dir, 'hybridrag.config.json'),
      JSON.stringify({
        openai: {
          timeoutMs: 400, retryBaseMs: 10, retryMaxMs: 100, maxRetries: 6, embeddingDimensions: 64,
          models: { embedding: 'fake-embed', extraction: 'fake-chat', answer: 'fake-chat', judge: 'fake-chat' },
          prices: { 'fake-chat': { input: 1, output: 2 }, 'fake-embed': { input: 0.1, output: 0 } },
        },
      }),
    );
  });
  afterAll(async () => {
    await fake.close();
    tmp.cleanup();
  });

  it('--dry-run prints the estimate and sends nothing', async () => {
    const r = await run(['ingest', DEMO, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/dry run \(provider openai\): nothing was sent/);
    expect(r.stdout).toMatch(/extract\s+fake-chat\s+\d+ calls/);
    expect(fake.count('chat') + fake.count('embeddings')).toBe(0);
  });

  it('stops at --max-tokens with exit 7 and a resumable message', async () => {
    const r = await run(['ingest', DEMO, '--max-tokens', '3000']);
    expect(r.code).toBe(7);
    expect(r.stderr).toMatch(/budget exhausted: \d+ tokens used of --max-tokens 3000/);
    expect(r.stderr).toMatch(/resume/);
  });

  it('ingests the demo corpus under faults: every chunk extracted or quarantined; a forced rerun makes zero calls', async () => {
    const r = await run(['ingest', DEMO]);
    expect(r.code, r.stderr).toBe(0);
    const m = /extract: (\d+) processed, (\d+) failed/.exec(r.stdout);
    expect(r.stderr).toMatch(/model calls: \d+ paid, \d+ from the cache, \d+ tokens, \$\d+\.\d{4}, [1-9]\d* retries/);
    expect(m, r.stdout).not.toBeNull();
    const status = await run(['status', '--json']);
    const s = JSON.parse(status.stdout) as { chunks: number; refinements: number; quarantined: number; modelCalls: { stage: string; calls: number }[] };
    // Every chunk went through: extracted, or quarantined (counted as failed) with its raw reply.
    expect(Number(m![1])).toBe(s.chunks);
    expect(s.quarantined).toBe(Number(m![2]));
    expect(s.refinements).toBe(s.chunks);
    expect(s.modelCalls.find((x) => x.stage === 'extract')!.calls).toBeGreaterThan(0);
    // Faults really happened and were retried.
    expect(fake.requests.filter((q) => q.fault !== undefined).length).toBeGreaterThan(0);

    const before = fake.count('chat') + fake.count('embeddings');
    const again = await run(['ingest', DEMO, '--force']);
    expect(again.code, again.stderr).toBe(0);
    expect(fake.count('chat') + fake.count('embeddings')).toBe(before);
  });

  it('asks a question on the openai path; asking again is served from the cache', async () => {
    const r = await run(['ask', 'What was the revenue growth?', '--mode', 'vector']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
    const before = fake.requests.length;
    const again = await run(['ask', 'What was the revenue growth?', '--mode', 'vector']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(r.stdout);
    expect(fake.requests.length).toBe(before);
  });

  it('a refused key gives a clear error without the key', async () => {
    fake.setOptions({ apiKey: 'a-different-key', faultRates: undefined });
    const r = await run(['ask', 'Another question about margins?', '--mode', 'vector', '--no-cache']);
    fake.setOptions({ apiKey: undefined });
    expect(r.code).toBe(6);
    expect(r.stderr).toMatch(/OPENAI_API_KEY/);
  });

  it('the key never reaches disk or output', () => {
    // It did reach the server (so the test would see a leak if there were one).
    expect(fake.requests.some((q) => q.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    for (const o of outputs) expect(o.stdout + o.stderr).not.toContain(KEY);
    const files = allFiles(tmp.dir);
    expect(files.some((f) => f.endsWith('hybridrag.db'))).toBe(true);
    for (const f of files) expect(readFileSync(f).includes(Buffer.from(KEY)), f).toBe(false);
  });
});
