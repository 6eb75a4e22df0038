/**
 * The questions that hold a financial abbreviation or its long form (src/nlp/abbreviations.ts),
 * rewritten with the other spelling — how an analyst who writes "NIM" asks about a call that says
 * "net interest margin". For the retrieval bench: evidence recall on these against the same
 * questions as asked.
 */
import { SPELLINGS } from '../../src/core/text/abbreviations.js';
import type { GroundTruthQuestion } from '../../src/query/retrieve/ground-truth.js';

const RULES = SPELLINGS.map((e) => ({
  short: new RegExp(e.shortRe.source, 'gi'),
  long: new RegExp(e.longRe.source, 'gi'),
  shortText: e.short.toUpperCase(),
  longText: e.long,
}));

/** `text` with each long form written short and each abbreviation written long; unchanged if none. */
export function swapSpellings(text: string): string {
  let out = text;
  for (const r of RULES) {
    if (r.long.test(out)) out = out.replace(r.long, r.shortText);
    else if (r.short.test(out)) out = out.replace(r.short, r.longText);
    r.long.lastIndex = 0;
    r.short.lastIndex = 0;
  }
  return out;
}

/** Pairs (as asked, with the other spelling) of the questions a swap changes. */
export function swappedQuestions(qs: readonly GroundTruthQuestion[]): { asked: GroundTruthQuestion[]; swapped: GroundTruthQuestion[] } {
  const asked: GroundTruthQuestion[] = [];
  const swapped: GroundTruthQuestion[] = [];
  for (const q of qs) {
    const s = swapSpellings(q.question);
    if (s === q.question) continue;
    asked.push(q);
    swapped.push({ ...q, question: s });
  }
  return { asked, swapped };
}
