/**
 * A fake OpenAI-compatible server for tests and benchmarks: node:http on 127.0.0.1, port 0.
 * Speaks POST /v1/chat/completions, POST /v1/embeddings and GET /v1/models with deterministic
 * replies, configurable latency, and injected faults (by rate, decided by a hash of the request so
 * that concurrency does not change which requests fail, or by a per-route script). Every request
 * is recorded so tests can assert call counts, batching and headers.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestedSchema, sampleFromSchema } from './schema-sample.js';

export type Fault =
  | '429' // rate limited, with Retry-After
  | '500'
  | '503'
  | '408'
  | '400' // a request the server rejects (not retryable)
  | 'hang' // no reply until hangMs (past the client's timeout)
  | 'malformed' // 200 with a body that is not valid JSON
  | 'truncated' // 200, reply content cut in half, finish_reason "length"
  | 'invalid-schema' // 200, content is JSON of the wrong shape
  | '501' // llama-server started without --embeddings: 501 "This server does not support embeddings"
  | 'context-size'; // llama.cpp's 400 for a prompt over the context size (not retryable)

export type Route = 'chat' | 'embeddings';

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  temperature?: number;
  max_tokens?: number;
  [k: string]: unknown;
}

export interface ChatReply {
  content: string;
  finishReason?: 'stop' | 'length';
  usage?: { prompt_tokens: number; completion_tokens: number };
}

/** Scripted reply: a string (the content), a ChatReply, or a fault. */
export type ChatHandler = (body: ChatBody, n: number) => string | ChatReply | { fault: Fault } | Promise<string | ChatReply | { fault: Fault }>;

export interface FakeOpenAiOptions {
  /** Delay before every reply. */
  latencyMs?: number;
  /** Dimension of default embeddings (hash-based unit vectors). */
  embeddingDim?: number;
  /** Reply function for chat; default: a schema sample for JSON requests, an echo otherwise. */
  chat?: ChatHandler;
  /** Fault probabilities per route; the draw hashes (body, how often this body was seen). */
  faultRates?: Partial<Record<Fault, number>>;
  /** Which routes the rates apply to (default both). */
  faultRoutes?: Route[];
  /** Retry-After header (seconds) sent with 429. */
  retryAfterSeconds?: number;
  /** How long a 'hang' holds the request before answering 504. */
  hangMs?: number;
  /** false: answer 400 to any request with response_format (a server without JSON mode). */
  jsonMode?: boolean;
  /**
   * How the server treats response_format, as real servers do. 'llama-server': json_object without
   * a schema is ignored (the model writes free text, HTTP 200) and json_schema is enforced by a
   * grammar. 'llama-cpp-python': json_schema is answered with HTTP 500, json_object is enforced.
   * 'ignores-formats': every response_format is accepted and ignored. In these modes the model's
   * unconstrained output is prose (`freeText`), so an ignored format shows.
   */
  server?: 'llama-server' | 'llama-cpp-python' | 'ignores-formats';
  /** The unconstrained output of the model in a `server` mode (default: a sentence of prose). */
  freeText?: string;
  /** When set, requests whose Authorization is not `Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** Largest embeddings batch accepted (400 above it). */
  maxEmbeddingBatch?: number;
  /**
   * How embeddings come back: pooled (one vector per text, the default); tokens (one vector per
   * whitespace token, as llama-server does for a model without pooling); nulls (a value is null, as
   * llama.cpp writes NaN); empty (an empty list).
   */
  embeddingShape?: 'pooled' | 'tokens' | 'nulls' | 'empty';
  /**
   * When set, the only model names served (GET /v1/models lists them); a request for another one
   * gets llama.cpp/Ollama's 404 "model 'X' not found".
   */
  models?: string[];
  /**
   * Requests the server works on at once (llama-server's -np); the rest wait in its queue, so
   * latency grows with the requests in flight. Unset = no limit.
   */
  slots?: number;
  /** GET /v1/models answers 500 (a server whose model list is broken). */
  modelsFail?: boolean;
}

export interface RecordedRequest {
  route: Route | 'models' | 'other';
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  fault?: Fault;
  status: number;
}

export interface FakeOpenAi {
  /** Base URL including /v1, for OPENAI_BASE_URL / --base-url. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Queue faults: the next requests on `route` get them, in order, before any rate-based fault. */
  script(route: Route, faults: Fault[]): void;
  setChat(handler: ChatHandler | undefined): void;
  setOptions(opts: Partial<FakeOpenAiOptions>): void;
  count(route: Route): number;
  /** Most requests in flight at once since start/reset. */
  readonly maxInFlight: number;
  /** Requests answered 200 on a route. */
  okCount(route: Route): number;
  reset(): void;
  close(): Promise<void>;
}

