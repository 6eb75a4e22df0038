/**
 * Pick the answerer for the provider: the LLM answerer when the provider has an `answer` model
 * (openai), the extractive local answerer otherwise (the offline default).
 */
import type { Config } from '../config/config.js';
import type { Provider } from '../providers/types.js';
import { LlmAnswerer } from './llm-answerer.js';
import { createLocalAnswerer } from './local-answerer.js';
import type { Answerer } from './types.js';

export function createAnswerer(config: Config, provider: Provider): Answerer {
  const model = provider.model('answer');
  if (model) return new LlmAnswerer({ model, promptOverrides: config.prompts });
  // Built on first use: the embedder it borrows for sentence similarity loads only when needed.
  let local: Answerer | undefined;
  return {
    id: 'local:extractive-answer',
    answer(question, contexts, signal) {
      local ??= createLocalAnswerer({ embedder: provider.embedder() });
      return local.answer(question, contexts, signal);
    },
  };
}
