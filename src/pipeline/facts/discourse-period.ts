/**
 * The period a passage of a call is about when its sentences do not say: after "For the full year,
 * …" a Q4 call goes on about the year ("Diluted earnings per share were $12.13."), until a sentence
 * turns back to a quarter, the paragraph ends or the speaker changes. Pure.
 */
import type { FactPeriod } from '../../core/fact.js';
import type { CallPeriod, PeriodRead } from '../../core/text/fact-period.js';

/** A sentence opening on a whole year: "For the full year", "In fiscal 2021", "For 2021", "Full-year …". */
const OPENS_YEAR = /^(?:(?:and|so|now|turning\s+to|looking\s+at|moving\s+to)\s+)?(?:(?:for|in|during|over)\s+(?:the\s+)?(?:full[- ]year|(?:full\s+)?(?:fiscal\s+|calendar\s+)?year(?:\s+(?:20\d{2}|'\d{2}))?|(?:fiscal\s+|calendar\s+)?20\d{2})|full[- ]year)\b(?!\s*(?:,\s*)?(?:quarter|Q[1-4])\b)/i;
/** A sentence announcing the year's results: "Now, let me comment on our full year 2021 results." */
const ANNOUNCES_YEAR = /\b(?:full[- ]year|fiscal(?:\s+year)?|annual)(?:\s+(?:20\d{2}|'\d{2}))?\s+(?:results|highlights|performance|numbers|financials)\b/i;
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
  const out: (PeriodRead | null)[] = [];
  let carried: PeriodRead | null = null;
  let turn = -1;
  for (const s of sentences) {
    if (s.turn !== turn) carried = null;
    turn = s.turn;
    const opening = OPENS_YEAR.exec(s.text.trim()) ?? ANNOUNCES_YEAR.exec(s.text);
    if (opening && call.year) carried = { period: yearOf(opening[0], call.year), text: opening[0].trim() };
    else if (NAMES_QUARTER.test(s.text)) carried = null;
    out.push(carried);
    if (s.paragraphEnd) carried = null;
  }
  return out;
}

/** The year the opening names ("fiscal 2021" → FY21), else the call's own. */
function yearOf(opening: string, callYear: string): FactPeriod {
  const y = /20(\d{2})|'(\d{2})/.exec(opening);
  return { quarter: null, year: y ? `FY${y[1] ?? y[2]}` : callYear };
}
