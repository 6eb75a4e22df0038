/**
 * Ctrl-C during an openai ingest: the run stops promptly with exit 130, nothing finished is lost,
 * and the next run resumes with only the remaining work.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempDir } from './helpers/cli.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai/server.js';

const DEMO = join(ROOT, 'data', 'demo');

describe('interrupting an openai ingest', () => {
  let fake: FakeOpenAi;
  let tmp: { dir: string; cleanup: () => void };
  const env = (): NodeJS.ProcessEnv => ({ ...process.env, NO_COLOR: '1', HYBRIDRAG_WORKDIR: undefined, OPENAI_API_KEY: 'sk-interrupt-test', OPENAI_BASE_URL: fake.url });

  beforeAll(async () => {
    fake = await startFakeOpenAi({ latencyMs: 250 });
    tmp = tempDir();
    writeFileSync(
      join(tmp.dir, 'hybridrag.config.json'),
      JSON.stringify({ provider: 'openai', openai: { concurrency: 2, embeddingDimensions: 64, models: { embedding: 'e', extraction: 'c', answer: 'c', judge: 'c' } } }),
    );
  });
  afterAll(async () => {
    await fake.close();
    tmp.cleanup();
  });

  it('SIGINT stops the run with exit 130; a rerun finishes only what is left', async () => {
    const child = spawn(process.execPath, [BIN, 'ingest', DEMO], { cwd: tmp.dir, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Wait until some chat calls were answered, then interrupt.
    while (fake.okCount('chat') < 4) await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('close', (c) => r(c)));
    expect(code, stderr).toBe(130);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(stderr).toMatch(/interrupted/);

    const status = JSON.parse((await runCli(['status', '--json'], { cwd: tmp.dir })).stdout) as { chunks: number; refinements: number };
    expect(status.refinements).toBeGreaterThan(0);
    expect(status.refinements).toBeLessThan(status.chunks);

    const paidBefore = fake.okCount('chat');
    const rerun = await runCli(['ingest', DEMO], { cwd: tmp.dir, env: { OPENAI_API_KEY: 'sk-interrupt-test', OPENAI_BASE_URL: fake.url } });
    expect(rerun.code, rerun.stderr).toBe(0);
    const after = JSON.parse((await runCli(['status', '--json'], { cwd: tmp.dir })).stdout) as { chunks: number; refinements: number };
    expect(after.refinements).toBe(after.chunks);
    // The rerun paid for the remaining chunks only (two calls each at most, refine + extract).
    expect(fake.okCount('chat') - paidBefore).toBeLessThanOrEqual(2 * (status.chunks - status.refinements) + 2);
  });
});
