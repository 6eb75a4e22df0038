/**
 * Offline context-precision verdicts: is a retrieved item useful for reaching the ground truth?
 *
 * The ground truth's terms are its distinct content words (stemmed, stop words out) and numbers.
 * An item is useful when it holds at least `minTerms` of them, or all of them when the ground
 * truth has fewer: a short reply ("Primarily, US and Europe") must be there whole, a long one
 * needs a substantive piece of itself in the item, not most of it (an item that carries part of
 * the reply, or the exchange it belongs to, helps a reader reach it).
 *
 * Why an absolute count and not a share of the ground truth: on the paper's 108 reference rows a
 * share-based rule (the earlier "holds 80% of one ground-truth sentence") agreed poorly with
 * gpt-3.5-turbo (Spearman 0.15), which also calls items useful that share a few key terms with a
 * long reply. The count is chosen on a seeded half of those rows and checked on the other half
 * (`npx tsx bench/judge.ts`); the agreement stays modest (see the README's eval section).
 * Pure and deterministic.
 */
import { numberValues } from '../../core/text/quantities.js';
import { contentWords } from '../text.js';
import { defaultConfig } from '../../core/config/shape.js';

/**
 * The count the bench's tuning half picks (`npx tsx bench/judge.ts`, seed 42, candidates 1–12):
 * the default of config judge.usefulTerms, so that `eval` and the bench's full-set figure use the
 * same verdicts.
 */
export const USEFUL_TERMS_DEFAULT = defaultConfig().judge.usefulTerms;

/** Distinct comparison terms of a text: stemmed content words and canonical numbers. */
export function terms(text: string): string[] {
  return [...new Set([...contentWords(text), ...numberValues(text)])];
}

/** How many of `needles` (distinct terms) the item's term set holds. */
export function termHits(needles: readonly string[], itemTerms: ReadonlySet<string>): number {
  let hits = 0;
  for (const t of needles) if (itemTerms.has(t)) hits++;
  return hits;
}

/**
 * One verdict per item, in order. A ground truth without any term (empty, punctuation) makes no
 * item useful: there is nothing to reach.
 */
export function usefulVerdicts(groundTruth: string, contexts: readonly string[], minTerms: number): boolean[] {
  if (!Number.isInteger(minTerms) || minTerms < 1) throw new RangeError(`minTerms must be a positive integer, got ${minTerms}`);
  const gt = terms(groundTruth);
  const need = Math.min(minTerms, gt.length);
  return contexts.map((c) => need > 0 && termHits(gt, new Set(terms(c))) >= need);
}
