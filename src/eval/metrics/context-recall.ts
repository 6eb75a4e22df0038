/**
 * Context recall (RAGAS): each ground-truth sentence is judged attributable to the retrieved
 * contexts or not; score = attributed / sentences. No sentence → NaN.
 */
import type { Judge } from '../judge/types.js';
import { splitSentences } from '../../core/text/sentences.js';

/** Pure: attributed / total. */
export function score(attributed: readonly boolean[]): number {
  if (attributed.length === 0) return Number.NaN;
  return attributed.filter(Boolean).length / attributed.length;
}

/** The model step: split the ground truth into sentences, one verdict each. */
export async function judgeContextRecall(
  judge: Judge,
  s: { question: string; groundTruth: string; contexts: readonly string[] },
): Promise<{ sentences: string[]; attributed: boolean[] }> {
  const sents = splitSentences(s.groundTruth);
  if (sents.length === 0) return { sentences: sents, attributed: [] };
  return { sentences: sents, attributed: await judge.attributed(s.question, sents, s.contexts.join('\n\n')) };
}
