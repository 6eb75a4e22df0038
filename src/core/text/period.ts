/**
 * Fiscal period inference from transcript text: "Q1 FY24", "Q1FY'24", "Q1 F24", "Q1 of FY 2023-24",
 * "Q1 2023 - 2024", "first quarter of fiscal year 2024", "quarter ended June 30, 2023",
 * "June Quarter 2023". Dates are mapped to fiscal quarters with a configurable start month
 * (April for Indian companies: June 2023 is Q1 FY24). Pure functions, shared by ingest (a
 * document's period) and query (the period a question names).
 */
import type { Quarter } from '../domain.js';

export interface Period {
  quarter: Quarter;
  /** "FY24" */
  year: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 1-12 for a month name or abbreviation ("June", "Sept"), else null. */
export function monthNumber(name: string): number | null {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return i < 0 ? null : i + 1;
}

const ORDINALS: Record<string, Quarter> = {
  first: 'Q1', '1st': 'Q1', second: 'Q2', '2nd': 'Q2', third: 'Q3', '3rd': 'Q3', fourth: 'Q4', '4th': 'Q4',
};

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
export function fiscalPeriodOf(month: number, year: number, startMonth: number): Period {
  const offset = (month - startMonth + 12) % 12;
  const quarter = `Q${Math.floor(offset / 3) + 1}` as Quarter;
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
  /** Announces a later period ("operational by Q1FY32", "guidance for Q2 FY25"): not the call's own. */
  forward: boolean;
  /** Names the call or its results ("Q1 FY24 Earnings Call", "quarter ended June 30, 2023"). */
  anchored: boolean;
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
const ANCHOR_AFTER = /^\s*["'”’]?\s*(?:-|–)?\s*(?:earnings|results|financial results|conference|con-call|concall|investor|analyst|call|performance|update)\b/i;

function isForward(t: string, index: number, end: number): boolean {
  const before = t.slice(Math.max(0, index - 40), index);
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n')) + 1);
  return FORWARD_CUE.test(sentence) || /^\s*(?:onwards?|and beyond)\b/i.test(t.slice(end, end + 12));
}

const YEAR = String.raw`(\d{4}\s*[-–]\s*\d{2,4}|\d{2,4})`;
const Q_FY = new RegExp(String.raw`\bQ([1-4])\s*[-–]?\s*(?:of\s+)?(?:the\s+)?F(?:Y|iscal(?:\s+year)?)?\s*'?\s*${YEAR}\b`, 'gi');
const Q_RANGE = /\bQ([1-4])\s+(\d{4})\s*[-–]\s*(\d{2,4})\b/gi;
const WORDS = new RegExp(String.raw`\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(?:the\s+)?(?:fiscal|financial|FY)\s*(?:year\s*)?'?\s*${YEAR}\b`, 'gi');
const ENDED = /\bquarter\s+(?:ended|ending)\s+(?:on\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9}),?\s+(\d{4})|([A-Za-z]{3,9})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}))/gi;
const MONTH_QUARTER = /\b([A-Za-z]{3,9})\s+quarter\s+(?:of\s+)?(\d{4})\b/gi;

