/**
 * Every prompt module of the product, so that a `prompts` entry in the config naming no prompt
 * (a typo such as "extract.triplet") is reported instead of silently ignored. Add new prompt
 * modules here.
 */
import { ANSWER_PROMPT } from './answer.js';
import type { PromptModule } from './define.js';
import { JUDGE_CHOICE_PROMPT } from './judge-choice.js';
import { JUDGE_FAITHFULNESS_PROMPT } from './judge-faithfulness.js';
import { JUDGE_PRECISION_PROMPT } from './judge-precision.js';
import { JUDGE_RECALL_PROMPT } from './judge-recall.js';
import { JUDGE_RELEVANCY_PROMPT } from './judge-relevancy.js';
import { JUDGE_STATEMENTS_PROMPT } from './judge-statements.js';
import { refinePrompt } from './refine.js';
import { tripletPrompt } from './triplets.js';
import { factsPrompt } from './facts.js';

export const ALL_PROMPTS: readonly PromptModule<never>[] = [
  refinePrompt,
  tripletPrompt,
  factsPrompt,
  ANSWER_PROMPT,
  JUDGE_STATEMENTS_PROMPT,
  JUDGE_FAITHFULNESS_PROMPT,
  JUDGE_RELEVANCY_PROMPT,
  JUDGE_PRECISION_PROMPT,
  JUDGE_RECALL_PROMPT,
  JUDGE_CHOICE_PROMPT,
];

/** One warning per `prompts` entry whose id names no prompt module. */
export function unknownPromptOverrides(overrides: Record<string, string>, prompts: readonly { id: string }[] = ALL_PROMPTS): string[] {
  const known = new Set(prompts.map((p) => p.id));
  return Object.keys(overrides)
    .filter((id) => !known.has(id))
    .map((id) => `config "prompts" names no prompt "${id}" (the entry is ignored); prompt ids: ${[...known].sort().join(', ')}`);
}
