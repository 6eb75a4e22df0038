/**
 * The basis of a change whose sentence states none. A results call compares a period with the same
 * period a year before unless it says otherwise ("revenue up 2%", "AUM growth of 32%" are
 * year-on-year); a stock's addition said "in the quarter" ("we added 39 branches in the quarter",
 * "a net addition of 523") is the quarter's, measured against the quarter before; a change "over the
 * last 12 months" is a year's. An amount of change said bare ("coking coal went up by $11/t",
 * "deposits grew $2 billion", "royalty increased by Rs 353 crores") has none: a call says such moves
 * of costs, prices and balances against the quarter before as often as against the year before.
 * Read only when neither basis words nor a compared period name the basis (change-basis.ts). Pure.
 */
import type { ChangeBasis, FactPeriod } from '../../core/fact.js';
import { TRAILING_SPAN } from '../../core/fact.js';
import { type CallPeriod, comparedPeriod, periodBefore, periodNamed } from '../../core/text/fact-period.js';
import { figuresIn, type TextFigure } from '../../core/text/figures.js';

/**
 * Words that measure a change against something other than the year or the quarter before (a plan,
 * a span of years, "the previous period"), at a rate over another span ("8.1% annualized"), or a
 * rate raised by a decision ("the Board approved an 11% increase in our quarterly dividend").
 */
const OTHER_BASE =
  /\b(?:cagr|compound(?:ed)?\s+annual|compounded|annuali[sz]ed|since|cumulative(?:ly)?|pre[- ]?(?:covid|pandemic)|(?:19|20)\d{2}\s+levels?|over\s+(?:the\s+)?(?:last|past|next|previous)\s+(?:two|three|four|five|six|seven|eight|nine|ten|several|few|\d+)\s+years|(?:two|three|four|five|2|3|4|5)[- ]year\s+(?:stack|basis)|(?:previous|prior|last|base|comparable)\s+period|from\s+(?:the\s+)?(?:start|beginning|launch|inception)|than\s+(?:budget|plan|guidance|expected|planned)|approved|announced|declared|ahead\s+of|behind)\b/i;

/** A growth over several years named right before its figure: "a 24-month growth of 18%", "a two-year comp of 146%", "On a two-year comparison …, revenues increased 14%". */
const SPAN_OF_YEARS_LEAD = /\b(?:two|three|four|five|2|3|4|5)[- ]year\s+(?:comps?|comparisons?|growth|cagr)\b|\b(?:24|36|48)[- ]months?\s+growth\b/i;

/** Words comparing with something the sentence names next: "compared to $292 million in the first quarter of 2020", "In comparison to Q4FY23", "vis-a-vis". */
const COMPARED = /\b(?:compar(?:e|es|ed|ison|ing)\s+(?:to|with|against)|versus|vs\.?|vis-[aà]-vis|relative\s+to)\s+/i;

/** An addition to (or a cut of) a stock, by its words next to the figure: "added 39 branches", "a net addition of 523", "augmented by 89 branches", "reduced our net debt by". */
const ADDED_LEAD = /\b(?:added|adding|augmented\s+(?:[^.;\d]{0,40}?\s+)?by|net\s+(?:addition|additions|adds)\s+(?:of\s+)?|addition\s+(?:of|to\s+[^.;\d]{0,40}?\s+of)|opened|reduced\s+(?:[^.;\d]{0,40}?\s+)?by|paid\s+down|repaid|hired)\s+(?:(?:about|around|nearly|approximately|over|almost|a\s+net|net|some|another|an?\s+additional)\s+)*$/i;
const ADDED_TAIL = /^\s*(?:[^.;\d]{0,40}?\b)?(?:added|net\s+(?:addition|additions|adds))\b/i;
/** An accretion to a ratio ("CET-1 accretion … was 36 bps"): added in a span, not grown against the year before. */
const ACCRETION = /\baccret(?:ion|ed|ive)\b/i;

/** The quarter said as the span of an addition: "in the quarter", "during the June quarter", "this quarter". */
const IN_THE_QUARTER = /\b(?:in|during|for|over)\s+(?:the|this)\s+(?:(?:june|september|december|march|first|second|third|fourth|current|last)\s+)?quarter\b|\bthis\s+quarter\b|\bnet\s+(?:addition|additions|adds)\b/i;

