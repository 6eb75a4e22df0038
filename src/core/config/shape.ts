/**
 * The configuration without its schema library: every key's default and, for each simple key (a
 * string, number, whole number, boolean or choice), the check the schema makes of it — both
 * generated from schema.ts into shape.generated.ts (`npx tsx scripts/gen-config-shape.ts`; a test
 * fails when they drift). A command whose file, environment and flags set only simple keys to
 * values that pass those checks gets its configuration here; anything else (a map such as
 * scope.aliases, a list, an unknown key, a bad value) is validated by config.ts, which also words
 * the errors. The schema library costs a short command a large part of its start-up.
 */
import { resolve } from 'node:path';
import { configLayers, leafPaths, mergeConfig, type LoadConfigOptions } from './layers.js';
import type { Config } from './schema.js';
import { CONFIG_DEFAULTS, CONFIG_LEAVES } from './shape.generated.js';

/** What the schema asks of one simple key. */
export interface LeafRule {
  type: 'string' | 'number' | 'integer' | 'boolean';
  enum?: readonly string[];
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Every key at its default (a fresh object each call). */
export function defaultConfig(): Config {
  return structuredClone(CONFIG_DEFAULTS) as Config;
}

/** Does `v` pass the schema's check of a simple key? */
export function passesLeaf(rule: LeafRule, v: unknown): boolean {
  switch (rule.type) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'string':
      if (typeof v !== 'string') return false;
      if (rule.enum && !rule.enum.includes(v)) return false;
      return rule.minLength === undefined || v.length >= rule.minLength;
    case 'number':
    case 'integer':
      if (typeof v !== 'number' || !Number.isFinite(v)) return false;
      if (rule.type === 'integer' && !Number.isSafeInteger(v)) return false;
      return (
        (rule.minimum === undefined || v >= rule.minimum) &&
        (rule.maximum === undefined || v <= rule.maximum) &&
        (rule.exclusiveMinimum === undefined || v > rule.exclusiveMinimum) &&
        (rule.exclusiveMaximum === undefined || v < rule.exclusiveMaximum)
      );
  }
}

/**
 * The configuration when every value the layers set is a simple key passing its check: the
 * defaults merged with the layers, as the schema would return it; otherwise null (validate with
 * config.ts's loadConfig).
 */
export function quickConfig(opts: LoadConfigOptions = {}): Config | null {
  const { cwd, layers } = configLayers(opts);
  let merged: unknown = defaultConfig();
  for (const layer of layers) {
    for (const p of leafPaths(layer.values)) {
      const rule = Object.hasOwn(CONFIG_LEAVES, p) ? CONFIG_LEAVES[p]! : undefined;
      if (!rule || !passesLeaf(rule, valueAt(layer.values, p))) return null;
    }
    merged = mergeConfig(merged, layer.values);
  }
  const config = merged as Config;
  config.workdir = resolve(cwd, config.workdir);
  return config;
}

function valueAt(root: unknown, path: string): unknown {
  let v = root;
  for (const s of path.split('.')) v = typeof v === 'object' && v !== null && Object.hasOwn(v, s) ? (v as Record<string, unknown>)[s] : undefined;
  return v;
}

/** The configuration of one invocation: quickConfig when it applies, else loaded and validated by config.ts. */
export async function loadConfigLazily(opts: LoadConfigOptions = {}): Promise<Config> {
  return quickConfig(opts) ?? (await import('./config.js')).loadConfig(opts);
}
