/**
 * Owners listed in the order of their figures, "respectively": "Revenue from key subsidiaries
 * UltraTech and Aditya Birla Capital grew by 17% and 26% respectively" — 17% is UltraTech's, 26%
 * Aditya Birla Capital's; and measure bases listed so ("Reported and organic net sales … up 6.2% and
 * 8.1%, respectively"). Pure.
 */
import type { TextFigure } from '../../core/text/figures.js';
import { respectivePlace } from '../../core/text/respective-list.js';
import { namesOtherThanCompany, type SegmentContext } from '../../core/text/segment.js';
import type { MetricLexicon } from '../../core/vocabulary/metric-lexicon.js';
import type { MeasureBasis } from '../../core/fact.js';
import type { MeasureMark } from '../../core/vocabulary/measure-words.js';

const NAME = String.raw`\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3}`;
/** Two or more capitalised names listed: "A and B", "A, B and C". */
const NAME_LIST = new RegExp(`(${NAME}(?:\\s*,\\s*${NAME})*)\\s*,?\\s+and\\s+(${NAME})(?![\\p{L}\\p{N}])`, 'gu');

/** The owner the sentence lists in the place of figure `f` among the figures it lists "respectively"; null when it lists none so. */
export function respectiveOwner(sentence: string, f: TextFigure, ctx: SegmentContext, lexicon: MetricLexicon): string | null {
  const place = respectivePlace(sentence, f);
  if (!place) return null;
  // The last list of as many names before the figures, none a metric's name nor the company's.
  let names: string[] | null = null;
  for (const m of sentence.slice(0, place.start).matchAll(NAME_LIST)) {
    const listed = [...m[1]!.split(/\s*,\s*/), m[2]!].map((n) => n.trim());
    if (listed.length === place.count) names = listed;
  }
  if (names === null || names.some((n) => lexicon.mentions(n).length > 0 || lexicon.mentions(n.toLowerCase()).length > 0 || namesOtherThanCompany(n, ctx) === null)) return null;
  return namesOtherThanCompany(names[place.at]!, ctx);
}

/** Qualifier words listed right before a name: "Reported and organic", "GAAP, adjusted and core". */
const WORD_LIST = /(?<![\p{L}\p{N}-])((?:[\p{L}-]+\s*,\s*)*[\p{L}-]+\s*,?\s+and\s+[\p{L}-]+)\s+$/u;

/**
 * The measure basis of figure `f` of the metric named at `mention` when the sentence lists its
 * figures "respectively" after as many basis words before the name, in their order: "Reported and
 * organic net sales … were up 6.2% and 8.1%, respectively" — 6.2% is reported, 8.1% organic
 * (adjusted). Undefined when the sentence lists none so (the words around the figure decide).
 */
export function respectiveMeasure(sentence: string, mention: { start: number; end: number }, f: Pick<TextFigure, 'start'>, marks: readonly MeasureMark[]): MeasureBasis | undefined {
  const place = respectivePlace(sentence, f);
  if (!place || mention.start > place.start) return undefined;
  // The metric's own name starts after the basis words that open the name ("organic net sales").
  let core = mention.start;
  for (const k of marks) if (k.as === 'before' && k.start === core && k.end < mention.end) core = k.end + (/^\s*/.exec(sentence.slice(k.end))?.[0].length ?? 0);
  const list = WORD_LIST.exec(sentence.slice(0, core));
  if (!list) return undefined;
  const words = [...list[1]!.matchAll(/[\p{L}-]+/gu)].filter((w) => !/^and$/i.test(w[0])).map((w) => list.index + (w.index ?? 0));
  if (words.length !== place.count) return undefined;
  const bases = words.map((at) => marks.find((k) => k.as === 'before' && k.start <= at && k.end > at)?.basis);
  return bases.every((b) => b !== undefined) ? bases[place.at] : undefined;
}
