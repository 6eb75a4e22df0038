/**
 * Pick and build the configured provider. `openai` needs an endpoint or a key; `local` (the
 * default) is fully offline, and says so once on stderr when it is used because no endpoint was
 * configured.
 */
import type { Config } from '../core/config/config.js';
import { createLocalProvider } from '../core/providers/local/index.js';
import type { OpenAiProviderDeps } from '../core/providers/openai/provider.js';
import { safeUrl } from '../core/providers/safe-url.js';
import type { Provider } from '../core/providers/types.js';

/** What a provider is built with: the same for every provider (see OpenAiProviderDeps). */
export type ProviderDeps = OpenAiProviderDeps;

export async function createProvider(config: Config, deps: ProviderDeps): Promise<Provider> {
  if (Object.keys(config.prompts).length > 0) {
    // The prompt modules (and their schemas) load only to check the overrides a config names.
    const { unknownPromptOverrides } = await import('../core/prompts/registry.js');
    for (const w of unknownPromptOverrides(config.prompts)) deps.out.warnOnce(w, `warning: ${w}`);
  }
  // The OpenAI client is loaded only for the openai provider.
  if (config.provider === 'openai') return (await import('../core/providers/openai/provider.js')).createOpenAiProvider(config, deps);
  if (config.openai.baseUrl) {
    deps.out.warnOnce('provider', `provider: local (offline); the endpoint ${safeUrl(config.openai.baseUrl)} is used only with --provider openai`);
  } else {
    deps.out.warnOnce('provider', 'provider: local (offline, no model endpoint configured; use --provider openai with OPENAI_API_KEY or --base-url for an LLM)');
  }
  return createLocalProvider(config, { out: deps.out });
}
