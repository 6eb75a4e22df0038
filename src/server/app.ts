/**
 * The HTTP face (fastify): the JSON API, the OpenAI-compatible endpoints and /openapi.json over one
 * WorkdirService. Safety lives here: the Host check, bearer token, CORS only when asked, body and
 * question size limits, request timeouts, a bounded in-flight queue for answers and graphs, errors
 * as `{ error: { code, message, hint? } }`, security headers on every response.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { HybridRagError } from '../core/errors.js';
import type { Reporter } from '../core/reporter.js';
import type { Config } from '../core/config/config.js';
import { ApiError, envelope, internalDetail, toHttpError } from './errors.js';
import { hostAllowed } from './host.js';
import { Gate } from './gate.js';
import { chatChunk, chatCompletion, citationBlock, completionId, modelList, modeOfModel, userTurns } from './openai.js';
import { openApiDocument } from './openapi.js';
import { type AskBody, AskBodySchema, ChatBodySchema, FactsQuerySchema, NeighbourhoodQuerySchema, PageParamsSchema, QuestionGraphQuerySchema, parseOrUsage } from './schemas.js';
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
  /** The address the server binds (--host): besides loopback names and IP literals, the one Host accepted. */
  host?: string;
  /** Time for a request's headers and body to arrive, in ms (default 30 s); slower ones get 408. */
  requestTimeoutMs?: number;
}

export const SERVER_DEFAULTS = { bodyLimit: 64 * 1024, maxQuestionChars: 2000, maxActive: 2, maxWaiting: 16, streamIntervalMs: 0, host: '127.0.0.1', requestTimeoutMs: 30_000 } as const;

/** Headers on every response: no MIME sniffing, never framed by another page. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
/** The policy of responses that set none themselves (the JSON API): nothing to load, no framing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Largest neighbourhood returned (lines); the nearest are kept and `truncated` says so. */
export const MAX_NEIGHBOURHOOD_LINES = 500;

export interface HybridRagServer {
  app: FastifyInstance;
  service: WorkdirService;
  /** The in-flight queue of answers and graphs (its `stats` say how many run and wait). */
  gate: Gate;
}

