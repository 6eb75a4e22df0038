/**
 * Evidence recall: does the context handed to the answerer contain the ground-truth answer?
 * For a ground-truth answer G, coverage = the fraction of G's word trigrams (lower-cased
 * alphanumeric tokens) present in the joined contexts; the question is covered when coverage ≥ 0.7;
 * evidence recall = the share of questions covered. Pure.
 */

import { plainWords } from '../../core/text/tokenize.js';

export const COVERAGE_THRESHOLD = 0.7;

/** The set of word trigrams of a text (one bigram/unigram when the text is shorter). */
export function trigrams(text: string): Set<string> {
  const t = plainWords(text);
  const out = new Set<string>();
  if (t.length > 0 && t.length < 3) out.add(t.join(' '));
  for (let i = 0; i + 3 <= t.length; i++) out.add(`${t[i]} ${t[i + 1]} ${t[i + 2]}`);
  return out;
}

/**
 * How many of `want` (trigrams, as `trigrams` makes them) are word trigrams of the text whose
 * `plainWords` are `words`. Builds no set of the text's trigrams: only windows starting with a
 * first word of `want` are looked up (`firsts`, when a caller matching many texts has them already).
 */
export function trigramHits(want: ReadonlySet<string>, words: readonly string[], firsts: ReadonlySet<string> = firstWords(want)): number {
  if (words.length < 3) {
    const have = trigrams(words.join(' '));
    let hit = 0;
    for (const g of want) if (have.has(g)) hit++;
    return hit;
  }
  const seen = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) {
    if (!firsts.has(words[i]!)) continue;
    const k = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    if (want.has(k)) seen.add(k);
  }
  return seen.size;
}

/** The first word of each trigram. */
export function firstWords(grams: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const g of grams) out.add(g.split(' ', 1)[0]!);
  return out;
}

/**
 * Fraction of the answer's trigrams found in the contexts; NaN when the answer has no tokens
 * (cannot be scored, rather than a silent 0 or 1).
 */
export function coverage(groundTruth: string, contexts: readonly string[]): number {
  const want = trigrams(groundTruth);
  if (want.size === 0) return NaN;
  return trigramHits(want, plainWords(contexts.join('\n'))) / want.size;
}

export function isCovered(groundTruth: string, contexts: readonly string[], threshold = COVERAGE_THRESHOLD): boolean {
  return coverage(groundTruth, contexts) >= threshold;
}

export interface RecallSample {
  groundTruth: string;
  contexts: readonly string[];
}

/** Share of scorable samples covered; NaN when none is scorable. */
export function evidenceRecall(samples: readonly RecallSample[], threshold = COVERAGE_THRESHOLD): { recall: number; covered: number; scored: number } {
  let covered = 0;
  let scored = 0;
  for (const s of samples) {
    const c = coverage(s.groundTruth, s.contexts);
    if (Number.isNaN(c)) continue;
    scored++;
    if (c >= threshold) covered++;
  }
  return { recall: scored === 0 ? NaN : covered / scored, covered, scored };
}
