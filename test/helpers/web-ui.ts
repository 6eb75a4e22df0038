/**
 * The web UI tests' common set-up: a copy of the demo workdir that test/global-setup.ts ingested,
 * and the web UI it built (dist/web, as `npm run build` builds it from the current web/ sources).
 */
import { join } from 'node:path';
import { ROOT } from './cli.js';
import { demoWorkdir } from './demo-workdir.js';

export const DEMO = join(ROOT, 'data', 'demo');

/** Copy the ingested demo corpus into `dir`/work; the web UI to serve is dist/web. */
export function demoWorkdirWithWebUi(dir: string): { wd: string; webDir: string } {
  return { wd: demoWorkdir(join(dir, 'work')), webDir: join(ROOT, 'dist', 'web') };
}
