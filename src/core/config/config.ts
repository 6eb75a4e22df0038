/**
 * Loading the configuration. Precedence: defaults < config file (hybridrag.config.json or
 * hybridrag.config.jsonc in the current folder, or --config FILE / HYBRIDRAG_CONFIG) < environment
 * < command-line flags. The merged result is validated against the schema (schema.ts): an unknown
 * key, a wrong type or a value out of range is a CONFIG error naming where the value came from,
 * the key path, the value and what it should be. Each value's origin is kept for `hybridrag config`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { HybridRagError } from '../errors.js';
import { DEFAULT_CONFIG_FILE, DEFAULT_JSONC_FILE } from './files.js';
import { parseJsonc } from './jsonc.js';
import { expectedPhrase, schemaAt, suggestKey } from './keys.js';
import { ConfigSchema, type Config } from './schema.js';

export type {
  Config, ProviderName, ChunkStrategy, ModelRoles, OpenAiConfig, IngestConfig, RetrievalConfig,
  AnswerConfig, ResolveConfig, ExtractConfig, JudgeConfig, ScopeConfig,
} from './schema.js';

export { DEFAULT_CONFIG_FILE, DEFAULT_JSONC_FILE } from './files.js';

/** Every key at its default (a fresh object each call). */
export function defaultConfig(): Config {
  return ConfigSchema.parse({});
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
    const prev = Object.hasOwn(out, k) ? out[k] : undefined;
    // An own property even for "__proto__", so the schema reports it as an unknown key.
    Object.defineProperty(out, k, { value: isPlainObject(prev) && isPlainObject(v) ? mergeConfig(prev, v) : v, enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

/** Where a value came from: "default", the config file's path, "env NAME" or "flag --name". */
export type ConfigSources = Map<string, string>;

/** One layer of values and the origin of each (by dotted key path). */
interface Layer {
  values: unknown;
  sourceOf(path: string): string;
}

/** The config file to read: explicit, or the one in `cwd` (both .json and .jsonc there is an error). */
export function findConfigFile(cwd: string, explicit: string | undefined): string | undefined {
  if (explicit !== undefined) {
    const path = resolve(cwd, explicit);
    if (!existsSync(path)) {
      throw new HybridRagError('CONFIG', `config file not found: ${path}`, {
        hint: 'pass an existing file to --config (or HYBRIDRAG_CONFIG), or drop it to use the defaults; `hybridrag init` writes one',
      });
    }
    return path;
  }
  const found = [DEFAULT_CONFIG_FILE, DEFAULT_JSONC_FILE].map((f) => resolve(cwd, f)).filter((p) => existsSync(p));
  if (found.length > 1) {
    throw new HybridRagError('CONFIG', `two config files: ${DEFAULT_CONFIG_FILE} and ${DEFAULT_JSONC_FILE} in ${cwd}`, {
      hint: 'keep one of them (merge the settings you need into it and delete the other), or pick one with --config FILE',
    });
  }
  return found[0];
}

/** A path as the user knows it: relative to the current folder when inside it. */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Parse a config file (JSON or JSONC); the top level must be an object. */
export function readConfigFile(path: string, label: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = parseJsonc(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new HybridRagError('CONFIG', `${label}: not valid JSON: ${(err as Error).message}`, {
      hint: 'fix the file (comments and trailing commas are allowed), or remove it to use the defaults',
      cause: err,
    });
  }
  if (!isPlainObject(parsed)) {
    throw new HybridRagError('CONFIG', `${label}: the top level must be an object ({ ... }), not ${describeValue(parsed)}`, {
      hint: 'e.g. { "retrieval": { "topK": 4 } }; `hybridrag init` writes a file with every key',
    });
  }
  return parsed;
}

/** Environment variables that set config keys (the API key is not one: it is never stored in config). */
export const ENV_KEYS: Record<string, string> = {
  HYBRIDRAG_WORKDIR: 'workdir',
  HYBRIDRAG_PROVIDER: 'provider',
  HYBRIDRAG_STORE: 'store.url',
  OPENAI_BASE_URL: 'openai.baseUrl',
};

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segs = path.split('.');
  let o = target;
  for (const s of segs.slice(0, -1)) {
    if (!isPlainObject(o[s])) o[s] = {};
    o = o[s] as Record<string, unknown>;
  }
  o[segs[segs.length - 1]!] = value;
}

function envLayer(env: NodeJS.ProcessEnv): Layer {
  const values: Record<string, unknown> = {};
  const byPath: Record<string, string> = {};
  for (const [name, path] of Object.entries(ENV_KEYS)) {
    const v = env[name];
    if (v === undefined || v === '') continue;
    setPath(values, path, v);
    byPath[path] = `env ${name}`;
  }
  return { values, sourceOf: (p) => (Object.hasOwn(byPath, p) ? byPath[p]! : 'env') };
}

/** Dotted paths of every value a layer sets (plain objects are descended into; records too). */
function leafPaths(v: unknown, prefix = ''): string[] {
  if (!isPlainObject(v) || (Object.keys(v).length === 0 && prefix)) return prefix ? [prefix] : [];
  const out: string[] = [];
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue;
    out.push(...leafPaths(x, prefix ? `${prefix}.${k}` : k));
  }
  return out;
}

export interface LoadConfigOptions {
  configFile?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  flags?: ConfigOverrides;
  /** The flag that set each key (dotted path → "--top-k"), for messages and `hybridrag config`. */
  flagNames?: Record<string, string>;
}

export interface LoadedConfig {
  config: Config;
  /** Origin of every key path set by a file, env or flag; other keys are defaults. */
  sources: ConfigSources;
  /** The config file read, if any. */
  file?: string;
}

/** Resolve the configuration for one command invocation. */
export function loadConfig(opts: LoadConfigOptions = {}): Config {
  return loadConfigWithSources(opts).config;
}

/** `loadConfig` plus where each value came from. */
export function loadConfigWithSources(opts: LoadConfigOptions = {}): LoadedConfig {
  const cwd = opts.cwd ?? process.cwd();
  const env = opts.env ?? process.env;
  const file = findConfigFile(cwd, opts.configFile ?? (env.HYBRIDRAG_CONFIG || undefined));
  const layers: Layer[] = [];
  if (file) {
    const label = shown(file, cwd);
    layers.push({ values: readConfigFile(file, label), sourceOf: () => label });
  }
  layers.push(envLayer(env));
  const flagNames = opts.flagNames ?? {};
  layers.push({ values: opts.flags ?? {}, sourceOf: (p) => (Object.hasOwn(flagNames, p) ? `flag ${flagNames[p]}` : 'flag') });

  const sources: ConfigSources = new Map();
  let merged: unknown = defaultConfig();
  for (const layer of layers) {
    for (const p of leafPaths(layer.values)) {
      if (p.split('.').includes('__proto__')) {
        throw new HybridRagError('CONFIG', `config key "${p}" (${layer.sourceOf(p)}): "__proto__" cannot be a key`, { hint: 'rename or remove that key' });
      }
      // A later layer replacing a whole object replaces the origin of everything under it.
      for (const k of [...sources.keys()]) if (k.startsWith(`${p}.`)) sources.delete(k);
      sources.set(p, layer.sourceOf(p));
    }
    merged = mergeConfig(merged, layer.values);
  }
  const result = ConfigSchema.safeParse(merged);
  if (!result.success) throw configError(result.error.issues, merged, sources);
  const config = result.data;
  config.workdir = resolve(cwd, config.workdir);
  return { config, sources, file };
}

/**
 * Origin of the value at a path: the nearest recorded path at or above it, else a layer that set
 * something inside it (a map entry), else "default". With `nearby`, also a layer that set a key
 * beside it (for a key missing from an object the user wrote).
 */
export function sourceAt(sources: ConfigSources, path: string, nearby = false): string {
  const segs = path.split('.');
  for (let n = segs.length; n > 0; n--) {
    const s = sources.get(segs.slice(0, n).join('.'));
    if (s) return s;
  }
  const within = (prefix: string): string | undefined => [...sources].find(([k]) => k.startsWith(`${prefix}.`))?.[1];
  return within(path) ?? (nearby && segs.length > 1 ? within(segs.slice(0, -1).join('.')) : undefined) ?? 'default';
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const s of path) v = isPlainObject(v) ? v[String(s)] : undefined;
  return v;
}

