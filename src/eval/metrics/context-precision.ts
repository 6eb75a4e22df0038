/**
 * Context precision with reference (RAGAS): each retrieved item, in rank order, is judged useful
 * for reaching the ground truth (v_k ∈ {0,1}); score = Σ_k precision@k · v_k / Σ_k v_k. Order
 * matters: useful items ranked first score higher. No useful item → 0; no items → NaN.
 */
import type { Judge } from '../judge/types.js';

/** Pure: average precision over the useful ranks. */
export function score(useful: readonly boolean[]): number {
  if (useful.length === 0) return Number.NaN;
  let hits = 0;
  let sum = 0;
  useful.forEach((v, i) => {
    if (!v) return;
    hits++;
    sum += hits / (i + 1);
  });
  return hits === 0 ? 0 : sum / hits;
}

/** The model step: one usefulness verdict per context item. */
export async function judgeContextPrecision(
  judge: Judge,
  s: { question: string; groundTruth: string; contexts: readonly string[] },
): Promise<boolean[]> {
  if (s.contexts.length === 0) return [];
  return judge.useful(s.question, s.groundTruth, s.contexts);
}

/**
 * Precision split by channel: the same verdicts scored over the vector items and the graph items
 * separately (each in its own rank order). Explains a hybrid mode's precision drop when the graph
 * items it appends are judged less useful.
 */
export function scoreByChannel(
  useful: readonly boolean[],
  channels: readonly ('vector' | 'graph')[],
): { vector: number; graph: number } {
  const pick = (c: 'vector' | 'graph'): boolean[] => useful.filter((_, i) => channels[i] === c);
  return { vector: score(pick('vector')), graph: score(pick('graph')) };
}
