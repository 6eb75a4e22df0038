/**
 * The `openai` provider: any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server,
 * LM Studio). One SDK client with the SDK's own retries off (ours are the only ones), one limiter
 * for every call, per-role chat models, one embedder.
 */
import OpenAI from 'openai';
import type { Reporter } from '../../reporter.js';
import type { Config } from '../../config/config.js';
import { HybridRagError } from '../../errors.js';
import { openDb, type Db } from '../../store/db.js';
import { dirname } from 'node:path';
import { Budget } from '../budget.js';
import { ResponseCache } from '../cache.js';
import { Ledger } from '../ledger.js';
import { Limiter } from '../limit.js';
import { seededRandom } from '../../util/seeded-random.js';
import type { LanguageModel, ModelRole, Provider, ProviderStats } from '../types.js';
import { OpenAiChatModel } from './chat.js';
import { FormatNegotiator, splitFormatKey } from './formats.js';
import { KNOWN_EMBEDDING_DIMENSIONS, OpenAiEmbedder } from './embedder.js';
import { safeUrl } from '../safe-url.js';
import { own } from '../../util/own.js';
import type { OpenAiShared } from './shared.js';

export interface OpenAiProviderDeps {
  /** The workdir database: response cache, ledger, quarantine. Without it nothing is cached. */
  db?: Db;
  out: Reporter;
  env?: NodeJS.ProcessEnv;
  /** The run's controller: aborted on Ctrl-C by the command, and by the budget when exhausted. */
  controller?: AbortController;
  /** Ledger run id; default: an ISO timestamp. */
  runId?: string;
  /** Custom fetch (tests); default: the global fetch. */
  fetch?: typeof fetch;
}

/** Placeholder for local servers that need no key: the SDK insists on one. */
const NO_KEY = 'no-key-needed';

