/**
 * The user's own vocabulary files the question readers read beside the shipped ones: metrics (the
 * search terms, the answerer) and segment kinds (which business a question asks in other words).
 */
import { useMetricFiles } from './metrics.js';
import { useSegmentFiles } from './segment-kinds.js';

/** Read `vocabulary.metrics` and `vocabulary.segments` of the config from now on. */
export function useVocabularyFiles(vocabulary: { metrics?: readonly string[]; segments?: readonly string[] }): void {
  useMetricFiles(vocabulary.metrics ?? []);
  useSegmentFiles(vocabulary.segments ?? []);
}
