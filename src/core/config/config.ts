/**
 * Loading the configuration. Precedence: defaults < config file (hybridrag.config.json or
 * hybridrag.config.jsonc in the current folder, or --config FILE / HYBRIDRAG_CONFIG) < environment
 * < command-line flags. The merged result is validated against the schema (schema.ts): an unknown
 * key, a wrong type or a value out of range is a CONFIG error naming where the value came from,
 * the key path, the value and what it should be. Each value's origin is kept for `hybridrag config`.
 */
import { resolve } from 'node:path';
import type { z } from 'zod';
import { HybridRagError } from '../errors.js';
import { configLayers, describeValue, isPlainObject, leafPaths, mergeConfig, type ConfigSources, type LoadConfigOptions } from './layers.js';
import { expectedPhrase, schemaAt, suggestKey } from './keys.js';
import { ConfigSchema, type Config } from './schema.js';
import { defaultConfig } from './shape.js';

export type {
  Config, ProviderName, ChunkStrategy, ModelRoles, OpenAiConfig, IngestConfig, RetrievalConfig,
  AnswerConfig, ResolveConfig, ExtractConfig, JudgeConfig, ScopeConfig,
} from './schema.js';

export { DEFAULT_CONFIG_FILE, DEFAULT_JSONC_FILE } from './files.js';
export {
  configLayers, describeValue, ENV_KEYS, findConfigFile, mergeConfig, readConfigFile,
  type ConfigOverrides, type ConfigSources, type LoadConfigOptions,
} from './layers.js';

export { defaultConfig } from './shape.js';

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
  const { cwd, file, layers } = configLayers(opts);
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
