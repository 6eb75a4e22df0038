/**
 * The provider's global command-line options (--concurrency, --max-tokens, --max-cost) and their
 * mapping to config overrides, validated with messages that name the flag.
 */
import type { Command } from 'commander';
import type { ConfigOverrides } from '../core/config/config.js';
import { numberFlag } from './flags.js';

export interface ProviderFlags {
  concurrency?: string;
  maxTokens?: string;
  maxCost?: string;
}

export function registerProviderOptions(program: Command): void {
  program
    .option('--concurrency <n>', 'model requests in flight at once, over all calls (openai; default openai.concurrency = 8)')
    .option('--max-tokens <n>', 'budget: stop cleanly once this run has spent this many model tokens (resumable)')
    .option('--max-cost <usd>', 'budget: stop cleanly once this run has spent this many USD at the config prices (resumable)');
}

/** Config overrides from the provider flags (undefined fields leave the config as it is). */
export function providerOverrides(g: ProviderFlags): ConfigOverrides {
  const concurrency = numberFlag('--concurrency', g.concurrency, { integer: true, min: 1, example: 8 });
  const maxTokens = numberFlag('--max-tokens', g.maxTokens, { integer: true, min: 1, example: 200000 });
  const maxCost = numberFlag('--max-cost', g.maxCost, { min: 0, example: '0.50 (US dollars)' });
  const o: ConfigOverrides = {};
  if (concurrency !== undefined) o.openai = { concurrency };
  if (maxTokens !== undefined || maxCost !== undefined) o.budget = { maxTokens, maxCost };
  return o;
}
