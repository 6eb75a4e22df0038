/**
 * Evidence recall, exactly the retrieval issue's definition (src/retrieve/evidence-recall.ts, reused
 * rather than restated): the ground truth's word trigrams found in the joined contexts give the
 * coverage; a question is covered when coverage ≥ 0.7; evidence recall is the share covered.
 * Per question the score is 1 (covered) or 0, so its mean over questions is evidence recall.
 */
import { COVERAGE_THRESHOLD, coverage as trigramCoverage } from '../../query/retrieve/evidence-recall.js';

export const COVERED_AT = COVERAGE_THRESHOLD;

/** Pure: fraction of the ground truth's trigrams in the contexts; NaN when it has no tokens. */
export function coverage(groundTruth: string, contexts: readonly string[]): number {
  return trigramCoverage(groundTruth, contexts);
}

/** Pure: 1 when covered, 0 when not, NaN when the ground truth has no tokens. */
export function score(groundTruth: string, contexts: readonly string[]): number {
  const c = coverage(groundTruth, contexts);
  return Number.isNaN(c) ? c : c >= COVERED_AT ? 1 : 0;
}
