/**
 * The period a document reports, read from its own words: its quarter (or half) and fiscal year
 * as the company names them, the quarter's end date, and the fiscal calendar a quarter named
 * beside its end date fixes; no market's fiscal year is assumed. Built on the period mentions of
 * period.ts. Pure.
 */
import type { Quarter } from '../domain.js';
import { ANCHOR_AFTER, closingMonth, DAY_MONTH_YEAR, fiscalPeriodOf, HALVES, type Hit, isoDate, lastDayOf, matchedDate, monthsOf, normaliseText, ORD, ORDINALS, type Period, periodMentions, quarterEndDate } from './period.js';
import { MONTH_NAME, monthNumber } from './months.js';

export interface PeriodOptions {
  /** The call's date (ISO): a quarter that ends after it cannot be the one the call reports. */
  callDate?: string | null;
  /** The whole document, where it dates its balances and periods (default: the body read). */
  text?: string;
}

/** The period a document reports, with its quarter-end date and fiscal year end when they can be read. */
export interface DocPeriod extends Period {
  /** ISO date the quarter ended: stated by the document, or derived from a known fiscal calendar. */
  quarterEnd: string | null;
  /** Month (1-12) the company's fiscal year ends in, when the document fixes it. */
  fyEndMonth: number | null;
}

/** The most frequent period among hits, ties going to the quarter the document names most (`named`), then to the earliest. */
function mostFrequent<H extends Hit>(hits: readonly H[], named: Quarter | null = null): H | null {
  const votes = new Map<string, { n: number; first: number; h: H }>();
  for (const h of hits) {
    const key = `${h.quarter} ${h.year}`;
    const v = votes.get(key);
    if (v) v.n++;
    else votes.set(key, { n: 1, first: h.index, h });
  }
  let best: { n: number; first: number; h: H } | null = null;
  for (const v of votes.values()) {
    const ours = (x: { h: H }): number => (x.h.quarter === named ? 1 : 0);
    if (!best || v.n > best.n || (v.n === best.n && (ours(v) > ours(best) || (ours(v) === ours(best) && v.first < best.first)))) best = v;
  }
  return best?.h ?? null;
}

/**
 * The mentions that can be the call's own period: not announcing a later one ("operational by
 * Q1FY32"), not the base of a comparison ("up 4% from the second quarter of 2020") and, when the call date is known, not ending after it (with an unknown calendar, a
 * label is given its earliest possible end: a fiscal year ending in January), unless it names the
 * call itself. Should the date rule out every mention (a misread date), it is ignored.
 */
function ownPeriodHits(hits: readonly Hit[], startMonth: number | null, opts: PeriodOptions): Hit[] {
  const own = hits.filter((h) => !h.forward && !h.base);
  const callDate = opts.callDate;
  if (!callDate) return own;
  const endOf = (h: Hit) => h.quarterEnd ?? quarterEndDate(h, startMonth ?? 2);
  // A label naming the call itself ("Third Quarter 2021 Earnings Conference Call") outweighs a date read elsewhere.
  const before = own.filter((h) => (h.kind === 'label' && h.anchored) || endOf(h) <= callDate);
  return before.length > 0 ? before : own;
}

/** The month a fiscal year ends in, given that period `q` (a quarter or a half) ends in `month` (1-12). */
function fyEndMonthOf(q: Quarter, month: number): number {
  const n = monthsOf(q);
  return ((month - 1 + n * (12 / n - Number(q.slice(1)))) % 12) + 1;
}

const ORD_ENDED = new RegExp(String.raw`\b${ORD}[- ](?:fiscal[- ])?(quarter|half)\s+(?:that\s+)?(?:ended|ending)\b`, 'i');
const BARE_QUARTER = new RegExp(String.raw`\bQ([1-4])\b(?!\s*[-–]?\s*(?:F|'?\d))|\b${ORD}[- ](?:fiscal[- ])?quarter\b(?!\s*,?\s*(?:(?:and|&)\s+(?:the\s+)?(?:full\s+)?(?:fiscal\s+)?year\s+)?(?:of\s+|for\s+)?(?:the\s+)?(?:fiscal\s+|financial\s+|FY\s*)?(?:year\s+)?'?\d)`, 'gi');

