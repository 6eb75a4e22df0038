/**
 * Build dist/ before the suite, so end-to-end tests run the current code's binary, including the
 * script `graph view` inlines (web/graph-view.ts bundled by Vite into dist/graph-view/). The build
 * is skipped when dist/ was built from exactly the current sources: a hash of every file the build
 * reads (src/, web/, tsconfig.json, package.json) is kept in dist/.build-hash. A clean clone (CI)
 * builds once; a second `npm test` with nothing changed starts at once.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(root, 'dist', '.build-hash');
/** What dist/ must hold after a build (the binary's entry, its help text and the inlined graph view script). */
const OUTPUTS = ['dist/cli/main.js', 'dist/cli/help.txt', 'dist/graph-view/graph-view.js'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** sha256 over the path and contents of every input of the build. */
export function sourceHash(): string {
  const h = createHash('sha256');
  const inputs = [...filesUnder(join(root, 'src')), ...filesUnder(join(root, 'web')), join(root, 'tsconfig.json'), join(root, 'package.json')];
  for (const f of inputs) h.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex');
}

export default function setup(): void {
  const hash = sourceHash();
  const built = OUTPUTS.every((f) => existsSync(join(root, f))) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash;
  if (built) return;
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [join(root, 'scripts', 'write-help.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'web/graph-view.vite.config.ts'], { cwd: root, stdio: 'inherit' });
  writeFileSync(STAMP, hash + '\n');
}
