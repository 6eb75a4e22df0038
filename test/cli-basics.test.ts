import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';

describe('hybridrag CLI basics', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('prints help listing the commands (the built binary)', async () => {
    const r = await runBinary(['--help'], { cwd: tmp.dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ingest');
    expect(r.stdout).toContain('status');
  });

  it('prints the same help from the build help text as the CLI builds it', async () => {
    const built = await runBinary(['--help'], { cwd: tmp.dir });
    const cli = await runCli(['--help'], { cwd: tmp.dir });
    expect(cli.code).toBe(0);
    expect(built.stdout).toBe(cli.stdout);
    expect(readFileSync(join(ROOT, 'dist', 'cli', 'help.txt'), 'utf8')).toBe(cli.stdout);
    expect((await runBinary(['-h'], { cwd: tmp.dir })).stdout).toBe(cli.stdout);
  });

  it('prints the version, answered by the entry point alone or by the CLI behind a global flag', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const args of [['--version'], ['-V'], ['-q', '--version']]) {
      const r = await runBinary(args, { cwd: tmp.dir });
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout, args.join(' ')).toBe(`${version}\n`);
    }
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
