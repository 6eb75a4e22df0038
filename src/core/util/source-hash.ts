/**
 * A hash of the source of the modules beside a module (the .js files when built, the .ts ones
 * under test): what a file of derived data kept in the workdir is built by, so a change of that code
 * makes the file stale.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `modules` are names without extension, in the folder of the module at `metaUrl` (its import.meta.url). */
export function siblingSourceHash(metaUrl: string, modules: readonly string[]): string {
  const here = fileURLToPath(metaUrl);
  const h = createHash('sha256');
  for (const m of modules) h.update(readFileSync(join(dirname(here), `${m}${extname(here)}`)));
  return h.digest('hex');
}
