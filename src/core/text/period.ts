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

interface Hit extends Period {
  index: number;
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
  const add = (index: number, quarter: Quarter, year: string | null): void => {
    if (year) hits.push({ index, quarter, year });
  };
  for (const m of t.matchAll(Q_FY)) add(m.index, `Q${m[1]}` as Quarter, fiscalYearLabel(m[2]!));
  for (const m of t.matchAll(Q_RANGE)) add(m.index, `Q${m[1]}` as Quarter, fiscalYearLabel(`${m[2]}-${m[3]}`));
  for (const m of t.matchAll(WORDS)) add(m.index, ORDINALS[m[1]!.toLowerCase()]!, fiscalYearLabel(m[2]!));
  for (const m of t.matchAll(ENDED)) {
    const month = monthNumber(m[2] ?? m[4] ?? '');
    const year = Number(m[3] ?? m[6]);
    if (month) hits.push({ index: m.index, ...fiscalPeriodOf(month, year, startMonth) });
  }
  for (const m of t.matchAll(MONTH_QUARTER)) {
    const month = monthNumber(m[1]!);
    // "June quarter 2023" names the quarter by its last month; only real month names count.
    if (month && MONTHS.some((mo) => m[1]!.toLowerCase().startsWith(mo))) {
      hits.push({ index: m.index, ...fiscalPeriodOf(month, Number(m[2]), startMonth) });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/**
 * The document's period: the first mention in the title region when there is one (titles name
 * the period being reported), otherwise the most frequent mention in the body (comparisons with
 * earlier quarters are rarer than the current one), ties going to the earliest.
 */
export function inferPeriod(title: string, body: string, startMonth: number): Period | null {
  const inTitle = periodMentions(title, startMonth);
  if (inTitle.length > 0) return { quarter: inTitle[0]!.quarter, year: inTitle[0]!.year };
  const hits = periodMentions(body, startMonth);
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
