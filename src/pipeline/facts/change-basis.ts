/**
 * What a change is measured against, by the words of its sentence: a year before ("20%
 * year-on-year") or a quarter before ("4% sequentially"). Pure.
 */
import type { ChangeBasis } from '../../core/fact.js';
import { type CallPeriod, comparedPeriod, periodBefore } from '../../core/text/fact-period.js';
import type { TextFigure } from '../../core/text/figures.js';
import { QOQ, YOY } from '../../core/text/figure-cues.js';
import { ORDINALS } from '../../core/text/period.js';

/**
 * What a figure's change is measured against: the basis words nearest after it ("20% year-on-year
 * and 4% quarter-on-quarter"), else, unless the figure is compared with a period named after it
 * (`call` given: basisAgainst reads that one), nearest before it, in its sentence.
 */
/** A clause joined on with a verb of its own ("and were", ", while it was"): what follows speaks of its own figure. */
const OWN_CLAUSE_BETWEEN = /\b(?:and|but|while|whereas)\s+(?:\p{L}+\s+)?(?:was|were|is|are|remained|remains|stayed|stays)\b/iu;

/** A change's size restated as a percentage right after it: ", or 23.8%". */
const SAME_CHANGE_AS_PERCENT = /^\s*,?\s*or\s+(?:about\s+|approximately\s+|roughly\s+|nearly\s+)?\(?-?\d[\d.,]*\s*(?:%|percent\b)\)?/i;

/** Does `text` name the quarter before the call's by its ordinal ("from the second quarter" on a third quarter's call), and no year before? */
function namesQuarterBefore(text: string, call: CallPeriod): boolean {
  const m = /\b(first|second|third|fourth)[- ]quarter\b/i.exec(text);
  if (!m || !call.quarter || !call.year || /\b(?:last|prior|previous)\s+year\b|\byear[- ]ago\b|\b(?:19|20)\d{2}\b/i.test(text)) return false;
  const before = periodBefore({ quarter: call.quarter, year: call.year }, 'quarter');
  return before.quarter === ORDINALS.get(m[1]!.toLowerCase());
}

export function basisOf(sentence: string, f: TextFigure, call?: CallPeriod): ChangeBasis | null {
  const found: { basis: ChangeBasis; at: number }[] = [];
  for (const m of sentence.matchAll(YOY)) found.push({ basis: 'yoy', at: m.index ?? 0 });
  for (const m of sentence.matchAll(QOQ)) found.push({ basis: 'qoq', at: m.index ?? 0 });
  const nearest = found.filter((x) => x.at >= f.end).sort((a, b) => a.at - b.at)[0];
  // "our fourth-quarter volume declined 5% and were sequentially flat": basis words in a clause of their own, with its own verb, are that clause's.
  const otherClause = nearest ? OWN_CLAUSE_BETWEEN.exec(sentence.slice(f.end, nearest.at)) : null;
  const after = otherClause ? undefined : nearest;
  // "… grew $109 million or 1% from the second quarter and was down 5% from a year ago": the figure's own clause naming the quarter before the call's.
  if (otherClause && call?.quarter && call.year && namesQuarterBefore(sentence.slice(f.end, f.end + otherClause.index), call)) return 'qoq';
  // "up $2.81 billion, or 23.8% from the year earlier": the same change as a percentage, said in between, is no other figure.
  if (after && !/\d/.test(sentence.slice(f.end, after.at).replace(SAME_CHANGE_AS_PERCENT, ''))) return after.basis;
  // "down $800,000 versus Q3 last year and up $1.3 million compared to Q2 2020", "55% over last year and 52% over 2019": a figure
  // compared with a period named right after it is measured against that period, not by basis words said before it.
  if (call && comparedPeriod(sentence, f.start, f.end, call)) {
    const against = basisAgainst(sentence, f, call);
    // "56% over Q1 of the previous year": the compared phrase's own basis words, when it is no period of the two.
    if (!against?.year) return against?.basis ?? (after && after.at - f.end <= 40 ? after.basis : null);
  }
  const before = found.filter((x) => x.at < f.start).sort((a, b) => b.at - a.at)[0];
  return before?.basis ?? after?.basis ?? null;
}

/** Basis words right after the figure ("9% year-on-year"). */
export function basisNear(sentence: string, f: TextFigure): boolean {
  // "Operating profit at Rs 8,814 crores, YOY growth of 50%": a basis naming the growth stated next is that figure's, not this one's.
  return /^\s*(?:,\s*)?(?:on\s+a\s+)?(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ]on[- ]year|quarter[- ]on[- ]quarter|sequential(?:ly)?)\b(?!\s+(?:growth|increase|decline|rise|jump|drop)\s+(?:of\s+|at\s+|by\s+)?(?:about\s+|around\s+|nearly\s+)?[-(]?\d)/i.test(sentence.slice(f.end, f.end + 50));
}

/**
 * A change's basis by the period it is compared against ("an increase of 40% compared to the
 * fiscal 2020 fourth quarter": a year before the call's quarter; "versus the third quarter": the
 * quarter before). `year`: on a year's last call, a change compared against the year before, in a
 * sentence naming no quarter ("revenue increased 38% versus 2020"), is the year's own.
 */
export function basisAgainst(sentence: string, f: TextFigure, call: CallPeriod): { basis: ChangeBasis; year: boolean } | null {
  const base = comparedPeriod(sentence, f.start, f.end, call);
  if (!base || !call.year) return null;
  const own = { quarter: call.quarter, year: call.year };
  const yearBefore = periodBefore(own, 'year');
  if (base.quarter === own.quarter && base.year === yearBefore.year) return { basis: 'yoy', year: false };
  const quarterBefore = own.quarter ? periodBefore(own, 'quarter') : null;
  if (quarterBefore && base.quarter === quarterBefore.quarter && base.year === quarterBefore.year) return { basis: 'qoq', year: false };
  const lastCall = own.quarter === 'Q4' || own.quarter === 'H2';
  if (base.quarter === null && base.year === yearBefore.year && lastCall && !/\b(?:quarter|Q[1-4])\b/i.test(sentence.slice(0, f.start))) return { basis: 'yoy', year: true };
  return null;
}
