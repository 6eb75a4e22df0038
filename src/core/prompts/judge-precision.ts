/**
 * Context precision step (RAGAS, with reference): was this one context item useful in arriving at
 * the reference answer? Asked once per retrieved item; the metric then weighs the verdicts by rank.
 */
import { z } from 'zod';
import { DATA_INSTRUCTION, definePrompt, delimit } from './define.js';

export const UsefulVerdictSchema = z.object({ reason: z.string().optional(), verdict: z.union([z.literal(0), z.literal(1)]) });

export const JUDGE_PRECISION_PROMPT = definePrompt<{ question: string; groundTruth: string; context: string }>({
  id: 'judge.precision',
  version: '1',
  system: [
    'You judge retrieval for question answering over earnings-call transcripts.',
    'Given a question, its reference answer and one retrieved context, give verdict 1 if the context was useful in arriving at the reference answer, else 0.',
    DATA_INSTRUCTION,
    'Reply with JSON only: {"reason": "...", "verdict": 0 or 1}.',
  ].join('\n'),
  user: (v) => `Question: ${v.question}\nReference answer: ${v.groundTruth}\n\n${delimit('context', v.context)}\n\nVerdict as JSON:`,
  schema: UsefulVerdictSchema,
});
