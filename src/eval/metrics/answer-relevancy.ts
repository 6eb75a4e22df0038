/**
 * Answer relevancy (RAGAS): questions are generated from the answer and embedded; the score is the
 * mean cosine similarity of their embeddings to the real question's, and 0 for a noncommittal
 * answer ("I don't know" answers nothing, however similar its words).
 */
import type { Embedder } from '../../core/providers/types.js';
import type { Judge } from '../judge/types.js';

export interface RelevancyVerdicts {
  questions: string[];
  noncommittal: boolean;
  /** Cosine similarity of each generated question to the asked question. */
  similarities: number[];
}

/** Cosine similarity of two vectors (not assumed unit length). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
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