/** Deterministic unit vector for a text. */
export function hashEmbedding(text: string, dim: number): number[] {
  const v: number[] = [];
  for (let block = 0; v.length < dim; block++) {
    const h = createHash('sha256').update(`${block}:${text}`).digest();
    for (let i = 0; i + 1 < h.length && v.length < dim; i += 2) v.push(h.readUInt16LE(i) / 32767.5 - 1);
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

function unitDraw(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32LE(0) / 2 ** 32;
}

/** llama.cpp's exact words for a prompt over the context size. */
export const CONTEXT_SIZE_MESSAGE = 'request (4236 tokens) exceeds the available context size (4096 tokens), try increasing it';

const tokens = (s: string): number => Math.max(1, Math.ceil(s.length / 4));

export async function startFakeOpenAi(initial: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  let opts: FakeOpenAiOptions = { ...initial };
  const requests: RecordedRequest[] = [];
  const scripts: Record<Route, Fault[]> = { chat: [], embeddings: [] };
  const seen = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let chatN = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let busy = 0;
  const slotWaiters: (() => void)[] = [];

  /** Wait ms, or less if the client goes away (then the reply is dropped by `send`). */
  const wait = (ms: number, res: ServerResponse): Promise<void> =>
    new Promise((done) => {
      // A request whose client went away while it waited for a slot is dropped, as llama-server does.
      if (ms <= 0 || res.destroyed) return done();
      const finish = (): void => {
        clearTimeout(t);
        timers.delete(t);
        res.off('close', finish);
        done();
      };
      const t = setTimeout(finish, ms);
      timers.add(t);
      res.once('close', finish);
    });

  const pickFault = (route: Route, raw: string): Fault | undefined => {
    const scripted = scripts[route].shift();
    if (scripted) return scripted;
    const rates = opts.faultRates;
    if (!rates || (opts.faultRoutes && !opts.faultRoutes.includes(route))) return undefined;
    const n = (seen.get(raw) ?? 0) + 1;
    seen.set(raw, n);
    let u = unitDraw(`${n}#${raw}`);
    for (const [fault, rate] of Object.entries(rates) as [Fault, number][]) {
      if (u < rate) return fault;
      u -= rate;
    }
    return undefined;
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    if (res.destroyed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
  };
  const apiError = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void =>
    send(res, status, { error: { message, type: 'fake_error', code: String(status) } }, headers);

  /** Answer a fault that is not about content; true when handled. */
  const transportFault = async (fault: Fault | undefined, res: ServerResponse): Promise<boolean> => {
    switch (fault) {
      case '429':
        apiError(res, 429, 'rate limited (fake)', { 'retry-after': String(opts.retryAfterSeconds ?? 0) });
        return true;
      case '500':
      case '503':
      case '408':
      case '400':
        apiError(res, Number(fault), `fake ${fault}`);
        return true;
      case 'hang':
        await wait(opts.hangMs ?? 120_000, res);
        apiError(res, 504, 'fake hang ended');
        return true;
      case '501':
        apiError(res, 501, 'This server does not support embeddings. Start it with `--embeddings`');
        return true;
      case 'context-size':
        send(res, 400, { error: { code: 400, message: CONTEXT_SIZE_MESSAGE, type: 'exceed_context_size_error', n_prompt_tokens: 4236, n_ctx: 4096 } });
        return true;
      case 'malformed':
        send(res, 200, '{"id": "chatcmpl-fake", "object": "chat.completion", "choices": [ {"index": 0, "mess');
        return true;
      default:
        return false;
    }
  };

  const defaultChat = (body: ChatBody): string => {
    const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const wantsJson = body.response_format !== undefined || body.messages.some((m) => /\bJSON\b/.test(m.content));
    if (!wantsJson) return `Echo: ${last.slice(0, 200)}`;
    const schema = requestedSchema(body);
    return JSON.stringify(schema ? sampleFromSchema(schema) : { echo: last.slice(0, 200) });
  };

  /** A server mode's answer to the request's response_format: an HTTP error, or whether it is enforced. */
  const formatPolicy = (body: ChatBody): { status: number; message: string } | { enforced: boolean } => {
    const type = body.response_format?.type;
    if (!opts.server || !type) return { enforced: type !== undefined };
    if (opts.server === 'llama-cpp-python' && type === 'json_schema') {
      return { status: 500, message: "'NoneType' object has no attribute 'get'" };
    }
    if (opts.server === 'llama-server') return { enforced: type === 'json_schema' && body.response_format?.json_schema?.schema !== undefined };
    if (opts.server === 'ignores-formats') return { enforced: false };
    return { enforced: true };
  };

  const handleChat = async (body: ChatBody, fault: Fault | undefined, res: ServerResponse): Promise<void> => {
    if (opts.jsonMode === false && body.response_format) {
      apiError(res, 400, "response_format is not supported by this server ('json_object')");
      return;
    }
    const policy = formatPolicy(body);
    if ('status' in policy) {
      apiError(res, policy.status, policy.message);
      return;
    }
    let reply: ChatReply;
    const free = opts.server && !policy.enforced;
    const scripted = opts.chat ? await opts.chat(body, chatN++) : free ? (opts.freeText ?? 'The company reported higher revenue and a better margin this quarter.') : defaultChat(body);
    if (typeof scripted === 'object' && 'fault' in scripted) {
      if (await transportFault(scripted.fault, res)) return;
      fault = scripted.fault;
      reply = { content: defaultChat(body) };
    } else reply = typeof scripted === 'string' ? { content: scripted } : scripted;
    let content = reply.content;
    let finish = reply.finishReason ?? 'stop';
    if (fault === 'truncated') {
      content = content.slice(0, Math.floor(content.length / 2));
      finish = 'length';
    } else if (fault === 'invalid-schema') content = '{"unexpected": "shape", "items": 3}';
    const promptTokens = tokens(body.messages.map((m) => m.content).join('\n'));
    const usage = reply.usage ?? { prompt_tokens: promptTokens, completion_tokens: tokens(content) };
    send(res, 200, {
      id: `chatcmpl-fake-${chatN}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish, logprobs: null }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
  };

  const handleEmbeddings = (body: { model: string; input: string | string[]; encoding_format?: string }, res: ServerResponse): void => {
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    if (opts.maxEmbeddingBatch && inputs.length > opts.maxEmbeddingBatch) {
      apiError(res, 400, `too many inputs: ${inputs.length} > ${opts.maxEmbeddingBatch}`);
      return;
    }
    const dim = opts.embeddingDim ?? 64;
    const shape = opts.embeddingShape ?? 'pooled';
    const data = inputs.map((t, index) => {
      if (shape === 'tokens') {
        const toks = String(t).split(/\s+/).filter(Boolean);
        return { object: 'embedding', index, embedding: (toks.length ? toks : [' ']).map((w) => hashEmbedding(w, dim)) };
      }
      if (shape === 'empty') return { object: 'embedding', index, embedding: [] };
      const v: (number | null)[] = hashEmbedding(String(t), dim);
      if (shape === 'nulls') {
        v[3] = null;
        return { object: 'embedding', index, embedding: v };
      }
      const embedding = body.encoding_format === 'base64' ? Buffer.from(new Float32Array(v as number[]).buffer).toString('base64') : v;
      return { object: 'embedding', index, embedding };
    });
    const pt = inputs.reduce((a, t) => a + tokens(String(t)), 0);
    send(res, 200, { object: 'list', data, model: body.model, usage: { prompt_tokens: pt, total_tokens: pt } });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = (req.url ?? '').split('?')[0]!;
        const route: RecordedRequest['route'] = path.endsWith('/chat/completions') ? 'chat' : path.endsWith('/embeddings') ? 'embeddings' : path.endsWith('/models') ? 'models' : 'other';
        let body: unknown = raw;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          /* recorded as text */
        }
        const rec: RecordedRequest = { route, method: req.method ?? '', path, headers: { ...req.headers }, body, status: 0 };
        requests.push(rec);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        let done = false;
        const settle = (): void => {
          if (!done) inFlight--;
          done = true;
        };
        res.on('finish', () => {
          rec.status = res.statusCode;
          settle();
        });
        res.on('close', settle);
        if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) return apiError(res, 401, 'invalid api key (fake)');
        if (opts.slots !== undefined) {
          // Wait for a free slot, then hold it for the latency.
          while (busy >= opts.slots) await new Promise<void>((r) => slotWaiters.push(r));
          busy++;
          try {
            await wait(opts.latencyMs ?? 0, res);
          } finally {
            busy--;
            slotWaiters.shift()?.();
          }
        } else await wait(opts.latencyMs ?? 0, res);
        if (route === 'models' && req.method === 'GET') {
          if (opts.modelsFail) return apiError(res, 500, 'model list unavailable (fake)');
          const ids = opts.models ?? ['fake-chat', 'fake-embed'];
          return send(res, 200, { object: 'list', data: ids.map((id) => ({ id, object: 'model' })) });
        }
        if ((route !== 'chat' && route !== 'embeddings') || req.method !== 'POST') return apiError(res, 404, `no route ${req.method} ${path}`);
        if (typeof body !== 'object' || body === null) return apiError(res, 400, 'body is not JSON');
        const model = (body as { model?: unknown }).model;
        if (opts.models && !opts.models.includes(String(model))) return apiError(res, 404, `model '${String(model)}' not found`);
        const fault = pickFault(route, raw);
        rec.fault = fault;
        if (await transportFault(fault, res)) return;
        if (route === 'chat') await handleChat(body as ChatBody, fault, res);
        else handleEmbeddings(body as { model: string; input: string | string[] }, res);
      })().catch((err: unknown) => apiError(res, 500, `fake server bug: ${(err as Error).message}`));
    });
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    script: (route, faults) => scripts[route].push(...faults),
    setChat: (h) => (opts = { ...opts, chat: h }),
    setOptions: (o) => (opts = { ...opts, ...o }),
    count: (route) => requests.filter((r) => r.route === route).length,
    okCount: (route) => requests.filter((r) => r.route === route && r.status === 200).length,
    reset: () => {
      requests.length = 0;
      scripts.chat.length = 0;
      scripts.embeddings.length = 0;
      seen.clear();
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((res) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.closeAllConnections();
        server.close(() => res());
      }),
  };
}
