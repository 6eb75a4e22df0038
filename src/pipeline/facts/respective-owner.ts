/**
 * Owners listed in the order of their figures, "respectively": "Revenue from key subsidiaries
 * UltraTech and Aditya Birla Capital grew by 17% and 26% respectively" — 17% is UltraTech's, 26%
 * Aditya Birla Capital's. Pure.
 */
import { figuresIn, type TextFigure } from '../../core/text/figures.js';
import { namesOtherThanCompany, type SegmentContext } from '../../core/text/segment.js';
import type { MetricLexicon } from '../../core/vocabulary/metric-lexicon.js';

const NAME = String.raw`\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3}`;
/** Two or more capitalised names listed: "A and B", "A, B and C". */
const NAME_LIST = new RegExp(`(${NAME}(?:\\s*,\\s*${NAME})*)\\s*,?\\s+and\\s+(${NAME})(?![\\p{L}\\p{N}])`, 'gu');

/** The owner the sentence lists in the place of figure `f` among the figures it lists "respectively"; null when it lists none so. */
export function respectiveOwner(sentence: string, f: TextFigure, ctx: SegmentContext, lexicon: MetricLexicon): string | null {
  const word = /\brespectively\b/i.exec(sentence);
  if (!word || f.start > word.index) return null;
  // The figures listed with f: each joined to the next by a comma or "and" alone.
  const figures = figuresIn(sentence).filter((x) => x.end <= word.index);
  const at = figures.findIndex((x) => x.start === f.start);
  if (at < 0) return null;
  const joined = (a: TextFigure, b: TextFigure): boolean => /^\s*(?:,|,?\s*and)\s*$/i.test(sentence.slice(a.end, b.start));
  let first = at;
  while (first > 0 && joined(figures[first - 1]!, figures[first]!)) first--;
  let last = at;
  while (last + 1 < figures.length && joined(figures[last]!, figures[last + 1]!)) last++;
  const count = last - first + 1;
  if (count < 2) return null;
  // The last list of as many names before the figures, none a metric's name nor the company's.
  let names: string[] | null = null;
  for (const m of sentence.slice(0, figures[first]!.start).matchAll(NAME_LIST)) {
    const listed = [...m[1]!.split(/\s*,\s*/), m[2]!].map((n) => n.trim());
    if (listed.length === count) names = listed;
  }
  if (names === null || names.some((n) => lexicon.mentions(n).length > 0 || lexicon.mentions(n.toLowerCase()).length > 0 || namesOtherThanCompany(n, ctx) === null)) return null;
  return namesOtherThanCompany(names[at - first]!, ctx);
}
