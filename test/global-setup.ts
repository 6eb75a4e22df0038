/**
 * Build dist/ before the suite, so end-to-end tests run the current code's binary, including the
 * script `graph view` inlines (web/graph-view.ts bundled by Vite into dist/graph-view/). The build
 * is skipped when dist/ was built from exactly the current sources (scripts/build-stamp.ts): by
 * `npm run build`, which `npm ci` runs, or by an earlier `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtHash, ROOT, sourceHash, writeStamp } from '../scripts/build-stamp.js';

/** What dist/ must hold after a build (the binary's entry, its help text and the inlined graph view script). */
const OUTPUTS = ['dist/cli/main.js', 'dist/cli/help.txt', 'dist/graph-view/graph-view.js'];

export default function setup(): void {
  const hash = sourceHash();
  if (OUTPUTS.every((f) => existsSync(join(ROOT, f))) && builtHash() === hash) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'write-help.mjs')], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'web/graph-view.vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  writeStamp(hash);
}
