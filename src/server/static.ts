/**
 * The web UI: the files Vite built into dist/web, served at / and /assets/*. Only file names built
 * there are served (no path walking); when the UI was not built, / says how to build it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/** dist/web beside dist/server (and, from src/server in tests, the same built folder). */
export const WEB_DIR = join(fileURLToPath(new URL('../../', import.meta.url)), 'dist', 'web');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

export function registerWebUi(app: FastifyInstance, dir = WEB_DIR): void {
  const headers = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'" };
  app.get('/', async (_req, reply) => {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) throw new ApiError('NOT_FOUND', 'the web UI is not built', 'run `npm run build` in the hybridrag folder; the API is under /api and /v1');
    return reply.headers({ ...headers, 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' }).send(readFileSync(index));
  });
  app.get<{ Params: { file: string } }>('/assets/:file', async (req, reply) => {
    const file = req.params.file;
    const path = join(dir, 'assets', file);
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.') || !existsSync(path)) throw new ApiError('NOT_FOUND', `no asset ${file}`);
    // Built names carry a content hash: cache them for good.
    return reply.headers({ ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' }).send(readFileSync(path));
  });
}
