/**
 * The periods a question names: "Q1 FY24", "Q1FY24", "June quarter 2023", "first quarter of fiscal
 * 2024", "FY24", a lone quarter, and relative ones ("last quarter"), which are marked for the
 * caller to resolve against the periods the corpus holds.
 */
import { monthNumber, MONTH_WORD } from '../../core/text/months.js';
import { closingMonth, periodMentions, fiscalPeriodOf, normaliseText } from '../../core/text/period.js';
import type { CompanyPeriod, DirectoryCompany } from './company-directory.js';

export interface PeriodAsk {
  quarter: string | null;
  year: string | null;
  /** "last quarter", "this quarter", "latest quarter": the latest period held. */
  relative: boolean;
  /** "the same quarter last year", "the year-ago quarter": the latest period's quarter a year earlier. */
  yearAgo?: boolean;
  /**
   * A quarter named by the calendar ("the September quarter", "quarter ended March 31, 2021"): the
   * month it ends in (and year). Its fiscal quarter depends on each company's fiscal calendar;
   * quarter and year hold the reading with the calendar given to questionPeriods.
   */
  end?: { month: number; year: number | null };
  /** "the quarter before Q1 FY24": the quarter before the one named; relative ("the previous quarter", "a quarter earlier"), the quarter before the latest held. */
  before?: boolean;
  /** "a year before Q2 2021", "the same quarter a year earlier than Q1 FY24": the period named, a year earlier. */
  yearBefore?: boolean;
  /** "last year", "Q1 last year", "the fourth quarter of last fiscal": the year before the latest held (with `quarter` when one is named). */
  lastYear?: boolean;
}

