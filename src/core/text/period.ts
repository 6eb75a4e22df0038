/**
 * Period mentions in text and fiscal arithmetic: "Q1 FY24", "Q1FY'24", "Q1 of FY 2023-24", "third
 * quarter of fiscal 2022", "Q3 2021", "3Q21", "H1 FY24", "quarter ended June 30, 2023", "June Quarter
 * 2023"; a calendar month as a fiscal quarter for a given start month; quarter ends; the quarter
 * and year flags and filters take. Pure functions, shared by ingest (doc-period.ts reads a
 * document's own period from these mentions) and query (the period a question names).
 */
import type { Quarter } from '../domain.js';
import { monthNumber } from './months.js';

export interface Period {
  quarter: Quarter;
  /** "FY24" */
  year: string;
}

export const ORDINALS: ReadonlyMap<string, Quarter> = new Map([
  ['first', 'Q1'], ['1st', 'Q1'], ['second', 'Q2'], ['2nd', 'Q2'], ['third', 'Q3'], ['3rd', 'Q3'], ['fourth', 'Q4'], ['4th', 'Q4'],
]);
export const HALVES: ReadonlyMap<string, Quarter> = new Map([['first', 'H1'], ['1st', 'H1'], ['second', 'H2'], ['2nd', 'H2']]);

/** "24", "2024", "2023-24", "2023 - 2024" -> "FY24"; null when not a plausible year. */
export function fiscalYearLabel(raw: string): string | null {
  const parts = raw.split(/\s*[-–]\s*/).map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1];
  if (!last || !/^\d{2}(\d{2})?$/.test(last)) return null;
  const yy = last.length === 4 ? last.slice(2) : last;
  if (last.length === 4 && (Number(last) < 1990 || Number(last) > 2100)) return null;
  return `FY${yy}`;
}

/** The fiscal quarter and year containing a calendar month, given the fiscal year's first month. */
export function fiscalPeriodOf(month: number, year: number, startMonth: number, half = false): Period {
  const offset = (month - startMonth + 12) % 12;
  const quarter = (half ? `H${Math.floor(offset / 6) + 1}` : `Q${Math.floor(offset / 3) + 1}`) as Quarter;
  // Fiscal years are named by the calendar year in which they end.
  const endYear = startMonth === 1 ? year : month >= startMonth ? year + 1 : year;
  return { quarter, year: `FY${String(endYear % 100).padStart(2, '0')}` };
}

