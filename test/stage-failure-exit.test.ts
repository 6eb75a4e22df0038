/**
 * A stage that stores nothing of a non-empty batch fails the run with its failure's exit code
 * (here: every embedding refused because the server answers token-level vectors → PROVIDER, 6);
 * a stage that stores some of its items stays a warning.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf } from '../src/core/errors.js';
import { wholeStageFailure } from '../src/pipeline/stage.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai/server.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { openWorkdirDb } from './helpers/ingest-db.js';

const PDF = join(ROOT, 'data', 'demo', 'aravali-infotech-q1-fy24.pdf');

describe('ingest when a stage stores nothing', () => {
  let fake: FakeOpenAi;
  let tmp: { dir: string; cleanup: () => void };
  beforeAll(async () => {
    fake = await startFakeOpenAi({ embeddingShape: 'tokens' });
    tmp = tempDir('hybridrag-stagefail-');
  });
  afterAll(async () => {
    await fake?.close();
    tmp?.cleanup();
  });

  it('every embedding refused: the message, the PROVIDER exit code, no vectors', async () => {
    const wd = join(tmp.dir, 'work');
    copyFileSync(PDF, join(tmp.dir, 'a.pdf'));
    const r = await runCli(['-w', wd, '--provider', 'openai', '--base-url', fake.url, 'ingest', 'a.pdf'], { cwd: tmp.dir, env: { OPENAI_API_KEY: 'sk-test' } });
    expect(r.stderr).toMatch(/token-level embeddings/);
    expect(r.stderr).toMatch(/error: embed stored nothing: all \d+ item\(s\) failed/);
    expect(r.code, r.stderr).toBe(exitCodeOf('PROVIDER'));
    const db = openWorkdirDb(wd);
    try {
      expect(db.prepare('SELECT count(*) FROM vectors').pluck().get()).toBe(0);
      expect(db.prepare('SELECT count(*) FROM chunks').pluck().get()).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('a partial failure is no failure of the run; nothing to do is none either', () => {
    expect(wholeStageFailure('embed', 3, 2, new Error('x'))).toBeUndefined();
    expect(wholeStageFailure('embed', 0, 0, undefined)).toBeUndefined();
    expect(wholeStageFailure('embed', 0, 2, new Error('refused'))?.message).toBe('embed stored nothing: all 2 item(s) failed: refused');
  });
});
