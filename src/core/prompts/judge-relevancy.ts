/**
 * Answer relevancy step 1 (RAGAS): generate the questions this answer responds to, and flag a
 * noncommittal (evasive, "I don't know") answer. Relevancy then compares embeddings.
 */
import { z } from 'zod';
import { definePrompt } from './define.js';

export const RelevancyQuestionsSchema = z.object({
  questions: z.array(z.string().min(1)),
  noncommittal: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});

export const JUDGE_RELEVANCY_PROMPT = definePrompt<{ answer: string; n: number }>({
  id: 'judge.relevancy',
  version: '1',
  system: [
    'Given an answer from an earnings-call question-answering system, write the questions it answers.',
    'Also say whether the answer is noncommittal: evasive, vague or saying the information is not available ("I don\'t know", "the context does not say").',
    'Reply with JSON only: {"questions": ["...", ...], "noncommittal": true or false}.',
  ].join('\n'),
  user: (v) => `Answer: ${v.answer}\n\nWrite ${v.n} different questions this answer responds to, as JSON:`,
  schema: RelevancyQuestionsSchema,
});
