/**
 * One typed configuration tree. Precedence: defaults < hybridrag.config.json (or --config FILE)
 * < environment < command-line flags. Each subsystem owns one section.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HybridRagError } from '../errors.js';

export type ProviderName = 'local' | 'openai';
export type ChunkStrategy = 'speaker' | 'chars';

export interface ModelRoles {
  extraction: string;
  answer: string;
  judge: string;
  embedding: string;
}

export interface OpenAiConfig {
  baseUrl?: string;
  models: ModelRoles;
  /** Requests in flight at once, over every role. */
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  /** USD per 1M tokens, by model name: { input, output }. */
  prices: Record<string, { input: number; output: number }>;
  /** Try response_format json_object first; fall back to prompt-only JSON when refused. */
  jsonMode: boolean;
  embeddingBatch: number;
  /** First retry delay (doubles each retry, with jitter), and its cap. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Vector size of the embedding model; probed with one call when unset (or 0) and the model is unknown. */
  embeddingDimensions?: number;
}

export interface IngestConfig {
  chunkStrategy: ChunkStrategy;
  chunkSize: number;
  chunkOverlap: number;
  /** Month (1-12) in which the fiscal year starts; April for Indian companies. */
  fiscalYearStartMonth: number;
  /** Worker threads for PDF parsing; 0 = parse in the main thread. */
  workers: number;
  /** A file whose parse takes longer than this fails (its worker is replaced). */
  parseTimeoutMs: number;
}

export interface RetrievalConfig {
  topK: number;
  depth: number;
  /** Weight of the dense score in weighted score fusion; the rest goes to BM25. */
  denseWeight: number;
  maxSubQueries: number;
  kgarTopK: number;
  kgarMaxDepth: number;
  /** Character budget for graph context lines. */
  graphBudgetChars: number;
  /** graph mode: add each triplet's evidence sentence to its context line. */
  graphEvidence: boolean;
  /** Successor propagation λ: a chunk passes this share of its score to the next chunk (answers follow questions). */
  successorWeight: number;
  /** hybrid mode: which channel's contexts come first (the paper: vector first). */
  hybridOrder: 'vector-first' | 'graph-first';
  /** hybrid mode: concatenate the channels (the paper) or interleave them item by item. */
  hybridFusion: 'concat' | 'interleave';
  /** hybrid mode: character budget of the graph part. */
  hybridGraphBudgetChars: number;
}

/** How `ask` finds the companies and period a question is about (src/query/scope). */
export interface ScopeConfig {
  /** Detect the scope from the question when no --company/--ticker/--document is given. */
  autoScope: boolean;
  /** Extra names that select a company: { "alias": "Company name as ingested (or its short name)" }. */
  aliases: Record<string, string>;
  /** Sector of a company for group questions ("Which banks ..."): { "Company": "banks" }. */
  sectors: Record<string, string>;
}

export interface Config {
  workdir: string;
  provider: ProviderName;
  cache: boolean;
  openai: OpenAiConfig;
  ingest: IngestConfig;
  retrieval: RetrievalConfig;
  /** Files overriding prompt templates, by prompt id. */
  prompts: Record<string, string>;
  budget: { maxTokens?: number; maxCost?: number };
  scope: ScopeConfig;
}

export const DEFAULT_CONFIG_FILE = 'hybridrag.config.json';

export function defaultConfig(): Config {
  return {
    workdir: '.hybridrag',
    provider: 'local',
    cache: true,
    openai: {
      models: {
        extraction: 'gpt-4o-mini',
        answer: 'gpt-4o-mini',
        judge: 'gpt-4o-mini',
        embedding: 'text-embedding-3-small',
      },
      concurrency: 8,
      timeoutMs: 60_000,
      maxRetries: 5,
      prices: {
        'gpt-4o-mini': { input: 0.15, output: 0.6 },
        'gpt-4o': { input: 2.5, output: 10 },
        'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
        'text-embedding-3-small': { input: 0.02, output: 0 },
        'text-embedding-3-large': { input: 0.13, output: 0 },
        'text-embedding-ada-002': { input: 0.1, output: 0 },
      },
      jsonMode: true,
      embeddingBatch: 128,
      retryBaseMs: 500,
      retryMaxMs: 30_000,
    },
    ingest: {
      chunkStrategy: 'speaker',
      chunkSize: 2024,
      chunkOverlap: 204,
      fiscalYearStartMonth: 4,
      workers: 2,
      parseTimeoutMs: 120_000,
    },
    retrieval: {
      topK: 4,
      depth: 1,
      denseWeight: 0.2,
      maxSubQueries: 3,
      kgarTopK: 3,
      kgarMaxDepth: 2,
      graphBudgetChars: 4000,
      successorWeight: 0.7,
      graphEvidence: true,
      hybridOrder: 'vector-first',
      hybridFusion: 'concat',
      hybridGraphBudgetChars: 2000,
    },
    prompts: {},
    budget: {},
    scope: { autoScope: true, aliases: {}, sectors: {} },
  };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type ConfigOverrides = DeepPartial<Config>;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge of plain objects; arrays and scalars replace; undefined leaves the base. */
export function mergeConfig<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (v === undefined) continue;
    out[k] = isPlainObject(out[k]) && isPlainObject(v) ? mergeConfig(out[k], v) : v;
  }
  return out as T;
}

function readConfigFile(path: string, explicit: boolean): ConfigOverrides {
  if (!existsSync(path)) {
    if (explicit) {
      throw new HybridRagError('CONFIG', `config file not found: ${path}`, {
        hint: 'pass an existing JSON file to --config, or drop the flag to use defaults',
      });
    }
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!isPlainObject(parsed)) throw new Error('top level is not an object');
    return parsed as ConfigOverrides;
  } catch (err) {
    throw new HybridRagError('CONFIG', `config file ${path} is not valid JSON: ${(err as Error).message}`, {
      hint: 'fix the file or remove it',
      cause: err,
    });
  }
}

function envOverrides(env: NodeJS.ProcessEnv): ConfigOverrides {
  const o: ConfigOverrides = {};
  if (env.HYBRIDRAG_WORKDIR) o.workdir = env.HYBRIDRAG_WORKDIR;
  if (env.HYBRIDRAG_PROVIDER) o.provider = env.HYBRIDRAG_PROVIDER as ProviderName;
  if (env.OPENAI_BASE_URL) o.openai = { baseUrl: env.OPENAI_BASE_URL };
  return o;
}

export interface LoadConfigOptions {
  configFile?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  flags?: ConfigOverrides;
}

/** Resolve the configuration for one command invocation. */
export function loadConfig(opts: LoadConfigOptions = {}): Config {
  const cwd = opts.cwd ?? process.cwd();
  const env = opts.env ?? process.env;
  const file = opts.configFile ?? env.HYBRIDRAG_CONFIG;
  const fromFile = readConfigFile(resolve(cwd, file ?? DEFAULT_CONFIG_FILE), file !== undefined);
  let cfg = mergeConfig(defaultConfig(), fromFile);
  cfg = mergeConfig(cfg, envOverrides(env));
  cfg = mergeConfig(cfg, opts.flags ?? {});
  if (cfg.provider !== 'local' && cfg.provider !== 'openai') {
    throw new HybridRagError('CONFIG', `unknown provider "${String(cfg.provider)}"`, {
      hint: 'use --provider local (offline, the default) or --provider openai',
    });
  }
  cfg.workdir = resolve(cwd, cfg.workdir);
  return cfg;
}
