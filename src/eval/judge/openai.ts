/**
 * The LLM judge: each RAGAS step is one prompt module (src/prompts/judge-*.ts) sent through
 * `completeJson`, so replies are cached by the provider (a rerun costs nothing and an interrupted
 * run resumes), validated with zod, repaired once, and quarantined when still invalid. A step
 * whose reply is unusable raises JudgeFailure and the metric becomes NaN for that question.
 */
import { createHash } from 'node:crypto';
import type { ZodType } from 'zod';
import { resolvePrompt, type PromptModule } from '../../core/prompts/define.js';
import { JUDGE_STATEMENTS_PROMPT } from '../../core/prompts/judge-statements.js';
import { JUDGE_FAITHFULNESS_PROMPT } from '../../core/prompts/judge-faithfulness.js';
import { JUDGE_RELEVANCY_PROMPT } from '../../core/prompts/judge-relevancy.js';
import { JUDGE_PRECISION_PROMPT } from '../../core/prompts/judge-precision.js';
import { JUDGE_RECALL_PROMPT } from '../../core/prompts/judge-recall.js';
import { JUDGE_CHOICE_PROMPT } from '../../core/prompts/judge-choice.js';
import { completeJson } from '../../core/providers/structured.js';
import type { Completion, CompletionRequest, LanguageModel } from '../../core/providers/types.js';
import type { Db } from '../../core/store/db.js';
import { costOf, type PriceTable } from '../../core/providers/ledger.js';
import { JudgeFailure, type Judge, type RelevancyQuestions } from './types.js';

export interface OpenAiJudgeDeps {
  model: LanguageModel;
  /** For completeJson's quarantine of unusable replies. */
  db: Db;
  /** Prompt overrides from config (`prompts: { id: file }`). */
  promptOverrides?: Record<string, string>;
  /** Generated questions for answer relevancy (RAGAS uses 3). */
  relevancyQuestions?: number;
  /** USD per 1M tokens by model name (config openai.prices), for per-question cost. */
  prices?: PriceTable;
  /** max_tokens of every judge request (config openai.maxTokens.judge). */
  maxTokens?: number;
}

const itemId = (...parts: readonly string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);

export function createOpenAiJudge(deps: OpenAiJudgeDeps): Judge {
  const used = { promptTokens: 0, completionTokens: 0, costUsd: 0 };
  const modelName = deps.model.id.replace(/^openai:/, '');
  // Count tokens actually spent: cached replies cost nothing.
  const model: LanguageModel = {
    id: deps.model.id,
    async complete(req: CompletionRequest): Promise<Completion> {
      const c = await deps.model.complete(req);
      if (!c.cached) {
        used.promptTokens += c.usage.promptTokens;
        used.completionTokens += c.usage.completionTokens;
        used.costUsd += costOf(deps.prices ?? {}, modelName, c.usage) ?? 0;
      }
      return c;
    },
  };
  const p = <V>(m: PromptModule<V>): PromptModule<V> => resolvePrompt(m, deps.promptOverrides ?? {});
  const ask = async <V, T>(prompt: PromptModule<V>, vars: V, schema: ZodType<T>, id: string): Promise<T> => {
    const r = await completeJson(model, p(prompt).request(vars, { stage: 'judge', maxTokens: deps.maxTokens ?? 1024 }), schema, { db: deps.db, itemId: `${prompt.id}:${id}` });
    if (!r.ok) throw new JudgeFailure(`${prompt.id}: ${r.error}`);
    return r.value;
  };
  const aligned = <T>(what: string, got: readonly T[], want: number): readonly T[] => {
    if (got.length !== want) throw new JudgeFailure(`${what}: ${got.length} verdicts for ${want} items`);
    return got;
  };
  const n = deps.relevancyQuestions ?? 3;
  return {
    id: `openai:${modelName}`,
    async statements(question, answer) {
      const v = await ask(JUDGE_STATEMENTS_PROMPT, { question, answer }, JUDGE_STATEMENTS_PROMPT.schema as ZodType<{ statements: string[] }>, itemId(question, answer));
      return v.statements;
    },
    async supported(statements, context) {
      const v = await ask(JUDGE_FAITHFULNESS_PROMPT, { context, statements }, JUDGE_FAITHFULNESS_PROMPT.schema as ZodType<{ verdicts: Array<{ verdict: 0 | 1 }> }>, itemId(context, ...statements));
      return aligned('judge.faithfulness', v.verdicts, statements.length).map((x) => x.verdict === 1);
    },
    async answerQuestions(answer): Promise<RelevancyQuestions> {
      const v = await ask(JUDGE_RELEVANCY_PROMPT, { answer, n }, JUDGE_RELEVANCY_PROMPT.schema as ZodType<RelevancyQuestions>, itemId(answer, String(n)));
      return { questions: v.questions.slice(0, n), noncommittal: v.noncommittal };
    },
    async useful(question, groundTruth, contexts) {
      const out: boolean[] = [];
      for (const context of contexts) {
        const v = await ask(JUDGE_PRECISION_PROMPT, { question, groundTruth, context }, JUDGE_PRECISION_PROMPT.schema as ZodType<{ verdict: 0 | 1 }>, itemId(question, groundTruth, context));
        out.push(v.verdict === 1);
      }
      return out;
    },
    async attributed(question, sentences, context) {
      const v = await ask(JUDGE_RECALL_PROMPT, { question, context, sentences }, JUDGE_RECALL_PROMPT.schema as ZodType<{ classifications: Array<{ attributed: 0 | 1 }> }>, itemId(question, context, ...sentences));
      return aligned('judge.recall', v.classifications, sentences.length).map((x) => x.attributed === 1);
    },
    async pickOption(question, options, context) {
      const v = await ask(JUDGE_CHOICE_PROMPT, { question, options, context }, JUDGE_CHOICE_PROMPT.schema as ZodType<{ answer: string }>, itemId(question, context, ...options));
      const i = v.answer.toUpperCase().charCodeAt(0) - 65;
      if (i < 0 || i >= options.length) throw new JudgeFailure(`judge.choice: option ${v.answer} does not exist`);
      return i;
    },
    usage: () => ({ ...used }),
    fork: () => createOpenAiJudge(deps),
  };
}
