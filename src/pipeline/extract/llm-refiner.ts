/** Tier 1 on a language model: the refine prompt, plain-text reply. */
import { refinePrompt, type RefineVars } from '../../core/prompts/refine.js';
import type { PromptModule } from '../../core/prompts/define.js';
import type { LanguageModel } from '../../core/providers/types.js';
import type { ChunkInput, ChunkRefiner } from './types.js';

export class LlmRefiner implements ChunkRefiner {
  readonly id: string;
  readonly version: string;

  constructor(
    private readonly model: LanguageModel,
    private readonly prompt: PromptModule<RefineVars> = refinePrompt,
    /** max_tokens of an abstract (half of config openai.maxTokens.extraction). */
    private readonly maxTokens = 1024,
  ) {
    this.id = model.id;
    this.version = prompt.version;
  }

  /** The abstract; an empty reply falls back to the chunk text so tier 2 still sees the facts. */
  async refine(chunk: ChunkInput, signal?: AbortSignal): Promise<string> {
    const req = this.prompt.request(
      {
        company: chunk.meta.company ?? 'unknown',
        ticker: chunk.meta.ticker ?? 'unknown',
        quarter: chunk.meta.quarter ?? 'unknown',
        year: chunk.meta.year ?? 'unknown',
        speaker: chunk.speaker ?? 'unknown',
        text: chunk.text,
      },
      { stage: 'refine', signal, maxTokens: this.maxTokens },
    );
    const reply = await this.model.complete(req);
    const text = reply.text.trim();
    return text || chunk.text;
  }
}
