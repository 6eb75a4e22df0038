/** Multiple choice: pick the option the context supports (QuALITY-style accuracy). */
import { z } from 'zod';
import { DATA_INSTRUCTION, definePrompt, delimit } from './define.js';

export const ChoiceSchema = z.object({ answer: z.string().regex(/^[A-Za-z]$/) });

export const JUDGE_CHOICE_PROMPT = definePrompt<{ question: string; options: readonly string[]; context: string }>({
  id: 'judge.choice',
  version: '1',
  system: [
    'Answer a multiple-choice question about a document using the retrieved context.',
    'Pick the single best option.',
    DATA_INSTRUCTION,
    'Reply with JSON only: {"answer": "<letter>"}.',
  ].join('\n'),
  user: (v) =>
    `${delimit('context', v.context)}\n\nQuestion: ${v.question}\n${v.options.map((o, i) => `(${String.fromCharCode(65 + i)}) ${o}`).join('\n')}\n\nAnswer as JSON:`,
  schema: ChoiceSchema,
});
