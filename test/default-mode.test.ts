/**
 * One default mode for every face: `hybridrag ask` without --mode and POST /api/ask without `mode`
 * answer in DEFAULT_MODE (the web UI selects it too: test/serve-ui.test.ts). In process.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../src/cli/main.js';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { DEFAULT_MODE } from '../src/query/retrieve/types.js';
import { buildServer } from '../src/server/app.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const DEMO = join(ROOT, 'data', 'demo');
const Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";

describe.skipIf(!existsSync(DEMO))('the default mode', () => {
  let tmp: { dir: string; cleanup: () => void };
  let wd: string;
  beforeAll(async () => {
    tmp = tempDir('hybridrag-default-mode-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(() => tmp?.cleanup());

  it('is hybrid, and the ask command declares it', async () => {
    expect(DEFAULT_MODE).toBe('hybrid');
    const mode = (await buildProgram()).commands.find((c) => c.name() === 'ask')!.options.find((o) => o.long === '--mode')!;
    expect(mode.defaultValue).toBe(DEFAULT_MODE);
  });

  it('answers `hybridrag ask` without --mode', async () => {
    const r = await runCli(['-w', wd, 'ask', Q, '--json'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { mode: string }).mode).toBe(DEFAULT_MODE);
  });

  it('answers POST /api/ask without a mode', async () => {
    const { app } = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/ask', headers: { 'content-type': 'application/json', host: '127.0.0.1' }, payload: { question: Q } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { mode: string; answer: string };
      expect(body.mode).toBe(DEFAULT_MODE);
      expect(body.answer).toContain('1.14 billion');
    } finally {
      await app.close();
    }
  });
});
