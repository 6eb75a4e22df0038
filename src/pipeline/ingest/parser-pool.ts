/**
 * A fixed pool of parse workers (config.ingest.workers). With 0 workers, files are parsed in the
 * calling thread (used by unit tests that run from TypeScript sources). A worker that dies fails
 * its job with a reason and is replaced, so one pathological PDF cannot stop the run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { threadPool } from '../thread-pool.js';
import { parseFile } from './parse-file.js';
import type { ParseResult } from './parsed.js';

export interface Parser {
  parse(path: string): Promise<ParseResult>;
  close(): Promise<void>;
}

/** Parse in the calling thread. */
const inline: Parser = { parse: parseFile, close: async () => undefined };

/**
 * A parser with `workers` threads; falls back to the calling thread when workers is 0 or the
 * compiled worker script is absent (running from sources under vitest).
 */
export function createParser(workers: number, timeoutMs = 120_000): Parser {
  const url = new URL('./parse-worker.js', import.meta.url);
  if (workers <= 0 || !existsSync(fileURLToPath(url))) return inline;
  const pool = threadPool<string, ParseResult>(url, workers, {
    label: 'parser worker',
    failed: (path, reason) => ({ ok: false, failure: { path, reason } }),
    timeoutMs,
    // A pathological file must not hang the run: its worker is replaced and the file fails.
    timeoutReason: (ms) => `parsing took longer than ${Math.round(ms / 1000)} s; check the file (or raise ingest.parseTimeoutMs)`,
  });
  return { parse: (path) => pool.run(path), close: () => pool.close() };
}
