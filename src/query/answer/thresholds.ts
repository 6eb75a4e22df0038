/**
 * Numeric thresholds in a group question ("above 4%", "over $1 billion", "75% or more", "net debt
 * above 2.5 times EBITDA") and whether a quoted sentence's figure passes one. A sentence passes or
 * fails only when it states a figure of the same kind (a percentage for a percentage, money in the
 * same currency, a multiple); otherwise the verdict is "unknown" and the caller must not claim it
 * passes. Pure.
 */
import { findQuantities } from '../../core/text/quantities.js';
import { splitSentences } from '../../core/text/sentences.js';
import { stem } from '../../core/text/stem.js';
import { metricCoverage, metricStemsWithSpellings, type MetricTerms } from './metric-terms.js';
import { withoutCitationMarkers } from '../../core/text/citation-markers.js';

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

export type ThresholdVerdict = 'pass' | 'fail' | 'unknown';

const BEFORE: ReadonlyArray<[RegExp, ThresholdOp]> = [
  [/\b(?:at least|not less than|no less than|not fewer than|no fewer than|a minimum of)\s*$/i, '>='],
  [/\b(?:at most|not more than|no more than|up to|a maximum of)\s*$/i, '<='],
  [/\b(?:above|over|more than|greater than|higher than|exceeding|exceeded|in excess of|north of|upwards of|beyond|>)\s*$/i, '>'],
  [/\b(?:below|under|less than|fewer than|lower than|beneath|within|south of|<)\s*$/i, '<'],
];
const AFTER: ReadonlyArray<[RegExp, ThresholdOp]> = [
  [/^\s*(?:or|and)\s+(?:more|higher|above|greater|over|better)\b/i, '>='],
  [/^\s*(?:\+|plus)(?!\w)/i, '>='],
  [/^\s*(?:or|and)\s+(?:less|lower|below|under|fewer)\b/i, '<='],
];

const SCALE: Record<string, number> = { '': 1, thousand: 1e3, lakh: 1e5, million: 1e6, crore: 1e7, billion: 1e9, trillion: 1e12, 'lakh crore': 1e12 };
const MULTIPLE_RE = /(\d+(?:\.\d+)?)\s*(?:x|times)(?![\p{L}\p{N}])/giu;

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
  return out.sort((a, b) => a.index - b.index);
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

/**
 * The verdict for a quoted answer. The sentences most about the metric come first (its share of
 * the metric's terms, an abbreviation and its long form counting as one: "net interest margin"
 * before "net interest income"); in the first that states a comparable figure, the figure decides
 * whose own words — the text since the figure before it — are most about the metric ("the GNPA at
 * 1.77% …, our net NPA now are 0.4%": 0.4% for net NPA), else the first after the metric's word.
 * For a percentage, a bare decimal right after the metric's full name counts ("Net NPA ratio was
 * at 0.30"). No such sentence: "unknown" (a figure in a sentence about something else proves
 * nothing).
 */
export function checkThreshold(t: Threshold, answerText: string, metric: MetricTerms): { verdict: ThresholdVerdict; figure: string | null } {
  const wanted = new Set(metricStemsWithSpellings(metric));
  const sentences = splitSentences(withoutCitationMarkers(answerText));
  const ranked = sentences
    .map((s, i) => ({ s, i, cover: metricCoverage(s, metric) }))
    .filter((x) => x.cover > 0)
    .sort((a, b) => b.cover - a.cover || a.i - b.i);
  for (const { s } of ranked) {
    const all = figuresIn(s);
    const lead = (f: Figure): string => s.slice(Math.max(0, ...all.filter((o) => o.index < f.index).map((o) => o.index + o.text.length)), f.index);
    const comparable = all.filter((f) => meets(t, f) !== null);
    if (t.unit === 'percentage') comparable.push(...bareRatios(s, all).filter((f) => metricCoverage(lead(f), metric) === 1 && lead(f).split(/\s+/).length <= 8));
    if (comparable.length === 0) continue;
    comparable.sort((a, b) => a.index - b.index);
    const at = firstTermAt(s, wanted);
    const own = comparable.map((f) => ({ f, c: metricCoverage(lead(f), metric) })).sort((a, b) => b.c - a.c || a.f.index - b.f.index)[0]!;
    const f = own.c > 0 ? own.f : (comparable.find((x) => x.index >= at) ?? comparable[comparable.length - 1]!);
    return { verdict: meets(t, f) ? 'pass' : 'fail', figure: f.text };
  }
  return { verdict: 'unknown', figure: null };
}

/** Decimals with no unit ("0.30", "4.1"), not part of a figure already read: candidates for a spoken percentage. */
function bareRatios(s: string, figures: readonly Figure[]): Figure[] {
  const out: Figure[] = [];
  for (const m of s.matchAll(/(?<![\p{L}\p{N}.,$₹])\d{1,2}\.\d{1,2}(?![\p{N}.,]|\s*(?:%|x\b|times|bps|basis|per|crore|lakh|million|billion|trillion))/gu)) {
    const i = m.index ?? 0;
    if (figures.some((f) => i >= f.index && i < f.index + f.text.length)) continue;
    out.push({ value: Number(m[0]), unit: 'percentage', currency: '', text: m[0], index: i });
  }
  return out;
}

/** Character offset of the first word of `s` whose stem is wanted; -1 when none. */
function firstTermAt(s: string, wanted: ReadonlySet<string>): number {
  for (const m of s.matchAll(/[\p{L}][\p{L}\p{N}'-]*/gu)) {
    if (wanted.has(stem(m[0].toLowerCase().replace(/['’]s$/, '')))) return m.index ?? 0;
  }
  return -1;
}