/**
 * The quarter a document names without a year: the ordinal right before "ended" ("first quarter
 * ended June 30, 2023"), else the quarter it names most often ("Q1", "the first quarter").
 */
export function namedQuarter(text: string): Quarter | null {
  const t = normaliseText(text);
  const ended = ORD_ENDED.exec(t);
  if (ended) return (ended[2]!.toLowerCase() === 'half' ? HALVES : ORDINALS).get(ended[1]!.toLowerCase()) ?? null;
  const counts = new Map<Quarter, number>();
  for (const m of t.matchAll(BARE_QUARTER)) {
    const q = m[1] ? (`Q${m[1]}` as Quarter) : ORDINALS.get(m[2]!.toLowerCase())!;
    counts.set(q, (counts.get(q) ?? 0) + 1);
  }
  let best: Quarter | null = null;
  for (const [q, n] of counts) if (best === null || n > counts.get(best)!) best = q;
  return best;
}

/** How far into a document its opening runs: the operator's welcome and the title lines. */
const OPENING_CHARS = 600;

/**
 * The quarter the document's opening names as the call's own without a year ("welcome to the 3M
 * fourth quarter earnings conference call", "our Q2 results"): a label of another quarter later
 * on ("mark your calendars for our first quarter call … Q1 2022") is not the call's period.
 */
export function openingQuarter(title: string): Quarter | null {
  const t = normaliseText(title.slice(0, OPENING_CHARS));
  for (const m of t.matchAll(BARE_QUARTER)) {
    const end = m.index + m[0].length;
    if (ANCHOR_AFTER.test(t.slice(end, end + 40))) return m[1] ? (`Q${m[1]}` as Quarter) : ORDINALS.get(m[2]!.toLowerCase())!;
  }
  return null;
}

/** The calendar year a fiscal year ends in, for a FY label ("FY24" → 2024). */
function labelEndYear(year: string): number {
  const yy = Number(year.slice(2));
  return yy >= 70 ? 1900 + yy : 2000 + yy;
}

/**
 * True when a label and a quarter-end date describe one quarter under some fiscal calendar: the
 * fiscal year that quarter `q` ending on `end` belongs to is named `year` (by the calendar year it
 * ends in).
 */
function consistent(label: Period, end: string): number | null {
  const { month, year } = closingMonth(end);
  const fyEnd = fyEndMonthOf(label.quarter, month);
  const endYear = month <= fyEnd ? year : year + 1;
  return endYear === labelEndYear(label.year) ? fyEnd : null;
}

const STATED_FY_END = new RegExp(String.raw`\bfiscal year\s+(?:that\s+)?(?:ends?|ended|ending)\s+(?:on\s+|in\s+)?(?:the\s+)?(?:last\s+\w+\s+(?:of|in)\s+)?(${MONTH_NAME})\b`, 'i');
/** A year closed on a stated day: "the year ended December 31, 2020", "fiscal year ending January 31, 2022". */
const YEAR_ENDED_ON = new RegExp(String.raw`(?<!half[- ]|months?\s)\byear\s+(?:that\s+)?(?:ended|ending)\s+(?:on\s+)?${DAY_MONTH_YEAR}`, 'i');

/**
 * The month a document says its fiscal year ends in, or null: by name in its opening (`opening`:
 * "our fiscal year ends in September"; later on, a fiscal year named so is as often a customer's or
 * a government's), or by a full date anywhere (`text`: "our 10-K for the year ended December 31,
 * 2020"; a 52/53-week year ending in a month's first days closes the month before).
 */
export function statedFyEndMonth(opening: string, text = opening): number | null {
  const m = STATED_FY_END.exec(normaliseText(opening));
  if (m) return monthNumber(m[1]!);
  const ended = YEAR_ENDED_ON.exec(normaliseText(text));
  const d = ended ? matchedDate(ended, 1) : null;
  return d ? closingMonth(isoDate(d.year, d.month, d.day)).month : null;
}

