/**
 * A numeric threshold a question sets ("above 4%", "over $1 billion", "75% or more", "net debt
 * above 2.5 times EBITDA"), the figures a text states that one can be compared with, and whether
 * a figure meets it: only a figure of the same kind (a percentage for a percentage, money in the
 * same currency, a multiple) can. Pure.
 */
import { findQuantities } from '../../core/text/quantities.js';

export type ThresholdOp = '>' | '>=' | '<' | '<=';
export type FigureUnit = 'percentage' | 'basis_points' | 'money' | 'multiple';

export interface Threshold {
  op: ThresholdOp;
  /** The figure in base units: percent points, basis points, currency units, or times. */
  value: number;
  unit: FigureUnit;
  /** For money: "inr", "usd", ... ("" when the question gives none). */
  currency: string;
  /** The words as written ("above 4%"), to show and to leave out of retrieval queries. */
  text: string;
}

export interface Figure {
  value: number;
  unit: FigureUnit;
  currency: string;
  text: string;
  index: number;
}

/** Words a threshold's figure may follow after its comparison word: "crossed the 4% mark", "beat a 15% margin". */
const ARTICLE = String.raw`(?:\s+(?:a|an|the))?\s*$`;
const BEFORE: ReadonlyArray<[RegExp, ThresholdOp]> = [
  [/\b(?:at least|not less than|no less than|not fewer than|no fewer than|a minimum of)\s*$/i, '>='],
  [/\b(?:at most|not more than|no more than|up to|a maximum of)\s*$/i, '<='],
  [/\b(?:above|over|more than|greater than|higher than|in excess of|north of|upwards of|beyond|>)\s*$/i, '>'],
  // A verb or a comparative that passes the figure: "topped 4%", "grew faster than 10%".
  [new RegExp(String.raw`\b(?:top(?:s|ped|ping)?|cross(?:es|ed|ing)?|surpass(?:es|ed|ing)?|beat(?:s|ing)?|clear(?:s|ed|ing)?|exceed(?:s|ed|ing)?|(?:faster|quicker|wider|bigger|larger|stronger)\s+than)${ARTICLE}`, 'i'), '>'],
  [/\b(?:below|under|less than|fewer than|lower than|beneath|within|south of|<)\s*$/i, '<'],
  [new RegExp(String.raw`\b(?:(?:slower|narrower|smaller|weaker)\s+than|short of|shy of)${ARTICLE}`, 'i'), '<'],
];
const AFTER: ReadonlyArray<[RegExp, ThresholdOp]> = [
  [/^\s*(?:or|and)\s+(?:more|higher|above|greater|over|better)\b/i, '>='],
  [/^\s*(?:\+|plus)(?!\w)/i, '>='],
  [/^\s*(?:or|and)\s+(?:less|lower|below|under|fewer)\b/i, '<='],
];

const SCALE: Record<string, number> = { '': 1, thousand: 1e3, lakh: 1e5, million: 1e6, crore: 1e7, billion: 1e9, trillion: 1e12, 'lakh crore': 1e12 };
const MULTIPLE_RE = /(\d+(?:\.\d+)?)\s*(?:x|times)(?![\p{L}\p{N}])/giu;
/** "17 cents of operating profit per dollar of revenue", "12 paise on every rupee": a share, in percent. */
const PER_HUNDRED_RE = /(\d+(?:\.\d+)?)\s*(?:cents?|paise|pence)\b(?=[^.?!]{0,60}?\b(?:per|on|of|for|from)\s+(?:each|every|a|the)?\s*(?:dollar|rupee|euro|pound)\b)/giu;

/** Every figure in `text` a threshold can be compared with, in order. */
export function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const q of findQuantities(text)) {
    const v = Number(q.value);
    if (!Number.isFinite(v)) continue;
    if (q.kind === 'money') out.push({ value: v * (SCALE[q.scale] ?? 1), unit: 'money', currency: q.currency, text: q.text, index: q.index });
    else out.push({ value: v, unit: q.kind, currency: '', text: q.text, index: q.index });
  }
  for (const m of text.matchAll(MULTIPLE_RE)) out.push({ value: Number(m[1]), unit: 'multiple', currency: '', text: m[0], index: m.index ?? 0 });
  for (const m of text.matchAll(PER_HUNDRED_RE)) {
    // The share replaces the amount read at the same place ("17 cents" is not money here).
    const at = m.index ?? 0;
    const kept = out.filter((f) => f.index + f.text.length <= at || f.index >= at + m[0].length);
    out.splice(0, out.length, ...kept, { value: Number(m[1]), unit: 'percentage', currency: '', text: m[0], index: at });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Decimals with no unit ("0.30", "4.1"), not part of a figure already read: candidates for a spoken percentage. */
export function bareRatios(s: string, figures: readonly Figure[]): Figure[] {
  const out: Figure[] = [];
  for (const m of s.matchAll(/(?<![\p{L}\p{N}.,$₹])\d{1,2}\.\d{1,2}(?![\p{N}.,]|\s*(?:%|x\b|times|bps|basis|per|crore|lakh|million|billion|trillion))/gu)) {
    const i = m.index ?? 0;
    if (figures.some((f) => i >= f.index && i < f.index + f.text.length)) continue;
    out.push({ value: Number(m[0]), unit: 'percentage', currency: '', text: m[0], index: i });
  }
  return out;
}

/** The threshold a question sets, or null when it sets none. */
export function parseThreshold(question: string): Threshold | null {
  for (const f of figuresIn(question)) {
    const before = question.slice(0, f.index);
    const after = question.slice(f.index + f.text.length);
    const op = BEFORE.find(([re]) => re.test(before))?.[1] ?? AFTER.find(([re]) => re.test(after))?.[1];
    if (!op) continue;
    const lead = BEFORE.map(([re]) => re.exec(before)).find((m) => m)?.[0] ?? '';
    const tail = AFTER.map(([re]) => re.exec(after)).find((m) => m)?.[0] ?? '';
    return { op, value: f.value, unit: f.unit, currency: f.currency, text: `${lead.trimStart()}${f.text}${tail}`.trim() };
  }
  return null;
}

/** Does `figure` meet the threshold? null when the two cannot be compared. */
export function meets(t: Threshold, f: Figure): boolean | null {
  if (t.unit !== f.unit) return null;
  if (t.unit === 'money' && t.currency && f.currency && t.currency !== f.currency) return null;
  switch (t.op) {
    case '>': return f.value > t.value;
    case '>=': return f.value >= t.value;
    case '<': return f.value < t.value;
    case '<=': return f.value <= t.value;
  }
}
