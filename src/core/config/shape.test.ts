import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ConfigSchema } from './schema.js';
import { renderShape } from './shape-derive.js';
import { defaultConfig, loadConfigLazily, quickConfig } from './shape.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hybridrag-shape-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the configuration without its schema library', () => {
  it('shape.generated.ts is what the schema gives (regenerate: npx tsx scripts/gen-config-shape.ts)', () => {
    expect(readFileSync(new URL('./shape.generated.ts', import.meta.url), 'utf8')).toBe(renderShape());
  });

  it('the defaults are the schema output for {}', () => {
    expect(defaultConfig()).toEqual(ConfigSchema.parse({}));
    const a = defaultConfig();
    a.retrieval.topK = 99;
    expect(defaultConfig().retrieval.topK).toBe(4);
  });

  const valid: Array<[string, { env?: NodeJS.ProcessEnv; flags?: Record<string, unknown>; file?: unknown }]> = [
    ['nothing', {}],
    ['env provider, workdir flag', { env: { HYBRIDRAG_PROVIDER: 'local' }, flags: { workdir: 'w' } }],
    ['a file of simple keys', { file: { retrieval: { topK: 7, denseWeight: 0.5, hybridOrder: 'graph-first' }, answer: { minSimilarity: 0.3 }, cache: false } }],
    ['an optional key', { flags: { openai: { baseUrl: 'http://127.0.0.1:8080/v1' }, budget: { maxCost: 0.5 } } }],
  ];
  for (const [name, c] of valid) {
    it(`gives what the validating loader gives: ${name}`, async () => {
      if (c.file) writeFileSync(join(dir, 'hybridrag.config.json'), JSON.stringify(c.file));
      const opts = { cwd: dir, env: c.env ?? {}, flags: c.flags ?? {} };
      const quick = quickConfig(opts);
      expect(quick).not.toBeNull();
      expect(quick).toEqual(loadConfig(opts));
      expect(await loadConfigLazily(opts)).toEqual(loadConfig(opts));
    });
  }

  const handedOn: Array<[string, { env?: NodeJS.ProcessEnv; flags?: Record<string, unknown>; file?: unknown }]> = [
    ['a map key', { file: { scope: { aliases: { Bharti: 'Bharti Airtel Limited' } } } }],
    ['a list', { file: { vocabulary: { sectors: ['x.json'] } } }],
    ['an unknown key', { file: { retrieval: { topk: 3 } } }],
    ['a value out of range', { file: { retrieval: { denseWeight: 2 } } }],
    ['a fraction for a whole number', { flags: { retrieval: { topK: 2.5 } } }],
    ['a bad choice', { env: { HYBRIDRAG_PROVIDER: 'gpt' } }],
    ['a whole section replaced', { file: { retrieval: 3 } }],
    ['an Object.prototype name', { file: { constructor: 1 } }],
  ];
  for (const [name, c] of handedOn) {
    it(`hands ${name} to the validating loader`, async () => {
      if (c.file) writeFileSync(join(dir, 'hybridrag.config.json'), JSON.stringify(c.file));
      const opts = { cwd: dir, env: c.env ?? {}, flags: c.flags ?? {} };
      expect(quickConfig(opts)).toBeNull();
      let want: unknown;
      try {
        want = loadConfig(opts);
      } catch (err) {
        await expect(loadConfigLazily(opts)).rejects.toThrow((err as Error).message);
        return;
      }
      expect(await loadConfigLazily(opts)).toEqual(want);
    });
  }
});
