/**
 * Faithfulness step 1 (RAGAS): break an answer into short standalone statements, pronouns replaced
 * by what they refer to, so each can be checked against the context on its own.
 */
import { z } from 'zod';
import { definePrompt } from './define.js';

export const StatementsSchema = z.object({ statements: z.array(z.string().min(1)) });

export const JUDGE_STATEMENTS_PROMPT = definePrompt<{ question: string; answer: string }>({
  id: 'judge.statements',
  version: '1',
  system: [
    'You split an answer into simple standalone statements for fact checking.',
    'Each statement makes exactly one claim and can be understood without the others: replace pronouns with the entity they refer to.',
    'Keep figures, units and periods exactly as written. Do not add claims that are not in the answer.',
    'If the answer makes no claim (for example it says it does not know), return an empty list.',
    'Reply with JSON only: {"statements": ["...", "..."]}.',
  ].join('\n'),
  user: (v) => `Question: ${v.question}\nAnswer: ${v.answer}\n\nStatements as JSON:`,
  schema: StatementsSchema,
});
