/**
 * The answer prompt (openai answerer): answer from the numbered passages only, cite them as [n],
 * and say so plainly when they do not hold the answer. Passages are delimited as data.
 */
import { DATA_INSTRUCTION, definePrompt, delimitPassages } from './define.js';
import { NOT_IN_CONTEXT } from './not-in-context.js';

export { isNotInContext, NOT_IN_CONTEXT } from './not-in-context.js';

export interface AnswerVars {
  question: string;
  passages: { text: string; source: string }[];
  /** The parts a multi-hop question was split into (kgar): guidance, not passages, never numbered. */
  subQuestions?: string[];
}

export const ANSWER_PROMPT = definePrompt<AnswerVars>({
  id: 'answer',
  version: '1',
  system: [
    'You answer questions about company earnings-call transcripts for a financial analyst.',
    'Use ONLY the numbered passages in <passage> tags; do not use outside knowledge.',
    'Cite every claim with the passage number in square brackets, e.g. [1] or [2][3].',
    `If the passages do not contain the answer, reply exactly: "${NOT_IN_CONTEXT}"`,
    'Keep figures, units and periods exactly as the passages state them. Be concise.',
    DATA_INSTRUCTION,
  ].join('\n'),
  user: (v) =>
    `${delimitPassages(v.passages)}\n\nQuestion: ${v.question}\n` +
    (v.subQuestions?.length ? `To answer it, cover these parts (they are not passages: cite only passage numbers):\n${v.subQuestions.map((q) => `- ${q}`).join('\n')}\n` : '') +
    'Answer (with [n] citations):',
});