/** A balance or period dated in full: "As of September 30, 2021", "at June 30, 2021", "the period ended June 30th, 2020". */
const DATED = new RegExp(String.raw`\b(?:as\s+(?:of|at|on)|at|on|through|ended|ending)\s+(?:the\s+)?${DAY_MONTH_YEAR}`, 'gi');

/** Month ends the document dates a balance or a period with, not after the call (when its date is known). */
function datedMonthEnds(text: string, callDate: string | null): string[] {
  const out: string[] = [];
  for (const m of normaliseText(text).matchAll(DATED)) {
    const d = matchedDate(m, 1);
    if (!d || d.day !== lastDayOf(d.year, d.month)) continue;
    const iso = isoDate(d.year, d.month, d.day);
    if (!callDate || iso <= callDate) out.push(iso);
  }
  return out;
}

/**
 * The quarter end of a labelled period among dates the document states, with the month its fiscal
 * year then ends in: a date that ends the labelled quarter under the calendar the document states,
 * else under any calendar for a quarter's own end date (`ended`: "quarter ended July 3, 2021"), or
 * under the calendar year for a balance's date (`balances`: "as of September 30, 2021" fixes no
 * other calendar alone). The latest such date wins: earlier ones date filings or the periods
 * compared with. Null when no date fits.
 */
function labelledQuarterEnd(label: Period, ended: readonly string[], balances: readonly string[], stated: number | null): { quarterEnd: string; fyEndMonth: number } | null {
  let best: { quarterEnd: string; fyEndMonth: number } | null = null;
  const consider = (d: string, calendar: number | null): void => {
    const fyEnd = consistent(label, d);
    if (fyEnd === null || (calendar !== null && fyEnd !== calendar)) return;
    if (!best || d > best.quarterEnd) best = { quarterEnd: d, fyEndMonth: fyEnd };
  };
  for (const d of ended) consider(d, stated);
  for (const d of balances) consider(d, stated ?? 12);
  return best;
}

/**
 * A labelled period with the quarter end and fiscal-year end the document fixes: a stated date that
 * ends the quarter (`dates`: the period mentions' own; then the dated month ends of `text`), else
 * the end the stated fiscal year (`stated`, its last month) gives; neither when nothing fixes them.
 */
export function datedPeriod(p: Period, text: string, stated: number | null, opts: PeriodOptions & { dates?: readonly string[] } = {}): DocPeriod {
  const end = labelledQuarterEnd(p, opts.dates ?? [], datedMonthEnds(text, opts.callDate ?? null), stated);
  if (end) return { ...p, ...end };
  return { ...p, quarterEnd: stated !== null ? quarterEndDate(p, (stated % 12) + 1) : null, fyEndMonth: stated };
}

/**
 * The document's period: the first own-period mention in the title region when there is one
 * (titles name the period being reported); otherwise, in the body, the most frequent mention
 * among those naming the call or its results ("Q1 FY24 earnings call", "quarter ended ..."), else
 * the most frequent mention of all, ties going to the earliest. Forward-looking mentions never
 * count. The company's own labels ("third quarter of fiscal 2022") win over dates; a date that
 * agrees with the label fixes the quarter's end and the fiscal year's end month. Dates alone are
 * read with `startMonth`, else with the fiscal year end the document states, else as calendar
 * quarters: no market's fiscal year is assumed.
 */
