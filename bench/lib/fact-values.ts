/**
 * Figures as written on earnings calls and in answers, and whether an answer states a gold figure.
 * The bench's own reading, kept apart from the product's (src/core/text/quantities.ts) so that a
 * bug there cannot grade itself. Pure.
 *
 * A figure is a number with what is written around it:
 *   - currency: "$", "US$", "USD" → usd; "Rs", "Rs.", "INR", "₹", "Rupees" → inr; "£", "GBP" → gbp;
 *   - scale: thousand, lakh, crore (also "cr", and the transcripts' "cores"), million ("mn"),
 *     billion ("bn"), trillion, "lakh crore";
 *   - unit: percent ("%", "per cent", "percent"), basis points ("bps", "bp", "basis points"),
 *     multiple ("x", "times"); none for a plain count or a bare ratio ("0.30").
 * A range ("Rs 6,000–7,000 crore", "12-13%", "1.0% to 3.5%", "INR6,000 to INR7,000 crores") is
 * two figures; what one end states and the other leaves out (its currency, scale, unit) is shared.
 *
 * An answer states a gold value when it states every figure the gold value holds (both ends of a
 * range; each of "29% and 31%"). Two figures are the same when
 *   - the numbers are equal to the stated precision: equal as decimals, so "4.1" = "4.10" but
 *     "4.1" ≠ "4.12" and "10.2" ≠ "10"; when both state a scale they are compared in base units
 *     ("$10.2 billion" = "$10,200 million", "26.7 lakh" = "2.67 million"), otherwise as written;
 *   - the units are compatible where both state one: percent with percent, basis points with
 *     basis points (and percent with basis points, converted: "0.32%" = "32 bps"), a multiple with
 *     a multiple, money with money in the same currency (a figure with no unit is compatible with
 *     any);
 *   - the signs agree where both are explicit ("-4%" = "4%" = "declined 4%", but "-4%" ≠ "+4%").
 * "over", "nearly", "about", a trailing "+" and "per barrel"-style denominators are not compared.
 */

export type Unit = 'percent' | 'bps' | 'multiple' | null;

export interface Figure {
  /** The number as a decimal string without grouping commas or sign ("10.2", "6000"). */
  digits: string;
  /** -1 or +1 when a sign is written ("-4%", "+1%"); 0 when not. */
  sign: -1 | 0 | 1;
  currency: string | null;
  /** Multiplier the scale word stands for; null when none is written. */
  scale: number | null;
  unit: Unit;
  /** Where it starts in the text read, and the text. */
  index: number;
  text: string;
}

const CURRENCY_BEFORE = /(?:US\s?\$|(?<!\p{L})USD|\$|(?<!\p{L})Rs\.?|(?<!\p{L})INR|₹|£|(?<!\p{L})GBP|(?<!\p{L})EUR|€)\s?$/iu;
const CURRENCY_AFTER = /^\s*(?:rupees|dollars|usd|inr)\b/i;

const SCALES: ReadonlyArray<[RegExp, number]> = [
  [/^\s*lakhs?\s+crores?\b/i, 1e12],
  [/^\s*(?:trillion|tn)\b/i, 1e12],
  [/^\s*(?:billion|bn|bln)\b/i, 1e9],
  [/^\s*(?:crores?|cores|cr)\b\.?/i, 1e7],
  [/^\s*(?:million|mn|mln)\b/i, 1e6],
  [/^\s*(?:lakhs?|lacs?)\b/i, 1e5],
  [/^\s*(?:thousand)\b/i, 1e3],
];
const UNITS: ReadonlyArray<[RegExp, Exclude<Unit, null>]> = [
  [/^\s*(?:%|per\s?cent\b|percent\b|pc\b)/i, 'percent'],
  [/^\s*(?:bps|bp|basis\s+points?)\b/i, 'bps'],
  [/^\s*(?:x|times)\b/i, 'multiple'],
];

function currencyCode(s: string): string {
  const t = s.replace(/[\s.]/g, '').toLowerCase();
  if (t.includes('$') || t === 'usd' || t === 'dollars') return 'usd';
  if (t === 'rs' || t === 'inr' || t === '₹' || t === 'rupees') return 'inr';
  if (t === '£' || t === 'gbp') return 'gbp';
  return 'eur';
}

