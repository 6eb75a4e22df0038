/**
 * Figures a sentence lists before "respectively": "grew by 17% and 26% respectively", "30.9% and 30% respectively" —
 * each figure joined to the next by a comma or "and" alone. Their owners, measures or periods are listed in the same
 * order elsewhere in the sentence; the readers of those pair them by place. Pure.
 */
import { figuresIn, type TextFigure } from './figures.js';

const RESPECTIVELY = /\brespectively\b/i;

/** The figures before "respectively" in runs, each figure joined to the next by a comma or "and"; none without the word. */
function runs(sentence: string): TextFigure[][] {
  const word = RESPECTIVELY.exec(sentence);
  if (!word) return [];
  const out: TextFigure[][] = [];
  for (const f of figuresIn(sentence).filter((x) => x.end <= word.index)) {
    const run = out[out.length - 1];
    const prev = run?.[run.length - 1];
    if (run && prev && /^\s*(?:,|,?\s*and)\s*$/i.test(sentence.slice(prev.end, f.start))) run.push(f);
    else out.push([f]);
  }
  return out;
}

/** Where figure `f` stands among the figures a sentence lists "respectively": its place (0-based), how many are listed, and where the list starts; null when it lists none so. */
export function respectivePlace(sentence: string, f: Pick<TextFigure, 'start'>): { at: number; count: number; start: number } | null {
  const run = runs(sentence).find((r) => r.some((x) => x.start === f.start));
  if (!run || run.length < 2) return null;
  return { at: run.findIndex((x) => x.start === f.start), count: run.length, start: run[0]!.start };
}

/** The longest list of two or more figures a sentence says "respectively" of (the first of equal length); empty when none. */
export function respectiveFigures(sentence: string): TextFigure[] {
  let best: TextFigure[] = [];
  for (const run of runs(sentence)) if (run.length > best.length) best = run;
  return best.length < 2 ? [] : best;
}