/** Build the server (not listening). Opening fails with EMPTY_WORKDIR when the workdir has no database. */
export async function buildServer(opts: ServerOptions): Promise<HybridRagServer> {
  const o = { ...SERVER_DEFAULTS, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) } as ServerOptions & typeof SERVER_DEFAULTS;
  const service = await WorkdirService.open(opts.config, opts.out);
  const startedAt = Math.floor(Date.now() / 1000);
  if (o.corsOrigin !== undefined) checkCorsOrigin(o.corsOrigin);
  const gate = new Gate({ active: o.maxActive, waiting: o.maxWaiting });
  const app = Fastify({
    logger: false,
    bodyLimit: o.bodyLimit,
    return503OnClosing: false,
    // A request whose headers and body do not arrive in time is dropped with 408 (checked every
    // quarter of the limit), so idle or trickling sockets hold nothing for long.
    requestTimeout: o.requestTimeoutMs,
    http: { headersTimeout: o.requestTimeoutMs, connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(o.requestTimeoutMs / 4))) },
    clientErrorHandler: clientError,
  });
  app.addHook('onClose', async () => service.close());
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.setErrorHandler((err, _req, reply) => {
    const e = toHttpError(err);
    const detail = internalDetail(err);
    if (detail) opts.out.error(detail);
    void reply.code(e.status).headers(e.headers).send(e.body);
  });
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(envelope('NOT_FOUND', `no route ${req.method} ${(req.url.split(/[?#]/)[0] ?? '').slice(0, 200)}`, 'see /openapi.json'));
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    void reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', API_CSP);
    return payload;
  });

  // DNS rebinding: a page elsewhere whose name resolves to this machine sends its own name as Host.
  app.addHook('onRequest', async (req) => {
    if (!hostAllowed(req.headers.host, o.host)) {
      throw new ApiError('MISDIRECTED', `this server does not answer for host "${String(req.headers.host ?? '').slice(0, 100)}"`, `use http://127.0.0.1:<port> or http://localhost:<port>${isLoopback(o.host) ? '' : ` or the address it was started on (--host ${o.host})`}`);
    }
    if (closing) throw new ApiError('BUSY', 'the server is stopping', 'retry against the next server', 1);
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

  // The bounded in-flight queue: the handlers of answers and graphs run their work in a slot, taken
  // once the body is read (the route, not the URL's spelling, decides) and released when the work
  // ends, even when its client has gone; beyond the queue a request is refused with 503. A client
  // that leaves while waiting leaves the queue; one that leaves mid-answer cancels what can be.
  const inSlot = <T>(reply: FastifyReply, work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const signal = clientGone(reply);
    return gate.run(signal, () => work(signal));
  };

  const capQuestion = (question: string): void => {
    if (question.length > o.maxQuestionChars) throw new ApiError('TOO_LARGE', `the question has ${question.length} characters; the limit is ${o.maxQuestionChars}`, 'ask a shorter question');
  };
  const parseAsk = (body: unknown): AskBody => {
    const parsed = parseOrUsage(AskBodySchema, body, 'request body');
    capQuestion(parsed.question);
    return parsed;
  };
  const answer = async (parsed: AskBody, signal: AbortSignal): Promise<AskResponse> => {
    // Let the event loop take in requests that arrived meanwhile (they queue or are refused at the
    // gate) before an answer that may keep the CPU busy: the offline answerer is synchronous.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal.aborted) throw new HybridRagError('ABORTED', 'the client went away');
    return service.ask(parsed, signal);
  };
  const wantsStream = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes('text/event-stream');
  const corsHeaders = (reply: FastifyReply): Record<string, string> => {
    const h = reply.getHeaders();
    return { ...SECURITY_HEADERS, 'content-security-policy': API_CSP, ...Object.fromEntries(['access-control-allow-origin', 'vary'].filter((k) => h[k] !== undefined).map((k) => [k, String(h[k])])) };
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
  // A company's stored facts: an indexed read, like the documents, so it does not queue behind answers.
  app.get('/api/facts', async (req) => {
    const q = parseOrUsage(FactsQuerySchema, req.query, 'query');
    return service.facts(q.company, { metric: q.metric, kind: q.kind });
  });
  app.get('/api/graph/neighbourhood', async (req, reply) => {
    const q = parseOrUsage(NeighbourhoodQuerySchema, req.query, 'query');
    return inSlot(reply, async () => service.neighbourhood(q.entity, q.depth, q.company, MAX_NEIGHBOURHOOD_LINES));
  });
  app.get('/api/eval/latest', async () => service.latestEval());
  // The report is self-contained (inline style and SVG, no script): its own policy, no network.
  app.get('/api/eval/latest/report.html', async (_req, reply) =>
    reply.headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'" }).send(service.latestEvalReport()),
  );
  app.get('/api/graph/question', async (req, reply) => {
    const q = parseOrUsage(QuestionGraphQuerySchema, req.query, 'query');
    capQuestion(q.question);
    return inSlot(reply, async () => service.questionGraph(q.question, { company: q.company, depth: q.depth }));
  });

  app.post('/api/ask', async (req, reply) => {
    const parsed = parseAsk(req.body);
    return inSlot(reply, async (signal) => {
      const r = await answer(parsed, signal);
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
  });

  app.get('/v1/models', async () => modelList(startedAt));
  app.post('/v1/chat/completions', async (req, reply) => {
    const body = parseOrUsage(ChatBodySchema, req.body, 'request body');
    const mode = modeOfModel(body.model);
    // A follow-up ("And how about Airtel?") is read with the question before it, and says so.
    const turn = service.followUp(userTurns(body.messages));
    const parsed = parseAsk({ question: turn.question, mode });
    return inSlot(reply, async (signal) => {
      const asked = await answer(parsed, signal);
      const r = turn.note ? { ...asked, answer: `(${turn.note})\n\n${asked.answer}`, scope: { ...asked.scope, notes: [turn.note, ...(asked.scope.notes ?? [])] } } : asked;
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
  });

  await service.startWorkers(o.askWorkers ?? 0);
  await service.warm();
  return { app, service, gate };
}

/** Loopback hosts need no token; any other bind address does. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The fewest characters of a token beyond loopback: 16 random bytes as hex (32) or base64url (22). */
export const MIN_TOKEN_HEX = 32;
export const MIN_TOKEN_CHARS = 22;

/**
 * The token rule: a non-loopback host needs HYBRIDRAG_TOKEN, and one of at least 16 random bytes
 * (32 hex digits, or 22 characters of base64url or any other alphabet); refused before binding.
 */
export function requireTokenFor(host: string, token: string | undefined): void {
  if (isLoopback(host)) return;
  const hint = 'HYBRIDRAG_TOKEN=$(openssl rand -hex 16) hybridrag serve --host 0.0.0.0 (clients send Authorization: Bearer <token>)';
  if (!token) throw new HybridRagError('USAGE', `--host ${host} exposes the server beyond this machine; set HYBRIDRAG_TOKEN first`, { hint });
  const hex = /^[0-9a-f]+$/i.test(token);
  if (token.length < (hex ? MIN_TOKEN_HEX : MIN_TOKEN_CHARS)) {
    throw new HybridRagError('USAGE', `HYBRIDRAG_TOKEN is too short to expose the server beyond this machine: ${token.length} characters; it needs 16 random bytes or more (at least ${MIN_TOKEN_HEX} hex digits or ${MIN_TOKEN_CHARS} base64url characters)`, { hint });
  }
}

/** --cors names one origin (scheme://host[:port]); "*" and "null" would let any page in. */
export function checkCorsOrigin(origin: string): void {
  const o = origin.trim();
  if (o === '*' || o.toLowerCase() === 'null') {
    throw new HybridRagError('USAGE', `--cors "${o}" would let any web page call this server`, { hint: 'name the one origin the browser app runs at, e.g. --cors http://localhost:5173' });
  }
  let url: URL | null = null;
  try {
    url = new URL(o);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/$/, '')) {
    throw new HybridRagError('USAGE', `--cors "${o}" is not an origin`, { hint: 'an origin is scheme://host[:port] with no path, e.g. --cors http://localhost:5173' });
  }
}

/**
 * A request the HTTP parser refused or that did not arrive in time, answered in the same envelope
 * as every other error, then the connection closed.
 */
function clientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, envelope('TIMEOUT', 'the request took too long to arrive', 'send the whole request at once')]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, envelope('TOO_LARGE', 'the request headers are too large', 'send smaller headers')]
        : [400, envelope('USAGE', 'malformed HTTP request', 'send a valid HTTP/1.1 request')];
  const text = JSON.stringify(body);
  const headers = Object.entries({ ...SECURITY_HEADERS, 'content-security-policy': API_CSP }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n${headers}Connection: close\r\n\r\n${text}`);
  socket.destroy();
}

/** The client left before its response finished: aborts the work done for it. */
function clientGone(reply: FastifyReply): AbortSignal {
  const ctrl = new AbortController();
  const res = reply.raw;
  if (res.destroyed && !res.writableFinished) ctrl.abort();
  else res.once('close', () => {
    if (!res.writableFinished) ctrl.abort();
  });
  return ctrl.signal;
}

/**
 * Stop: refuse new requests, let those in flight finish for up to `deadlineMs`, then close every
 * connection still open, and close the workdir. Resolves once closed.
 */
export async function closeServer(app: FastifyInstance, deadlineMs = 10_000): Promise<void> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const forced = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      app.server.closeAllConnections();
      resolve();
    }, deadlineMs);
    timer.unref();
  });
  await Promise.race([closed, forced]);
  clearTimeout(timer);
  await closed;
}
