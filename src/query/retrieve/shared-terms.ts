/**
 * The words a comparison's entities state their figures in. A comparison asks every company (or
 * period) for the same metric, and companies state a metric in much the same words ("attrition",
 * "branches", "net interest margin") even when the question uses none of them ("how many staff
 * are leaving", "who is growing its physical network faster"). Among the sentences holding a
 * figure in each entity's retrieved chunks, the words every entity has — weighted by how high the
 * chunk ranked and by how rare the word is in the corpus — point to the metric the question means.
 * Each entity is then searched again with them (see entity-contexts.ts).
 *
 * Left out: the question's own words, the compared names, words holding digits, stop words and
 * call filler, units ("crore", "bps"), the words figures are reported with ("grew", "year-on-year"),
 * and names (a word capitalised wherever it is not at a sentence start).
 *
 * Measured with bench/multi.ts on comparisons written after it (Nifty-50, first contact): the
 * hand evidence is in every company's contexts more often (hybrid 0.750 → 0.800, kgar 0.775 →
 * 0.875); the offline answerer's quoted figure holds the metric as often as before. Scoring the
 * answer's sentences by these words too was tried and dropped: it helped on the questions it was
 * built with and hurt on fresh ones.
 */
import { splitSentences } from '../../core/text/sentences.js';
import { stem } from '../../core/text/stem.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { isUnitWord } from '../../core/text/quantities.js';
import { contentTokens, wordTokens } from '../../core/text/tokenize.js';
import type { LexicalIndex } from './lexical-index.js';

/** Words added to each entity's search. */
export const SHARED_TERMS = 3;

/**
 * The words, at most `SHARED_TERMS`, that every pool's figure sentences share, best first.
 * `pools`: per entity, its chunk texts best first (two or more pools, else none); `exclude`: text
 * whose words are never returned (the question, the names).
 */
export async function sharedTerms(pools: readonly (readonly string[])[], exclude: string, lexical: LexicalIndex): Promise<string[]> {
  if (pools.length < 2 || pools.some((p) => p.length === 0)) return [];
  const excluded = new Set(contentTokens(exclude).map(stem));
  const names = nameLikeWords(pools.flat());
  const surfaces = new Map<string, Map<string, number>>();
  const weights = pools.map((pool) => {
    const w = new Map<string, number>();
    pool.forEach((text, rank) => {
      for (const s of new Set(figureWords(text).filter((t) => !names.has(t)).map((t) => noteSurface(surfaces, t)))) {
        if (!excluded.has(s)) w.set(s, (w.get(s) ?? 0) + 1 / (rank + 1));
      }
    });
    return w;
  });
  const common = [...weights[0]!.keys()].filter((s) => weights.every((w) => w.has(s)));
  if (common.length === 0) return [];
  const words = new Map(common.map((s) => [s, commonest(surfaces.get(s)!)]));
  const { chunks, df } = await lexical.frequencies([...words.values()]);
  const idf = (word: string): number => Math.log(Math.max(chunks, 1) / Math.max(df.get(word) ?? 0, 1));
  return common
    .map((s) => ({ word: words.get(s)!, score: Math.min(...weights.map((w) => w.get(s)!)) * idf(words.get(s)!) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, SHARED_TERMS)
    .map((c) => c.word);
}

/**
 * How a figure is reported rather than what it measures ("grew", "year-on-year", "around"): every
 * figure sentence has them.
 */
const REPORTING = new Set(
  'grew grow growth increased increase declined decline rose fell improved higher lower compared versus previous last year quarter sequentially year-on-year quarter-on-quarter y-o-y q-o-q yoy qoq around approximately about nearly almost stood total overall'.split(' '),
);

/** The words of the text's sentences that hold a figure, without units and reporting words. */
function figureWords(text: string): string[] {
  return splitSentences(text)
    .filter((s) => /\d/.test(s))
    .flatMap(wordTokens)
    .filter((t) => t.length > 2 && /\p{L}/u.test(t) && !/\d/.test(t) && !STOP_AND_FILLER.has(t) && !isUnitWord(t) && !REPORTING.has(t));
}

/** The word's stem, noting the surface form seen. */
function noteSurface(surfaces: Map<string, Map<string, number>>, word: string): string {
  const s = stem(word);
  const forms = surfaces.get(s) ?? new Map<string, number>();
  forms.set(word, (forms.get(word) ?? 0) + 1);
  surfaces.set(s, forms);
  return s;
}

/** The form seen most often (ties: the first in alphabetical order, for determinism). */
function commonest(forms: ReadonlyMap<string, number>): string {
  return [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

/**
 * Lower-cased words the texts only ever write capitalised (a capital then small letters) away from
 * a sentence start: people, places, products. Acronyms ("NIM", "CASA") are metrics, not names.
 */
function nameLikeWords(texts: readonly string[]): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/(?<=[\p{Ll},;]\s+)(\p{L}[\p{Ll}]+)\b/gu)) {
      const w = m[1]!;
      (w[0] === w[0]!.toLowerCase() ? lower : capital).add(w.toLowerCase());
    }
  }
  return new Set([...capital].filter((w) => !lower.has(w)));
}
