/**
 * The period a figure is about: one the sentence states beside it ("Rs 193 in quarter four", "Q4
 * FY23", "FY24 guidance"), one it names relative to the call ("last year", "the previous quarter"),
 * the comparison base of a change ("up from 3.9%" measured year on year), or else the call's own.
 * Pure.
 */
import type { Quarter } from '../domain.js';
import { type ChangeBasis, type FactPeriod, TRAILING_SPAN } from '../fact.js';
import { fiscalPeriodOf, ORDINALS, periodMentions } from './period.js';
import { rememberLast } from '../util/remember-last.js';
import { respectiveFigures } from './respective-list.js';
import { MONTH_NAME, MONTH_WORD, monthNumber } from './months.js';
import { loadHorizons } from '../vocabulary/horizons.js';

export interface CallPeriod {
  quarter: Quarter | null;
  year: string | null;
  /** Month the fiscal year starts in (1-12), when known. */
  startMonth: number | null;
}

export interface PeriodRead {
  period: FactPeriod | null;
  /** How the sentence named it, when not the call's own. */
  text: string | null;
}

const yearNumber = (fy: string): number => Number(fy.slice(2));
const fy = (n: number): string => `FY${String(((n % 100) + 100) % 100).padStart(2, '0')}`;

/** The period `back` steps before `p`: a quarter (or half) back, or the same period a year before. */
export function periodBefore(p: FactPeriod, back: 'quarter' | 'year'): FactPeriod {
  // The nine months a year before: no quarter steps back from a span of three.
  if (back === 'year' || p.quarter === null || p.quarter === '9M') return { quarter: p.quarter, year: fy(yearNumber(p.year) - 1) };
  const half = p.quarter.startsWith('H');
  const n = Number(p.quarter.slice(1));
  if (n > 1) return { quarter: `${half ? 'H' : 'Q'}${n - 1}` as Quarter, year: p.year };
  return { quarter: (half ? 'H2' : 'Q4') as Quarter, year: fy(yearNumber(p.year) - 1) };
}

/** The quarter (or half) right after `p`, or the year after a year. */
export function periodAfter(p: FactPeriod): FactPeriod {
  if (p.quarter === null) return { quarter: null, year: fy(yearNumber(p.year) + 1) };
  // After the first nine months, the year's last quarter.
  if (p.quarter === '9M') return { quarter: 'Q4', year: p.year };
  const half = p.quarter.startsWith('H');
  const n = Number(p.quarter.slice(1));
  if (n < (half ? 2 : 4)) return { quarter: `${half ? 'H' : 'Q'}${n + 1}` as Quarter, year: p.year };
  return { quarter: (half ? 'H1' : 'Q1') as Quarter, year: fy(yearNumber(p.year) + 1) };
}

/** The fiscal year after `year` ("FY24" → "FY25"). */
export function yearAfter(year: string): string {
  return fy(yearNumber(year) + 1);
}

/** Does period `p` end before the call's own period begins (an earlier year, or an earlier quarter or half of its year)? */
export function endsBefore(p: FactPeriod, call: CallPeriod): boolean {
  if (!call.year) return false;
  const [y, own] = [yearNumber(p.year), yearNumber(call.year)];
  if (y !== own) return y < own;
  if (!p.quarter || !call.quarter || p.quarter.startsWith('H') !== call.quarter.startsWith('H')) return false;
  // The first nine months end with the third quarter.
  return (p.quarter === '9M' ? 3 : Number(p.quarter.slice(1))) < Number(call.quarter.slice(1));
}

/** Does period `p` begin after the call's own period ends (a later year, or a later quarter or half of its year)? */
export function startsAfter(p: FactPeriod, call: CallPeriod): boolean {
  if (!call.year) return false;
  const [y, own] = [yearNumber(p.year), yearNumber(call.year)];
  if (y !== own) return y > own;
  // The first nine months begin with the year.
  if (!p.quarter || !call.quarter || p.quarter === '9M') return false;
  const [n, c] = [Number(p.quarter.slice(1)), Number(call.quarter.slice(1))];
  if (p.quarter.startsWith('H') === call.quarter.startsWith('H')) return n > c;
  // A second half after a first or second quarter.
  return p.quarter === 'H2' && c <= 2;
}

/** The next quarter `q` at or after the call's own: a Q1 call's outlook for "Q2" is this year's, its "Q1" next year's is said so. */
function nextQuarter(q: Quarter, call: FactPeriod): FactPeriod {
  if (!call.quarter || q.startsWith('H') !== call.quarter.startsWith('H')) return { quarter: q, year: call.year };
  return Number(q.slice(1)) >= Number(call.quarter.slice(1)) ? { quarter: q, year: call.year } : { quarter: q, year: fy(yearNumber(call.year) + 1) };
}

/** The latest quarter `q` at or before the call's own (a Q1 call's "quarter four" is last year's). */
function latestQuarter(q: Quarter, call: FactPeriod): FactPeriod {
  if (!call.quarter || q.startsWith('H') !== call.quarter.startsWith('H')) return { quarter: q, year: call.year };
  return Number(q.slice(1)) <= Number(call.quarter.slice(1)) ? { quarter: q, year: call.year } : { quarter: q, year: fy(yearNumber(call.year) - 1) };
}

/**
 * A half named with no year, or with the year said in words: "first half revenue", "the second half of the year",
 * "the back half", "the first half of next year" (one with a year in digits, "first half of 2021", is period.ts's).
 * Group 1 the half, group 2 the year said relative to the call's.
 */
