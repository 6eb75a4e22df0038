/**
 * Files of data derived from the corpus or the vocabulary, kept in the workdir so that a new process
 * reads them instead of building them: what makes one stale (the code that builds it), and how it
 * is written.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A hash of the source of the modules beside a module (the .js files when built, the .ts ones under
 * test): `modules` are names without extension, in the folder of the module at `metaUrl` (its
 * import.meta.url). A change of that code makes the file stale.
 */
export function siblingSourceHash(metaUrl: string, modules: readonly string[]): string {
  const here = fileURLToPath(metaUrl);
  const h = createHash('sha256');
  for (const m of modules) h.update(readFileSync(join(dirname(here), `${m}${extname(here)}`)));
  return h.digest('hex');
}

/**
 * `value` as JSON at `path`, written whole or not at all (a temporary file renamed over it). False
 * when it cannot be written (a read-only workdir): the data is then built by each process.
 */
export function writeDerivedFile(path: string, value: unknown): boolean {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(value));
    renameSync(tmp, path);
    return true;
  } catch {
    rmSync(tmp, { force: true });
    return false;
  }
}
