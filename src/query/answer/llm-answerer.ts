/**
 * The `openai` answerer: the answer prompt over numbered, delimited passages; citations are the
 * [n] markers the model wrote that point at real passages.
 */
import { resolvePrompt, type PromptModule } from '../../core/prompts/define.js';
import { ANSWER_PROMPT, isNotInContext, type AnswerVars } from '../../core/prompts/answer.js';
import type { LanguageModel } from '../../core/providers/types.js';
import type { Context } from '../retrieve/types.js';
import type { Answer, Answerer } from './types.js';

/** The [n] markers of a text ("[1]", "[2][3]", "[1, 4]"), in order of first appearance. */
export function parseCitations(text: string, max: number): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\[(\d+(?:\s*[,;]\s*\d+)*)\]/g)) {
    for (const s of m[1]!.split(/[,;]/)) {
      const n = Number(s.trim());
      if (n >= 1 && n <= max && !out.includes(n)) out.push(n);
    }
  }
  return out;
}

/** "TCS.pdf, Tata Consultancy Services, Q1 FY24, p. 3" — what the model sees as a passage source. */
export function passageSource(c: Context): string {
  const when = [c.quarter, c.year].filter(Boolean).join(' ');
  const pages = c.pages.length > 0 ? `p. ${c.pages.join(', ')}` : '';
  return [c.document, c.company, when, pages, c.channel === 'graph' ? 'knowledge graph' : ''].filter(Boolean).join(', ');
}

export interface LlmAnswererOptions {
  model: LanguageModel;
  /** config.prompts: prompt id → override file. */
  promptOverrides?: Record<string, string>;
  maxTokens?: number;
}

export class LlmAnswerer implements Answerer {
  readonly id: string;
  private readonly prompt: PromptModule<AnswerVars>;

  constructor(private readonly opts: LlmAnswererOptions) {
    this.prompt = resolvePrompt(ANSWER_PROMPT, opts.promptOverrides ?? {});
    this.id = `llm:${opts.model.id}:${this.prompt.id}@${this.prompt.version}`;
  }

  async answer(question: string, contexts: readonly Context[], signal?: AbortSignal): Promise<Answer> {
    const passages = contexts.map((c) => ({ text: c.text, source: passageSource(c) }));
    const req = this.prompt.request({ question, passages }, { stage: 'answer', maxTokens: this.opts.maxTokens ?? 600, signal });
    const reply = await this.opts.model.complete(req);
    const text = reply.text.trim();
    const truncated = reply.finishReason === 'length';
    return { text, cited: parseCitations(text, contexts.length), refused: isNotInContext(text), ...(truncated ? { truncated } : {}) };
  }
}
