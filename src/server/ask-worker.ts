/**
 * One answering thread of the server's pool (ask-pool.ts): the same WorkdirService as the main
 * thread, on its own read-only connection, index and graph, answering the questions posted to it.
 * Warnings and errors go back to the main thread's reporter.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import { silentReporter, type Reporter } from '../core/reporter.js';
import type { AskBody } from './schemas.js';
import { WorkdirService } from './service.js';
import type { PoolReply, PoolRequest } from './ask-pool.js';

const port = parentPort!;
const { config } = workerData as { config: Config };
const warned = new Set<string>();
const log = (level: 'warn' | 'error', message: string): void => port.postMessage({ log: level, message } satisfies PoolReply);
const out: Reporter = {
  ...silentReporter,
  warn: (line) => log('warn', line),
  warnOnce: (key, line) => {
    if (warned.has(key)) return;
    warned.add(key);
    log('warn', line);
  },
  error: (message) => log('error', message),
};

const service = await WorkdirService.open(config, out);
await service.warm();
// The question in work, to abort when its client goes away (its model calls stop).
const inWork = new Map<number, AbortController>();
port.on('message', (req: PoolRequest) => {
  if ('cancel' in req) {
    inWork.get(req.cancel)?.abort();
    return;
  }
  const ctrl = new AbortController();
  inWork.set(req.id, ctrl);
  service.ask(req.body as AskBody, ctrl.signal).then(
    (result) => port.postMessage({ id: req.id, result } satisfies PoolReply),
    (err: unknown) => {
      const e = err instanceof HybridRagError ? { code: err.code, message: err.message, hint: err.hint } : { code: 'INTERNAL' as const, message: err instanceof Error ? err.message : String(err) };
      port.postMessage({ id: req.id, error: e } satisfies PoolReply);
    },
  ).finally(() => inWork.delete(req.id));
});
port.postMessage({ ready: true } satisfies PoolReply);
