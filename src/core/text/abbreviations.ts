/**
 * Financial abbreviations an analyst types and a transcript may spell out, or the reverse: "NIM
 * guidance" must find "net interest margin of 4.05% to 4.15%", and "total contract value" must
 * find "TCV of $2.3 billion". `withAbbreviations` appends to a question the other spelling of each
 * term it holds, so that lexical search, embeddings, entity linking and the extractive answerer all
 * see both. Only unambiguous finance terms are listed (not "EV", "CAR", "ASP", which are also
 * ordinary words or mean several things). Pure.
 */
import { escapeRegExp } from './regexp.js';

/** Abbreviation (lower case, as a whole word) → the long form transcripts use. */
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['nim', 'net interest margin'],
  ['nii', 'net interest income'],
  ['pat', 'profit after tax'],
  ['pbt', 'profit before tax'],
  ['tcv', 'total contract value'],
  ['acv', 'annual contract value'],
  ['npa', 'non-performing assets'],
  ['npl', 'non-performing loans'],
  ['gnpa', 'gross npa'],
  ['nnpa', 'net npa'],
  ['casa', 'current and savings account'],
  ['aum', 'assets under management'],
  ['arpu', 'average revenue per user'],
  ['arpob', 'average revenue per occupied bed'],
  ['roe', 'return on equity'],
  ['roa', 'return on assets'],
  ['roce', 'return on capital employed'],
  ['eps', 'earnings per share'],
  ['capex', 'capital expenditure'],
  ['opex', 'operating expenses'],
  ['fcf', 'free cash flow'],
  ['pcr', 'provision coverage ratio'],
  ['crar', 'capital adequacy ratio'],
  ['lcr', 'liquidity coverage ratio'],
  ['gmv', 'gross merchandise value'],
  ['vnb', 'value of new business'],
  ['grm', 'gross refining margin'],
  ['ape', 'annualised premium equivalent'],
  ['yoy', 'year-on-year'],
  ['qoq', 'quarter-on-quarter'],
  ['bps', 'basis points'],
]);

/** A long form as written, with hyphens or spaces between its words. */
const longPattern = (long: string): RegExp => new RegExp(`\\b${long.split(/[\s-]+/).map(escapeRegExp).join('[\\s-]+')}\\b`, 'i');
/** Each abbreviation with its long form and a case-insensitive whole-word pattern for each spelling. */
export const SPELLINGS: ReadonlyArray<{ short: string; long: string; shortRe: RegExp; longRe: RegExp }> = [...ABBREVIATIONS].map(([short, long]) => ({
  short,
  long,
  shortRe: new RegExp(`\\b${short.split('').map(escapeRegExp).join('-?')}\\b`, 'i'),
  longRe: longPattern(long),
}));

/**
 * The other spellings of the abbreviations and long forms in `text`, in the table's order, each
 * once; empty when there are none.
 */
export function otherSpellings(text: string): string[] {
  const out: string[] = [];
  for (const e of SPELLINGS) {
    const hasShort = e.shortRe.test(text);
    const hasLong = e.longRe.test(text);
    if (hasShort && !hasLong) out.push(e.long);
    else if (hasLong && !hasShort) out.push(e.short.toUpperCase());
  }
  return out;
}

/** `text` followed by the other spellings of its terms in parentheses; unchanged when none. */
export function withAbbreviations(text: string): string {
  const more = otherSpellings(text);
  return more.length === 0 ? text : `${text} (${more.join('; ')})`;
}