/** A number: grouped digits ("1,00,000", "6,000") or plain, with decimals; not part of a word ("Q1", "FY24"). */
const NUMBER = /(?<![\p{L}\p{N}.,])([-+−–]?)(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\p{N}]|[.,]\d|\p{L}*\d)/gu;

/** Text without citation markers ([3], [1, 2]) and with the dashes, spaces and minus signs unified. */
export function cleanText(text: string): string {
  return text
    .replace(/\s*\[\d+(?:\s*[,;]\s*\d+)*\]/g, ' ')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/−/g, '-')
    // A currency glued to its number ("INR6,000", "USD3.7", "Rs.2,896") is read as if spaced.
    .replace(/(?<!\p{L})(US\$|USD|INR|Rs\.?|₹|\$|£)(?=\d)/giu, '$1 ');
}

/** Every figure in `text`, in order; the ends of a range share what only one of them states. */
export function figuresIn(text: string): Figure[] {
  const s = cleanText(text);
  const out: Figure[] = [];
  for (const m of s.matchAll(NUMBER)) {
    let index = m.index ?? 0;
    let signText = m[1] ?? '';
    const digits = normaliseDigits(m[2]!);
    const before = s.slice(Math.max(0, index - 12), index);
    // A hyphen or dash right after a digit or a unit is a range ("12-13%", "6,000–7,000"), not a sign.
    if (signText && /[\p{N}%]\s*$/u.test(s.slice(0, index))) {
      signText = '';
      index += 1;
    }
    let currency: string | null = null;
    const cb = CURRENCY_BEFORE.exec(before);
    if (cb) currency = currencyCode(cb[0]);
    let rest = s.slice((m.index ?? 0) + m[0].length);
    let consumed = 0;
    let scale: number | null = null;
    for (const [re, v] of SCALES) {
      const x = re.exec(rest);
      if (x) {
        scale = v;
        consumed += x[0].length;
        rest = rest.slice(x[0].length);
        break;
      }
    }
    let unit: Unit = null;
    for (const [re, u] of UNITS) {
      const x = re.exec(rest);
      if (x) {
        unit = u;
        consumed += x[0].length;
        rest = rest.slice(x[0].length);
        break;
      }
    }
    if (!currency) {
      const ca = CURRENCY_AFTER.exec(rest);
      if (ca) {
        currency = currencyCode(ca[0]);
        consumed += ca[0].length;
      }
    }
    // "a decline of 4%" has no written sign; "-4%" and "+1%" have one; "–" before a number is a sign only at a start.
    const sign: -1 | 0 | 1 = signText === '+' ? 1 : signText ? -1 : 0;
    const start = m.index ?? 0;
    out.push({ digits, sign, currency, scale, unit, index, text: s.slice(start, start + m[0].length + consumed).trim() });
  }
  shareAcrossRanges(s, out);
  return out;
}

/** Two figures joined by "to", "-" or "–" read as one range: each end takes what the other states. */
function shareAcrossRanges(s: string, figs: Figure[]): void {
  for (let i = 0; i + 1 < figs.length; i++) {
    const a = figs[i]!;
    const b = figs[i + 1]!;
    const between = s.slice(a.index + a.text.length, b.index);
    if (!/^\s*(?:-|–|—|to)\s*(?:US\s?\$|USD|\$|Rs\.?|INR|₹|£)?\s*$/i.test(between)) continue;
    if (a.unit === null && b.unit !== null && a.scale === null && a.currency === null) a.unit = b.unit;
    if (a.scale === null && b.scale !== null && (a.unit === null || a.unit === b.unit)) a.scale = b.scale;
    if (a.currency === null && b.currency !== null && a.unit === null) a.currency = b.currency;
    if (b.currency === null && a.currency !== null && b.unit === null) b.currency = a.currency;
  }
}

function normaliseDigits(d: string): string {
  const plain = d.replace(/,/g, '');
  if (!plain.includes('.')) return plain.replace(/^0+(?=\d)/, '');
  return plain.replace(/0+$/, '').replace(/\.$/, '').replace(/^0+(?=\d)/, '');
}

