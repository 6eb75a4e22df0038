/** Build dist/ once before the suite, so end-to-end tests run the current code's binary. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, [require_tsc(root), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
}

function require_tsc(root: string): string {
  return `${root}/node_modules/typescript/bin/tsc`;
}
