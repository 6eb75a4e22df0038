/**
 * Build dist/ once before the suite, so end-to-end tests run the current code's binary, including
 * the script `graph view` inlines (web/graph-view.ts bundled by Vite into dist/graph-view/).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, [require_tsc(root), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [`${root}/node_modules/vite/bin/vite.js`, 'build', '-c', 'web/graph-view.vite.config.ts'], { cwd: root, stdio: 'inherit' });
}

function require_tsc(root: string): string {
  return `${root}/node_modules/typescript/bin/tsc`;
}
