/**
 * The `openai` answerer: the answer prompt over numbered, delimited passages; citations are the
 * [n] markers the model wrote that point at real passages.
 */
import { resolvePrompt, type PromptModule } from '../../core/prompts/define.js';
import { ANSWER_PROMPT, isNotInContext, type AnswerVars } from '../../core/prompts/answer.js';
import type { LanguageModel } from '../../core/providers/types.js';
import { subQuestionOf } from '../retrieve/kgar-retriever.js';
import { isGraphLines, type Context } from '../retrieve/types.js';
import type { Answer, Answerer } from './types.js';
import { CITATION_MARKER } from '../../core/text/citation-markers.js';

/** The [n] markers of a text ("[1]", "[2][3]", "[1, 4]"), in order of first appearance. */
export function parseCitations(text: string, max: number): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(CITATION_MARKER)) {
    for (const s of m[1]!.split(/[,;]/)) {
      const n = Number(s.trim());
      if (n >= 1 && n <= max && !out.includes(n)) out.push(n);
    }
  }
  return out;
}

/** Passage numbers [n] → context positions [at[n-1] + 1]; numbers of no passage are dropped. */
export function toContextNumbers(text: string, at: readonly number[]): string {
  return text.replace(/(\s?)\[(\d+(?:\s*[,;]\s*\d+)*)\]/g, (_whole, lead: string, list: string) => {
    const nums = list.split(/[,;]/).map((p) => at[Number(p.trim()) - 1]).filter((i): i is number => i !== undefined).map((i) => i + 1);
    return nums.length ? `${lead}[${[...new Set(nums)].join(', ')}]` : '';
  });
}

/** "TCS.pdf, Tata Consultancy Services, Q1 FY24, p. 3" — what the model sees as a passage source. */
export function passageSource(c: Context): string {
  const when = [c.quarter, c.year].filter(Boolean).join(' ');
  const pages = c.pages.length > 0 ? `p. ${c.pages.join(', ')}` : '';
  return [c.document, c.company, when, pages, isGraphLines(c) ? 'knowledge graph' : c.channel === 'graph' ? 'entity-graph walk' : ''].filter(Boolean).join(', ');
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
    // Only evidence is numbered: kgar's sub-questions go to the model as the parts to cover, so a
    // model citing [1] cites a real passage. `at[i]` is the context position of passage i + 1.
    const at = contexts.flatMap((c, i) => (c.kind === 'subquery' ? [] : [i]));
    const passages = at.map((i) => ({ text: contexts[i]!.text, source: passageSource(contexts[i]!) }));
    const subQuestions = contexts.filter((c) => c.kind === 'subquery').map((c) => subQuestionOf(c.text));
    const req = this.prompt.request({ question, passages, ...(subQuestions.length ? { subQuestions } : {}) }, { stage: 'answer', maxTokens: this.opts.maxTokens ?? 600, signal });
    const reply = await this.opts.model.complete(req);
    // The text and the cited numbers speak of context positions, as every answerer's do.
    const text = toContextNumbers(reply.text.trim(), at);
    const truncated = reply.finishReason === 'length';
    return { text, cited: parseCitations(text, contexts.length), refused: isNotInContext(text), ...(truncated ? { truncated } : {}) };
  }
}
