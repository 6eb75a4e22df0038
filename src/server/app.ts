/**
 * The HTTP face (fastify): the JSON API, the OpenAI-compatible endpoints and /openapi.json over one
 * WorkdirService. Safety lives here: bearer token, CORS only when asked, body and question size
 * limits, a bounded in-flight queue for answers, errors as `{ error: { code, message, hint } }`.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { HybridRagError } from '../core/errors.js';
import type { Reporter } from '../core/reporter.js';
import type { Config } from '../core/config/config.js';
import { ApiError, toHttpError } from './errors.js';
import { Gate } from './gate.js';
import { chatChunk, chatCompletion, citationBlock, completionId, lastUserQuestion, modelList, modeOfModel } from './openai.js';
import { openApiDocument } from './openapi.js';
import { AskBodySchema, ChatBodySchema, NeighbourhoodQuerySchema, PageParamsSchema, QuestionGraphQuerySchema, parseOrUsage } from './schemas.js';
import { pause, sentencePieces, startSse } from './sse.js';
import { WorkdirService, type AskResponse } from './service.js';
import { registerWebUi } from './static.js';

const require = createRequire(import.meta.url);
const pkg = require('../../package.json') as { version: string };

export interface ServerOptions {
  config: Config;
  out: Reporter;
  /** Required on every request but /healthz when set (Authorization: Bearer <token>). */
  token?: string;
  /** The one origin allowed to call from a browser; no CORS headers when absent. */
  corsOrigin?: string;
  /** Request body limit in bytes (default 64 KB). */
  bodyLimit?: number;
  /** Longest question in characters (default 2000); longer → 413. */
  maxQuestionChars?: number;
  /** Answers computed at once (default 2) and waiting (default 16); beyond → 503 + Retry-After. */
  maxActive?: number;
  maxWaiting?: number;
  /** The built web UI served at / (default dist/web). */
  webDir?: string;
  /** Threads answering questions (default 0: the main thread); see ask-pool.ts. */
  askWorkers?: number;
  /** Pause between streamed sentences in ms (default 0). */
  streamIntervalMs?: number;
}

export const SERVER_DEFAULTS = { bodyLimit: 64 * 1024, maxQuestionChars: 2000, maxActive: 2, maxWaiting: 16, streamIntervalMs: 0 } as const;

export interface HybridRagServer {
  app: FastifyInstance;
  service: WorkdirService;
}