/** Straight quotes, single spaces: the patterns below stay simple. */
export function normaliseText(text: string): string {
  return text.replace(/[‘’´`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
}

export interface Hit extends Period {
  index: number;
  /** Where the mention ends in the normalised text. */
  end: number;
  /** Announces a later period ("operational by Q1FY32", "guidance for Q2 FY25"): not the call's own. */
  forward: boolean;
  /** The base a figure is compared with ("up 4% from the second quarter of 2020", "versus Q1 FY23"): not the call's own. */
  base: boolean;
  /** Names the call or its results ("Q1 FY24 Earnings Call", "quarter ended June 30, 2023"). */
  anchored: boolean;
  /**
   * `label`: the quarter and fiscal year as the company names them ("third quarter of fiscal 2022");
   * `date`: a quarter named by its last day or month ("quarter ended October 30, 2021", "June
   * quarter 2023"), its fiscal label read with the start month given (calendar year when none).
   */
  kind: 'label' | 'date';
  /** For `date` hits: the quarter's last day (ISO; the month's last day when only the month is stated). */
  quarterEnd?: string;
}

/**
 * Words that put the period mention after them in the future: a target, a plan, a deadline.
 * Only the words just before the mention count ("we expect margins to recover by Q3 FY25").
 */
const FORWARD_CUE = new RegExp(
  String.raw`\b(?:by|till|until|before|beyond|targets?|targeted|targeting|guidance|guiding|guide|outlook|expects?|expected|expecting|plans?|planned|planning|aims?|aiming|scheduled|anticipated?|projected|forecasts?|estimated?|operational|commission(?:ed|ing)?|completion|complete|launch|ready|achieve|reach)` +
    String.raw`(?:\s+(?:in|by|for|of|during|the|end|around|about|early|late|mid|start|beginning|next|our|its|this|until))*\s*$`,
  'i',
);
/** What follows a mention that names the call or its results. */
export const ANCHOR_AFTER = /^\s*["'”’]?\s*(?:-|–)?\s*(?:(?:fiscal|financial)\s+)?(?:earnings|results|financial results|conference|con-call|concall|investor|analyst|call|performance|update|teleconference|webcast)\b/i;

/**
 * Words that make the mention the base of a comparison: "compared to", "versus", "from", "over",
 * "than", "relative to", "since", "48% of", a past extreme ("down from the peak of $329 million in the second quarter
 * of fiscal 2019"). Only the words just before the mention count.
 */
const BASE_CUE = /(?:\b(?:compared\s+(?:to|with)|versus|vs\.?|from|over|than|relative\s+to|against|ahead\s+of|since|(?:peak|trough)(?:\s+of\s+[$₹€£]?[\d.,]+(?:\s+(?:thousand|million|billion|crores?|lakhs?))?)?\s+(?:in|during|at))|%\s+of)(?:\s+(?:the|our|its|in|levels?\s+of|that\s+of))*\s*$/i;

/** The sentence's words just before a mention (at most 40 characters). */
function wordsBefore(t: string, index: number): string {
  const before = t.slice(Math.max(0, index - 40), index);
  return before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n')) + 1);
}

function isForward(t: string, index: number, end: number): boolean {
  return FORWARD_CUE.test(wordsBefore(t, index)) || /^\s*(?:onwards?|and beyond)\b/i.test(t.slice(end, end + 12));
}

const YEAR = String.raw`(\d{4}\s*[-–]\s*\d{2,4}|\d{2,4})`;
/** A calendar-looking year alone (no "FY" or "fiscal" before it): four digits, not the start of a range. */
const YEAR4 = String.raw`((?:19|20)\d{2})(?!\s*[-–]\s*\d)`;
export const ORD = '(first|second|third|fourth|1st|2nd|3rd|4th)';
const FISCAL = String.raw`(?:(?:fiscal|financial)(?:\s+year)?|FY)`;
const Q_FY = new RegExp(String.raw`\bQ([1-4])\s*[-–]?\s*(?:of\s+)?(?:the\s+)?F(?:Y|iscal(?:\s+year)?)?\s*'?\s*${YEAR}\b`, 'gi');
const Q_RANGE = /\bQ([1-4])\s+(\d{4})\s*[-–]\s*(\d{2,4})\b/gi;
/** "first quarter of fiscal year 2024", "third fiscal quarter of fiscal 2021", "fourth quarter and fiscal year 2021", "Fourth Quarter and Fiscal Year 2021". */
const WORDS = new RegExp(String.raw`\b${ORD}[- ](?:fiscal[- ])?quarter\s+(?:(?:and|&)\s+(?:the\s+)?(?:full\s+)?(?:fiscal\s+)?year\s+(?:ended\s+|of\s+)?|(?:and|&)\s+(?:the\s+)?(?:full\s+)?(?=fiscal|financial|FY))?(?:of\s+|for\s+)?(?:the\s+)?${FISCAL}\s*'?\s*${YEAR}\b`, 'gi');
/** "quarter one of FY'24", "quarter 2 of fiscal 2021": a quarter numbered after the word, of a fiscal year. */
const QUARTER_NUMBER = new RegExp(String.raw`\bquarter\s+(one|two|three|four|[1-4])\s+(?:of\s+|for\s+)?(?:the\s+)?${FISCAL}\s*'?\s*${YEAR}\b`, 'gi');
const QUARTER_NUMBER_WORDS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4' };
/** "third quarter 2021", "fourth quarter and full year 2021", "first-quarter of 2019", "2nd quarter, 2020". */
const WORDS_YEAR = new RegExp(String.raw`\b${ORD}[- ](?:fiscal[- ])?quarter\s*,?\s+(?:(?:and|&)\s+(?:the\s+)?(?:full[- ])?year\s+(?:ended\s+)?)?(?:of\s+|for\s+|in\s+)?'?${YEAR4}\b`, 'gi');
/** "fourth quarter results for fiscal year 2021", "third quarter earnings for fiscal 2020". */
const WORDS_RESULTS = new RegExp(String.raw`\b${ORD}[- ](?:fiscal[- ])?quarter\s+(?:financial\s+)?(?:results|earnings|performance|(?:earnings\s+)?conference\s+call|earnings\s+call|call)\s+(?:for|of)\s+(?:the\s+)?(?:fiscal\s+(?:year\s+)?|FY\s*)'?(\d{4}|\d{2})\b`, 'gi');
/** "Year-End 2020 Earnings Call", "full year 2021 results": the year's fourth quarter, when the call is named by it. */
const YEAR_END = new RegExp(String.raw`\b(?:year[- ]end|full[- ]year|fiscal[- ]year[- ]end)\s+(?:fiscal\s+)?'?${YEAR4}(?=\s+(?:(?:financial|earnings|fourth[- ]quarter)\s+)*(?:results|earnings|conference|call|webcast))`, 'gi');
/** "fiscal 2021 third quarter", "FY21 first quarter", "2020 First Quarter", "fiscal year 2022 second-quarter". */
const YEAR_WORDS = new RegExp(String.raw`\b(?:${FISCAL}\s*'?\s*(\d{4}|\d{2})|${YEAR4})\s+${ORD}[- ](?:fiscal[- ])?quarter\b`, 'gi');
/** "Q4 2020", "Q1-2024" (the quarter of that fiscal year); "Q1'21" is not read (a bare two-digit year after Q is too often something else). */
const Q_YEAR = new RegExp(String.raw`\bQ([1-4])\s*[,\-–]?\s*${YEAR4}\b`, 'gi');
/** "fiscal Q3 2021", "FY21 Q3", "fiscal 2021 Q3". */
const FISCAL_Q = new RegExp(String.raw`\b(?:fiscal\s+Q([1-4])\s*'?\s*(\d{4}|\d{2})|${FISCAL}\s*'?\s*(\d{4}|\d{2})\s+Q([1-4]))\b`, 'gi');
/** "3Q21", "4Q 2020", "1Q'21". */
const NQ = /\b([1-4])Q\s*'?(\d{4}|\d{2})\b/g;
/** A full date: "30th June 2023", "June 30, 2023" (groups: day, month, year | month, day, year). */
export const DAY_MONTH_YEAR = String.raw`(?:(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9}),?\s+(\d{4})|([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}))`;
/** "quarter ended June 30, 2023", "three months ended 30th June 2023", "13 weeks ended January 29, 2022". */
const ENDED = new RegExp(String.raw`\b(?:quarter|(?:three|3)[- ]months?|(?:13|thirteen|twelve|12|14|fourteen)[- ]weeks?)\s+(?:that\s+)?(?:ended|ending|ends|to)\s+(?:on\s+)?${DAY_MONTH_YEAR}`, 'gi');
/** "H1 FY24", "H1 2024", "first half of fiscal 2024", "half year 2024 results", "2024 interim results". */
const H_FY = new RegExp(String.raw`\bH([12])\s*[-–]?\s*(?:of\s+)?(?:F(?:Y|iscal(?:\s+year)?)\s*'?\s*${YEAR}|${YEAR4})\b`, 'gi');
/** … "the first six months of 2021": a half said in months. */
const HALF_WORDS = new RegExp(String.raw`\b(first|second|1st|2nd)(?:[- ]half|\s+(?:six|6)[- ]months)\s+(?:of\s+)?(?:the\s+)?(?:${FISCAL}\s*'?\s*${YEAR}|${YEAR4})\b`, 'gi');
const HALF_YEAR = new RegExp(String.raw`\b(?:(?:half[- ]year|interim|half[- ]yearly)\s+(?:fiscal\s+)?'?${YEAR4}|${YEAR4}\s+(?:half[- ]year|interim|half[- ]yearly))(?=\s+(?:(?:financial|earnings)\s+)?(?:results|earnings|report|presentation|conference|call|webcast))`, 'gi');
/** "six months ended 30 June 2024", "half year to 30 June 2024", "first half ended September 30, 2023". */
const HALF_ENDED = new RegExp(String.raw`\b(?:(?:six|6)[- ]months?|half[- ]year|(?:first|second)[- ]half(?:[- ]year)?)\s+(?:that\s+)?(?:ended|ending|ends|to)\s+(?:on\s+)?${DAY_MONTH_YEAR}`, 'gi');
const MONTH_QUARTER = /\b([A-Za-z]{3,9})\s+quarter\s+(?:of\s+)?(\d{4})\b/gi;

/** 1-based fiscal quarter and the FY label of a quarter ending in `month` of `year`. */
function dateHit(month: number, year: number, day: number | null, startMonth: number | null, half = false): { p: Period; quarterEnd: string } {
  // A 52/53-week quarter can end in the first days of the next month ("January 1, 2022" closes December).
  let m = month;
  let y = year;
  if (day !== null && day <= 7) {
    m = month === 1 ? 12 : month - 1;
    if (month === 1) y--;
  }
  const p = fiscalPeriodOf(m, y, startMonth ?? 1, half);
  const quarterEnd = day !== null ? isoDate(year, month, day) : isoDate(y, m, lastDayOf(y, m));
  return { p, quarterEnd };
}

/** "2023-06-30" for 2023, 6, 30. */
export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The last day of month `m` (1-12) of year `y`. */
export function lastDayOf(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The date a DAY_MONTH_YEAR match states, its groups starting at `g`; null when the month is no month. */
export function matchedDate(m: RegExpMatchArray, g: number): { year: number; month: number; day: number } | null {
  const month = monthNumber((m[g + 1] ?? m[g + 3])!);
  return month ? { year: Number(m[g + 2] ?? m[g + 5]), month, day: Number(m[g] ?? m[g + 4]) } : null;
}

/**
 * Every period mention in the text, in order of appearance. `startMonth` reads dates as fiscal
 * quarters ("quarter ended June 30, 2023" is Q1 FY24 with an April start); null reads them as
 * calendar quarters. A mention inside a longer one is not counted twice.
 */
export function periodMentions(text: string, startMonth: number | null): Hit[] {
  // Every mention holds a digit (a year, a date, "1Q"): a text without one names none.
  if (!/\d/.test(text)) return [];
  const key = `${startMonth ?? ''}\u0000${text}`;
  let hits = readMentions.get(key);
  if (!hits) {
    // A sentence's periods are asked for again by each of its figures, and by the passage's readings before them.
    if (readMentions.size >= READ_MENTIONS_KEPT) readMentions.clear();
    hits = mentionsOf(text, startMonth);
    readMentions.set(key, hits);
  }
  return [...hits];
}

/** The texts read last and their mentions (the mentions are never changed by a caller). */
const readMentions = new Map<string, readonly Hit[]>();
const READ_MENTIONS_KEPT = 4096;

function mentionsOf(text: string, startMonth: number | null): Hit[] {
  const t = normaliseText(text);
  const hits: Hit[] = [];
  const add = (m: RegExpMatchArray, p: Period | null, kind: Hit['kind'], extra: { anchored?: boolean; quarterEnd?: string } = {}): void => {
    if (!p) return;
    const end = m.index! + m[0].length;
    hits.push({
      index: m.index!,
      end,
      ...p,
      forward: isForward(t, m.index!, end),
      base: BASE_CUE.test(wordsBefore(t, m.index!)),
      anchored: Boolean(extra.anchored) || ANCHOR_AFTER.test(t.slice(end, end + 40)),
      kind,
      ...(extra.quarterEnd ? { quarterEnd: extra.quarterEnd } : {}),
    });
  };
  const label = (quarter: string, year: string | null): Period | null => (year ? { quarter: quarter as Quarter, year } : null);
  const ord = (w: string) => ORDINALS.get(w.toLowerCase())!;
  for (const m of t.matchAll(Q_FY)) add(m, label(`Q${m[1]}`, fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(Q_RANGE)) add(m, label(`Q${m[1]}`, fiscalYearLabel(`${m[2]}-${m[3]}`)), 'label');
  for (const m of t.matchAll(WORDS)) add(m, label(ord(m[1]!), fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(QUARTER_NUMBER)) add(m, label(`Q${QUARTER_NUMBER_WORDS[m[1]!.toLowerCase()] ?? m[1]}`, fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(WORDS_YEAR)) add(m, label(ord(m[1]!), fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(WORDS_RESULTS)) add(m, label(ord(m[1]!), fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(YEAR_END)) add(m, label('Q4', fiscalYearLabel(m[1]!)), 'label', { anchored: true });
  for (const m of t.matchAll(YEAR_WORDS)) add(m, label(ord(m[3]!), fiscalYearLabel((m[1] ?? m[2])!)), 'label');
  for (const m of t.matchAll(Q_YEAR)) add(m, label(`Q${m[1]}`, fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(FISCAL_Q)) add(m, label(`Q${m[1] ?? m[4]}`, fiscalYearLabel((m[2] ?? m[3])!)), 'label');
  for (const m of t.matchAll(NQ)) add(m, label(`Q${m[1]}`, fiscalYearLabel(m[2]!)), 'label');
  for (const m of t.matchAll(ENDED)) {
    const date = matchedDate(m, 1);
    if (!date) continue;
    // "quarter ended June 30, 2023" names the quarter being reported.
    const d = dateHit(date.month, date.year, date.day, startMonth);
    add(m, d.p, 'date', { anchored: true, quarterEnd: d.quarterEnd });
  }
  for (const m of t.matchAll(H_FY)) add(m, label(`H${m[1]}`, fiscalYearLabel((m[2] ?? m[3])!)), 'label');
  for (const m of t.matchAll(HALF_WORDS)) add(m, label(HALVES.get(m[1]!.toLowerCase())!, fiscalYearLabel((m[2] ?? m[3])!)), 'label');
  for (const m of t.matchAll(HALF_YEAR)) add(m, label('H1', fiscalYearLabel((m[1] ?? m[2])!)), 'label', { anchored: true });
  for (const m of t.matchAll(HALF_ENDED)) {
    const date = matchedDate(m, 1);
    if (!date) continue;
    const d = dateHit(date.month, date.year, date.day, startMonth, true);
    add(m, d.p, 'date', { anchored: true, quarterEnd: d.quarterEnd });
  }
  for (const m of t.matchAll(MONTH_QUARTER)) {
    const month = monthNumber(m[1]!);
    // "June quarter 2023" names the quarter by its last month; only real month names count.
    if (!month) continue;
    const d = dateHit(month, Number(m[2]), null, startMonth);
    add(m, d.p, 'date', { quarterEnd: d.quarterEnd });
  }
  hits.sort((a, b) => a.index - b.index || b.end - a.end);
  // A mention inside a longer one ("Q3 2021" in "fiscal Q3 2021") is the same mention.
  return hits.filter((h, i) => !hits.some((o, j) => j !== i && o.index <= h.index && o.end >= h.end && (o.end - o.index > h.end - h.index || j < i)));
}

/** Months in a period: 3 for a quarter, 6 for a half. */
export function monthsOf(q: Quarter): number {
  return q.startsWith('H') ? 6 : 3;
}

/** The month a quarter ending on `end` closes: a 52/53-week quarter ending in a month's first week closes the month before. */
export function closingMonth(end: string): { month: number; year: number } {
  const [y, m, d] = end.split('-').map(Number) as [number, number, number];
  return d <= 7 ? { month: m === 1 ? 12 : m - 1, year: m === 1 ? y - 1 : y } : { month: m, year: y };
}

/** The last day of a fiscal quarter, as an ISO date ("Q1 FY24", April start -> "2023-06-30"). */
export function quarterEndDate(p: Period, startMonth: number): string {
  const yy = Number(p.year.slice(2));
  const endYear = yy >= 70 ? 1900 + yy : 2000 + yy;
  const startYear = startMonth === 1 ? endYear : endYear - 1;
  const lastMonth = startMonth - 1 + monthsOf(p.quarter) * Number(p.quarter.slice(1)) - 1; // 0-based, from January of startYear
  const year = startYear + Math.floor(lastMonth / 12);
  const month = (lastMonth % 12) + 1;
  return isoDate(year, month, lastDayOf(year, month));
}

const QUARTER_WORDS: ReadonlyMap<string, string> = new Map([['first', 'Q1'], ['second', 'Q2'], ['third', 'Q3'], ['fourth', 'Q4'], ['first half', 'H1'], ['second half', 'H2']]);

/** "q1", "Q1", "1", "first" → "Q1"; "H1", "first half" → "H1"; null when not a quarter or half. */
export function parseQuarter(s: string): string | null {
  const t = s.trim().toLowerCase();
  const m = /^q?([1-4])$/.exec(t) ?? /^([1-4])q$/.exec(t);
  if (m) return `Q${m[1]}`;
  const h = /^h([12])$/.exec(t);
  if (h) return `H${h[1]}`;
  return QUARTER_WORDS.get(t) ?? null;
}

/** "2024", "FY24", "fy2024", "FY 2024", "2023-24", "24" → "FY24"; null when not a year. */
export function parseYear(s: string): string | null {
  const t = s.trim().toLowerCase().replace(/\s+/g, '');
  const range = /^(?:fy)?'?(\d{2}|\d{4})[-/](\d{2}|\d{4})$/.exec(t);
  if (range) return `FY${range[2]!.slice(-2)}`;
  const m = /^(?:fy)?'?(\d{2}|\d{4})$/.exec(t);
  return m ? `FY${m[1]!.slice(-2)}` : null;
}
