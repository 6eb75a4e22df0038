/** `hybridrag serve`: the HTTP API (and OpenAI-compatible endpoints) over the workdir, until Ctrl-C. */
import type { Command } from 'commander';
import { intParser } from '../flags.js';

interface ServeFlags {
  host: string;
  port: number;
  cors?: string;
  maxActive: number;
  maxWaiting: number;
  workers?: number;
  shutdownTimeout: number;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the workdir over HTTP: JSON API, OpenAI-compatible chat completions, /openapi.json')
    .option('--host <address>', 'address to bind; any but loopback needs HYBRIDRAG_TOKEN', '127.0.0.1')
    .option('--port <n>', 'port (0 = any free port)', intParser('--port', { min: 0, max: 65535, example: 8750 }), 8750)
    .option('--cors <origin>', 'allow browser calls from this one origin (e.g. http://localhost:5173; not * or null); none by default')
    .option('--max-active <n>', 'answers computed at once', intParser('--max-active', { min: 1, example: 2 }), 2)
    .option('--max-waiting <n>', 'answers waiting for a slot; beyond that 503 with Retry-After', intParser('--max-waiting', { min: 0, example: 16 }), 16)
    .option('--workers <n>', 'threads answering questions (0 = the main thread); default: the CPU count, at most 4', intParser('--workers', { min: 0, max: 64, example: 2 }))
    .option('--shutdown-timeout <s>', 'on Ctrl-C, seconds to let requests in flight finish before closing their connections', intParser('--shutdown-timeout', { min: 0, max: 3600, example: 10 }), 10)
    .action(async function (this: Command, flags: ServeFlags) {
      const { commandContext } = await import('../context.js');
      const { config, out } = await commandContext(this);
      const { buildServer, checkCorsOrigin, closeServer, requireTokenFor } = await import('../../server/app.js');
      const { availableParallelism } = await import('node:os');
      const workers = flags.workers ?? Math.min(4, availableParallelism());
      const token = process.env.HYBRIDRAG_TOKEN?.trim() || undefined;
      requireTokenFor(flags.host, token);
      if (flags.cors !== undefined) checkCorsOrigin(flags.cors);
      const { app } = await buildServer({ config, out, token, host: flags.host, corsOrigin: flags.cors, maxActive: flags.maxActive, maxWaiting: flags.maxWaiting, askWorkers: workers });
      let address: string;
      try {
        address = await app.listen({ host: flags.host, port: flags.port });
      } catch (err) {
        await app.close();
        const e = err as NodeJS.ErrnoException;
        const { HybridRagError } = await import('../../core/errors.js');
        if (e.code === 'EADDRINUSE') throw new HybridRagError('USAGE', `port ${flags.port} on ${flags.host} is in use`, { hint: 'pick another with --port, or --port 0 for any free one' });
        if (e.code === 'EADDRNOTAVAIL') throw new HybridRagError('USAGE', `cannot bind ${flags.host}: not an address of this machine`, { hint: 'use --host 127.0.0.1 or 0.0.0.0' });
        throw err;
      }
      out.print(`hybridrag serving ${config.workdir} at ${address}${token ? ' (token required)' : ''}`);
      out.info('Ctrl-C to stop');
      // Graceful shutdown: stop accepting, let in-flight requests finish until the deadline, then
      // close their connections and the database.
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          process.removeListener('SIGINT', stop);
          process.removeListener('SIGTERM', stop);
          out.info('stopping');
          closeServer(app, flags.shutdownTimeout * 1000).then(resolve, resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
