/**
 * The demo corpus, ingested: test/global-setup.ts runs `hybridrag -q -w <workdir> ingest data/demo`
 * once for the suite (the built binary, local provider, every stage); a test gets its own copy, to
 * query or change as it likes, for the price of a file copy instead of an ingest.
 */
import { cpSync } from 'node:fs';
import { inject } from 'vitest';

/** Copy the ingested demo workdir to `dest` (which must not exist yet) and return `dest`. */
export function demoWorkdir(dest: string): string {
  cpSync(inject('demoWorkdir'), dest, { recursive: true, errorOnExist: true, force: false });
  return dest;
}