const QUARTER_ONLY = /\bQ([1-4])\b(?!\s*[-–]?\s*(?:of\s+)?(?:the\s+)?F(?:Y|iscal)?\s*'?\s*\d)/gi;
const YEAR_ONLY = /\b(?:FY\s*'?\s*(\d{4}\s*[-–]\s*\d{2,4}|\d{2,4})|(?:fiscal|financial)\s+(?:year\s+)?'?(\d{4}\s*[-–]\s*\d{2,4}|\d{4}|\d{2}))\b/gi;
/**
 * A year written alone after a word that puts the figure in it ("in 2021", "over 2021", "for
 * 2022", "throughout the year 2020", "the quarters of 2021"), read like the year of "the first quarter of 2021": that fiscal
 * year. Not an amount ("in 2021 crore"), nor a date a target is set for ("by 2025").
 */
const BARE_YEAR = /\b(?:in|over|during|for|through(?:out)?|across|(?:(?:each|every)\s+quarter|quarters|months)\s+of)\s+(?:the\s+(?:whole\s+)?(?:of\s+)?(?:year\s+)?)?((?:19|20)\d{2})\b(?![.,]\d|\s*(?:%|crores?|cr\b|lakhs?|millions?|billions?|mn\b|bn\b|tons?|tonnes?|units?|basis|bps?\b))/gi;
/** "the first quarter" with no year: the fiscal quarter of that number (with a year, periodMentions reads it). */
const ORDINAL_QUARTER = /\b(first|second|third|fourth)[\s-]+quarter\b/gi;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
const MONTH_QUARTER_NO_YEAR = new RegExp(String.raw`\b(${MONTH_WORD})\s+quarter\b(?!\s+(?:of\s+)?\d{4})`, 'gi');
const MONTH_YEAR_QUARTER = new RegExp(String.raw`\b(${MONTH_WORD})[ -]?'?(\d{4}|\d{2})\s+quarter\b`, 'gi');
/** A quarter-end month and its year with no "quarter" ("in March 2023", "at June '23"): the quarter that ended then. */
const QUARTER_END_MONTH_YEAR = /\b(March|June|September|December|Mar|Jun|Sept?|Dec)\.?,?[ -]?(?:(\d{4})|'(\d{2}))\b(?!\s+quarter)/gi;
const BY_DATE = /\b(?:by|until|till|through|before|ahead\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?$/i;
/** Words before a named quarter that ask for the one before it: "the quarter before Q1 FY24". */
const BEFORE = /\b(?:quarter|three\s+months)\s+(?:just\s+|immediately\s+)?(?:before|preceding|prior\s+to)\s+(?:the\s+)?$/i;
/** Words before a named period that ask for the same period a year earlier: "a year before Q2 2021", "one year prior to fiscal Q3 2021". */
const YEAR_BEFORE = /\b(?:a|one|the)\s+year\s+(?:before|earlier\s+than|prior\s+to|preceding)\s+(?:(?:the|its|their|our)\s+)?(?:[\p{L}-]+\s+)?$/iu;
/** "last quarter" and its kin: the latest period held. */
export const YEAR_AGO = /\b(?:(?:the\s+)?same|year[- ]ago|prior[- ]year|comparable)\s+(?:quarter|period)(?:\s+(?:of\s+|in\s+)?(?:last|the prior|the previous|a)\s+year(?:\s+ago)?)?\b|\bsame\s+quarter\s+a\s+year\s+(?:ago|earlier)\b/i;
/** Words before a period that make it the base of a change ("grew 20% from a year ago", "up over last year"), not the period asked. */
const BASE_WORDS = String.raw`from|over|than|versus|vs\.?|to|with|since|against|on`;
/**
 * "… a year ago" ending a question that asks no change: the figure as it stood then, the latest
 * period's quarter a year earlier. "grew 20% from a year ago" names the base of a change, not the period.
 */
export const YEAR_AGO_FIGURE = new RegExp(String.raw`(?<!\b(?:${BASE_WORDS})\s+)\b(?:a|one)\s+year\s+(?:ago|earlier|back)\s*[?.!]*\s*$`, 'i');
const ASKS_CHANGE = /\b(?:grow|grew|grown|growth|rise|rose|risen|increase[ds]?|decline[ds]?|fell|fall(?:en)?|drop(?:ped)?|change[ds]?|compare[ds]?|versus|vs)\b/i;
const yearAgoFigure = (q: string): boolean => YEAR_AGO_FIGURE.test(q) && !ASKS_CHANGE.test(q);

export const RELATIVE = /\b(?:last|this|latest|current|most recent|recent|just[- ]ended|reported)\s+quarter\b(?!\s+(?:of|in)\s+(?:the\s+)?(?:fiscal|financial|FY|\d))|\bquarter just (?:ended|gone)\b/i;
/** "the last quarter of FY23": that year's fourth quarter. */
const LAST_QUARTER_OF = /\blast\s+quarter\s+(?=(?:of|in)\s+(?:the\s+)?(?:fiscal|financial|FY|\d))/gi;
/**
 * "the previous quarter", "the prior quarter", "a quarter earlier", "the quarter before" (no quarter
 * named after it): the quarter before the latest held. Not the base of a change ("up from the
 * previous quarter").
 */
export const QUARTER_BEFORE_LATEST = new RegExp(
  String.raw`(?<!\b(?:${BASE_WORDS}|compared)\s+(?:the\s+|a\s+)?)\b(?:(?:the\s+)?(?:previous|preceding|prior|sequentially\s+previous)\s+quarter|(?:a|one)\s+quarter\s+(?:earlier|ago|back|before)|the\s+quarter\s+before\s+(?:this|the\s+(?:current|latest))(?:\s+one)?\b(?!\s+\w+\s+quarter)|the\s+quarter\s+before(?!\s+(?:the\s+)?(?:Q[1-4]|first|second|third|fourth|\w+\s+quarter|last|this|latest)))\b`,
  'i',
);
/** "last year", "last fiscal", "the previous fiscal year": the year before the latest held. Not the base of a change ("over last year"). */
const LAST_YEAR = new RegExp(String.raw`(?<!\b(?:${BASE_WORDS}|compared|quarter|period)\s+(?:the\s+)?)\b(?:last|previous|prior|preceding)\s+(?:fiscal|financial\s+year|fiscal\s+year|year)\b`, 'i');

function yearLabel(raw: string): string | null {
  const parts = raw.split(/\s*[-–]\s*/);
  const last = parts[parts.length - 1]!;
  if (!/^\d{2}(\d{2})?$/.test(last)) return null;
  return `FY${last.slice(-2)}`;
}

const MAYBE_PERIOD = /\d|quarter|period|fiscal|financial year|\b(?:last|previous|prior|preceding)\s+year\b/i;

/** Every period the question names, first first; a relative quarter is marked, not resolved. */
export function questionPeriods(question: string, startMonth: number | null): PeriodAsk[] {
  if (!MAYBE_PERIOD.test(question) && !yearAgoFigure(question)) return [];
  const q = normaliseText(question);
  const start = startMonth ?? 1;
  const full: { index: number; end: number; p: PeriodAsk }[] = periodMentions(q, startMonth).map((h) => {
    const p: PeriodAsk = { quarter: h.quarter, year: h.year, relative: false };
    if (h.kind === 'date' && h.quarterEnd) {
      const c = closingMonth(h.quarterEnd);
      p.end = { month: c.month, year: c.year };
    }
    return { index: h.index, end: h.end, p };
  });
  for (const m of q.matchAll(MONTH_YEAR_QUARTER)) {
    const month = monthNumber(m[1]!);
    const y = Number(m[2]!.length === 2 ? `20${m[2]}` : m[2]);
    if (month) full.push({ index: m.index, end: m.index + m[0].length, p: { ...fiscalPeriodOf(month, y, start), relative: false, end: { month, year: y } } });
  }
  // A lone quarter inside a full mention ("fiscal Q3 2021") is that mention.
  const covered = (i: number) => full.some((f) => Math.abs(f.index - i) < 3 || (i >= f.index && i < f.end));
  for (const m of q.matchAll(QUARTER_END_MONTH_YEAR)) {
    const month = monthNumber(m[1]!);
    const y = Number(m[2] ?? `20${m[3]}`);
    // "by March 2025" is a date a target is set for, not the period asked.
    if (month && !covered(m.index) && !BY_DATE.test(q.slice(0, m.index))) full.push({ index: m.index, end: m.index + m[0].length, p: { ...fiscalPeriodOf(month, y, start), relative: false, end: { month, year: y } } });
  }
  const partial: { index: number; p: PeriodAsk }[] = [];
  for (const m of q.matchAll(QUARTER_ONLY)) if (!covered(m.index)) partial.push({ index: m.index, p: { quarter: `Q${m[1]}`, year: null, relative: false } });
  for (const m of q.matchAll(LAST_QUARTER_OF)) partial.push({ index: m.index, p: { quarter: 'Q4', year: null, relative: false } });
  for (const m of q.matchAll(ORDINAL_QUARTER)) {
    const at = m.index + m[0].indexOf(m[1]!);
    if (!full.some((f) => Math.abs(f.index - at) < 6 || Math.abs(f.index - m.index) < 6)) partial.push({ index: m.index, p: { quarter: `Q${ORDINALS[m[1]!.toLowerCase()]}`, year: null, relative: false } });
  }
  for (const m of q.matchAll(MONTH_QUARTER_NO_YEAR)) {
    const month = monthNumber(m[1]!);
    if (month && !covered(m.index)) partial.push({ index: m.index, p: { quarter: fiscalPeriodOf(month, 2000, start).quarter, year: null, relative: false, end: { month, year: null } } });
  }
  const years: { index: number; year: string }[] = [];
  for (const m of q.matchAll(YEAR_ONLY)) {
    const y = yearLabel((m[1] ?? m[2])!);
    // A year inside a full mention ("Q1 FY24", "first quarter of fiscal 2024") is already counted.
    if (y && !full.some((f) => m.index >= f.index && m.index <= f.index + 40 && f.p.year === y)) years.push({ index: m.index, year: y });
  }
  for (const m of q.matchAll(BARE_YEAR)) {
    const at = m.index + m[0].length - m[1]!.length;
    if (!full.some((f) => at >= f.index && at < f.end) && !years.some((y) => Math.abs(y.index - at) < 12)) years.push({ index: at, year: yearLabel(m[1]!)! });
  }
  years.sort((a, b) => a.index - b.index);
  // A lone quarter and a lone year in the same question make one period ("Q1 ... in FY24").
  if (partial.length > 0 && years.length > 0 && full.length === 0) {
    const y = years.shift()!;
    partial[0] = { index: partial[0]!.index, p: { ...partial[0]!.p, year: y.year } };
  }
  for (const y of years) partial.push({ index: y.index, p: { quarter: null, year: y.year, relative: false } });
  const all = [...full, ...partial]
    .sort((a, b) => a.index - b.index)
    .map((x) => (BEFORE.test(q.slice(0, x.index)) ? { ...x.p, before: true } : YEAR_BEFORE.test(q.slice(0, x.index)) && x.p.year ? { ...x.p, yearBefore: true } : x.p));
  const noYear = all.every((p) => p.year === null);
  if ((YEAR_AGO.test(q) || yearAgoFigure(q)) && all.every((p) => p.quarter === null)) all.unshift({ quarter: null, year: null, relative: true, yearAgo: true });
  else if (QUARTER_BEFORE_LATEST.test(q) && all.length === 0 && !ASKS_CHANGE.test(q)) all.unshift({ quarter: null, year: null, relative: true, before: true });
  else if (noYear && ((LAST_YEAR.test(q) && !ASKS_CHANGE.test(q)) || (yearAgoFigure(q) && all.length > 0))) {
    // "Q1 last year", "the first quarter a year earlier": the quarter named, of the year before the latest; "last year" alone, that year.
    const quarter = all.find((p) => p.quarter !== null)?.quarter ?? null;
    all.splice(0, all.length, { quarter, year: null, relative: true, lastYear: true });
  } else if (RELATIVE.test(q) && all.every((p) => p.quarter === null)) all.unshift({ quarter: null, year: all[0]?.year ?? null, relative: true });
  const seen = new Set<string>();
  return all.filter((p) => {
    const k = `${p.quarter} ${p.year} ${p.relative} ${p.yearAgo ?? ''} ${p.before ?? ''} ${p.yearBefore ?? ''} ${p.lastYear ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The latest of a company's periods (they are held in order). */
export function latestPeriod(periods: CompanyPeriod[]): CompanyPeriod | null {
  return periods.length > 0 ? periods[periods.length - 1]! : null;
}

/** Whether the periods hold `p` (a null quarter or year matches any). */
export function holdsPeriod(periods: CompanyPeriod[], p: { quarter: string | null; year: string | null }): boolean {
  return periods.some((h) => (p.quarter === null || h.quarter === p.quarter) && (p.year === null || h.year === p.year));
}

/**
 * A calendar-named quarter as `company`'s fiscal quarter: the held period that ended in that month
 * (and year), else the company's fiscal calendar (its documents' fiscal year end), else
 * `startMonth` (config), else the calendar year.
 */
export function fiscalOfCalendar(p: PeriodAsk, company: DirectoryCompany | undefined, startMonth: number | null): { quarter: string | null; year: string | null } {
  if (!p.end) return { quarter: p.quarter, year: p.year };
  const { month, year } = p.end;
  const held = company?.periods.find((h) => {
    if (!h.quarterEnd) return false;
    const c = closingMonth(h.quarterEnd);
    return c.month === month && (year === null || c.year === year);
  });
  if (held) return { quarter: held.quarter, year: year === null ? null : held.year };
  const start = company?.fyEndMonth ? (company.fyEndMonth % 12) + 1 : (startMonth ?? 1);
  const f = fiscalPeriodOf(month, year ?? 2000, start);
  return { quarter: f.quarter, year: year === null ? null : f.year };
}

/** The quarter before a fiscal quarter ("Q1 FY24" → "Q4 FY23"); a year alone or a half as it is. */
export function quarterBefore(p: { quarter: string | null; year: string | null }): { quarter: string | null; year: string | null } {
  const n = p.quarter ? /^Q([1-4])$/.exec(p.quarter) : null;
  if (!n) return p;
  const q = Number(n[1]);
  if (q > 1) return { quarter: `Q${q - 1}`, year: p.year };
  return { quarter: 'Q4', year: p.year ? yearBefore(p.year) : null };
}

/** The year before a FY label ("FY22" → "FY21"). */
export function yearBefore(year: string): string {
  return `FY${String((Number(year.slice(2)) + 99) % 100).padStart(2, '0')}`;
}
