/**
 * The figures a sentence states, each with its value in base units: money (currency units, the
 * scale applied: "Rs 6,000 crore" is 6e10), percentages, basis points, multiples ("2.5x") and bare
 * numbers ("16 large deals", "1.2 million tonnes", a book-to-bill of 1.4). A range ("6,000 to
 * 7,000 crore", "14%-16%") is one figure with a low and a high value. Years, quarter labels, dates
 * and ordinals are not figures. Pure; the one reader of figures for facts and thresholds.
 */
import { findQuantities } from './quantities.js';
import { leftLevel, movedBy, rangeFollows, SCALED } from './moved-level.js';
import { rememberLast } from '../util/remember-last.js';
import { MONTH_WORD } from './months.js';

export type FigureUnit = 'percent' | 'bp' | 'money' | 'multiple' | 'number';

export interface TextFigure {
  value: number;
  /** The top of a range; null for one value. */
  high: number | null;
  unit: FigureUnit;
  /** For money: "inr", "usd", ... ("" when unstated). */
  currency: string;
  /** As written. */
  text: string;
  start: number;
  end: number;
  /** The scale taken from an amount it is compared with ("INR2,700" after "INR2,850 crores"); absent when written with its own. */
  borrowedScale?: number;
}

/** The figure as its own words state it: without a scale taken from another amount (a per-share or per-unit amount is never scaled). */
export function asWritten(f: TextFigure): TextFigure {
  if (f.borrowedScale === undefined) return f;
  const { borrowedScale, ...rest } = f;
  return { ...rest, value: f.value / borrowedScale, high: f.high === null ? null : f.high / borrowedScale };
}

const SCALE: Readonly<Record<string, number>> = { '': 1, thousand: 1e3, lakh: 1e5, million: 1e6, crore: 1e7, billion: 1e9, trillion: 1e12, 'lakh crore': 1e12 };
const BARE_SCALE: Readonly<Record<string, number>> = { thousand: 1e3, k: 1e3, lakh: 1e5, lakhs: 1e5, million: 1e6, mn: 1e6, billion: 1e9, bn: 1e9 };

