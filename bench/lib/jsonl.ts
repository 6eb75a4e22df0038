/** A JSON Lines file's rows, blank lines skipped. */
import { readFileSync } from 'node:fs';

export function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}
