/**
 * Test harness for the openai provider: a fake server, a temp workdir with its database, an Output
 * that captures what would reach the terminal, and a config pointing at the fake server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Output } from '../../src/cli/ui/output.js';
import { defaultConfig, mergeConfig, type Config, type ConfigOverrides } from '../../src/core/config/config.js';
import { createProvider } from '../../src/app/providers.js';
import type { Provider } from '../../src/core/providers/types.js';
import { openDb, type Db } from '../../src/core/store/db.js';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from './server.js';

export class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _enc: BufferEncoding, cb: () => void): void {
    this.text += chunk.toString();
    cb();
  }
}

export interface Harness {
  fake: FakeOpenAi;
  dir: string;
  db: Db;
  stdout: Capture;
  stderr: Capture;
  out: Output;
  config(over?: ConfigOverrides): Config;
  provider(over?: ConfigOverrides, extra?: { controller?: AbortController; env?: NodeJS.ProcessEnv }): Promise<Provider>;
  cleanup(): Promise<void>;
}

export const TEST_KEY = 'sk-test-DISTINCTIVE-7f3a9c2e41b8';

export async function harness(fakeOpts: FakeOpenAiOptions = {}): Promise<Harness> {
  const fake = await startFakeOpenAi(fakeOpts);
  const dir = mkdtempSync(join(tmpdir(), 'hybridrag-openai-'));
  const db = openDb(join(dir, 'work'));
  const stdout = new Capture();
  const stderr = new Capture();
  const out = new Output({ stdout, stderr, verbose: true, color: false });
  const config = (over: ConfigOverrides = {}): Config =>
    mergeConfig(
      mergeConfig(defaultConfig(), {
        provider: 'openai',
        workdir: join(dir, 'work'),
        openai: { baseUrl: fake.url, timeoutMs: 2000, retryBaseMs: 5, retryMaxMs: 50, embeddingDimensions: 64, models: { embedding: 'fake-embed', extraction: 'fake-chat', answer: 'fake-chat', judge: 'fake-chat' } },
      } as ConfigOverrides),
      over,
    );
  return {
    fake,
    dir,
    db,
    stdout,
    stderr,
    out,
    config,
    provider: (over = {}, extra = {}) =>
      createProvider(config(over), { db, out, env: extra.env ?? { OPENAI_API_KEY: TEST_KEY }, controller: extra.controller }),
    cleanup: async () => {
      db.close();
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