/** Every period mention in the text, in order of appearance. */
export function periodMentions(text: string, startMonth: number): Hit[] {
  const t = normaliseText(text);
  const hits: Hit[] = [];
  const add = (m: RegExpMatchArray, p: Period | null, anchored = false): void => {
    if (!p) return;
    const end = m.index! + m[0].length;
    hits.push({
      index: m.index!,
      ...p,
      forward: isForward(t, m.index!, end),
      anchored: anchored || ANCHOR_AFTER.test(t.slice(end, end + 40)),
    });
  };
  const label = (quarter: string, year: string | null): Period | null => (year ? { quarter: quarter as Quarter, year } : null);
  for (const m of t.matchAll(Q_FY)) add(m, label(`Q${m[1]}`, fiscalYearLabel(m[2]!)));
  for (const m of t.matchAll(Q_RANGE)) add(m, label(`Q${m[1]}`, fiscalYearLabel(`${m[2]}-${m[3]}`)));
  for (const m of t.matchAll(WORDS)) add(m, label(ORDINALS[m[1]!.toLowerCase()]!, fiscalYearLabel(m[2]!)));
  for (const m of t.matchAll(ENDED)) {
    const month = monthNumber(m[2] ?? m[4] ?? '');
    // "quarter ended June 30, 2023" names the quarter being reported.
    if (month) add(m, fiscalPeriodOf(month, Number(m[3] ?? m[6]), startMonth), true);
  }
  for (const m of t.matchAll(MONTH_QUARTER)) {
    const month = monthNumber(m[1]!);
    // "June quarter 2023" names the quarter by its last month; only real month names count.
    if (month && MONTHS.some((mo) => m[1]!.toLowerCase().startsWith(mo))) add(m, fiscalPeriodOf(month, Number(m[2]), startMonth));
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The last day of a fiscal quarter, as an ISO date ("Q1 FY24", April start -> "2023-06-30"). */
export function quarterEndDate(p: Period, startMonth: number): string {
  const yy = Number(p.year.slice(2));
  const endYear = yy >= 70 ? 1900 + yy : 2000 + yy;
  const startYear = startMonth === 1 ? endYear : endYear - 1;
  const lastMonth = startMonth - 1 + 3 * Number(p.quarter.slice(1)) - 1; // 0-based, from January of startYear
  const year = startYear + Math.floor(lastMonth / 12);
  const month = (lastMonth % 12) + 1;
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface PeriodOptions {
  /** The call's date (ISO): a quarter that ends after it cannot be the one the call reports. */
  callDate?: string | null;
}

/** The most frequent period among hits, ties going to the earliest. */
function mostFrequent(hits: readonly Hit[]): Period | null {
  const votes = new Map<string, { n: number; first: number; p: Period }>();
  for (const h of hits) {
    const key = `${h.quarter} ${h.year}`;
    const v = votes.get(key);
    if (v) v.n++;
    else votes.set(key, { n: 1, first: h.index, p: { quarter: h.quarter, year: h.year } });
  }
  let best: { n: number; first: number; p: Period } | null = null;
  for (const v of votes.values()) {
    if (!best || v.n > best.n || (v.n === best.n && v.first < best.first)) best = v;
  }
  return best?.p ?? null;
}

/**
 * The mentions that can be the call's own period: not announcing a later one ("operational by
 * Q1FY32") and, when the call date is known, not ending after it. Should the date rule out every
 * mention (a misread date), it is ignored.
 */
function ownPeriodHits(text: string, startMonth: number, opts: PeriodOptions): Hit[] {
  const hits = periodMentions(text, startMonth).filter((h) => !h.forward);
  const callDate = opts.callDate;
  if (!callDate) return hits;
  const before = hits.filter((h) => quarterEndDate(h, startMonth) <= callDate);
  return before.length > 0 ? before : hits;
}

/**
 * The document's period: the first own-period mention in the title region when there is one
 * (titles name the period being reported); otherwise, in the body, the most frequent mention
 * among those naming the call or its results ("Q1 FY24 earnings call", "quarter ended ..."), else
 * the most frequent mention of all (comparisons with earlier quarters are rarer than the current
 * one), ties going to the earliest. Forward-looking mentions never count.
 */
export function inferPeriod(title: string, body: string, startMonth: number, opts: PeriodOptions = {}): Period | null {
  const inTitle = ownPeriodHits(title, startMonth, opts);
  if (inTitle.length > 0) return { quarter: inTitle[0]!.quarter, year: inTitle[0]!.year };
  const hits = ownPeriodHits(body, startMonth, opts);
  const anchored = hits.filter((h) => h.anchored);
  return mostFrequent(anchored.length > 0 ? anchored : hits);
}

/** "q1", "Q1", "1", "first" → "Q1"; null when not a quarter. */
export function parseQuarter(s: string): string | null {
  const t = s.trim().toLowerCase();
  const m = /^q?([1-4])$/.exec(t) ?? /^([1-4])q$/.exec(t);
  if (m) return `Q${m[1]}`;
  const words: Record<string, string> = { first: 'Q1', second: 'Q2', third: 'Q3', fourth: 'Q4' };
  return words[t] ?? null;
}

/** "2024", "FY24", "fy2024", "FY 2024", "2023-24", "24" → "FY24"; null when not a year. */
export function parseYear(s: string): string | null {
  const t = s.trim().toLowerCase().replace(/\s+/g, '');
  const range = /^(?:fy)?'?(\d{2}|\d{4})[-/](\d{2}|\d{4})$/.exec(t);
  if (range) return `FY${range[2]!.slice(-2)}`;
  const m = /^(?:fy)?'?(\d{2}|\d{4})$/.exec(t);
  return m ? `FY${m[1]!.slice(-2)}` : null;
}
