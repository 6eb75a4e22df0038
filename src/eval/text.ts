/**
 * The offline scorer's view of text: content words and token F1. Tokens, stop words, numbers and
 * sentences are the shared ones (core/text: plainWords, STOP_AND_FILLER, numberValues,
 * splitSentences). What differs on purpose, and why:
 *   - stemming is core/text/stem.ts's `lightStem` (plurals and -ing/-ed/-ly only), not the
 *     answerer's `stem`: with `stem` ("priced" = "price", "grew" = "growth") the scorer finds
 *     more statements supported than RAGAS does, and its agreement with the RAGAS scores on the
 *     108 reference rows falls (Spearman faithfulness 0.14 -> 0.09, context precision 0.32 -> 0.25);
 *   - bare numbers are not content words: they are compared separately (numberValues), all of a
 *     statement's numbers must be in the context.
 * Pure and deterministic.
 */
import { numberValues } from '../core/text/quantities.js';
import { lightStem } from '../core/text/stem.js';
import { STOP_AND_FILLER } from '../core/text/stopwords.js';
import { plainWords } from '../core/text/tokenize.js';

/** Stemmed content words: no stop words, no bare numbers (numbers are compared separately). */
export function contentWords(text: string): string[] {
  return plainWords(text)
    .filter((t) => !STOP_AND_FILLER.has(t) && !/^\d+$/.test(t) && t.length > 1)
    .map(lightStem);
}

/** Fraction of `needles` found in `hay` (1 when there are no needles: nothing to contradict). */
export function coverage(needles: readonly string[], hay: ReadonlySet<string>): number {
  if (needles.length === 0) return 1;
  let hit = 0;
  for (const n of needles) if (hay.has(n)) hit++;
  return hit / needles.length;
}

/** Token-level F1 (SQuAD style) over lower-cased word tokens, stop words kept out. */
export function tokenF1(prediction: string, reference: string): number {
  const p = contentWords(prediction).concat(numberValues(prediction));
  const r = contentWords(reference).concat(numberValues(reference));
  if (p.length === 0 && r.length === 0) return 1;
  if (p.length === 0 || r.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of r) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of p) {
    const c = counts.get(t) ?? 0;
    if (c > 0) { common++; counts.set(t, c - 1); }
  }
  if (common === 0) return 0;
  const precision = common / p.length;
  const recall = common / r.length;
  return (2 * precision * recall) / (precision + recall);
}
