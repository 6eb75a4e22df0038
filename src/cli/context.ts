/**
 * What every command receives: the resolved configuration (defaults < file < env < flags) and the
 * output writer. Global flags are read here, once.
 */
import type { Command } from 'commander';
import type { Config, LoadConfigOptions, ConfigOverrides, ProviderName } from '../core/config/config.js';
import { loadConfigLazily } from '../core/config/shape.js';
import { Output } from './ui/output.js';
import { HybridRagError } from '../core/errors.js';
import { isPostgresUrl } from '../core/store/store-url.js';
import { safeUrl } from '../core/providers/safe-url.js';
import { providerOverrides, type ProviderFlags } from './provider-options.js';

export interface GlobalFlags extends ProviderFlags {
  workdir?: string;
  store?: string;
  config?: string;
  provider?: ProviderName;
  baseUrl?: string;
  quiet?: boolean;
  verbose?: boolean;
  color?: boolean;
  cache?: boolean;
}

export interface CommandContext {
  config: Config;
  out: Output;
}

/** Build the context from the root program's global options plus command-specific overrides. */
export async function commandContext(cmd: Command, overrides: ConfigOverrides = {}): Promise<CommandContext> {
  const g = cmd.optsWithGlobals<GlobalFlags>();
  const config = await loadConfigLazily(configOptions(cmd, overrides));
  if (config.store.url && isPostgresUrl(config.store.url) && !STORE_COMMANDS.has(cmd.name())) {
    throw new HybridRagError('USAGE', `\`hybridrag ${cmd.name()}\` reads the workdir (SQLite), not the store ${safeUrl(config.store.url)}`, {
      hint: 'the store URL (--store, env HYBRIDRAG_STORE, config store.url) is read by `ingest --no-stages`, `worker`, `store copy`, `ask`, `eval`, `serve`, `status` and `facts`; unset it for this command',
    });
  }
  const out = new Output({ quiet: g.quiet, verbose: g.verbose, color: g.color === false ? false : undefined });
  return { config, out };
}

/** Commands that read the store URL; every other one works on the workdir and refuses a PostgreSQL URL rather than ignore it. */
const STORE_COMMANDS = new Set(['copy', 'worker', 'ingest', 'config', 'ask', 'eval', 'serve', 'status', 'facts']);

/** The flag that sets each config key, for messages and `hybridrag config`. */
export const FLAG_NAMES: Record<string, string> = {
  workdir: '--workdir',
  'store.url': '--store',
  provider: '--provider',
  cache: '--no-cache',
  'openai.baseUrl': '--base-url',
  'openai.concurrency': '--concurrency',
  'budget.maxTokens': '--max-tokens',
  'budget.maxCost': '--max-cost',
  'ingest.chunkStrategy': '--chunk-strategy',
  'ingest.chunkSize': '--chunk-size',
  'ingest.chunkOverlap': '--chunk-overlap',
  'ingest.workers': '--workers',
  'ingest.fiscalYearStartMonth': '--fiscal-year-start',
};

/** What `loadConfig` needs from the command line: the config file and the flags' overrides. */
export function configOptions(cmd: Command, overrides: ConfigOverrides = {}): LoadConfigOptions {
  const g = cmd.optsWithGlobals<GlobalFlags>();
  const flags: ConfigOverrides = {
    workdir: g.workdir,
    store: g.store ? { url: g.store } : undefined,
    provider: g.provider,
    cache: g.cache === false ? false : undefined,
    openai: g.baseUrl ? { baseUrl: g.baseUrl } : undefined,
  };
  return { configFile: g.config, flags: mergeFlags(mergeFlags(flags, providerOverrides(g)), overrides), flagNames: FLAG_NAMES };
}

function mergeFlags(a: ConfigOverrides, b: ConfigOverrides): ConfigOverrides {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (v === undefined) continue;
    const prev = out[k];
    out[k] = typeof prev === 'object' && prev && typeof v === 'object' ? { ...prev, ...v } : v;
  }
  return out as ConfigOverrides;
}