/** A value as it appears in a message: JSON, cut short. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number', int: 'a whole number', boolean: 'true or false', string: 'a string', object: 'an object',
};

/** One line per problem: "<source>: <key>: <value> is not a number (expected ...)". */
function issueLine(issue: z.core.$ZodIssue, merged: unknown, sources: ConfigSources): { line: string; unknownKey: boolean } {
  const parent = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const lines = issue.keys.map((k) => {
      const full = [...parent, k].join('.');
      const guess = suggestKey(parent, k);
      return `${sourceAt(sources, full)}: unknown key "${full}"${guess ? ` — did you mean "${guess}"?` : ''}`;
    });
    return { line: lines.join('\n'), unknownKey: true };
  }
  const path = parent.join('.');
  const where = `${sourceAt(sources, path, true)}: ${path || '(top level)'}`;
  const node = schemaAt(parent);
  const expected = expectedPhrase(node);
  const value = valueAt(merged, issue.path);
  const shownValue = describeValue(value);
  if (value === undefined) return { line: `${where}: missing (expected ${expected})`, unknownKey: false };
  switch (issue.code) {
    case 'invalid_type': {
      const want = TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`;
      return { line: `${where}: ${shownValue} is not ${want} (expected ${expected})`, unknownKey: false };
    }
    case 'invalid_value':
      return { line: `${where}: ${shownValue} is not ${expected}`, unknownKey: false };
    case 'too_small':
    case 'too_big':
      return { line: `${where}: ${shownValue} is out of range (expected ${expected})`, unknownKey: false };
    default:
      return { line: `${where}: ${shownValue} is not valid (expected ${expected})`, unknownKey: false };
  }
}

function configError(issues: readonly z.core.$ZodIssue[], merged: unknown, sources: ConfigSources): HybridRagError {
  const lines = issues.map((i) => issueLine(i, merged, sources));
  const anyUnknown = lines.some((l) => l.unknownKey);
  return new HybridRagError('CONFIG', lines.map((l) => l.line).join('\n'), {
    hint: anyUnknown
      ? 'rename or remove the key; `hybridrag init` writes a file listing every key with its description'
      : 'fix the value; `hybridrag config` shows every key with its current value',
  });
}
