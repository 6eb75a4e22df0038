/**
 * The provider's global command-line options (--concurrency, --max-tokens, --max-cost) and their
 * mapping to config overrides, validated with messages that name the flag.
 */
import type { Command } from 'commander';
import type { ConfigOverrides } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';

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

function num(v: string | undefined, flag: string, integer: boolean, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new HybridRagError('USAGE', `${flag} must be ${integer ? 'a whole number' : 'a number'} >= ${min}, got "${v}"`, {
      hint: flag === '--max-cost' ? 'e.g. --max-cost 0.50 (US dollars)' : `e.g. ${flag} ${flag === '--concurrency' ? 8 : 200000}`,
    });
  }
  return n;
}

/** Config overrides from the provider flags (undefined fields leave the config as it is). */
export function providerOverrides(g: ProviderFlags): ConfigOverrides {
  const concurrency = num(g.concurrency, '--concurrency', true, 1);
  const maxTokens = num(g.maxTokens, '--max-tokens', true, 1);
  const maxCost = num(g.maxCost, '--max-cost', false, 0);
  const o: ConfigOverrides = {};
  if (concurrency !== undefined) o.openai = { concurrency };
  if (maxTokens !== undefined || maxCost !== undefined) o.budget = { maxTokens, maxCost };
  return o;
}
