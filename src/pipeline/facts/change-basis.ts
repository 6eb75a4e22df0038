/**
 * What a change is measured against, by the words of its sentence: a year before ("20%
 * year-on-year") or a quarter before ("4% sequentially"). Pure.
 */
import type { ChangeBasis } from '../../core/fact.js';
import type { TextFigure } from '../../core/text/figures.js';
import { QOQ, YOY } from '../../core/text/figure-cues.js';

/**
 * What a figure's change is measured against: the basis words nearest after it ("20% year-on-year
 * and 4% quarter-on-quarter"), else nearest before it, in its sentence.
 */
export function basisOf(sentence: string, f: TextFigure): ChangeBasis | null {
  const found: { basis: ChangeBasis; at: number }[] = [];
  for (const m of sentence.matchAll(YOY)) found.push({ basis: 'yoy', at: m.index ?? 0 });
  for (const m of sentence.matchAll(QOQ)) found.push({ basis: 'qoq', at: m.index ?? 0 });
  const after = found.filter((x) => x.at >= f.end).sort((a, b) => a.at - b.at)[0];
  if (after && !/\d/.test(sentence.slice(f.end, after.at))) return after.basis;
  const before = found.filter((x) => x.at < f.start).sort((a, b) => b.at - a.at)[0];
  return before?.basis ?? after?.basis ?? null;
}

/** Basis words right after the figure ("9% year-on-year"). */
export function basisNear(sentence: string, f: TextFigure): boolean {
  return /^\s*(?:,\s*)?(?:on\s+a\s+)?(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ]on[- ]year|quarter[- ]on[- ]quarter|sequential(?:ly)?)\b/i.test(sentence.slice(f.end, f.end + 30));
}
