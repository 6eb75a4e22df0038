/** `hybridrag init`, `hybridrag config`, and a bad config file stopping commands, run as a user would. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBinary, runCli, tempDir } from './helpers/cli.js';

describe('init and config', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeAll(() => {
    tmp = tempDir();
  });
  afterAll(() => tmp.cleanup());

  it('init writes hybridrag.config.jsonc with every key described, and refuses to overwrite without --force', async () => {
    const r = await runBinary(['init'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const file = join(tmp.dir, 'hybridrag.config.jsonc');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('// Chunks from the vector channel (flag --top-k).\n    "topK": 4,');
    expect(text).toContain('"denseWeight": 0.2');

    const again = await runCli(['init'], { cwd: tmp.dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists/);
    expect(again.stderr).toMatch(/--force/);

    writeFileSync(file, '{}');
    expect((await runCli(['init', '--force'], { cwd: tmp.dir })).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('init --config FILE writes that file', async () => {
    const r = await runCli(['init', '--config', 'other.jsonc'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(tmp.dir, 'other.jsonc'))).toBe(true);
  });

  it('config prints every key with its value and origin', async () => {
    writeFileSync(join(tmp.dir, 'hybridrag.config.jsonc'), '{\n  // fewer chunks\n  "retrieval": { "topK": 3 },\n}\n');
    const r = await runBinary(['config', '--provider', 'local'], { cwd: tmp.dir, env: { OPENAI_BASE_URL: 'http://user:secret@localhost:9/v1', OPENAI_API_KEY: 'sk-do-not-print' } });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^retrieval\.topK = 3 +\(hybridrag\.config\.jsonc\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^retrieval\.depth = 1 +\(default\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^provider = "local" +\(flag --provider\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^openai\.baseUrl = "http:\/\/localhost:9\/v1" +\(env OPENAI_BASE_URL\)$/));
    expect(r.stdout + r.stderr).not.toMatch(/secret|sk-do-not-print/);

    const j = await runCli(['config', '--json'], { cwd: tmp.dir });
    expect(j.code, j.stderr).toBe(0);
    const parsed = JSON.parse(j.stdout) as { file: string; config: { retrieval: { topK: number } }; sources: Record<string, string> };
    expect(parsed.config.retrieval.topK).toBe(3);
    expect(parsed.sources['retrieval.topK']).toBe('hybridrag.config.jsonc');
    expect(parsed.sources['answer.minCoverage']).toBe('default');
  });
});

describe('a bad config file stops commands', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeAll(() => {
    tmp = tempDir();
  });
  afterAll(() => tmp.cleanup());

  it('status and ask fail with the typo named and the configuration exit code (78)', async () => {
    writeFileSync(join(tmp.dir, 'hybridrag.config.json'), JSON.stringify({ retrieval: { topk: 3 } }));
    for (const args of [['status'], ['ask', 'What was the revenue growth?']]) {
      const r = await runCli(args, { cwd: tmp.dir });
      expect(r.code, args[0]).toBe(78);
      expect(r.stderr).toContain('hybridrag.config.json: unknown key "retrieval.topk" — did you mean "retrieval.topK"?');
    }
  });

  it('a wrong type names the key, the value and what it should be', async () => {
    writeFileSync(join(tmp.dir, 'hybridrag.config.json'), JSON.stringify({ retrieval: { denseWeight: 'high' } }));
    const r = await runCli(['status'], { cwd: tmp.dir });
    expect(r.code).toBe(78);
    expect(r.stderr).toContain('retrieval.denseWeight: "high" is not a number (expected a number between 0 and 1)');
  });
});
