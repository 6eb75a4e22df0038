/**
 * The calendar's months, named once for every reader: the names, a regex alternation of the names,
 * one of the names and their abbreviations, and a month's number. Pure.
 */

/** The twelve months' names, January first. */
export const MONTH_NAMES: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A month's full name, as a non-capturing alternation for a regex source: "January" … "December". */
export const MONTH_NAME = `(?:${MONTH_NAMES.join('|')})`;

/** A month's name or its abbreviation, non-capturing: "Jan", "Sept", "December". */
export const MONTH_WORD = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';

/** 1-12 for a month name or abbreviation ("June", "Sept"), else null. */
export function monthNumber(name: string): number | null {
  const head = name.slice(0, 3).toLowerCase();
  const i = MONTH_NAMES.findIndex((m) => m.slice(0, 3).toLowerCase() === head);
  return i < 0 ? null : i + 1;
}

/** "January" for 1 … "December" for 12; the number itself when it is no month. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}
