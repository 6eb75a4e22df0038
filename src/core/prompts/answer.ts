/**
 * The answer prompt (openai answerer): answer from the numbered passages only, cite them as [n],
 * and say so plainly when they do not hold the answer. Passages are delimited as data.
 */
import { DATA_INSTRUCTION, definePrompt, delimitPassages } from './define.js';

export interface AnswerVars {
  question: string;
  passages: { text: string; source: string }[];
  /** The parts a multi-hop question was split into (kgar): guidance, not passages, never numbered. */
  subQuestions?: string[];
}

/** The sentence the model must use when the passages do not answer the question. */
export const NOT_IN_CONTEXT = 'The provided context does not contain the answer.';

/**
 * Whether a model's reply is that refusal: the sentence itself, alone or with a short preamble,
 * in any case and without its full stop (models rarely reply byte-exactly).
 */
export function isNotInContext(reply: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
  const r = norm(reply);
  return r.length < norm(NOT_IN_CONTEXT).length + 40 && r.includes(norm(NOT_IN_CONTEXT));
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