/** Build the server (not listening). Opening fails with EMPTY_WORKDIR when the workdir has no database. */
export async function buildServer(opts: ServerOptions): Promise<HybridRagServer> {
  const o = { ...SERVER_DEFAULTS, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) } as ServerOptions & typeof SERVER_DEFAULTS;
  const service = await WorkdirService.open(opts.config, opts.out);
  const startedAt = Math.floor(Date.now() / 1000);
  const gate = new Gate({ active: o.maxActive, waiting: o.maxWaiting });
  const app = Fastify({ logger: false, bodyLimit: o.bodyLimit, return503OnClosing: true });
  app.addHook('onClose', async () => service.close());

  app.setErrorHandler((err, _req, reply) => {
    const e = toHttpError(err);
    if (e.status >= 500 && e.body.error.code === 'INTERNAL') opts.out.error(e.body.error.message);
    void reply.code(e.status).headers(e.headers).send(e.body);
  });
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send({ error: { code: 'NOT_FOUND', message: `no route ${req.method} ${req.url.split('?')[0]}`, hint: 'see /openapi.json' } });
  });

  if (o.corsOrigin) {
    const origin = o.corsOrigin;
    app.addHook('onRequest', async (req, reply) => {
      void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      if (req.method === 'OPTIONS') {
        void reply.code(204).header('access-control-allow-methods', 'GET, POST, OPTIONS').header('access-control-allow-headers', 'authorization, content-type, accept').header('access-control-max-age', '600');
        return reply.send();
      }
    });
  }
  if (o.token) {
    const want = Buffer.from(o.token);
    app.addHook('onRequest', async (req) => {
      // The UI's files hold no data (it asks for the token when the API answers 401).
      if (req.url === '/healthz' || req.url === '/' || req.url.startsWith('/assets/') || req.method === 'OPTIONS') return;
      const got = Buffer.from(/^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '');
      if (got.length !== want.length || !timingSafeEqual(got, want)) {
        throw new ApiError('UNAUTHORIZED', req.headers.authorization ? 'wrong token' : 'this server needs a token', 'send Authorization: Bearer <HYBRIDRAG_TOKEN>');
      }
    });
  }

  // The bounded in-flight queue: a request for an answer holds a slot from its arrival until its
  // response is finished or its connection closes; beyond the queue it is refused with 503.
  const ANSWER_ROUTES = new Set(['/api/ask', '/v1/chat/completions']);
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || !ANSWER_ROUTES.has(req.url.split('?')[0]!)) return;
    const release = await gate.acquire();
    if (reply.raw.destroyed || req.raw.socket.destroyed) release();
    else reply.raw.once('close', release);
  });

  const capQuestion = (question: string): void => {
    if (question.length > o.maxQuestionChars) throw new ApiError('TOO_LARGE', `the question has ${question.length} characters; the limit is ${o.maxQuestionChars}`, 'ask a shorter question');
  };
  const answer = async (body: unknown): Promise<AskResponse> => {
    const parsed = parseOrUsage(AskBodySchema, body, 'request body');
    capQuestion(parsed.question);
    // Let the event loop take in requests that arrived meanwhile (they queue or are refused at the
    // gate) before an answer that may keep the CPU busy: the offline answerer is synchronous.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return service.ask(parsed);
  };
  const wantsStream = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes('text/event-stream');
  const corsHeaders = (reply: FastifyReply): Record<string, string> => {
    const h = reply.getHeaders();
    return Object.fromEntries(['access-control-allow-origin', 'vary'].filter((k) => h[k] !== undefined).map((k) => [k, String(h[k])]));
  };

  registerWebUi(app, o.webDir);
  app.get('/healthz', async () => ({ ok: true, version: pkg.version }));
  app.get('/openapi.json', async () => openApiDocument(pkg.version));
  app.get('/api/status', async () => service.status());
  app.get('/api/companies', async () => ({ companies: service.companies() }));
  app.get('/api/documents', async () => ({ documents: service.documents() }));
  app.get('/api/documents/:id/pages/:n', async (req) => {
    const p = parseOrUsage(PageParamsSchema, req.params, 'path');
    return service.page(p.id, p.n);
  });
  app.get('/api/graph/neighbourhood', async (req) => {
    const q = parseOrUsage(NeighbourhoodQuerySchema, req.query, 'query');
    return service.neighbourhood(q.entity, q.depth, q.company);
  });
  app.get('/api/eval/latest', async () => service.latestEval());
  // The report is self-contained (inline style and SVG, no script): its own policy, no network.
  app.get('/api/eval/latest/report.html', async (_req, reply) =>
    reply.headers({ 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:" }).send(service.latestEvalReport()),
  );
  app.get('/api/graph/question', async (req) => {
    const q = parseOrUsage(QuestionGraphQuerySchema, req.query, 'query');
    capQuestion(q.question);
    return service.questionGraph(q.question, { company: q.company, depth: q.depth });
  });

  app.post('/api/ask', async (req, reply) => {
    const r = await answer(req.body);
    if (!wantsStream(req)) return r;
    // The answer is computed; the events replay it: scope, contexts, answer sentences, done.
    reply.hijack();
    const sse = startSse(reply.raw, corsHeaders(reply));
    await sse.send(JSON.stringify(r.scope), 'scope');
    await sse.send(JSON.stringify(r.contexts), 'contexts');
    for (const piece of sentencePieces(r.answer)) {
      if (!sse.open) return;
      await sse.send(JSON.stringify({ text: piece }), 'answer');
      if (o.streamIntervalMs > 0) await pause(o.streamIntervalMs);
    }
    const { scope: _s, contexts: _c, answer: _a, ...rest } = r;
    await sse.send(JSON.stringify(rest), 'done');
    sse.end();
  });

  app.get('/v1/models', async () => modelList(startedAt));
  app.post('/v1/chat/completions', async (req, reply) => {
    const body = parseOrUsage(ChatBodySchema, req.body, 'request body');
    const mode = modeOfModel(body.model);
    const r = await answer({ question: lastUserQuestion(body.messages), mode });
    const id = completionId();
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) return chatCompletion(id, body.model, r, created);
    reply.hijack();
    const sse = startSse(reply.raw, corsHeaders(reply));
    await sse.send(JSON.stringify(chatChunk(id, body.model, created, { role: 'assistant', content: '' })));
    for (const piece of [...sentencePieces(r.answer), citationBlock(r)].filter((p) => p !== '')) {
      if (!sse.open) return;
      await sse.send(JSON.stringify(chatChunk(id, body.model, created, { content: piece })));
      if (o.streamIntervalMs > 0) await pause(o.streamIntervalMs);
    }
    await sse.send(JSON.stringify(chatChunk(id, body.model, created, {}, 'stop')));
    await sse.send('[DONE]');
    sse.end();
  });

  await service.startWorkers(o.askWorkers ?? 0);
  await service.warm();
  return { app, service };
}

/** Loopback hosts need no token; any other bind address does. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The token rule: a non-loopback host without HYBRIDRAG_TOKEN is refused before binding. */
export function requireTokenFor(host: string, token: string | undefined): void {
  if (!isLoopback(host) && !token) {
    throw new HybridRagError('USAGE', `--host ${host} exposes the server beyond this machine; set HYBRIDRAG_TOKEN first`, {
      hint: 'HYBRIDRAG_TOKEN=$(openssl rand -hex 16) hybridrag serve --host 0.0.0.0 (clients send Authorization: Bearer <token>)',
    });
  }
}
