/**
 * Normalisation of the quantities earnings calls are full of: money in rupees or dollars with
 * Indian (lakh, crore) or Western (million, billion) scales, percentages and basis points. Two
 * spellings of the same figure normalise to the same string, which is what the gold-set scorer and
 * entity resolution compare: "Rs. 5,000 Cr" and "₹5000 crore" → "inr 5000 crore".
 */
import { hasOwnKey, own } from '../util/own.js';

export type QuantityKind = 'money' | 'percentage' | 'basis_points';

export interface Quantity {
  kind: QuantityKind;
  /** The number as written, without separators: "5000", "12.5". */
  value: string;
  /** "inr" | "usd" | "eur" | ... for money; "" otherwise. */
  currency: string;
  /** "crore" | "lakh" | "thousand" | "million" | "billion" | "trillion" | "" */
  scale: string;
  /** Canonical text: "inr 5000 crore", "12.5%", "150 bps". */
  canonical: string;
}

const CURRENCY: Record<string, string> = {
  '₹': 'inr', rs: 'inr', 'rs.': 'inr', inr: 'inr', rupees: 'inr', rupee: 'inr',
  $: 'usd', usd: 'usd', 'us$': 'usd', dollars: 'usd', dollar: 'usd',
  '€': 'eur', eur: 'eur', euro: 'eur', euros: 'eur', '£': 'gbp', gbp: 'gbp',
};

const SCALE: Record<string, string> = {
  crore: 'crore', crores: 'crore', cr: 'crore', 'cr.': 'crore',
  lakh: 'lakh', lakhs: 'lakh', lac: 'lakh', lacs: 'lakh',
  thousand: 'thousand', k: 'thousand',
  million: 'million', millions: 'million', mn: 'million', m: 'million',
  billion: 'billion', billions: 'billion', bn: 'billion', b: 'billion',
  trillion: 'trillion', tn: 'trillion',
};

/** The currency code a word or sign names ("dollar", "rupees", "US$", "₹" → "usd", "inr"); null for none. */
export function currencyOf(word: string): string | null {
  return own(CURRENCY, word.toLowerCase()) ?? null;
}

/** Is the lower-cased word a currency or a scale ("rupees", "crore", "million", "bps")? */
export function isUnitWord(word: string): boolean {
  return hasOwnKey(CURRENCY, word) || hasOwnKey(SCALE, word) || UNIT_WORDS.has(word);
}

const UNIT_WORDS = new Set(['percent', 'percentage', 'per', 'cent', 'bps', 'basis', 'points', 'point', 'crs']);

const NUM = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const CUR = String.raw`₹|rs\.?|inr|usd|us\$|\$|€|eur|£|gbp`;
const SCL = String.raw`lakh\s+crores?|lac\s+crores?|crores?|cr\.?|lakhs?|lacs?|thousand|millions?|mn|billions?|bn|trillion|tn|k|m|b`;
const CURWORD = String.raw`rupees?|dollars?|euros?`;

/**
 * One regular expression for any quantity. Groups: 1 currency before, 2 number, 3 scale,
 * 4 currency word after ("9.4 million US dollars"), 5 percent ("18 percentage", as some calls say it, but not "percentage points"), 6 basis points
 * ("percentage points" too: a hundred basis points each).
 */
export const QUANTITY_RE = new RegExp(
  String.raw`(?:(${CUR})\s?)?(${NUM})(?:\s?(${SCL})\b)?(?:\s(?:U\.?S\.?\s)?(${CURWORD})\b)?(?:\s?(%|per\s?cent\b|percent\b|percentage\b(?!\s+points?\b)|pc\b))?(?:\s?(bps\b|basis\s+points?\b|bp\b|percentage\s+points?\b))?`,
  'giu',
);

/** Parse every money/percentage/bps quantity in `text`, in order; bare numbers are skipped. */
export function findQuantities(text: string): Array<Quantity & { index: number; text: string }> {
  const out: Array<Quantity & { index: number; text: string }> = [];
  for (const m of text.matchAll(QUANTITY_RE)) {
    const q = fromMatch(m);
    if (q) out.push({ ...q, index: m.index ?? 0, text: m[0].trim() });
  }
  return out;
}

function fromMatch(m: RegExpMatchArray): Quantity | null {
  const [, cur, num, scl, curWord, pct, bps] = m;
  if (!num) return null;
  const value = num.replace(/,/g, '');
  if (pct) return { kind: 'percentage', value, currency: '', scale: '', canonical: `${value}%` };
  if (bps) {
    // "3.2 percentage points" is 320 basis points.
    const points = /^percentage/i.test(bps) ? String(Math.round(Number(value) * 100 * 1e6) / 1e6) : value;
    return { kind: 'basis_points', value: points, currency: '', scale: '', canonical: `${points} bps` };
  }
  const currency = cur ? own(CURRENCY, cur.toLowerCase()) ?? '' : curWord ? own(CURRENCY, curWord.toLowerCase()) ?? '' : '';
  const scaleKey = scl ? scl.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ') : '';
  // "16.3 lakh crore" is 16.3 × 10^12 rupees: a scale of its own, not "lakh"
  const scale = /^la(?:kh|c) crores?$/.test(scaleKey) ? 'lakh crore' : scaleKey ? own(SCALE, scaleKey) ?? '' : '';
  // Without a currency sign only Indian scales mean money ("1,700 crore" is rupees); "30.7 million"
  // may be tonnes or customers, and "5 m" metres or months.
  if (!currency && scale !== 'crore' && scale !== 'lakh' && scale !== 'lakh crore') return null;
  const canonical = [currency, value, scale].filter(Boolean).join(' ');
  return { kind: 'money', value, currency, scale, canonical };
}

/**
 * Every number in `text` as a canonical string: separators and leading zeros dropped, trailing
 * decimal zeros trimmed ("1,234.50" → "1234.5", "15%" → "15", "FY24" → "24"), in order. Unlike
 * findQuantities it keeps bare numbers, years and ordinals: a statement about FY24 must find 24.
 */
export function numberValues(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    let n = m[0].replace(/,/g, '');
    if (n.includes('.')) n = n.replace(/0+$/, '').replace(/\.$/, '');
    out.push(n.replace(/^0+(?=\d)/, ''));
  }
  return out;
}

/**
 * Canonical form of a whole entity string for comparison: quantities rewritten canonically, then
 * lower case, punctuation removed, whitespace collapsed. Used by the scorer and resolution.
 */
export function normaliseEntityText(text: string): string {
  const trimmed = text.trim();
  const qs = findQuantities(trimmed);
  let s = trimmed;
  if (qs.length === 1 && qs[0]!.text.length >= trimmed.replace(/^(?:about|around|approximately|over|nearly)\s+/i, '').length - 1) {
    s = qs[0]!.canonical;
  }
  return s
    .replace(/(\d),(?=\d)/g, '$1')
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[^\p{L}\p{N}%.\s]/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
