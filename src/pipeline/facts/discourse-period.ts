/**
 * The period a passage of a call is about when its sentences do not say: after "For the full year,
 * …" a Q4 call goes on about the year ("Diluted earnings per share were $12.13."), until a sentence
 * turns back to a quarter, the paragraph ends or the speaker changes. And the year an outlook is
 * for: after "Fiscal 2021 adjusted free cash flow is expected to be …", a speaker's "Depreciation
 * is expected to be between $180 million and $190 million" is for fiscal 2021 too. Pure.
 */
import type { FactPeriod } from '../../core/fact.js';
import { type CallPeriod, endsBefore, type PeriodRead, periodNamed, yearAfter } from '../../core/text/fact-period.js';
import { BY_YEAR, GUIDANCE } from '../../core/text/figure-cues.js';
import { loadHorizons } from '../../core/vocabulary/horizons.js';

/** A sentence opening on a whole year: "For the full year", "In fiscal 2021", "For 2021", "Full-year …". */
const OPENS_YEAR = /^(?:(?:and|so|now|turning\s+to|looking\s+at|moving\s+to)\s+)?(?:(?:for|in|during|over)\s+(?:the\s+)?(?:full[- ]year|(?:full\s+)?(?:fiscal\s+|calendar\s+)?year(?:\s+(?:20\d{2}|'\d{2}))?|(?:fiscal\s+|calendar\s+)?20\d{2})|full[- ]year)\b(?!\s*(?:,\s*)?(?:quarter|Q[1-4])\b)/i;
/** A sentence announcing the year's results: "Now, let me comment on our full year 2021 results.", "Key financial highlights for full year 2021 include …". */
/** A sentence looking back on a whole year: "As I look back at 2021, …", "Looking back on the fiscal year, …". */
const LOOKS_BACK_YEAR = /\blook(?:ing|s)?\s+back\s+(?:at|on)\s+(?:the\s+)?(?:(?:fiscal|full|calendar)\s+)?(?:year\b(?!\s+ago)|20\d{2}\b|fiscal\s+20\d{2}\b)(?!\s*(?:,\s*)?(?:quarter|Q[1-4])\b)/i;
const ANNOUNCES_YEAR = /\b(?:full[- ]year|fiscal(?:\s+year)?|annual)(?:\s+(?:20\d{2}|'\d{2}))?\s+(?:results|highlights|performance|numbers|financials)\b|\b(?:results|highlights|performance|numbers|financials)\s+for\s+(?:the\s+)?(?:full[- ]year|fiscal\s+year)(?:\s+(?:20\d{2}|'\d{2}))?\b/i;
/** On the call closing the year, a sentence reporting its records: "we delivered record annual sales and earnings per share". */
const RECORD_YEAR = /\b(?:delivered|reported|posted|achieved)\s+(?:(?:our|another|a)\s+)?record\s+(?:full[- ]year|annual)\b/i;
/** A sentence naming a quarter turns the passage back to quarters. */
const NAMES_QUARTER = /\b(?:quarter|Q[1-4])\b/i;

export interface PassageSentence {
  text: string;
  /** The speaker's turn it is in. */
  turn: number;
  /** It ends its paragraph. */
  paragraphEnd: boolean;
}

/** For each sentence, the year its passage is about (and the words that said so), or null for the call's own period. */
export function discoursePeriods(sentences: readonly PassageSentence[], call: CallPeriod): (PeriodRead | null)[] {
  return carriedThroughTurns(sentences, (s, carried) => {
    const opening = OPENS_YEAR.exec(s.text.trim()) ?? ANNOUNCES_YEAR.exec(s.text) ?? LOOKS_BACK_YEAR.exec(s.text) ?? (call.quarter === 'Q4' ? RECORD_YEAR.exec(s.text) : null);
    if (opening && call.year) carried = { period: yearOf(opening[0], call.year), text: opening[0].trim() };
    else if (NAMES_QUARTER.test(s.text)) carried = null;
    return { own: carried, next: s.paragraphEnd ? null : carried };
  });
}

/**
 * Each sentence's period, read in order: `step` gives what the sentence takes (`own`) and what it
 * carries on to the next (`next`) from what the sentences before it carried; a new turn carries nothing.
 */
function carriedThroughTurns(
  sentences: readonly PassageSentence[],
  step: (s: PassageSentence, carried: PeriodRead | null) => { own: PeriodRead | null; next: PeriodRead | null },
): (PeriodRead | null)[] {
  const out: (PeriodRead | null)[] = [];
  let carried: PeriodRead | null = null;
  let turn = -1;
  for (const s of sentences) {
    if (s.turn !== turn) carried = null;
    turn = s.turn;
    const read = step(s, carried);
    out.push(read.own);
    carried = read.next;
  }
  return out;
}

/** The year the opening names ("fiscal 2021" → FY21), else the call's own. */
function yearOf(opening: string, callYear: string): FactPeriod {
  const y = /20(\d{2})|'(\d{2})/.exec(opening);
  return { quarter: null, year: y ? `FY${y[1] ?? y[2]}` : callYear };
}

/**
 * Words of an outlook beyond one year ("over the medium term", "multi-year", "over the next", `beyond` in
 * data/vocabulary/horizons.json), of a project's whole ("the net project cost", `wholeProject`), or a year it is to be reached
 * by ("by FY '27"): its figures are for no year the passage names.
 */
function longRange(text: string): boolean {
  const { beyond, wholeProject } = loadHorizons();
  return beyond.test(text) || wholeProject.test(text) || BY_YEAR.test(text);
}

/** A part of a year named: a quarter or a half. */
const PART_OF_YEAR = /\b(?:quarter(?:s|ly)?|Q[1-4]|half|H[12])\b/i;

/**
 * For each sentence, the one year the speaker's outlook is about when the sentence names none: the
 * year the latest sentence of the turn that looks ahead (expects, guides, forecasts …) names as
 * the only period it states, the call's own year for "for the year"; null before any such sentence,
 * in a new turn, and in a sentence that speaks of the long range ("over the medium term") or of a
 * quarter or a half.
 */
export function outlookYears(sentences: readonly PassageSentence[], call: CallPeriod): (PeriodRead | null)[] {
  return carriedThroughTurns(sentences, (s, carried) => {
    const named = GUIDANCE.test(s.text) ? periodNamed(s.text, call) : null;
    // "… ahead of the $19.65 we normalized when you look at 2020": a year already past is no outlook's year.
    if (named?.period && named.period.quarter === null && !endsBefore(named.period, call)) {
      // "The highlights of our full year guidance are as follows", on a fourth quarter's call: the year ahead, as a guidance's own "for the year" (forward-kind.ts).
      const yearAhead = call.quarter === 'Q4' && call.year && !/\d/.test(named.text ?? '') && named.period.year === call.year;
      carried = yearAhead ? { period: { quarter: null, year: yearAfter(call.year!) }, text: named.text } : { period: named.period, text: named.text };
    }
    // A sentence about the long range, or naming a part of a year ("first-quarter net sales"), is not about the outlook's year.
    return { own: longRange(s.text) || PART_OF_YEAR.test(s.text) ? null : carried, next: carried };
  });
}

/**
 * One item of a list of figures stated without a verb: "adjusted EBIT margin of approximately 10% to
 * 11%", "EBIT margin, 8.2% to 8.7%", "free cash flow of $500 million": words naming the figure, then
 * the figure (and nothing but a range's second half, a unit or a change after it).
 */
const LIST_ITEM = /^\s*(?:and\s+)?(?:[\p{L}][\p{L}'’&-]*,?\s+){1,7}(?:of|at|:)?\s*(?:(?:approximately|about|around|roughly|between|minus|negative|up|down)\s+)*[-–$€£₹]?(?!(?:19|20)\d{2}\b)\d[^;]*$/iu;
/** A verb that makes an item a clause, not a listed figure ("revenue was $5 billion"). */
const ITEM_VERB = /\b(?:is|are|was|were|be|been|being|grew|rose|fell|increased|decreased|declined|improved|came|reached|stood|totall?ed|had|has|have|did|made|saw|generated|delivered|reported|posted|expect(?:s|ed)?|will|would)\b/i;

/** Is the sentence a list, item after item separated by semicolons, of figures stated without a verb? */
export function isVerblessList(text: string): boolean {
  const items = text.replace(/[.!]\s*$/, '').split(';');
  return items.length >= 2 && items.every((x) => LIST_ITEM.test(x) && !ITEM_VERB.test(x.replace(/\d[^;]*$/, '')));
}

/**
 * For each sentence, whether it lists an outlook: a list of figures stated without a verb
 * ("Organic revenue growth of 1% to 3%; adjusted EBIT margin of approximately 10% to 11%; …") right
 * after a sentence of the same turn that turns to what is expected, guided or forecast ("Now, moving
 * on to our longer-term expectations on Slide 20."), or after another such list.
 */
export function outlookLists(sentences: readonly PassageSentence[]): boolean[] {
  const out: boolean[] = [];
  for (const [i, s] of sentences.entries()) {
    const before = i > 0 && sentences[i - 1]!.turn === s.turn ? sentences[i - 1]! : null;
    out.push(before !== null && isVerblessList(s.text) && (GUIDANCE.test(before.text) || out[i - 1] === true));
  }
  return out;
}
