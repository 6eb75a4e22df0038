/**
 * Answer relevancy (RAGAS): questions are generated from the answer and embedded; the score is the
 * mean cosine similarity of their embeddings to the real question's, and 0 for a noncommittal
 * answer ("I don't know" answers nothing, however similar its words).
 */
import type { Embedder } from '../../core/providers/types.js';
import { cosine } from '../../core/text/similarity.js';
import type { Judge } from '../judge/types.js';

export interface RelevancyVerdicts {
  questions: string[];
  noncommittal: boolean;
  /** Cosine similarity of each generated question to the asked question. */
  similarities: number[];
}

/** Pure: 0 when noncommittal, NaN when nothing was generated, else the mean similarity. */
export function score(v: RelevancyVerdicts): number {
  if (v.noncommittal) return 0;
  if (v.similarities.length === 0) return Number.NaN;
  return v.similarities.reduce((a, b) => a + b, 0) / v.similarities.length;
}

/** The model steps: generate questions from the answer, embed them with the question. */
export async function judgeAnswerRelevancy(
  judge: Judge,
  embedder: Embedder,
  s: { question: string; answer: string },
): Promise<RelevancyVerdicts> {
  if (s.answer.trim() === '') return { questions: [], noncommittal: true, similarities: [] };
  const { questions, noncommittal } = await judge.answerQuestions(s.answer);
  if (questions.length === 0) return { questions, noncommittal, similarities: [] };
  const [q, ...gen] = await embedder.embed([s.question, ...questions], { stage: 'judge' });
  return { questions, noncommittal, similarities: gen.map((g) => cosine(q!, g)) };
}
