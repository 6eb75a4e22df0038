/**
 * Answer relevancy (RAGAS): questions are generated from the answer and embedded; the score is the
 * mean cosine similarity of their embeddings to the real question's, and 0 for a noncommittal
 * answer ("I don't know" answers nothing, however similar its words).
 */
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

/** The judge's step: questions generated from the answer (no embedding yet). */
export async function generateQuestions(judge: Judge, s: { answer: string }): Promise<{ questions: string[]; noncommittal: boolean }> {
  if (s.answer.trim() === '') return { questions: [], noncommittal: true };
  return judge.answerQuestions(s.answer);
}

/** The texts whose embeddings score relevancy: the question, then the generated questions (none when nothing was generated). */
export function textsToEmbed(question: string, generated: readonly string[]): string[] {
  return generated.length === 0 ? [] : [question, ...generated];
}

/** Similarities of the generated questions to the asked question, from the vectors of `textsToEmbed`. */
export function similaritiesOf(vectors: readonly Float32Array[]): number[] {
  const [q, ...gen] = vectors;
  return gen.map((g) => cosine(q!, g));
}
