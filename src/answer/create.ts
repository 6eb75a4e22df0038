/**
 * Pick the answerer for the provider: the LLM answerer when the provider has an `answer` model
 * (openai), the extractive local answerer otherwise (the offline default).
 */
import type { Config } from '../config/config.js';
import { HybridRagError } from '../errors.js';
import type { Provider } from '../providers/types.js';
import { LlmAnswerer } from './llm-answerer.js';
import type { Answerer } from './types.js';

export function createAnswerer(config: Config, provider: Provider): Answerer {
  const model = provider.model('answer');
  if (model) return new LlmAnswerer({ model, promptOverrides: config.prompts });
  throw new HybridRagError('PROVIDER', 'the offline extractive answerer is not part of this build yet', {
    hint: 'use --provider openai, or update hybridrag',
  });
}
