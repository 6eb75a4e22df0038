/**
 * Evidence coverage, the retrieval issue's definition: the fraction of the ground truth's word
 * trigrams (lower-cased alphanumeric tokens) present in the joined contexts; a question counts as
 * covered when coverage ≥ 0.7, and evidence recall is the share of covered questions.
 */
import { wordTokens } from '../text.js';

export const COVERED_AT = 0.7;

function trigrams(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) out.push(`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`);
  return out;
}

/** Pure: fraction of the ground truth's trigrams found in the contexts; NaN when it has none. */
export function coverage(groundTruth: string, contexts: readonly string[]): number {
  const need = trigrams(wordTokens(groundTruth));
  if (need.length === 0) return Number.NaN;
  const have = new Set(trigrams(wordTokens(contexts.join(' \n '))));
  return need.filter((t) => have.has(t)).length / need.length;
}

/** Pure: 1 when covered, 0 when not, NaN when the ground truth is too short to have trigrams. */
export function score(groundTruth: string, contexts: readonly string[]): number {
  const c = coverage(groundTruth, contexts);
  return Number.isNaN(c) ? c : c >= COVERED_AT ? 1 : 0;
}
