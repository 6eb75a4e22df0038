/** The web UI tests' common set-up: the demo corpus ingested into a workdir while Vite builds the UI beside it. */
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT, runCli } from './cli.js';

export const DEMO = join(ROOT, 'data', 'demo');

/** Ingest the demo corpus into `dir`/work and build the web UI into `dir`/web, side by side. */
export async function demoWorkdirWithWebUi(dir: string): Promise<{ wd: string; webDir: string }> {
  const wd = join(dir, 'work');
  const webDir = join(dir, 'web');
  const { build } = await import('vite');
  const [r] = await Promise.all([
    runCli(['-q', '-w', wd, 'ingest', DEMO], { cwd: dir }),
    build({ root: join(ROOT, 'web'), logLevel: 'silent', build: { outDir: webDir, emptyOutDir: true } }),
  ]);
  expect(r.code, r.stderr).toBe(0);
  return { wd, webDir };
}
