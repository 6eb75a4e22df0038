/**
 * Worker-thread entry: receives { id, path } messages, replies { id, result } with a ParseResult.
 * PDF parsing is CPU-bound, so a pool of these keeps both cores busy during ingest.
 */
import { parentPort } from 'node:worker_threads';
import { parseFile } from './parse-file.js';

interface Job {
  id: number;
  path: string;
}

parentPort?.on('message', (job: Job) => {
  parseFile(job.path).then(
    (result) => parentPort?.postMessage({ id: job.id, result }),
    (err: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        result: { ok: false, failure: { path: job.path, reason: `parser crashed: ${(err as Error).message}` } },
      }),
  );
});
