/**
 * Shift every fiscal-period reference in a transcript by a number of quarters, so that a copy of a
 * real transcript made by the scale generator reports a different, consistent period: "Q1 FY24",
 * "first quarter of fiscal year 2024", "quarter ended June 30th, 2023", call dates and bare
 * "FY24" mentions all move together. Pure functions.
 */
import { MONTH_NAMES, MONTH_WORD, monthNumber } from '../../core/text/months.js';

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth'] as const;
const ORDINAL_SHORT = ['1st', '2nd', '3rd', '4th'] as const;
const MONTH_RE = `(${MONTH_WORD})`;

/** A fiscal quarter as one integer: year * 4 + (quarter - 1). */
export function quarterIndex(fyYear: number, quarter: number): number {
  return fyYear * 4 + (quarter - 1);
}

function fromIndex(i: number): { year: number; quarter: number } {
  return { year: Math.floor(i / 4), quarter: (i % 4) + 1 };
}

/** Write a year back in the width it was written in: "24" / "2024". */
function formatYear(year: number, width: number): string {
  return width <= 2 ? String(year % 100).padStart(2, '0') : String(year);
}

/** Read a 2- or 4-digit year as a full year (two digits mean 20xx). */
function fullYear(raw: string): number {
  return raw.length <= 2 ? 2000 + Number(raw) : Number(raw);
}

function monthIndex(name: string): number {
  return (monthNumber(name) ?? 0) - 1;
}

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** Move a calendar date by `months`; a month-end stays a month-end (30 June -> 30 September -> 31 December). */
export function shiftDate(year: number, month0: number, day: number, months: number): { year: number; month0: number; day: number } {
  const total = year * 12 + month0 + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  const wasEnd = day >= daysInMonth(year, month0);
  const dim = daysInMonth(y, m);
  return { year: y, month0: m, day: wasEnd ? dim : Math.min(day, dim) };
}

/** Keep the case style of the matched word ("First" / "first" / "FIRST"). */
function likeCase(sample: string, word: string): string {
  if (sample === sample.toUpperCase()) return word.toUpperCase();
  if (sample[0] === sample[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * Shift the periods mentioned in `text` by `quarters` (≥ 0). Year-only mentions ("FY24",
 * "fiscal year 2024", "FY 2023-24") move by `yearDelta`, the change of the document's own fiscal
 * year, so a document moved from Q1 FY24 to Q3 FY24 keeps saying FY24.
 */
export function shiftPeriods(text: string, quarters: number, yearDelta: number): string {
  if (quarters === 0 && yearDelta === 0) return text;
  const months = quarters * 3;
  // Placeholders keep an already-shifted mention from matching a later pattern.
  const done: string[] = [];
  const hold = (s: string): string => `\u0000${done.push(s) - 1}\u0000`;
  let t = text;
  // "Q1 FY24", "Q1FY'24", "Q1 FY2024", "Q1 F24"
  t = t.replace(/\bQ([1-4])(\s*[-–]?\s*)(FY|F)(\s*'?\s*)(\d{4}|\d{2})\b/g, (_m, q: string, sep: string, fy: string, ap: string, y: string) => {
    const n = fromIndex(quarterIndex(fullYear(y), Number(q)) + quarters);
    return hold(`Q${n.quarter}${sep}${fy}${ap}${formatYear(n.year, y.length)}`);
  });
  // "first quarter of fiscal year 2024", "1st quarter of FY24", "first quarter of the financial year 2024"
  t = t.replace(
    /\b(first|second|third|fourth|1st|2nd|3rd|4th)(\s+quarter\s+(?:of\s+)?(?:the\s+)?(?:fiscal|financial|FY)\s*(?:year\s*)?'?\s*)(\d{4}|\d{2})\b/gi,
    (_m, w: string, mid: string, y: string) => {
      const long = ORDINAL_WORDS.indexOf(w.toLowerCase() as (typeof ORDINAL_WORDS)[number]);
      const q = long >= 0 ? long + 1 : ORDINAL_SHORT.indexOf(w.toLowerCase() as (typeof ORDINAL_SHORT)[number]) + 1;
      const n = fromIndex(quarterIndex(fullYear(y), q) + quarters);
      const word = long >= 0 ? likeCase(w, ORDINAL_WORDS[n.quarter - 1]!) : ORDINAL_SHORT[n.quarter - 1]!;
      return hold(`${word}${mid}${formatYear(n.year, y.length)}`);
    },
  );
  // Dates: "June 30th, 2023", "30 June 2023", "June 2023"
  t = t.replace(new RegExp(String.raw`\b${MONTH_RE}(\.?\s+)(\d{1,2})(st|nd|rd|th)?(,?\s+)(\d{4})\b`, 'g'), (_m, mo: string, s1: string, d: string, suf: string | undefined, s2: string, y: string) => {
    const n = shiftDate(Number(y), monthIndex(mo), Number(d), months);
    const sfx = suf ? ordinalSuffix(n.day) : '';
    return hold(`${MONTH_NAMES[n.month0]}${s1}${n.day}${sfx}${s2}${n.year}`);
  });
  t = t.replace(new RegExp(String.raw`\b(\d{1,2})(st|nd|rd|th)?(\s+)${MONTH_RE}(,?\s+)(\d{4})\b`, 'g'), (_m, d: string, suf: string | undefined, s1: string, mo: string, s2: string, y: string) => {
    const n = shiftDate(Number(y), monthIndex(mo), Number(d), months);
    return hold(`${n.day}${suf ? ordinalSuffix(n.day) : ''}${s1}${MONTH_NAMES[n.month0]}${s2}${n.year}`);
  });
  t = t.replace(new RegExp(String.raw`\b${MONTH_RE}(\s+(?:quarter\s+)?)(\d{4})\b`, 'g'), (_m, mo: string, s: string, y: string) => {
    const n = shiftDate(Number(y), monthIndex(mo), 1, months);
    return hold(`${MONTH_NAMES[n.month0]}${s}${n.year}`);
  });
  // Bare quarters: "Q1", "Q4" (their year is implied by the surrounding text).
  t = t.replace(/\bQ([1-4])\b/g, (_m, q: string) => hold(`Q${((Number(q) - 1 + quarters) % 4) + 1}`));
  // Year-only fiscal mentions: "FY24", "FY'24", "FY 2023-24", "fiscal year 2024", "financial year 2024"
  t = t.replace(/\b(FY\s*'?\s*)(\d{4})(\s*[-–]\s*)(\d{2,4})\b/g, (_m, p: string, a: string, s: string, b: string) =>
    hold(`${p}${Number(a) + yearDelta}${s}${formatYear(fullYear(b) + yearDelta, b.length)}`),
  );
  t = t.replace(/\b(FY\s*'?\s*)(\d{4}|\d{2})\b/g, (_m, p: string, y: string) => hold(`${p}${formatYear(fullYear(y) + yearDelta, y.length)}`));
  t = t.replace(/\b((?:fiscal|financial)\s+(?:year\s+)?)(\d{4})\b/gi, (_m, p: string, y: string) => hold(`${p}${Number(y) + yearDelta}`));
  return t.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => done[Number(i)]!);
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}
