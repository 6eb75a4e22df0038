/**
 * A figure's size asked against an earlier period by a word of degree: "how much lower was its net debt vs June
 * last year?", "how many more cars did they sell than in the June quarter last year?", "by how much was the margin
 * wider than a year ago?", "where did the CASA ratio land compared with a year ago?". The question asks how far the figure moved from that period (a change), and the period
 * it names is the base of the move, not the period asked. Set against anything but a period ("how much higher is
 * A's margin than B's?", "how much more profitable is TCS than Infosys on operating margin?") it compares levels.
 * Pure.
 */
import { MONTH } from '../../core/text/fact-period.js';

/** Words that ask a size: "how much", "how many", "by how much", "by what margin". */
const SIZE = String.raw`\b(?:how\s+(?:much|many)|by\s+how\s+much|by\s+what\s+(?:margin|extent))\b`;
/** A word of degree, or a verb of passing or falling short, that sets the figure against another. */
const DEGREE = String.raw`\b(?:more|less|fewer|higher|lower|bigger|smaller|larger|greater|wider|narrower|better|worse|stronger|weaker|deeper|shallower|cheaper|costlier|beat|beats|exceed|exceeded|exceeds|trail|trailed|trails|lag|lagged|lags)\b`;
/** The word the base follows: "than", "vs", "compared with", "relative to", "from", "over". */
const BASE = String.raw`\b(?:than|versus|vs\.?|against|compared\s+(?:to|with)|relative\s+to|from|over)`;
/** Words between the base word and its period: "than at the end of last quarter", "vs the same quarter last year". */
const LEAD = String.raw`(?:(?:in|at|as\s+of|the|a|one|its|their|end|of|same|close|levels?)\s+)*`;
/** A period's first word: "last year", "the year-ago quarter", "Q1 FY23", "fiscal 2022", "2019", "June last year", "the March quarter". */
const PERIOD = String.raw`(?:(?:last|previous|prior|preceding|year[- ](?:ago|earlier)|year|quarter|q[1-4]|h[12]|fiscal|${MONTH})\b|fy\s*'?\d|(?:19|20)\d{2}\b)`;

/** Where a figure ended up: "where did its CASA ratio land", "where did margins come in". */
const LANDED = String.raw`\bwhere\s+(?:did|does|do|has|have|had|was|were|is|are)\b[^?.;!]*?\b(?:land|landed|come\s+in|came\s+in|end\s+up|ended\s+up|settle|settled|finish|finished)\b`;

const AGAINST_PERIOD = new RegExp(String.raw`(?:${SIZE}[^?.;!]*?${DEGREE}|${LANDED})[^?.;!]*?(${BASE}\s+${LEAD}${PERIOD}[^?.;!,]*)`, 'i');

/**
 * The words naming the period a figure's size, or where it landed, is asked against ("vs June last year" of "how much lower was UPL's net
 * debt in dollar terms vs June last year?"), with where they start; null when the question asks no size against a period.
 */
export function sizeAgainstPeriod(question: string): { text: string; start: number } | null {
  const m = AGAINST_PERIOD.exec(question);
  if (!m) return null;
  const text = m[1]!;
  return { text, start: m.index + m[0].length - text.length };
}

/** Does `text` name a period ("last quarter", "Q1 FY24", "in 2021", "the June quarter")? */
const NAMES_PERIOD = new RegExp(String.raw`\b${PERIOD}`, 'i');
export const namesPeriod = (text: string): boolean => NAMES_PERIOD.test(text);