export function readPeriod(title: string, body: string, startMonth: number | null, opts: PeriodOptions = {}): DocPeriod | null {
  const stated = startMonth !== null ? (startMonth === 1 ? 12 : startMonth - 1) : statedFyEndMonth(body, opts.text ?? body);
  const calendarStart = stated !== null ? (stated % 12) + 1 : null;
  const inTitle = ownPeriodHits(periodMentions(title, calendarStart), calendarStart, opts);
  const inBody = ownPeriodHits(periodMentions(body, calendarStart), calendarStart, opts);
  const opening = openingQuarter(title);
  const named = opening ?? namedQuarter(`${title}\n${body}`);
  const pick = (hits: readonly Hit[]): Hit | null => {
    const anchored = hits.filter((h) => h.anchored);
    return mostFrequent(anchored.length > 0 ? anchored : hits, named);
  };
  // A half names the call's own period only when it names its results ("half year 2024 results"):
  // "the second half of 2021" in a quarter's call is an outlook.
  const labels = (hs: readonly Hit[]) => hs.filter((h) => h.kind === 'label' && (!h.quarter.startsWith('H') || h.anchored));
  const dates = [...inTitle, ...inBody].filter((h) => h.kind === 'date');
  // The quarter the opening names as the call's: a label in the body naming another one is not the call's own.
  const opened = (hs: readonly Hit[]) => labels(hs).filter((h) => opening === null || h.quarter === opening);
  const titled = opened(inTitle);
  const label = agreedLabel(titled[0] ?? pick(opened(inBody)), [...titled, ...opened(inBody)], [...dates.map((d) => d.quarterEnd!), ...datedMonthEnds(opts.text ?? body, opts.callDate ?? null)]);
  if (label) {
    const p: Period = { quarter: label.quarter, year: label.year };
    return datedPeriod(p, opts.text ?? body, stated, { ...opts, dates: dates.map((d) => d.quarterEnd!) });
  }
  const date = inTitle.find((h) => h.kind === 'date') ?? pick(dates);
  if (!date) return quarterBeforeCall(named, stated, opts.callDate ?? null);
  if (stated === null) {
    // The document's own name for the dated quarter ("first quarter ended June 30, 2023", or the
    // quarter it most often names without a year) fixes its fiscal calendar.
    const half = date.quarter.startsWith('H');
    if (named && named.startsWith('H') === half) {
      const { month, year } = closingMonth(date.quarterEnd!);
      const fyEnd = fyEndMonthOf(named, month);
      return { ...fiscalPeriodOf(month, year, (fyEnd % 12) + 1, half), quarterEnd: date.quarterEnd!, fyEndMonth: fyEnd };
    }
  }
  return { quarter: date.quarter, year: date.year, quarterEnd: date.quarterEnd!, fyEndMonth: stated };
}

/**
 * The call's own label (`first`), unless the call also names that quarter as its own in another
 * year ("Third Quarter 2010" in the operator's welcome, "our third quarter 2020 conference call" in
 * the remarks) and a date the document states (`ends`) ends that other one and not the first.
 */
function agreedLabel(first: Hit | null, labels: readonly Hit[], ends: readonly string[]): Hit | null {
  if (!first) return null;
  const dated = (h: Hit) => ends.some((d) => consistent(h, d) !== null);
  if (dated(first)) return first;
  const others = labels.filter((h) => h.anchored && h.quarter === first.quarter && h.year !== first.year && dated(h));
  return new Set(others.map((h) => h.year)).size === 1 ? others[0]! : first;
}

/**
 * A call that names its quarter without a year ("the PNC Bank's third-quarter conference call")
 * and states its own date: the latest such quarter ended before the call, read with the fiscal
 * calendar when known, else the calendar year; null without a date.
 */
function quarterBeforeCall(q: Quarter | null, fyEnd: number | null, callDate: string | null): DocPeriod | null {
  if (!q || !callDate || q.startsWith('H')) return null;
  const start = fyEnd !== null ? (fyEnd % 12) + 1 : 1;
  const [cy, cm] = callDate.split('-').map(Number) as [number, number];
  // Walk back from the call's month to the last month of a quarter numbered q.
  for (let back = 1; back <= 12; back++) {
    const m = ((cm - 1 - back + 24) % 12) + 1;
    const y = cm - back <= 0 ? cy - 1 : cy;
    const p = fiscalPeriodOf(m, y, start);
    if (p.quarter === q && (m - start + 12) % 3 === 2) return { ...p, quarterEnd: null, fyEndMonth: fyEnd };
  }
  return null;
}

/** The document's period as quarter and year (see readPeriod). */
export function inferPeriod(title: string, body: string, startMonth: number | null, opts: PeriodOptions = {}): Period | null {
  const p = readPeriod(title, body, startMonth, opts);
  return p ? { quarter: p.quarter, year: p.year } : null;
}
