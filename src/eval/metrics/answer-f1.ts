/** Answer F1: token-level F1 of the answer against the ground truth (content words and numbers). */
import { tokenF1 } from '../text.js';

/** Pure: NaN when there is no reference to compare with. */
export function score(answer: string, groundTruth: string): number {
  if (groundTruth.trim() === '') return Number.NaN;
  return tokenF1(answer, groundTruth);
}