export async function createOpenAiProvider(config: Config, deps: OpenAiProviderDeps): Promise<Provider> {
  const env = deps.env ?? process.env;
  const o = config.openai;
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
  if (!apiKey && !o.baseUrl) {
    throw new HybridRagError('CONFIG', 'the openai provider needs OPENAI_API_KEY (or an endpoint in --base-url / OPENAI_BASE_URL)', {
      hint: 'export OPENAI_API_KEY=..., or point --base-url at a local OpenAI-compatible server, or use --provider local',
    });
  }
  const urls: [string, string | undefined][] = [['--base-url', o.baseUrl], ...(Object.entries(o.endpoints).map(([role, e]) => [`openai.endpoints.${role}.baseUrl`, e.baseUrl]) as [string, string | undefined][])];
  for (const [where, url] of urls) {
    if (url !== undefined && !/^https?:\/\/[^/]/i.test(url)) {
      throw new HybridRagError('CONFIG', `the endpoint "${safeUrl(url)}" (${where}) is not an http(s) URL`, {
        hint: 'e.g. --base-url http://localhost:11434/v1 (the server\'s OpenAI-compatible root, usually ending in /v1)',
      });
    }
  }
  if (config.budget.maxCost !== undefined) {
    // A cost cap cannot be kept for a model whose price is unknown: say so before any call.
    const unpriced = [...new Set(Object.values(o.models))].filter((m) => !own(o.prices, m));
    if (unpriced.length > 0) {
      throw new HybridRagError('CONFIG', `--max-cost needs a price for every model, and ${unpriced.map((m) => `"${m}"`).join(', ')} has none (config openai.prices)`, {
        hint: `add e.g. "openai": { "prices": { "${unpriced[0]}": { "input": 0, "output": 0 } } } to the config (USD per 1M tokens; 0 for a local server), or use --max-tokens instead`,
      });
    }
  }
  const key = apiKey ?? NO_KEY;
  const limiter = new Limiter(
    o.concurrency,
    o.adaptiveConcurrency
      ? {
          onAdjust: (c) => {
            if (c.to < c.from) {
              deps.out.warnOnce(
                'openai-aimd',
                `the endpoint is queueing requests (${c.latencyMs} ms each, ${c.unloadedMs} ms unloaded): fewer requests in flight, ${c.from} → ${c.to}; the number rises again as it recovers (openai.adaptiveConcurrency)`,
              );
            }
            deps.out.debug(`requests in flight: ${c.from} → ${c.to} (${c.kind}: ${c.latencyMs} ms, unloaded ${c.unloadedMs} ms)`);
          },
        }
      : undefined,
  );
  // Query commands open the store read-only; the cache and ledger still need to write (a repeated
  // eval must not pay twice), so they get their own connection (WAL: readers are not blocked).
  const ownDb = deps.db?.readonly ? openDb(dirname(deps.db.name)) : undefined;
  const db = ownDb ?? deps.db;
  const clients = new Map<string, OpenAI>();
  /** One SDK client per distinct endpoint (the roles of openai.endpoints may share one). */
  const clientFor = (url: string | undefined): OpenAI => {
    // Explicit, so that the SDK does not read OPENAI_BASE_URL behind the config's back.
    const baseURL = url ?? o.baseUrl ?? 'https://api.openai.com/v1';
    let c = clients.get(baseURL);
    if (!c) {
      c = new OpenAI({ apiKey: key, baseURL, maxRetries: 0, timeout: o.timeoutMs, fetch: deps.fetch, logLevel: 'off' });
      clients.set(baseURL, c);
    }
    return c;
  };
  const client = clientFor(undefined);
  const ledger = new Ledger(db, deps.runId ?? new Date().toISOString(), 'openai', o.prices);
  const redact = (text: string): string => (apiKey ? text.split(apiKey).join('[redacted]') : text);
  const shared: OpenAiShared = {
    client,
    limiter,
    policy: { maxRetries: o.maxRetries, baseMs: o.retryBaseMs, maxMs: o.retryMaxMs, maxRetryAfterMs: 120_000 },
    rand: seededRandom(0x5eed),
    cache: new ResponseCache(db, config.cache),
    ledger,
    budget: new Budget(config.budget, deps.controller),
    prices: o.prices,
    timeoutMs: o.timeoutMs,
    signal: deps.controller?.signal,
    out: deps.out,
    inFlight: new Map(),
    formats: new FormatNegotiator(o.jsonMode ? 'json_schema' : 'prompt', (key, format, final, reason) => {
      const { endpoint, model } = splitFormatKey(key);
      ledger.recordFormat({ endpoint: safeUrl(endpoint), model, format, final, reason });
      if (format === 'prompt') shared.state.jsonMode = false;
      if (reason) {
        deps.out.warnOnce(`openai-format:${key}:${format}`, `${safeUrl(endpoint)} (${model}): response_format ${reason}; using ${format === 'prompt' ? 'prompt-only JSON' : format}`);
      } else deps.out.debug(`${safeUrl(endpoint)} (${model}): structured output by ${format === 'prompt' ? 'prompt-only JSON' : `response_format ${format}`}`);
    }),
    state: { jsonMode: o.jsonMode, retries: 0, replies: 0, itemRejections: 0 },
    redact,
  };
  const models = new Map<string, LanguageModel>();
  const embedder = new OpenAiEmbedder(shared, o.models.embedding, o.embeddingDimensions || own(KNOWN_EMBEDDING_DIMENSIONS, o.models.embedding) || 0, o.embeddingBatch, o.embeddingPooling, clientFor(o.endpoints.embedding.baseUrl));
  if (embedder.dimensions === 0) {
    // Unknown model and no configured size: learn it from one (cached) call.
    try {
      const [v] = await embedder.embed(['dimension probe'], { stage: 'embed' });
      embedder.dimensions = v!.length;
    } catch (err) {
      ownDb?.close();
      throw err;
    }
  }
  deps.out.debug(`provider openai: ${o.baseUrl ? safeUrl(o.baseUrl) : 'api.openai.com'}, concurrency ${o.concurrency}, models ${JSON.stringify(o.models)}`);
  return {
    name: 'openai',
    model(role: ModelRole): LanguageModel {
      const name = o.models[role];
      const url = o.endpoints[role].baseUrl ?? o.baseUrl ?? '';
      // The same model name on two servers is two models.
      const id = `${url}\u0000${name}`;
      let m = models.get(id);
      if (!m) models.set(id, (m = new OpenAiChatModel(shared, name, clientFor(o.endpoints[role].baseUrl))));
      return m;
    },
    embedder: () => embedder,
    stats(): ProviderStats {
      return { ...shared.ledger.totals, retries: shared.state.retries, jsonMode: shared.state.jsonMode, concurrency: limiter.limit };
    },
    async close() {
      // Nothing buffered: the ledger and cache are written as calls complete.
      ownDb?.close();
    },
  };
}