const MULTIPLE_RE = /(?<![\p{L}\p{N}.,])(\d+(?:\.\d+)?)\s*(?:x|times)(?![\p{L}\p{N}])/giu;
const NUMBER_RE = /(?<![\p{L}\p{N}.,$₹£€'’-])(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(thousand|k|lakhs?|million|mn|billion|bn)\b)?/giu;
/** A month's name or abbreviation right before a number ("June 30", "Sept. 5"), a word of its own: not the end of "primary" or "margin". */
const MONTH_BEFORE = new RegExp(String.raw`\b${MONTH_WORD}\.?\s*$`, 'i');
/** A month's name or abbreviation right after a number ("30 June"); not "5 decisions" or "3 marketplaces". */
const MONTH_AFTER = new RegExp(String.raw`^\s*${MONTH_WORD}\b`, 'i');

const num = (s: string): number => Number(s.replace(/,/g, ''));
const DIGIT = /\d/;

/** The scale the figure's own words state: 1e7 for "Rs 796 crores", 1e6 for "$2.5 million", 1 for "$2.64" or a scale taken from another amount. */
export function ownScale(f: TextFigure): number {
  if (!SCALED.test(f.text)) return 1;
  const lead = num(leadingNumber(f.text));
  return lead === 0 ? 1 : Math.abs(asWritten(f).value / lead);
}

/** Every figure in `text`, in order of position (read once for the same text asked again in a row). */
export function figuresIn(text: string): readonly TextFigure[] {
  return lastFigures(text);
}

/** The last text's figures: a sentence's are asked for again by each reading of it (its metrics, its facts, the sentence after it). */
const lastFigures = rememberLast(readFigures);

function readFigures(text: string): TextFigure[] {
  // Every figure is written with a digit: a sentence with none (most of a call's) is not searched for them.
  if (!DIGIT.test(text)) return [];
  const out: TextFigure[] = [];
  for (const q of findQuantities(text)) {
    const v = Number(q.value);
    if (!Number.isFinite(v)) continue;
    const unit: FigureUnit = q.kind === 'money' ? 'money' : q.kind === 'percentage' ? 'percent' : 'bp';
    const scale = unit === 'money' ? (SCALE[q.scale] ?? 1) : 1;
    out.push({ value: v * scale, high: null, unit, currency: q.currency, text: q.text, start: q.index, end: q.index + q.text.length });
  }
  for (const m of text.matchAll(MULTIPLE_RE)) {
    const start = m.index ?? 0;
    if (!overlaps(out, start, start + m[0].length)) out.push({ value: Number(m[1]), high: null, unit: 'multiple', currency: '', text: m[0], start, end: start + m[0].length });
  }
  for (const m of text.matchAll(NUMBER_RE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (overlaps(out, start, end) || !isBareFigure(text, m[1]!, start, end)) continue;
    const scale = m[2] ? (BARE_SCALE[m[2].toLowerCase()] ?? 1) : 1;
    out.push({ value: num(m[1]!) * scale, high: null, unit: 'number', currency: '', text: m[0], start, end });
  }
  out.sort((a, b) => a.start - b.start);
  return inheritScale(text, joinRanges(text, out.map((f) => signed(text, f))));
}

/** "-2%", "minus 3%", "negative at 29%", "(4.5%)": a negative figure. A dash between two figures is a range, not a sign. */
function signed(text: string, f: TextFigure): TextFigure {
  const before = text.slice(Math.max(0, f.start - 14), f.start);
  // "Consolidated total income - 47% increase": a dash spaced off after a word separates, it signs nothing.
  const negative = (/(?:^|[\s(])[-−–]\s?$/.test(before) && !/\d\s*[-−–]\s?$/.test(before) && !/\p{L}\s+[-−–]\s+$/u.test(before)) || /\b(?:minus|negative)\s+(?:at\s+)?$/i.test(before);
  return negative ? { ...f, value: -f.value, high: f.high === null ? null : -f.high } : f;
}

/**
 * "INR2,850 crores, against INR2,700 during the prior quarter and INR3,200 in the prior year": an
 * amount compared with a scaled one in the same breath takes its scale. Amounts compared are of
 * one size, so a written number ten times smaller or larger than the scaled one's is another
 * quantity and keeps its own value ("operating income was $490 million and earnings per share were
 * $2.64").
 */
/** How many times larger or smaller than a scaled amount a compared one may be written and still take its scale. */
const SAME_SIZE = 10;

function inheritScale(text: string, figs: TextFigure[]): TextFigure[] {
  let scaled: { f: TextFigure; factor: number } | null = null;
  return figs.map((f) => {
    if (f.unit !== 'money') return f;
    if (SCALED.test(f.text)) {
      scaled = { f, factor: f.value / num(leadingNumber(f.text)) };
      return f;
    }
    if (!scaled || (scaled.f.currency && f.currency && scaled.f.currency !== f.currency) || Math.abs(f.value) >= 1e5) return f;
    const ratio = Math.abs(num(leadingNumber(f.text)) / num(leadingNumber(scaled.f.text)));
    if (!(ratio >= 1 / SAME_SIZE && ratio <= SAME_SIZE)) return f;
    const gap = text.slice(scaled.f.end, f.start);
    if (gap.length > 120 || !/\b(?:against|versus|vs\.?|compared|from|and|to|while)\b/i.test(gap)) return f;
    return { ...f, value: f.value * scaled.factor, high: f.high === null ? null : f.high * scaled.factor, borrowedScale: scaled.factor };
  });
}

function overlaps(figs: readonly TextFigure[], start: number, end: number): boolean {
  return figs.some((f) => start < f.end && end > f.start);
}

/** A bare number that is a figure: not a year, a date's day, an ordinal, a span of months or years, a label's digits or a list marker. */
function isBareFigure(text: string, digits: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  const after = text.slice(end, end + 4);
  if (/^(?:st|nd|rd|th)\b/i.test(after)) return false;
  // "4G suffices", "1Q", "3D": a generation, a quarter's label or a dimension, not a figure.
  if (/^(?:G|Q|D)\b/.test(after)) return false;
  // "a trailing 12-month basis", "over the 12 months": a span of time, not a figure.
  if (/^\s?-?\s?(?:months?|years?|quarters?)\b/i.test(text.slice(end, end + 12))) return false;
  if (/^[:/]\d/.test(after) || /\d[:/]$/.test(before)) return false;
  const v = num(digits);
  if (!digits.includes(',') && !digits.includes('.') && v >= 1900 && v <= 2100) return false;
  if (MONTH_BEFORE.test(before) || MONTH_AFTER.test(text.slice(end, end + 12))) return false;
  if (/(?:\bq|\bh|\bfy|\bphase|\bslide|\bpage|\bno\.?|\bnumber|\bpoint|\btier|\bcovid-?|\bquarter|\byear|\bmonth|\bweek|\bunit|\bplant|\bline|\bround|\bversion|\bgrade|\bclass)\s*'?$/i.test(before)) return false;
  return true;
}

/**
 * "6,000 to 7,000 crore", "Rs 6,000-7,000 crore", "14% to 16%", "between 6% and 7%": the low figure
 * joins the one after it into one range.
 */
function joinRanges(text: string, figs: TextFigure[]): TextFigure[] {
  const out: TextFigure[] = [];
  for (const f of figs) {
    const prev = out[out.length - 1];
    const gap = prev ? text.slice(prev.end, f.start) : '';
    // "between INR6,000 crores and INR7,000 crores", "anywhere between INR6,000 cores, INR7,000 crores"
    // (a scale misspelt): the two ends of a range too.
    const between = /\bbetween\s+(?:(?:about|around|roughly|approximately)\s+)?$/i.test(text.slice(Math.max(0, (prev?.start ?? 0) - 30), prev?.start ?? 0)) && /^\s*(?:cores?\s*)?(?:,|and|,\s*and)\s*$/i.test(gap);
    // "improved from 14.8% to 15.4%": a level left and a level reached, not a range (core/text/moved-level.ts),
    // unless another range follows ("raised from 7% to 11% to a new range of 11% to 15%").
    // "rose $7.8 million to $24.8 million": an amount moved and the level reached, not a range either.
    const moved = /^\s*to\s*$/i.test(gap) && ((leftLevel(text.slice(0, prev?.start ?? 0)) && !rangeFollows(text.slice(f.end))) || (prev !== undefined && movedBy(text.slice(0, prev.start), prev, f)));
    // "2.7 billion to 2.8 billion": two scaled numbers are a range too.
    const scaledPair = prev !== undefined && prev.unit === 'number' && f.unit === 'number' && SCALED.test(prev.text) && SCALED.test(f.text);
    if (prev && prev.high === null && (f.unit !== 'number' || scaledPair) && (prev.unit === 'number' || prev.unit === f.unit) && (/^\s*(?:to|-|–)\s*$/.test(gap) || between || commaPair(text, prev, f)) && !moved) {
      // The low end borrows the high end's scale when it states none ("6,000" of "6,000 to 7,000 crore").
      const scale = f.value / num(leadingNumber(f.text));
      const low = SCALED.test(prev.text) ? prev.value : num(leadingNumber(prev.text)) * (Number.isFinite(scale) ? scale : 1);
      if (low <= f.value) {
        out[out.length - 1] = { ...f, currency: f.currency || prev.currency, value: low, high: f.value, text: text.slice(prev.start, f.end), start: prev.start };
        continue;
      }
    }
    out.push(f);
  }
  return out;
}


/**
 * "89%, 90% capacity utilization", "north of 50%, 55% growth": two percentages a comma apart, the second a little
 * above the first, are one figure said as a range, when no other figure stands in the same list before or after
 * them ("12.6% in rupee terms, 7% in constant currency" has words between; "8%, 9% and 10%" and "61% gross margin,
 * 30%, 31% operating margin" are lists).
 */
const COMMA_PAIR_SPAN = 5;
function commaPair(text: string, prev: TextFigure, f: TextFigure): boolean {
  if (prev.unit !== 'percent' || f.unit !== 'percent' || !/^\s*,\s*$/.test(text.slice(prev.end, f.start))) return false;
  if (!(prev.value >= 0 && f.value > prev.value && f.value - prev.value <= COMMA_PAIR_SPAN)) return false;
  // "61% gross margin, 30%, 31% operating margin": the list's element before holds a figure of its own.
  const listBefore = /\d\s*%?[^,.;:\d]{0,40}(?:,|and|or)\s*$/i.test(text.slice(Math.max(0, prev.start - 48), prev.start));
  const listAfter = /^\s*(?:,|and|or)\s*(?:,|and)?\s*(?:about\s+|around\s+)?-?\d/i.test(text.slice(f.end, f.end + 24));
  return !listBefore && !listAfter;
}

function leadingNumber(s: string): string {
  return /\d[\d,]*(?:\.\d+)?/.exec(s)?.[0] ?? '1';
}