const TRAILING = new RegExp(TRAILING_SPAN.source, 'i');

/**
 * The basis of change `f` in `sentence` when no words state it: `yoy` by a trailing twelve months
 * or, by default, for a growth of a period in percent, basis points or a count; `qoq` for an
 * addition to a stock in the quarter (`unit`: the change's unit; a percentage is a growth, never an
 * addition); null for an amount of money said with no basis, and when the sentence measures it
 * against anything else (a period it names, a plan, a span of years).
 */
export function unstatedBasis(sentence: string, f: TextFigure, unit: string, call: CallPeriod): ChangeBasis | null {
  const clause = clauseOf(sentence, f);
  if (OTHER_BASE.test(clause) || SPAN_OF_YEARS_LEAD.test(leadOf(sentence, f)) || comparedPeriod(sentence, f.start, f.end, call)) return null;
  // "In comparison to Q4FY23, this is an increase of INR 8,000": compared with what the sentence names, by that period, or none;
  // the figure's own words first ("up 130 bps over the 12 months … and by 60 bps when you compare with the year ended March 2023").
  const own = stretchOf(sentence, f);
  const comparedOwn = COMPARED.exec(own);
  if (comparedOwn) return basisOfPeriod(periodNamed(own.slice(comparedOwn.index + comparedOwn[0].length).slice(0, 80), call)?.period ?? null, call);
  if (TRAILING.test(own)) return 'yoy';
  const compared = COMPARED.exec(clause);
  if (compared) return basisOfPeriod(periodNamed(clause.slice(compared.index + compared[0].length).slice(0, 80), call)?.period ?? null, call);
  const lead = sentence.slice(Math.max(0, f.start - 80), f.start);
  const tail = sentence.slice(f.end, f.end + 60);
  const added = (unit !== 'percent' && unit !== 'bp' && (ADDED_LEAD.test(lead) || ADDED_TAIL.test(tail))) || ACCRETION.test(own);
  if (added) return IN_THE_QUARTER.test(own) ? 'qoq' : null;
  return unit === 'money' || unit === 'per_unit' ? null : 'yoy';
}

/** A change against `p`: the same period a year before, or the quarter before the call's; null for any other or none. */
function basisOfPeriod(p: FactPeriod | null, call: CallPeriod): ChangeBasis | null {
  if (!p || !call.year) return null;
  const own = { quarter: call.quarter, year: call.year };
  const yearBefore = periodBefore(own, 'year');
  // A year compared against is the year before only on the call closing the year ("revenue increased 38% versus 2020").
  if (p.year === yearBefore.year && (p.quarter === own.quarter || (p.quarter === null && (own.quarter === 'Q4' || own.quarter === 'H2' || own.quarter === null)))) return 'yoy';
  const quarterBefore = own.quarter ? periodBefore(own, 'quarter') : null;
  return quarterBefore && p.quarter === quarterBefore.quarter && p.year === quarterBefore.year ? 'qoq' : null;
}

/** The words between the figures either side of `f` (its own span words: "over the last 12 months", "in the quarter"). */
function stretchOf(sentence: string, f: TextFigure): string {
  const figs = figuresIn(sentence);
  const before = figs.filter((x) => x.end <= f.start).at(-1);
  const after = figs.find((x) => x.start >= f.end);
  return sentence.slice(before?.end ?? 0, after?.start ?? sentence.length);
}

/** The words between the figure before `f` (or the sentence's start) and `f`. */
function leadOf(sentence: string, f: TextFigure): string {
  const before = figuresIn(sentence).filter((x) => x.end <= f.start).at(-1);
  return sentence.slice(before?.end ?? 0, f.start);
}

/** The clause of the figure: from the last break before it (";", " while ", " whereas ", " but ") to the next. */
function clauseOf(sentence: string, f: TextFigure): string {
  const BREAK = /;|\b(?:while|whereas|but)\b/gi;
  let from = 0;
  let to = sentence.length;
  for (const m of sentence.matchAll(BREAK)) {
    const at = m.index ?? 0;
    if (at < f.start) from = at;
    else if (at >= f.end) {
      to = at;
      break;
    }
  }
  return sentence.slice(from, to);
}
