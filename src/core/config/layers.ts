/**
 * The configuration's layers before validation: defaults < config file < environment < flags, each
 * value with its origin. Free of the schema library, so a command whose settings need no checking
 * beyond the simple keys (shape.ts) starts without loading it; config.ts validates the merged layers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { HybridRagError } from '../errors.js';
import { DEFAULT_CONFIG_FILE, DEFAULT_JSONC_FILE } from './files.js';
import { parseJsonc } from './jsonc.js';
import type { Config } from './schema.js';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type ConfigOverrides = DeepPartial<Config>;

export function isPlainObject(v: unknown): v is Record<string, unknown> {
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
export interface Layer {
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
export function shown(path: string, cwd: string): string {
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

export function envLayer(env: NodeJS.ProcessEnv): Layer {
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
export function leafPaths(v: unknown, prefix = ''): string[] {
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

/** A value as it appears in a message: JSON, cut short. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** The layers of one invocation, in precedence order (file, env, flags), and the config file read. */
export function configLayers(opts: LoadConfigOptions = {}): { cwd: string; file: string | undefined; layers: Layer[] } {
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
  return { cwd, file, layers };
}