/** Exact decimal comparison of a × 10^p and b × 10^q without floating point error. */
function sameDecimal(a: string, scaleA: number, b: string, scaleB: number): boolean {
  const norm = (d: string, mult: number): string => {
    const exp = Math.round(Math.log10(mult));
    const [int, frac = ''] = d.split('.');
    const all = (int! + frac).replace(/^0+/, '') || '0';
    const point = int!.replace(/^0+/, '').length + exp - (int!.replace(/^0+/, '') === '' ? countLeadingZeros(frac) : 0);
    // Canonical form: significant digits without trailing zeros, and the place of the point.
    const sig = all.replace(/0+$/, '') || '0';
    return sig === '0' ? '0' : `${sig}e${point}`;
  };
  return norm(a, scaleA) === norm(b, scaleB);
}

function countLeadingZeros(s: string): number {
  const m = /^0*/.exec(s);
  return m ? m[0].length : 0;
}

/** Is `got` the same figure as `want` (see the file comment)? */
export function sameFigure(want: Figure, got: Figure): boolean {
  if (want.sign !== 0 && got.sign !== 0 && want.sign !== got.sign) return false;
  if (want.unit && got.unit && want.unit !== got.unit) {
    const pair = new Set([want.unit, got.unit]);
    if (pair.has('percent') && pair.has('bps')) {
      const w = want.unit === 'bps' ? 1 : 100;
      const g = got.unit === 'bps' ? 1 : 100;
      return sameDecimal(want.digits, w, got.digits, g);
    }
    return false;
  }
  if (want.currency && got.currency && want.currency !== got.currency) return false;
  // A currency on one side and a percentage or multiple on the other are not the same kind of figure.
  if ((want.currency && got.unit) || (got.currency && want.unit)) return false;
  if (want.scale !== null && got.scale !== null) return sameDecimal(want.digits, want.scale, got.digits, got.scale);
  return sameDecimal(want.digits, 1, got.digits, 1);
}

/** The figures a gold value holds ("Rs 6,000–7,000 crore" → two). Footnote-like bare digits are kept: the value is all figure. */
export function goldFigures(value: string): Figure[] {
  return figuresIn(value);
}

/** Does `answer` state every figure of the gold `value`? False when the value holds no figure. */
export function statesValue(answer: string, value: string): boolean {
  const want = goldFigures(value);
  if (want.length === 0) return false;
  const got = figuresIn(answer);
  return want.every((w) => got.some((g) => sameFigure(w, g)));
}

/**
 * The figures named in a note ("Trap: Axis Finance PAT Rs 123 crore and total subsidiaries net
 * profit Rs 303 crore (p9)."): page references left out, and bare numbers under 100 with nothing
 * written around them (footnote marks: "Americas 1 grew 1.5%").
 */
export function noteFigures(note: string): Figure[] {
  const text = note.replace(/^.*?\btrap:\s*/i, '').replace(/\(\s*(?:pp?\.?\s*\d+(?:\s*[,-]\s*p?\d+)*|same [a-z ]+)[^)]*\)/gi, ' ').replace(/\bpp?\d+\b/gi, ' ');
  return figuresIn(text).filter((f) => f.unit || f.currency || f.scale || Number(f.digits) >= 100);
}

/** Does `answer` state `fig`? */
export function statesFigure(answer: string, fig: Figure): boolean {
  return figuresIn(answer).some((g) => sameFigure(fig, g));
}

/**
 * Do two figures as written state the same value ("Rs 1,234 crore" and "INR 1234 crores", "35 bps"
 * and "0.35%", "12-13%" and "12% to 13%")? Both must hold the same number of figures, each the same
 * as its counterpart (sameFigure), in order. False when either holds none.
 */
export function sameValueText(a: string, b: string): boolean {
  const fa = figuresIn(a);
  const fb = figuresIn(b);
  if (fa.length === 0 || fa.length !== fb.length) return false;
  return fa.every((f, i) => sameFigure(f, fb[i]!));
}