const BARE_HALF = /\b(first|second|1st|2nd|back|front)[- ]half(?:\s+of\s+(?:the\s+|this\s+)?(?:(last|previous|prior|next|coming|current)\s+)?(?:fiscal\s+|calendar\s+)?year)?\b(?!\s*(?:of\s+)?(?:the\s+)?(?:FY|fiscal|F\d|CY|calendar|['’‘]?\d))/gi;
const HALF_NUMBER: Readonly<Record<string, number>> = { first: 1, '1st': 1, front: 1, second: 2, '2nd': 2, back: 2 };
const BARE_QUARTER = /\b(?:Q([1-4])|quarter\s+(one|two|three|four|[1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+quarter|([1-4])Q)\b(?!\s*(?:of\s+)?(?:FY|fiscal|F\d|'?\d))/gi;
/** A year right before a quarter, naming whose quarter it is: "this year's third quarter", "last year's fourth quarter", "the year-ago third quarter". */
/**
 * "the first six months", "the first 6 months of the year": the first half, its year unsaid; "six-month revenue", "a new
 * six-month record": the six months ending with the call's quarter (a half on a second or fourth quarter's call).
 */
const FIRST_SIX_MONTHS = /\bfirst\s+(?:six|6)[- ]months?(?:\s+of\s+(?:the\s+|this\s+)?(?:fiscal\s+|calendar\s+)?year)?\b(?!\s*(?:of\s+)?(?:the\s+)?(?:FY|fiscal|F\d|CY|calendar|['’‘]?\d))/gi;
/** "Year-to-date", "YTD", "so far this year": the months of the year up to the call's quarter (a half on a second quarter's call, the year on a fourth's). */
const YEAR_TO_DATE = /\b(?:(?:for\s+the\s+)?year[- ]to[- ]date|YTD|so\s+far\s+this\s+(?:fiscal\s+)?year)\b/gi;
const SIX_MONTH_TOTAL = /\b(?:six|6)[- ]month\s+(?=(?:record|revenues?|sales|results|earnings|total|net\s+sales|period)\b)/gi;

/** A year's exit: "exit for FY '24", "exiting fiscal 2021", "exit 2024", "FY25 exit". Group 1 or 2 the year. */
const EXIT_YEAR = /\b(?:exit(?:ing|s)?\s+(?:rate\s+)?(?:for\s+|of\s+|in\s+)?(?:the\s+)?(FY\s*['’‘]?\s*\d{2}(?:\d{2})?|fiscal\s+(?:year\s+)?(?:\d{4}|['’‘]\d{2})|(?:19|20)\d{2})|(FY\s*['’‘]?\s*\d{2}(?:\d{2})?)\s+exit)\b/gi;
const QUARTERS_YEAR = /\b(?:(this|last|previous|prior)\s+year['’]s|year[- ]ago)\s+$/i;
const WORD_NUMBERS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4' };
/** "the corresponding period in 2018", "the same quarter of fiscal 2020": the call's own quarter, in the year named. */
const SAME_QUARTER_IN = /\b(?:corresponding|comparable|same)\s+(?:quarter|period)\s+(?:of|in)\s+(?:(?:fiscal|calendar)\s+(?:year\s+)?)?((?:19|20)\d{2})\b/gi;
const YEAR_AGO = /\b(?:last|previous|prior)\s+year(?:'s)?|\b(?:a|one)\s+year\s+(?:ago|back|earlier|prior)|\bthe\s+year\s+earlier\b(?!\s+(?:quarter|period))|same\s+(?:quarter|period)\s+(?:of\s+)?(?:last|previous|the\s+previous|the\s+prior)\s+(?:year|fiscal)|\byear[- ](?:ago|earlier)\s+(?:quarter|period)\b/gi;
const QUARTER_AGO = /\b(?:last|previous|prior|preceding|sequential)\s+quarter(?:'s)?|\bquarter\s+(?:ago|before)\b/gi;
/** A month's name or abbreviation, captured: "Jan", "Sept", "December". */
export const MONTH = `(${MONTH_WORD})`;
/** A month and a year, with no day between: "March '23", "Sept'23", "June 2023". */
const MONTH_YEAR = new RegExp(String.raw`\b${MONTH}\.?\s*(?:['’‘]\s*(\d{2})|(20\d{2}))\b`, 'g');
const FULL_YEAR = /\b(?:full[- ]year|(?:total|whole|entire)\s+year(?![- ](?:ago|over|on|earlier))|for\s+the\s+(?:fiscal\s+)?year|this\s+year|the\s+current\s+(?:fiscal\s+)?year|this\s+fiscal(?:\s+year)?)\b/gi;
const WHOLE_FULL_YEAR = new RegExp(`^(?:${FULL_YEAR.source})$`, 'i');
/** Is a period read as `text` the call's year said in words ("for the year", "full-year", "this year"), no year in digits? */
export function isYearInWords(text: string | null): boolean {
  return text !== null && WHOLE_FULL_YEAR.test(text);
}
/** A day of a month and a year: "December 31, 2019", "June 30th, 2021", "30th June 2023", "31 March, 2023". */
const MONTH_DAY_YEAR = new RegExp(String.raw`\b(?:${MONTH}\.?\s+([12]?\d|3[01])(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})|([12]?\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\.?,?\s+((?:19|20)\d{2}))\b`, 'g');
/** Words before a day that something is done on (paid, recorded, closed, announced), not a day a balance is counted at. */
const EVENT_DAY_LEAD = /\b(?:paid|payable|distributed|record|effective|closed|completed|announced|approved|declared|signed|launched|online|expires?|expired|matures?|due|held|filed|issued)\b[^.;]{0,20}$/i;
/** Words naming a quarter: "in the quarter", "fourth quarter", "Q4". */
const QUARTER_SAID = /\bquarter(?:ly)?\b|\bQ[1-4]\b|\b[1-4]Q\b/i;
/** Words naming a year or a span of it a figure may be of: "full year", "for the year", "annual", "calendar year", "first half", "nine months", "year-to-date". */
const YEAR_SAID = /\b(?:full[- ]year|for\s+the\s+year|(?:fiscal|calendar|financial)\s+year|annual(?:ly)?|year[- ]to[- ]date|YTD|first\s+half|second\s+half|(?:six|nine|twelve|6|9|12)[- ]months?|trailing|record\s+set|average\s+quarterly|per\s+quarter)\b/i;
/** A year's end named by the year: "at the end of 2020", "as of the end of 2019". */
const END_OF_YEAR = /\b(?:at|as\s+of|by)\s+(?:the\s+)?end\s+of\s+((?:19|20)\d{2})\b/gi;
/** A year named alone after "in", "for", "during" ("in 2020"), not the start of a range or a date. */
const CALENDAR_YEAR = /\b(?:in|for|during)\s+((?:19|20)\d{2})\b(?!\s*[-–/]\s*\d|,?\s*\d)/gi;
/** A year written before the noun it qualifies: "2022 capital budget", "2022 guidance", "2021 revenue", "2020 EPS" (an abbreviation in capitals); not a debt instrument the year names by its maturity ("2023 convertible notes", "our 2026 bonds", "2025 term loan"). */
const YEAR_QUALIFIER = /(?<![\d$€£₹.,-]\s?)\b((?:19|20)\d{2})\s+(?=\p{Ll}|\p{Lu}{2,6}s?\b)(?!(?:to|and|or|through|versus|vs|senior|notes?|bonds?|debentures?|convertibles?|(?:convertible|exchangeable|subordinated|secured|unsecured)\s+(?:senior\s+)?(?:notes?|bonds?|debentures?|debt)|term\s+loans?|maturit(?:y|ies))\b)/gu;
/**
 * A stated fiscal year alone: "FY24", "FY 2024", "fiscal 2024", "fiscal year '21", "2023-24", "financial year 24",
 * "financial year 23-24" (the year it ends) (a quarter label is read by periodMentions).
 */
const FISCAL_YEAR = /\b(?:FY\s*['’‘]?(\d{4}|\d{2})|fiscal\s+(?:year\s+)?(\d{4}|['’‘]\d{2})|(20\d{2})\s*[-–]\s*(\d{2})|financial\s+year\s+['’‘]?(?:\d{2}\s*[-–]\s*(\d{2})|(\d{4}|\d{2})(?!\s*[-–]\s*\d)))\b/gi;

interface Mention {
  start: number;
  end: number;
  period: FactPeriod;
  text: string;
  /** A span ending with the period ("the last 12 months"): stated, though it ends with the call's quarter. */
  span?: boolean;
  /** A date said after its figure ("2.7% as of March '23"): one before a figure is often another event's ("announced in December '20, taking capacity to …"). */
  trailing?: boolean;
  /** A span no fact's period states ("the first nine months", "year to date"): its figure's period is not the call's quarter, and none other. */
  unstated?: boolean;
  /** A half named without a year in digits ("second half revenue"): a part of the year, not another year a passage looks ahead to. */
  half?: boolean;
  /** The year to date, read as the quarter, half or year it runs to: within a year the sentence names, still the span's. */
  toDate?: boolean;
  /** A year's exit ("as we exit 2024"): the level the clause goes on to state is at it, however far. */
  exit?: boolean;
  /** A span over several years or quarters ("over the last five years", "a CAGR", "FY20–FY23"): a move or a flow over it has no period; a level reached over it keeps its own. */
  several?: boolean;
  /** A month ("for the month of July 2021"), one named alone ("in May": `bare`), or "monthly" said of the metric: a figure of it has no period. */
  month?: 'of' | 'bare' | 'monthly';
}

/**
 * The first nine months of a year: "the first nine months", "these nine months", "the nine months ended", "nine months to date", "9M", "a nine-month GAAP basis",
 * "the first three quarters" (not the last nine months, a trailing span).
 */
const NINE_MONTHS = /\bfirst\s+(?:nine|9)[- ]months?\b|\b(?:these|those)\s+(?:nine|9)[- ]months\b|\b(?:nine|9)[- ]months?\s+(?:ended|ending|to\s+date)\b|\b9M(?:FY)?\b|\bfirst\s+(?:three|3)\s+quarters\b|\b(?:nine|9)[- ]month\s+(?:[\p{L}-]+\s+){0,2}basis\b/giu;
/** The year said right after the nine months: "of 2020", "of fiscal 2019", " FY24", "(ended) October 2, 2021", "(ended) 2021". */
const NINE_MONTHS_YEAR = new RegExp(String.raw`^\s*(?:(?:of|in|for)\s+(?:the\s+)?((?:(?:fiscal|financial|calendar)\s+(?:year\s+)?)?(?:19|20)\d{2}|(?:(?:fiscal|financial)\s+(?:year\s+)?|FY\s*)?['’‘]\d{2}|FY\s*\d{2}(?:\d{2})?)\b(?![.,]\d)|(?:(?:ended|ending)\s+)?(?:on\s+)?(?:${MONTH}\.?\s+(?:[12]?\d|3[01])(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d{2})\b|\s*FY\s*['’‘]?(\d{2}(?:\d{2})?)\b)`, 'i');
function nineMonthsYear(m: RegExpExecArray, call: CallPeriod): string | null {
  const month = m[2] ? monthNumber(m[2]) : null;
  if (m[3] && month) return fiscalPeriodOf(month, Number(m[3]), call.startMonth ?? 1).year;
  const digits = m[1] ?? m[3] ?? m[4];
  return digits ? fy(Number(digits.replace(/\D/g, '').slice(-2))) : call.year;
}

/** Between a span's noun and its figure: "CAGR of", "CAGR at", "CAGR was". */
const NOUN_OF_FIGURE = /^\s*(?:of|at|was|is|were|stood\s+at)?\s+(?:(?:about|around|approximately|roughly|nearly)\s+)?$/i;
/** A range of years, fiscal or calendar: "FY20–FY23", "FY20 to FY23", "2019-2021", "2018 through 2021" (not "from 2020 to 2021", a move between two). */
const YEAR_RANGE = /\b(?:FY\s*['’‘]?\d{2}(?:\d{2})?\s*(?:[-–]|to|through)\s*FY\s*['’‘]?\d{2}(?:\d{2})?|(?:19|20)\d{2}\s*(?:[-–]|through)\s*(?:19|20)\d{2})\b/gi;
/** A record over a span, not a span a figure covers: "the highest in the last five years", "for the first time in the last 3 years". */
const RECORD_OVER = /\b(?:highest|lowest|best|worst|strongest|weakest|largest|smallest|record|first\s+time|most|least)\b[^.;,\d]{0,30}$/i;
/** A month a figure is of: "for the month of July 2021", "in the month of May" (its year, if said, the month's). */
const MONTH_OF = new RegExp(String.raw`\b(?:(?:for|in|during)\s+)?the\s+month\s+of\s+${MONTH}\.?(?:\s*,?\s*(?:['’‘]\s*\d{2}|(?:19|20)\d{2}))?\b`, 'gi');
/**
 * A month named alone, in capitals, after "in", "for", "during": "a decline of 13% in May", "But for July, …"; not a month's end, its
 * quarter, a day or a year ("June end", "March quarter", "June '23", "June 30", "June last year").
 */
const BARE_MONTH = new RegExp(String.raw`\b(?:[Ii]n|[Ff]or|[Dd]uring)\s+${MONTH_NAME}\b(?!\s*(?:end|quarter|['’‘]|,?\s*\d|(?:of\s+)?(?:last|this|next|previous|prior|the)\s))`, 'g');
/** "monthly": said of the metric ("monthly cargo volumes"), its figure is a month's. */
const MONTHLY = /\bmonthly\b/gi;
/** Words after a month that say it dates an event, not a span of figures: "In November, we paid a quarterly cash dividend", "In February, we introduced our targets". */
const MONTH_EVENT = /\b(?:paid|payable|declared|announced|introduced|authori[sz]ed|closed|completed|signed|launched|issued|approved|communicated|provided|reaffirmed|affirmed|updated|held|filed|expanded|entered|acquired|amended|refinanced|extended|we\s+(?:also\s+)?(?:increased|raised))\b/i;
/** The month shapes, whole: a period read as one of them is a figure's with no period. */
const WHOLE_MONTH = new RegExp(`^(?:${MONTH_OF.source}|${BARE_MONTH.source}|monthly)$`, 'i');
const WHOLE_YEAR_RANGE = new RegExp(`^(?:${YEAR_RANGE.source})$`, 'i');

/** Is a period read as `text` a span no fact's period states ("the first nine months"): its figure is stated with no period, not the call's quarter's? */
export function isUnstatedSpan(text: string | null): boolean {
  return text !== null && (WHOLE_UNSTATED_SPAN.test(text) || WHOLE_CALENDAR_HALF.test(text) || isMonthOrSeveral(text));
}

/** Is a period read as `text` a month ("in May", "for the month of July 2021", "monthly") or a span over several years or quarters ("over the last five years", "a CAGR", "FY20–FY23")? */
export function isMonthOrSeveral(text: string | null): boolean {
  if (text === null) return false;
  if (WHOLE_MONTH.test(text) || WHOLE_YEAR_RANGE.test(text)) return true;
  const several = loadHorizons().severalPeriods;
  several.lastIndex = 0;
  const m = several.exec(text);
  several.lastIndex = 0;
  return m !== null && m.index === 0 && m[0].length === text.length;
}

/** Spans that are neither a quarter, a half nor the year: "the first nine months", "the first three quarters", "the last 5 quarters", "year-to-date", "9M", "on a nine-month GAAP basis", and growth stacked over years ("35.2% on a two-year basis", "a 3-year stack"). */
const UNSTATED_SPAN = /\b(?:first|past|last)\s+(?:nine|9)[- ]months?\b|\b(?:first|past|last|previous|preceding)\s+(?:two|three|five|six|seven|eight|2|3|5|6|7|8)\s+quarters\b|\b(?:nine|9)[- ]months?\s+(?:ended|ending|to\s+date)\b|\byear[- ]to[- ]date\b|\bYTD\b|\b9M(?:FY)?\b|\b(?:two|three|four|2|3|4)[- ]year\s+(?:basis|stack(?:ed)?)\b|\b(?:nine|9)[- ]month\s+(?:[\p{L}-]+\s+){0,2}basis\b/giu;
const WHOLE_UNSTATED_SPAN = new RegExp(`^(?:${UNSTATED_SPAN.source})$`, 'iu');
/**
 * Words every such span holds: a sentence without them is not searched for the spans (a pattern matching in any case by
 * Unicode's rules, as UNSTATED_SPAN does, is slow to run over every sentence, and most sentences say "quarter" or "year").
 * Matched in ASCII's cases: under /iu only "s" and "k" also match another character (ſ, K), so an "s" is written [sſ].
 */
const UNSTATED_SPAN_WORDS = /month|date|ytd|9m|(?:two|three|five|[sſ]ix|[sſ]even|eight|[235-8])\s+quarter|year\s+(?:ba|[sſ]t)/i;
/** Words every NINE_MONTHS span holds, read as UNSTATED_SPAN_WORDS are. */
const NINE_MONTHS_WORDS = /month|9m|(?:three|3)\s+quarter/i;
/**
 * A half of a calendar year named as such: "the first half of CY23", "H1 CY2023", "first half of calendar year 2023", "CY23 H1":
 * said by calls whose fiscal year is not the calendar's (it straddles two fiscal years), a span no fact's period states.
 */
const CALENDAR_HALF = /\b(?:(first|second)\s+half\s+(?:of\s+)?(?:the\s+)?(?:CY\s*['’]?|calendar\s+(?:year\s+)?['’]?)(\d{4}|\d{2})|H([12])\s+(?:of\s+)?CY\s*['’]?(\d{4}|\d{2})|CY\s*['’]?(\d{4}|\d{2})\s+H([12]))\b/gi;
const WHOLE_CALENDAR_HALF = new RegExp(`^(?:${CALENDAR_HALF.source})$`, 'i');

/** The last sentence's mentions, by reading (relative, forward): its figures are read one after another, each asking again. */
const readingsOf = rememberLast((_sentence: string, _call: CallPeriod) => new Map<string, readonly Mention[]>());

/** Every period the sentence names, stated or relative, resolved against the call's own (read once per sentence and reading). */
function mentionsIn(sentence: string, call: CallPeriod, relative: boolean, forward = false): readonly Mention[] {
  const readings = readingsOf(sentence, call);
  const key = `${relative}/${forward}`;
  let found = readings.get(key);
  if (!found) readings.set(key, (found = readMentions(sentence, call, relative, forward)));
  return found;
}

function readMentions(sentence: string, call: CallPeriod, relative: boolean, forward: boolean): Mention[] {
  const own: FactPeriod | null = call.year ? { quarter: call.quarter, year: call.year } : null;
  const out: Mention[] = [];
  // "FY20–FY23", "2019-2021": a range of years is a span over several, no one of them.
  for (const m of own ? sentence.matchAll(YEAR_RANGE) : []) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, period: own!, text: m[0], unstated: true, several: true });
  // "our exit for FY '24", "on an FY25 exit basis", "as we exit 2024": the level at a year's exit is its last quarter's.
  for (const m of sentence.matchAll(EXIT_YEAR)) {
    const raw = (m[1] ?? m[2])!;
    const digits = /^(?:19|20)\d{2}$/.test(raw);
    if (digits && call.startMonth !== null && call.startMonth !== 1) continue;
    const n = /(\d{2})\D*$/.exec(raw)![1]!;
    if (out.some((x) => (m.index ?? 0) < x.end && (m.index ?? 0) + m[0].length > x.start)) continue;
    out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, period: { quarter: 'Q4', year: fy(Number(n)) }, text: m[0], exit: true });
  }
  // "in the first half of CY23": a half named as the calendar's is no fiscal half (us-shapes.test.ts), a span no fact's period states.
  for (const m of sentence.matchAll(CALENDAR_HALF)) {
    const s = m.index ?? 0;
    if (own) out.push({ start: s, end: s + m[0].length, period: own, text: m[0], unstated: true });
  }
  for (const h of periodMentions(sentence, call.startMonth)) if (!out.some((m) => h.index < m.end && h.end > m.start)) out.push({ start: h.index, end: h.end, period: { quarter: h.quarter, year: h.year }, text: sentence.slice(h.index, h.end) });
  const free = (s: number, e: number) => !out.some((m) => s < m.end && e > m.start);
  for (const m of own?.quarter && !own.quarter.startsWith('H') ? sentence.matchAll(SAME_QUARTER_IN) : []) {
    const s = m.index ?? 0;
    if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: { quarter: own!.quarter, year: fy(Number(m[1]!.slice(-2))) }, text: m[0] });
  }
  for (const m of sentence.matchAll(FISCAL_YEAR)) {
    const s = m.index ?? 0;
    const raw = m[1] ?? m[2] ?? m[4] ?? m[5] ?? m[6]!;
    if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: { quarter: null, year: fy(Number(raw.slice(-2))) }, text: m[0] });
  }
  if (own) {
    for (const m of sentence.matchAll(BARE_QUARTER)) {
      const s = m.index ?? 0;
      const n = m[1] ?? WORD_NUMBERS[m[2]?.toLowerCase() ?? ''] ?? m[2] ?? ORDINALS.get(m[3]?.toLowerCase() ?? '')?.slice(1) ?? m[4];
      // "quarter one last year", "last year's fourth quarter" are that quarter a year back; "this year's third quarter" is this year's.
      const yearBefore = QUARTERS_YEAR.exec(sentence.slice(0, s));
      const lastYear = /^\s*(?:of\s+)?(?:last|previous|prior)\s+year\b/i.exec(sentence.slice(s + m[0].length)) ?? (yearBefore && !/^this/i.test(yearBefore[1] ?? '') ? yearBefore : null);
      const end = s + m[0].length + (lastYear && lastYear !== yearBefore ? lastYear[0].length : 0);
      // A quarter named by a guidance or a target looks ahead: the coming one, not the past one of that name.
      const q = (forward ? nextQuarter : latestQuarter)(`Q${n}` as Quarter, own);
      // "by quarter 2" sets a deadline, not the period of a figure.
      const from = yearBefore ? s - yearBefore[0].length : s;
      if (n && free(from, end) && !/\b(?:by|till|until|before)\s+$/i.test(sentence.slice(Math.max(0, from - 10), from))) out.push({ start: from, end, period: lastYear ? periodBefore({ quarter: `Q${n}` as Quarter, year: own.year }, 'year') : q, text: sentence.slice(from, end) });
    }
    for (const m of sentence.matchAll(BARE_HALF)) {
      const s = m.index ?? 0;
      if (!free(s, s + m[0].length)) continue;
      const n = HALF_NUMBER[m[1]!.toLowerCase()]!;
      const said = m[2]?.toLowerCase();
      // The call's own half: a guidance's half before it is next year's ("on a fourth quarter's call, first half revenue growth … about 50%").
      const ownHalf = own.quarter === 'Q1' || own.quarter === 'Q2' || own.quarter === 'H1' ? 1 : 2;
      const offset = said === 'last' || said === 'previous' || said === 'prior' ? -1 : said === 'next' || said === 'coming' ? 1 : said ? 0 : forward && n < ownHalf ? 1 : 0;
      out.push({ start: s, end: s + m[0].length, period: { quarter: `H${n}` as Quarter, year: fy(yearNumber(own.year) + offset) }, text: m[0], half: true });
    }
    for (const m of sentence.matchAll(FIRST_SIX_MONTHS)) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: { quarter: 'H1', year: own.year }, text: m[0], half: true });
    }
    // A six-month total said on a second or fourth quarter's call is the half that quarter ends (on another quarter's, none).
    for (const m of sentence.matchAll(SIX_MONTH_TOTAL)) {
      const s = m.index ?? 0;
      const e = s + m[0].trimEnd().length;
      const half = own.quarter === 'Q2' ? 'H1' : own.quarter === 'Q4' ? 'H2' : null;
      if (half && free(s, e)) out.push({ start: s, end: e, period: { quarter: half, year: own.year }, text: sentence.slice(s, e), half: true });
    }
    // The year to date on a first, second, third or fourth quarter's call is that quarter, the first half, the first nine months, the year;
    // only where the fiscal year is the calendar's (or unknown): "Rs 144 crore year-to-date" on an April–June quarter's call is the calendar year's.
    for (const m of call.startMonth === null || call.startMonth === 1 ? sentence.matchAll(YEAR_TO_DATE) : []) {
      const s = m.index ?? 0;
      const e = s + m[0].length;
      const toDate: FactPeriod | null = own.quarter === 'Q2' ? { quarter: 'H1', year: own.year } : own.quarter === 'Q3' ? { quarter: '9M', year: own.year } : own.quarter === 'Q4' ? { quarter: null, year: own.year } : own.quarter === 'Q1' ? own : null;
      if (toDate && free(s, e)) out.push({ start: s, end: e, period: toDate, text: m[0], half: true, toDate: true });
    }
    for (const m of relative ? sentence.matchAll(YEAR_AGO) : []) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: periodBefore(own, 'year'), text: m[0] });
    }
    for (const m of relative ? sentence.matchAll(QUARTER_AGO) : []) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: periodBefore(own, 'quarter'), text: m[0] });
    }
    // "the first nine months of 2020", "the nine months ended October 2, 2021", "9M FY21", "the first three quarters": the nine months a third
    // quarter ends, of the year said right after it (else the call's own).
    for (const m of NINE_MONTHS_WORDS.test(sentence) ? sentence.matchAll(NINE_MONTHS) : []) {
      const s = m.index ?? 0;
      const yearSaid = NINE_MONTHS_YEAR.exec(sentence.slice(s + m[0].length));
      const e = s + m[0].length + (yearSaid?.[0].length ?? 0);
      const year = yearSaid ? nineMonthsYear(yearSaid, call) : own.year;
      if (!year || !free(s, s + m[0].length)) continue;
      // The year said after it ("of fiscal 2019", read already as a year of its own) is the nine months'.
      for (let i = out.length - 1; i >= 0; i--) if (out[i]!.start >= s + m[0].length && out[i]!.end <= e) out.splice(i, 1);
      out.push({ start: s, end: e, period: { quarter: '9M', year }, text: sentence.slice(s, e), half: true });
    }
    for (const m of UNSTATED_SPAN_WORDS.test(sentence) ? sentence.matchAll(UNSTATED_SPAN) : []) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: own, text: m[0], unstated: true });
    }
    for (const m of sentence.matchAll(TRAILING_SPAN)) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: own, text: m[0], span: true });
    }
    // "over the last five years", "a two-year CAGR", "on a 3-year basis" (data/vocabulary/horizons.json `severalPeriods`): a span over several years or quarters.
    for (const m of sentence.matchAll(loadHorizons().severalPeriods)) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length) && !RECORD_OVER.test(sentence.slice(Math.max(0, s - 40), s))) out.push({ start: s, end: s + m[0].length, period: own, text: m[0], unstated: true, several: true });
    }
    // "for the month of July 2021", "a decline of 13% in May", "monthly cargo volumes": a month's figure.
    for (const [re, month] of [[MONTH_OF, 'of'], [BARE_MONTH, 'bare'], [MONTHLY, 'monthly']] as const) {
      for (const m of sentence.matchAll(re)) {
        const s = m.index ?? 0;
        if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: own, text: m[0], unstated: true, month });
      }
    }
    // "as of March '23", "target was September 2023": the fiscal quarter the month is in.
    for (const m of sentence.matchAll(MONTH_YEAR)) {
      const s = m.index ?? 0;
      const month = monthNumber(m[1]!);
      const year = m[2] ? 2000 + Number(m[2]) : Number(m[3]);
      if (month && free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: fiscalPeriodOf(month, year, call.startMonth ?? 1), text: m[0], trailing: true });
    }
    // "compared with $24.2 billion at December 31, 2019", "as of 30th June 2023": a day's balance is the fiscal quarter the day falls in.
    for (const m of sentence.matchAll(MONTH_DAY_YEAR)) {
      const s = m.index ?? 0;
      const month = monthNumber((m[1] ?? m[5])!);
      const year = Number(m[3] ?? m[6]);
      // "will be paid on December 10, 2021", "stockholders of record on November 10": a day something is done, not a balance's.
      if (month && free(s, s + m[0].length) && !EVENT_DAY_LEAD.test(sentence.slice(Math.max(0, s - 40), s))) out.push({ start: s, end: s + m[0].length, period: fiscalPeriodOf(month, year, call.startMonth ?? 1), text: m[0], trailing: true });
    }
    // "from $6 billion in 2020": where the fiscal year is the calendar year (or none other is known), a year named alone is that year.
    if (call.startMonth === null || call.startMonth === 1) {
      // "9.92% at the end of 2020": a year's end named by its year is its fourth quarter.
      for (const m of sentence.matchAll(END_OF_YEAR)) {
        const s = m.index ?? 0;
        if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: { quarter: 'Q4', year: fy(Number(m[1]!.slice(-2))) }, text: m[0] });
      }
      for (const m of sentence.matchAll(CALENDAR_YEAR)) {
        const s = (m.index ?? 0) + m[0].length - m[1]!.length;
        if (free(s, s + m[1]!.length)) out.push({ start: s, end: s + m[1]!.length, period: { quarter: null, year: fy(Number(m[1]!.slice(-2))) }, text: m[1]! });
      }
      // "our 2022 capital budget", "We expect 2022 revenue of …": a year qualifying a noun is that year.
      for (const m of sentence.matchAll(YEAR_QUALIFIER)) {
        const s = m.index ?? 0;
        if (free(s, s + m[1]!.length)) out.push({ start: s, end: s + m[1]!.length, period: { quarter: null, year: fy(Number(m[1]!.slice(-2))) }, text: m[1]! });
      }
    }
    for (const m of sentence.matchAll(FULL_YEAR)) {
      const s = m.index ?? 0;
      if (free(s, s + m[0].length)) out.push({ start: s, end: s + m[0].length, period: { quarter: null, year: own.year }, text: m[0] });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** "for the quarter", "this quarter": the call's own quarter, in a list of periods figures are said "respectively" of. */
const OWN_QUARTER_SAID = /\b(?:the|this)\s+quarter\b(?!\s+(?:ago|before|earlier))/gi;
/** Between two periods listed: "and", ", ", "and for the". */
const PERIOD_LIST_JOIN = /^\s*(?:,\s*(?:and\s+)?|and\s+)(?:(?:for|in|during)\s+)?(?:the\s+)?$/i;
/** The longest run of items each joined to the one before by words `join` matches. */
function longestList<T extends { start: number; end: number }>(sentence: string, items: readonly T[], join: RegExp): T[] {
  let best: T[] = [];
  let run: T[] = [];
  for (const x of items) {
    const prev = run[run.length - 1];
    run = prev && join.test(sentence.slice(prev.end, x.start)) ? [...run, x] : [x];
    if (run.length > best.length) best = run;
  }
  return best;
}

/**
 * "expense ratios for the quarter and for the year of 30.9% and 30% respectively", "expense ratios of 23.8% and 23% in the
 * fourth quarter and full year respectively": figures listed before "respectively", each of the period listed in its place
 * (by the figure's start); none when the lists differ in length or name one period twice.
 */
export function respectivePeriods(sentence: string, call: CallPeriod): Map<number, PeriodRead> {
  const out = new Map<number, PeriodRead>();
  const at = sentence.search(/\brespectively\b/i);
  if (at < 0 || !call.year) return out;
  const own: FactPeriod = { quarter: call.quarter, year: call.year };
  const said = sentence.slice(0, at);
  const periods = [...readMentions(said, call, false, false)].filter((m) => !m.trailing && !m.span);
  for (const m of said.matchAll(OWN_QUARTER_SAID)) {
    const s = m.index ?? 0;
    if (!periods.some((p) => s < p.end && s + m[0].length > p.start)) periods.push({ start: s, end: s + m[0].length, period: own, text: m[0] });
  }
  periods.sort((a, b) => a.start - b.start);
  const listed = respectiveFigures(sentence);
  const named = longestList(sentence, periods, PERIOD_LIST_JOIN);
  if (listed.length < 2 || named.length !== listed.length) return out;
  if (new Set(named.map((m) => (m.unstated ? m.text : `${m.period.quarter ?? ''}|${m.period.year}`))).size !== named.length) return out;
  listed.forEach((f, i) => {
    const m = named[i]!;
    const same = m.period.year === own.year && m.period.quarter === own.quarter && !m.unstated;
    out.set(f.start, m.unstated ? { period: null, text: m.text } : { period: m.period, text: same ? null : m.text });
  });
  return out;
}

/** Every period `text` names, stated or relative, resolved against the call's own. */
export function periodsNamed(text: string, call: CallPeriod): PeriodRead[] {
  return mentionsIn(text, call, true).map((m) => ({ period: m.period, text: m.text }));
}

/**
 * The one period `text` names ("on the FY'24 capex, … do you give capex guidance?"), resolved
 * against the call's own; null when it names none or several. With `forward`, a quarter named with
 * no year is the next one on or after the call's (an outlook's "second quarter"), not the latest.
 */
export function periodNamed(text: string, call: CallPeriod, forward = false): PeriodRead | null {
  // "up 12% to 18% from our 2020 adjusted earnings per share": a period compared against is not the one the text is about.
  const found = mentionsIn(text, call, true, forward).filter((m) => !m.span && !m.unstated && !m.half && !COMPARED.test(text.slice(Math.max(0, m.start - 40), m.start)));
  const distinct = new Set(found.map((m) => `${m.period.quarter ?? ''}|${m.period.year}`));
  return found.length > 0 && distinct.size === 1 ? { period: found[0]!.period, text: found[0]!.text } : null;
}

/** The words before a period compared against: "than in the previous quarter", "in line with the margin in the third quarter of 2020". */
const COMPARED = /\b(?:than|compared\s+(?:to|with)|versus|vs\.?|against|over|from|above|below|(?:in\s+line|consistent|on\s+par)\s+with|(?:similar|flat)\s+to|flat\s+(?:with|versus))\s+(?:(?:that|those|the\s+\p{L}+)\s+(?:of|in)\s+)?(?:in\s+|during\s+|for\s+)?(?:the\s+|our\s+|its\s+|their\s+)?(?:adjusted\s+|reported\s+|linked\s+)?$/iu;

/** Clause breaks a period mention does not reach across ("declined 2% linked quarter largely driven by seasonal impacts in Q1": a period named in a figure's cause is the cause's). */
const CLAUSE_BREAK = /[;]|\band\s+(?:our|the|we|its)\b|\bwhile\b|\bwhereas\b|\breversing\b|\b(?:seen|witnessed)\s+(?:in|over|during)\b|\b(?:driven|led|helped|offset|impacted|affected|hurt)\s+by\b|\bdue\s+to\b|\bbecause\s+of\b|\bon\s+account\s+of\b|\bowing\s+to\b|\breflecting\b/i;

/**
 * The period of the figure at [start, end) of `sentence`: the nearest mention in its clause (one
 * right after the figure first: "Rs 193 in quarter four"), else, for the base of a change, the
 * period `basis` implies, else the call's own. `isBase` marks a figure after "from", "versus",
 * "against", "compared to".
 */
export function periodOfFigure(sentence: string, start: number, end: number, call: CallPeriod, opts: { isBase: boolean; isChange: boolean; basis: ChangeBasis | null; forward?: boolean; metricStart?: number; metricEnd?: number; reached?: boolean }): PeriodRead {
  const own: FactPeriod | null = call.year ? { quarter: call.quarter, year: call.year } : null;
  // "grew 30% over prior year": for a change, "prior year" is what it is measured against, not its period.
  const all = mentionsIn(sentence, call, !opts.isChange, opts.forward === true && !opts.isBase);
  // "on par with Q1 2021 and Q4 2020": a period listed after one compared against is compared against too; so is one
  // qualifying it ("from the second quarter of this year").
  const compared = new Set<Mention>();
  for (const [i, m] of all.entries()) {
    const prev = all[i - 1];
    // "free cash flow over the trailing 12 months": right after the metric's name, the span its figures cover, not one compared against.
    const overSpan = (m.span === true || m.unstated === true) && opts.metricEnd !== undefined && m.start >= opts.metricEnd && /^\s*over\s+(?:the\s+|a\s+)?$/i.test(sentence.slice(opts.metricEnd, m.start));
    if ((COMPARED.test(sentence.slice(Math.max(0, m.start - 40), m.start)) && !overSpan && !m.several) || (prev && compared.has(prev) && /^\s*(?:,?\s*(?:and|or)\s+(?:with\s+)?(?:the\s+)?|of\s+)$/i.test(sentence.slice(prev.end, m.start)))) compared.add(m);
  }
  const candidates = all
    .map((m) => {
      const between = m.start >= end ? sentence.slice(end, m.start) : sentence.slice(m.end, start);
      const distance = m.start >= end ? m.start - end : start - m.end;
      // "Our fourth quarter ex-cat combined ratio expectation has improved to around 91%": a period qualifying the figure's metric is its period, however far the figure.
      const qualifies = !opts.isBase && opts.metricStart !== undefined && m.end <= opts.metricStart && m.end <= start && QUALIFIES_METRIC.test(sentence.slice(m.end, opts.metricStart));
      // A quarter, a half or a year in digits qualifying the metric is nearer than any other period ("Q4 operating margin was 22.1% and full year margin
      // was 23.2%", "2022 full year adjusted diluted EPS in a range of …"); the year said in words, as near as it stands ("our full-year capex guidance to
      // $15 million to $25 million in 2020").
      // "Free cash flow over the trailing 12 months increased 22% to $991 million", "Sales for the first 6 months of the year were up 18%": a span or a half said
      // right after the metric's name is the period of its figures in the clause.
      // "Operating expenses in Q1 on a non-GAAP basis are estimated to range from …": so is a quarter said right after it, of a figure looking ahead.
      const spanOfMetric = !opts.isBase && (m.span === true || m.unstated === true || partOfYear(m) || (opts.forward === true && m.period.quarter !== null && !m.trailing)) && opts.metricEnd !== undefined && m.start >= opts.metricEnd && m.end <= start && SPAN_AFTER_METRIC.test(sentence.slice(opts.metricEnd, m.start)) && !CLAUSE_BREAK.test(sentence.slice(m.end, start)) && !PART_LEAD.test(sentence.slice(m.end, start));
      // "we expect to exit 2021 on an annual run rate synergy level of around $100 million": a year's exit before the figure, in its clause, is its period.
      const exitBefore = !opts.isBase && m.exit === true && m.end <= start && !CLAUSE_BREAK.test(between) && !crossesFigure(between);
      const named = ((qualifies || spanOfMetric) && (m.period.quarter !== null || /\d/.test(m.text))) || exitBefore;
      return { m, distance: named ? 0 : m.start >= end ? distance : distance * 1.5, between: spanOfMetric ? '' : between, qualifies: qualifies || spanOfMetric || exitBefore };
    })
    // "lower than in the previous quarter at USD 359 million": a period compared against is not this figure's.
    .filter((x) => opts.isBase || !compared.has(x.m))
    // "Over the last 3 years, our persistency has improved from 89% to 92%": a level reached over a span of years is the call's own.
    .filter((x) => !(x.m.several && (opts.reached || opts.isBase)))
    .filter((x) => monthOfFigure(sentence, x.m, start, end, opts.metricStart) && !(x.m.month && opts.isBase) && severalOfFigure(sentence, x.m, end))
    // A change is the call's own unless a period follows it ("grew 5% in Q4"): one before it is what it is measured against.
    .filter((x) => !opts.isChange || x.m.start >= end || x.qualifies)
    .filter((x) => !x.m.trailing || x.m.start >= end)
    // "$284 million … during the first nine months, $141 million of which … in the third quarter": a span said after an earlier figure is that figure's.
    // "our UVG CAGR of 5%": a span naming the figure's own noun right before it is the figure's, figures before or not.
    .filter((x) => !(x.m.unstated || x.m.period.quarter === '9M') || x.m.start >= end || !/\d/.test(sentence.slice(0, x.m.start)) || (x.m.several && NOUN_OF_FIGURE.test(sentence.slice(x.m.end, start))))
    // "LCR … was at 126%, prior quarter was 116% and prior year was 108%": a period after the figure that opens the next figure's clause is that figure's.
    .filter((x) => x.m.start < end || !LEADS_A_FIGURE.test(sentence.slice(x.m.end, x.m.end + 40)))
    .filter((x) => x.distance >= 0 && (x.distance <= 60 || x.qualifies) && !CLAUSE_BREAK.test(x.between) && !crossesFigure(x.between));
  // "INR2,700 crores during the prior quarter and INR3,200 crores in the prior year": when a period follows the figure, one right after an earlier figure is that figure's.
  // "full-year adjusted EBITDA of $60 million, which is roughly half the prior year result": the year a word qualifying the metric says is nearest, unless a year in digits is said of the figure too.
  if (!candidates.some((x) => !x.qualifies && /\d/.test(x.m.text))) for (const x of candidates) if (x.qualifies) x.distance = 0;
  const ownAfter = candidates.some((x) => x.m.start >= end);
  const closest = candidates
    .filter((x) => !ownAfter || x.m.start >= end || !AFTER_A_FIGURE.test(sentence.slice(Math.max(0, x.m.start - 40), x.m.start)))
    // "versus 2.24% a year ago, and with a PCR of 78%": a base's period said right after an earlier figure is that figure's, not a later one's.
    .filter((x) => x.m.start >= end || !RELATIVE_PERIOD.test(x.m.text) || !RIGHT_AFTER_A_FIGURE.test(sentence.slice(Math.max(0, x.m.start - 40), x.m.start)))
    .sort((a, b) => a.distance - b.distance)[0];
  // "the 3Q '21 tax rate will be in the middle of our full-year range of 17% to 19%": a period naming the figure's own noun is nearer than one qualifying the metric.
  const ownNoun = closest?.qualifies ? candidates.find((x) => x !== closest && x.m.start > closest.m.end && x.m.end <= start && !x.m.span && !x.m.unstated && OWN_NOUN.test(sentence.slice(x.m.end, start))) : undefined;
  // "Q2 same-store sales grew 7% on a two-year basis": a span the clause states is the figure's, though a period qualifies its metric.
  const near = ownNoun ?? (closest?.qualifies ? (candidates.find((x) => x.m.unstated || x.m.span) ?? closest) : closest);
  // "For the year-to-date, consolidated earnings were $1.18 per diluted share for 2021", "In the first three quarters of fiscal 2021, we generated …":
  // a span the sentence opens with, within the year named, is the figure's.
  const frame = opts.isBase ? undefined : openingSpan(sentence, all, start, opts.reached === true);
  if ((frame?.unstated || frame?.toDate) && near && near.m !== frame && !near.m.span && !near.m.unstated && near.m.period.quarter === null) return { period: frame.unstated ? null : frame.period, text: frame.text };
  if (near) {
    // "we used $34 million of cash flow from operations for the first nine months": a period the facts cannot state.
    if (near.m.unstated) return { period: null, text: near.m.text };
    // "Operating income in the quarter was $54.3 million and compares to $57 million in 2018": a base named by its year alone, in a
    // sentence about the call's quarter and not the year, is that quarter of the year named.
    // "our average quarterly noninterest income was $21.4 million in 2019, up from $19.9 million per quarter in 2018": a per-quarter average is the year's.
    if (opts.isBase && near.m.period.quarter === null && /^(?:19|20)\d{2}$/.test(near.m.text) && call.quarter && /^Q[1-4]$/.test(call.quarter) && QUARTER_SAID.test(sentence) && !YEAR_SAID.test(sentence))
      return { period: { quarter: call.quarter, year: near.m.period.year }, text: near.m.text };
    const same = own && !near.m.span && near.m.period.year === own.year && near.m.period.quarter === own.quarter;
    return { period: near.m.period, text: same ? null : near.m.text };
  }
  // "On a trailing 12-month basis, net cash … was $1.2 billion", "Year-to-date … fees of $57 million": a span the sentence opens with frames its figures.
  // "In the first half, we generated $320 million of cash from operations, which is down about $25 million versus last year": a half the sentence opens with is its figures' period, a change's too.
  if (frame) return frame.unstated ? { period: null, text: frame.text } : { period: partOfYear(frame) ? frame.period : own, text: frame.text };
  if (!own) return { period: null, text: null };
  if (opts.isBase) {
    if (opts.basis === 'yoy') return { period: periodBefore(own, 'year'), text: 'a year before' };
    if (opts.basis === 'qoq') return { period: periodBefore(own, 'quarter'), text: 'the quarter before' };
    return { period: null, text: null };
  }
  return { period: own, text: null };
}

/**
 * May a month mention be the figure's period? One named alone ("in May") only right after the figure ("a decline of 13% in May"),
 * not a day something was done in ("closed in July"); "monthly" only said of the metric ("monthly cargo volumes"); "the month of …" anywhere.
 * (A month named alone that opens the sentence frames it: openingSpan.)
 */
function monthOfFigure(sentence: string, m: Mention, start: number, end: number, metricStart: number | undefined): boolean {
  if (m.month === 'bare') return m.start >= end && /^\s*(?:[\p{L}'’-]+\s+){0,2}$/u.test(sentence.slice(end, m.start)) && !EVENT_DAY_LEAD.test(sentence.slice(Math.max(0, m.start - 40), m.start));
  if (m.month === 'monthly') return metricStart !== undefined && m.end <= metricStart && m.end <= start && /^\s*(?:[\p{L}'’-]+\s+){0,2}$/u.test(sentence.slice(m.end, metricStart));
  return true;
}

/**
 * May a span over several periods said after the figure be its period? Only close after it, no clause between ("grew 38% on average
 * over the last five years", not "the 14% to 15% range we have seen in the last two years", "$2.69, which reflects a compound annual
 * growth rate of 27.7%"), and not a base ("over two years ago") or the noun of a figure after it ("for a compounded annual growth rate of 12%").
 */
function severalOfFigure(sentence: string, m: Mention, end: number): boolean {
  if (!m.several || m.start < end) return true;
  const gap = sentence.slice(end, m.start);
  return /^\s*(?:[\p{L}'’-]+\s+){0,3}$/u.test(gap) && !CLAUSE_WORD.test(gap) && !/^\s*(?:ago|earlier|before|prior|back)\b/i.test(sentence.slice(m.end)) && !SPAN_NAMES_FIGURE.test(sentence.slice(m.end, m.end + 40));
}
/** Words that open a clause of their own between a figure and a span: a subject, a verb. */
const CLAUSE_WORD = /\b(?:we|they|it|which|that|have|has|had|was|were|is|are|been|seen|represents?|represented|reflects?|reflected|reflecting)\b/i;
/** After a span's noun, the figure it names: " of 12%", " growth rate of about 14%". */
const SPAN_NAMES_FIGURE = /^\s*(?:growth\s+)?(?:rate\s+)?(?:of|at|was|is)\s+(?:(?:about|around|approximately|roughly|nearly)\s+)?[$€£₹]?\d/i;

/** A half ("the first half", "the first half of 2021", "H1 FY24") or the first nine months: a part of the year a span of its figures may be said of. */
const partOfYear = (m: Mention): boolean => m.half === true || m.period.quarter?.startsWith('H') === true;

/** "income over the last five quarters, including approximately $1.4 billion in the first quarter": a part of the span's figure, not the span's own. */
const PART_LEAD = /\b(?:including|of\s+which|within\s+which)\b/i;

/** Between a metric's name and a span said of it: "free cash flow over the trailing 12 months", "revenue for the first nine months". */
const SPAN_AFTER_METRIC = /^\s*(?:over|for|in|during|through)\s+(?:the\s+|a\s+)?$/i;

/** Between a period and the metric it qualifies: a possessive and at most three words, none a function word ("fourth quarter ex-cat combined ratio", "Q2's adjusted"; not "last year and adjusted"). */
const QUALIFIES_METRIC = /^(?:['’]s)?\s*(?:(?!(?:and|or|but|of|to|in|on|at|by|for|with|from|than|versus|vs|as|is|was|were|are|be|been|will|would|the|a|an|our|its|their|we|it|that|which|this|these|those)\b)[\p{L}&][\p{L}&'’-]*\s+){0,3}$/iu;

/** The words a sentence may open with before a span that frames it: "On a", "For the", "Over the", "And looking back over the". */
const SPAN_OPENS = /^\s*(?:(?:and|so|now|also|then|again|but|that\s+said)\s*,?\s+)?(?:(?:looking\s+back\s+)?(?:on|for|over|in|during|through)\s+)?(?:a|an|the|our)?\s*$/i;

/**
 * A trailing or unstated span, or a half, the sentence opens with ("In the first half, …"), no other period named between it and the figure at
 * `start` but the year it is in ("the first three quarters of fiscal 2021").
 */
function openingSpan(sentence: string, all: readonly Mention[], start: number, reached: boolean): Mention | undefined {
  const first = all[0];
  if (!first || !(first.span || first.unstated || partOfYear(first)) || first.end > start) return undefined;
  // "monthly" frames nothing; "In November, we paid a quarterly cash dividend": a month that dates an event frames no figure of it.
  if (first.month === 'monthly' || (first.month === 'bare' && MONTH_EVENT.test(sentence.slice(first.end, start))) || (first.several && reached)) return undefined;
  // "Sales for the first 6 months of the year were up 18% and adjusted EBITDA increased 12%": a span said of the metric the sentence opens with frames the
  // figures after it too, unless a later clause says the quarter ("…, and for the quarter were $Y").
  const lead = sentence.slice(0, first.start);
  if (!SPAN_OPENS.test(lead) && !(SUBJECT_SPAN_OPENS.test(lead) && !/\bquarter\b/i.test(sentence.slice(first.end, start)))) return undefined;
  const itsYear = (m: Mention): boolean => m === all[1] && m.period.quarter === null && SPAN_OF_YEAR.test(sentence.slice(first.end, m.start));
  // "On a 2-year basis, … our UVG CAGR of 5%": a span over several years inside one opening the sentence is no other period.
  return all.some((m) => m !== first && m.start < start && !itsYear(m) && !(m.several && first.unstated)) || /[;]/.test(sentence.slice(first.end, start)) ? undefined : first;
}

/** A sentence's subject, a metric's name of one to four words, then the word a span is said of it with: "Sales for the", "Adjusted EBITDA over the". */
const SUBJECT_SPAN_OPENS = /^\s*(?:(?:and|so|now|also)\s*,?\s+)?(?:[\p{L}&'’-]+\s+){1,4}(?:for|in|over|during|through)\s+(?:a|an|the|our)?\s*$/iu;

/** Between a span and the year it is in: "the first three quarters of fiscal 2021", "year-to-date in 2021". */
const SPAN_OF_YEAR = /^\s*(?:of|in)\s+(?:the\s+)?$/i;

/** Between a period and the figure of the noun it names: "full-year range of", "2021 guidance of approximately". */
const OWN_NOUN = /^\s*(?:[\p{L}-]+\s+){1,2}of\s+(?:(?:about|approximately|around|roughly|between)\s+)?$/iu;

/**
 * The period a figure at [start, end) is compared against, named after it in its clause ("an
 * increase of 40% compared to the fiscal 2020 fourth quarter", "increased 38% versus 2020",
 * "$93 million lower than in fiscal 2019"); null when none is.
 */
export function comparedPeriod(sentence: string, start: number, end: number, call: CallPeriod): FactPeriod | null {
  const near = mentionsIn(sentence, call, true)
    .filter((m) => m.start >= end && !m.span && COMPARED.test(sentence.slice(Math.max(0, m.start - 40), m.start)))
    .map((m) => ({ m, between: sentence.slice(end, m.start) }))
    .filter((x) => x.between.length <= 60 && !CLAUSE_BREAK.test(x.between) && !crossesFigure(x.between))[0];
  if (near) return near.m.period;
  // "revenue increased 38% versus 2020": where the fiscal year is the calendar year (or none other is known), a year compared against alone is that year.
  if (call.startMonth !== null && call.startMonth !== 1) return null;
  const year = COMPARED_YEAR.exec(sentence.slice(end, end + 60));
  return year && !CLAUSE_BREAK.test(sentence.slice(end, end + (year.index ?? 0))) && !crossesFigure(sentence.slice(end, end + (year.index ?? 0))) ? { quarter: null, year: fy(Number(year[1]!.slice(-2))) } : null;
}

/** A year compared against, named alone: "versus 2020", "compared to 2019". */
const COMPARED_YEAR = /\b(?:than|compared\s+(?:to|with)|versus|vs\.?|over)\s+(?:the\s+)?(?:full[- ]year\s+)?((?:19|20)\d{2})\b(?!\s*[-–/]\s*\d|,?\s*\d)/i;

/** A period's own figure right after it, said with a verb: "prior quarter was 116%", "last year stood at 4.1%". */
const LEADS_A_FIGURE = /^\s*(?:it\s+)?(?:was|were|is|are|stood\s+at|came\s+in\s+at|had\s+been)\s+(?:at\s+)?(?:about\s+|around\s+|approximately\s+|nearly\s+|roughly\s+)?(?:Rs\.?\s*|INR\s*|USD\s*|US\$\s*|\$|₹\s*)?\d/i;

/** The words between a figure and the period it is stated for: "INR2,700 crores during the", "6.2% of sales, for". */
const AFTER_A_FIGURE = /\d[\d,.]*\s*(?:%|crores?|cr\.?|billion|bn|million|mn|lakhs?|bps|basis\s+points?)?(?:\s+(?:of|to)\s+(?:sales|revenues?|turnover))?,?\s+(?:during|in|for|over|at|as\s+of)\s+(?:the\s+)?$/i;

/** A period named against the call's own ("a year ago", "last quarter"): said of the figure it follows, a comparison's base. */
const RELATIVE_PERIOD = /\b(?:ago|last|previous|prior|preceding|earlier|before)\b/i;
/** A figure and nothing but a preposition before a period mention: "2.24% a year ago", "Rs 398 crores in the". */
const RIGHT_AFTER_A_FIGURE = /\d[\d,.]*\s*(?:%|crores?|cr\.?|billion|bn|million|mn|lakhs?|bps|basis\s+points?)?\s+(?:(?:during|in|for|over|at|as\s+of)\s+)?(?:the\s+)?$/i;

/** A stretch between a figure and a period mention that holds another figure belongs to that one, unless that figure is the first's share of revenue. */
function crossesFigure(between: string): boolean {
  // "INR6,657 million, 6.2% of sales, for Q4 FY '23": a share of revenue said beside an amount is said of it.
  // "USD754 million as of 31st March 2023": the day of the date the figure is stated at is no figure.
  return /\d/.test(between.replace(/\b\d{1,2}(?:st|nd|rd|th)?\s*$/i, '').replace(/\b(?:Q[1-4]|H[12]|FY\s*['’‘]?\d{2,4}|(?:19|20)\d{2})\b/gi, '').replace(/^\s*,\s*-?\d[\d.]*\s*%\s+(?:of|to)\s+(?:sales|revenues?|turnover)\s*,/i, ''));
}
