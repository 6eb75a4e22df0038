/**
 * Faithfulness step 2 (RAGAS): for each statement, can it be directly inferred from the context?
 * One verdict per statement, in order. The context is delimited as data.
 */
import { z } from 'zod';
import { DATA_INSTRUCTION, definePrompt, delimit } from './define.js';

export const FaithfulnessVerdictsSchema = z.object({
  verdicts: z.array(z.object({ statement: z.string(), reason: z.string().optional(), verdict: z.union([z.literal(0), z.literal(1)]) })),
});

export const JUDGE_FAITHFULNESS_PROMPT = definePrompt<{ context: string; statements: readonly string[] }>({
  id: 'judge.faithfulness',
  version: '1',
  system: [
    'You check statements against a context from a company earnings-call transcript.',
    'For each statement, give verdict 1 if it can be directly inferred from the context, 0 if it cannot (missing, different figure, different period, or contradicted).',
    'Return one verdict per statement, in the order given, with a short reason.',
    DATA_INSTRUCTION,
    'Reply with JSON only: {"verdicts": [{"statement": "...", "reason": "...", "verdict": 0 or 1}]}.',
  ].join('\n'),
  user: (v) => `${delimit('context', v.context)}\n\nStatements:\n${v.statements.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\nVerdicts as JSON:`,
  schema: FaithfulnessVerdictsSchema,
});
