/**
 * Context recall step (RAGAS): for each sentence of the reference answer, can it be attributed to
 * the retrieved context? One verdict per sentence, in order.
 */
import { z } from 'zod';
import { DATA_INSTRUCTION, definePrompt, delimit } from './define.js';

export const AttributionSchema = z.object({
  classifications: z.array(z.object({ sentence: z.string(), reason: z.string().optional(), attributed: z.union([z.literal(0), z.literal(1)]) })),
});

export const JUDGE_RECALL_PROMPT = definePrompt<{ question: string; context: string; sentences: readonly string[] }>({
  id: 'judge.recall',
  version: '1',
  system: [
    'You check whether each sentence of a reference answer is supported by a retrieved context from an earnings-call transcript.',
    'For each sentence give attributed 1 if the context contains the information, else 0. One entry per sentence, in order.',
    DATA_INSTRUCTION,
    'Reply with JSON only: {"classifications": [{"sentence": "...", "reason": "...", "attributed": 0 or 1}]}.',
  ].join('\n'),
  user: (v) =>
    `Question: ${v.question}\n\n${delimit('context', v.context)}\n\nReference answer sentences:\n${v.sentences.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\nClassifications as JSON:`,
  schema: AttributionSchema,
});
