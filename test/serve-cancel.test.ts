/**
 * A client that goes away mid-answer cancels the answer's model call (the request to the model
 * server is closed, never answered), and the slot is free as soon as the work stops. The answerer
 * is the LLM one, against the fake OpenAI server, whose answer takes seconds.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { buildServer, type HybridRagServer } from '../src/server/app.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai/server.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';

const ANSWER_MS = 2500;

describe('a client leaving mid-answer', () => {
  let fake: FakeOpenAi;
  let tmp: { dir: string; cleanup: () => void };
  let server: HybridRagServer;
  let url: string;
  let pooled: HybridRagServer;
  let pooledUrl: string;
  const savedKey = process.env.OPENAI_API_KEY;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ embeddingDim: 1536 });
    tmp = tempDir('hybridrag-cancel-');
    const wd = join(tmp.dir, 'work');
    copyFileSync(join(ROOT, 'data', 'demo', 'aravali-infotech-q1-fy24.pdf'), join(tmp.dir, 'a.pdf'));
    const r = await runCli(['-q', '-w', wd, '--provider', 'openai', '--base-url', fake.url, 'ingest', 'a.pdf'], { cwd: tmp.dir, env: { OPENAI_API_KEY: 'sk-test' } });
    expect(r.code, r.stderr).toBe(0);
    process.env.OPENAI_API_KEY = 'sk-test';
    const config = defaultConfig();
    config.workdir = wd;
    config.provider = 'openai';
    config.openai.baseUrl = fake.url;
    server = await buildServer({ config, out: silentReporter, maxActive: 1 });
    url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    // Answers on a worker thread: the built server (dist/, built by the global setup) runs its script.
    const built = (await import(join(ROOT, 'dist', 'server', 'app.js'))) as typeof import('../src/server/app.js');
    pooled = await built.buildServer({ config, out: silentReporter, maxActive: 1, askWorkers: 1 });
    pooledUrl = await pooled.app.listen({ host: '127.0.0.1', port: 0 });
    // From now on an answer takes a while.
    fake.reset();
    fake.setChat(async () => {
      await new Promise((r) => setTimeout(r, ANSWER_MS));
      return 'Revenue grew. [1]';
    });
  }, 180_000);
  afterAll(async () => {
    await server?.app.close();
    await pooled?.app.close();
    await fake?.close();
    tmp?.cleanup();
    if (savedKey === undefined) delete process.env.OPENAI_API_KEY;
    else process.env.OPENAI_API_KEY = savedKey;
  });

  it.each([['on the main thread', () => ({ s: server, u: url })], ['on a worker thread', () => ({ s: pooled, u: pooledUrl })]] as const)('%s: closes the model request it no longer needs and frees the slot at once', async (_where, pick) => {
    const { s: server, u: url } = pick();
    fake.reset();
    const ctrl = new AbortController();
    const asked = fetch(`${url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'What was the total contract value of the deal wins?' }), signal: ctrl.signal }).catch(() => null);
    const t0 = Date.now();
    while (fake.count('chat') === 0) {
      expect(Date.now() - t0).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(server.gate.stats.running).toBe(1);
    ctrl.abort();
    await asked;
    const t1 = Date.now();
    while (server.gate.stats.running > 0) {
      expect(Date.now() - t1).toBeLessThan(ANSWER_MS / 2);
      await new Promise((r) => setTimeout(r, 20));
    }
    // Past the time the answer would have taken: the request was never answered (closed early), nor sent again.
    await new Promise((r) => setTimeout(r, ANSWER_MS + 300));
    expect(fake.count('chat')).toBe(1);
    expect(fake.okCount('chat')).toBe(0);
  });
});
