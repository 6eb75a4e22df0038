/**
 * The stamp of a build: a sha256 over the path and contents of every file the build reads (src/,
 * web/, tsconfig.json, package.json), kept in dist/.build-hash. `npm run build` writes it last (run
 * as a script); the test setup (test/global-setup.ts) builds again only when it differs, so a clone
 * that `npm ci` built (CI) or a second `npm test` with nothing changed starts at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(ROOT, 'dist', '.build-hash');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** sha256 over the path and contents of every input of the build. */
export function sourceHash(): string {
  const h = createHash('sha256');
  const inputs = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'web')), join(ROOT, 'tsconfig.json'), join(ROOT, 'package.json')];
  for (const f of inputs) h.update(relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex');
}

/** The hash dist/ was last built from, or null when it has none. */
export function builtHash(): string | null {
  return existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
}

/** Record that dist/ holds a build of the sources `hash` was taken of (by default, the current ones). */
export function writeStamp(hash = sourceHash()): void {
  writeFileSync(STAMP, hash + '\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeStamp();
