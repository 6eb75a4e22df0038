import { afterAll, describe, expect, it } from 'vitest';
import { runBinary, runCli, tempDir } from './helpers/cli.js';

describe('hybridrag CLI basics', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('prints help listing the commands (the built binary)', async () => {
    const r = await runBinary(['--help'], { cwd: tmp.dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ingest');
    expect(r.stdout).toContain('status');
  });

  it('status on an empty workdir says to run ingest and exits non-zero', async () => {
    const r = await runCli(['status', '--workdir', 'nothing-here'], { cwd: tmp.dir });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/no hybridrag data/);
    expect(r.stderr).toMatch(/hybridrag ingest/);
  });

  it('an unknown provider is a usage error', async () => {
    const r = await runCli(['--provider', 'nope', 'status'], { cwd: tmp.dir });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/nope/);
  });
});
