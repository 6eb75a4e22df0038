/**
 * A numeric threshold a question sets ("above 4%", "over $1 billion", "75% or more", "net debt
 * above 2.5 times EBITDA"), the figures a text states that one can be compared with, and whether
 * a figure meets it: only a figure of the same kind (a percentage for a percentage, money in the
 * same currency, a multiple) can. Pure.
 */
import { figuresIn as textFigures, type TextFigure } from '../../core/text/figures.js';
import { stem } from '../../core/text/stem.js';
import type { FactUnit } from '../../core/fact.js';

export type ThresholdOp = '>' | '>=' | '<' | '<=';
export type FigureUnit = 'percentage' | 'basis_points' | 'money' | 'multiple' | 'count';

/** How a stated fact's unit is compared as a threshold's figure. */
export const FACT_FIGURE_UNIT: Readonly<Record<FactUnit, FigureUnit>> = { percent: 'percentage', bp: 'basis_points', money: 'money', per_unit: 'money', count: 'count', ratio: 'multiple', multiple: 'multiple' };

export interface Threshold {
  op: ThresholdOp;
  /** The figure in base units: percent points, basis points, currency units, times, or a count. */
  value: number;
  unit: FigureUnit;
  /** For money: "inr", "usd", ... ("" when the question gives none). */
  currency: string;
  /** The words as written ("above 4%"), to show and to leave out of retrieval queries. */
  text: string;
  /** For a count: the stem of what it counts ("branch" for "500 branches"), when the words say. */
  counted?: string;
  /** Said in words with no figure ("double-digit"). */
  inWords?: true;
  /**
   * The company whose own figure is the bar ("a higher NIM than HDFC Bank"): `value` is NaN, and
   * meets nothing, until facts/bar.ts reads it from that company's stated figure.
   */
  of?: string;
}

export interface Figure {
  value: number;
  unit: FigureUnit;
  currency: string;
  text: string;
  index: number;
  /** For a count: the stem of what it counts, when the words say. */
  counted?: string;
}

/** Words a threshold's figure may follow after its comparison word: "crossed the 4% mark", "beat a 15% margin". */
const ARTICLE = String.raw`(?:\s+(?:a|an|the))?\s*$`;
/** A comparison sign right before the figure ("NIM > 4%", "margin >= 25%", "≤ 0.5%"); no word boundary before a sign that follows a space. */
const SIGN_BEFORE: ReadonlyArray<[RegExp, ThresholdOp]> = [
  [/(?:>=|=>|≥)\s*$/, '>='],
  [/(?:<=|=<|≤)\s*$/, '<='],
  [/>\s*$/, '>'],
  [/<\s*$/, '<'],
];
const BEFORE: ReadonlyArray<[RegExp, ThresholdOp]> = [
  ...SIGN_BEFORE,
  [/\b(?:at least|not less than|no less than|not fewer than|no fewer than|a minimum of|at or (?:above|over|higher than)|(?:greater|more|higher) than or equal to)\s*$/i, '>='],
  [/\b(?:at most|not more than|no more than|up to|a maximum of|at or (?:below|under|lower than)|(?:less|lower|fewer) than or equal to)\s*$/i, '<='],
  [/\b(?:above|over|more than|greater than|higher than|in excess of|north of|upwards? of|beyond)\s*$/i, '>'],
  // A verb or a comparative that passes the figure: "topped 4%", "grew faster than 10%".
  [new RegExp(String.raw`\b(?:top(?:s|ped|ping)?|cross(?:es|ed|ing)?|surpass(?:es|ed|ing)?|beat(?:s|ing)?|clear(?:s|ed|ing)?|exceed(?:s|ed|ing)?|(?:faster|quicker|wider|bigger|larger|stronger)\s+than)${ARTICLE}`, 'i'), '>'],
  // "sub-2%", "sub 15%": below it.
  [/\b(?:below|under|less than|fewer than|lower than|beneath|within|south of|sub-?)\s*$/i, '<'],
  [new RegExp(String.raw`\b(?:(?:slower|narrower|smaller|weaker)\s+than|short of|shy of)${ARTICLE}`, 'i'), '<'],
];
const AFTER: ReadonlyArray<[RegExp, ThresholdOp]> = [
  [/^\s*(?:or|and)\s+(?:more|higher|above|greater|over|better|up(?:wards?)?)\b/i, '>='],
  [/^\s*(?:\+|plus)(?!\w)/i, '>='],
  [/^\s*(?:or|and)\s+(?:less|lower|below|under|fewer)\b/i, '<='],
];

/** "17 cents of operating profit per dollar of revenue", "12 paise on every rupee": a share, in percent. */
const PER_HUNDRED_RE = /(\d+(?:\.\d+)?)\s*(?:cents?|paise|pence)\b(?=[^.?!]{0,60}?\b(?:per|on|of|for|from)\s+(?:each|every|a|the)?\s*(?:dollar|rupee|euro|pound)\b)/giu;
const UNIT: Readonly<Record<TextFigure['unit'], FigureUnit>> = { percent: 'percentage', bp: 'basis_points', money: 'money', multiple: 'multiple', number: 'count' };

/**
 * Every figure in `text` a threshold can be compared with, in order: the figures core/text/figures.ts
 * reads (a range as its two ends), a bare number as a count when it is one ("25 million tonnes",
 * "500 branches": a scale word, or a whole number of 100 or more), and a share in cents per dollar.
 */
export function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const f of textFigures(text)) {
    if (f.unit === 'number' && !COUNT.test(f.text)) continue;
    // A scaled number with no currency before things it counts ("2 lakh employees", "10 lakh units") is a count, not money.
    const things = f.unit === 'money' && !f.currency ? COUNTED_THINGS.exec(text.slice(f.end))?.[1] : undefined;
    const counted = f.unit === 'number' ? COUNTED.exec(text.slice(f.end))?.[1] : things;
    const unit = things ? 'count' : UNIT[f.unit];
    for (const value of f.high === null ? [f.value] : [f.value, f.high]) {
      out.push({ value, unit, currency: f.currency, text: f.text, index: f.start, ...(counted ? { counted: stem(counted.toLowerCase()) } : {}) });
    }
  }
  for (const m of text.matchAll(PER_HUNDRED_RE)) {
    // The share replaces the amount read at the same place ("17 cents" is not money here).
    const at = m.index ?? 0;
    const kept = out.filter((f) => f.index + f.text.length <= at || f.index >= at + m[0].length);
    out.splice(0, out.length, ...kept, { value: Number(m[1]), unit: 'percentage', currency: '', text: m[0], index: at });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** A bare number that counts things: with a scale word, or a whole number of 100 or more ("4.5" after "NIM above" is no count). */
/** The word a count counts: "500 branches", "25 million tonnes of cement". */
const COUNTED = /^\s+(\p{L}[\p{L}-]*)/u;
/** A plural noun right after a figure that is no currency or scale: what a count counts ("employees", "units", "subscribers"). */
const COUNTED_THINGS = /^\s+(?!(?:rupees|dollars|euros|pounds|crores|lakhs|millions|billions)\b)(\p{L}[\p{L}-]*s)\b/iu;
const COUNT = /\p{L}\s*$|^(?:\d{1,3}(?:,\d{2,3})+|[1-9]\d{2,})$/u;

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

/** A rate of change said in digits rather than written ("double-digit growth", "grew in double digits", "single-digit margins"): at least 10%, or under it. */
const DIGITS = /\b(?:in\s+(?:the\s+)?)?(double|single)[- ]digits?\b/i;

/**
 * The last comparative before "than" (or "compared to", "versus") in the same clause ("a higher NIM
 * than", "grew deposits more slowly than that of", "did better than"): up, down, or judged (better,
 * worse: which way is better is the metric's).
 */
const THAN = /^.*\b(?:(higher|more|faster|bigger|larger|greater|stronger|wider|fatter|quicker)|(lower|less|fewer|smaller|slower|slowly|weaker|narrower|thinner|leaner)|(better|worse))\b[^?.!,;]*?\b(?:than|compared\s+(?:to|with)|versus|vs\.?|relative\s+to)\s+(?:(?:that|those)\s+of\s+)?(?:the\s+)?$/i;
/** A verb that passes or trails the bar it is followed by: "outgrew Sun Pharma", "lagged HUL". */
const OUTDOES = /\b(?:(outgr(?:ew|ow|ows|own|owing)|outpac(?:e|es|ed|ing)|outperform(?:s|ed|ing)?|outstrip(?:s|ped|ping)?|outdid|outdo(?:es|ing)?)|(underperform(?:s|ed|ing)?|lag(?:s|ged|ging)?|trail(?:s|ed|ing)?))\s+(?:the\s+)?$/i;

/**
 * The side of a bar named right after `before` ("… a higher NIM than", "… faster than", "… beat",
 * "… outgrew", "… below"): a comparative earlier in the clause before "than", a verb passing or
 * trailing it, or the comparison words a threshold's figure follows. "Better" is higher where a
 * higher figure is better (`higherBetter`), lower otherwise. Null when `before` sets none.
 */
export function barOp(before: string, higherBetter = true): ThresholdOp | null {
  const than = THAN.exec(before);
  if (than) return than[1] || (than[3] && (than[3].toLowerCase() === 'better') === higherBetter) ? '>' : '<';
  const verb = OUTDOES.exec(before);
  if (verb) return verb[1] ? '>' : '<';
  return BEFORE.find(([re]) => re.test(before))?.[1] ?? null;
}

/**
 * The threshold of a group measured against a company the question names ("Which banks had a
 * higher NIM than HDFC Bank?", "Did any FMCG company beat HUL's volume growth?"): that company's own
 * figure, in `unit`, still to be read from its facts (`of`); null when no comparison word puts the
 * company as the bar.
 */
export function barThreshold(question: string, bar: { name: string; matched: string }, unit: FigureUnit, higherBetter = true): Threshold | null {
  const at = question.toLowerCase().indexOf(bar.matched.toLowerCase());
  const op = at > 0 ? barOp(question.slice(0, at), higherBetter) : null;
  if (!op) return null;
  return { op, value: Number.NaN, unit, currency: '', text: `${op.startsWith('>') ? 'above' : 'below'} ${bar.name}'s`, of: bar.name };
}

/** The threshold a question sets, or null when it sets none. */
export function parseThreshold(question: string): Threshold | null {
  const figures = figureThreshold(question);
  if (figures) return figures;
  // A figure in words ("above four percent", "over a billion dollars", "under half a percent"): read as digits, its words kept as written.
  const spelled = inDigits(question);
  const inWords = spelled === question ? null : figureThreshold(spelled);
  if (inWords) {
    const at = spelled.indexOf(inWords.text);
    return { ...inWords, text: question.slice(at, at + inWords.text.length).trim() };
  }
  return digitsThreshold(question);
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
/** A number in words before a unit or a scale: "four percent", "twenty-five per cent", "a billion", "half a percent". */
const SPELLED = new RegExp(String.raw`\b(?:(half\s+a)|(a|one|${Object.keys(NUMBER_WORDS).join('|')})(?:[\s-]+(one|two|three|four|five|six|seven|eight|nine))?)(?=\s+(?:percent|per\s+cent|percentage\s+points?|basis\s+points|bps|times|thousand|lakh|lakhs|crore|crores|million|billion|trillion)\b)`, 'gi');

/** The question with each number in words before a unit or a scale written in digits, right-aligned in the words' place (every other position kept). */
function inDigits(question: string): string {
  return question.replace(SPELLED, (all: string, half?: string, first?: string, second?: string) => {
    const value = half ? 0.5 : (first!.toLowerCase() === 'a' ? 1 : NUMBER_WORDS[first!.toLowerCase()]!) + (second ? NUMBER_WORDS[second.toLowerCase()]! : 0);
    const digits = String(value);
    return digits.length <= all.length ? digits.padStart(all.length, ' ') : all;
  });
}

function digitsThreshold(question: string): Threshold | null {
  const m = DIGITS.exec(question);
  if (!m) return multipleThreshold(question);
  return { op: m[1]!.toLowerCase() === 'double' ? '>=' : '<', value: 10, unit: 'percentage', currency: '', text: m[0], inWords: true };
}

/** A growth said as a multiple of the base ("more than doubled its profit", "tripled revenue"): a rise of 100% for each time over it, or more. */
const MULTIPLIED = /\b(more\s+than\s+|over\s+|at\s+least\s+)?(doubl|tripl|trebl|quadrupl)ed\b/i;
const TIMES_OVER: Readonly<Record<string, number>> = { doubl: 100, tripl: 200, trebl: 200, quadrupl: 300 };

function multipleThreshold(question: string): Threshold | null {
  const m = MULTIPLIED.exec(question);
  if (!m) return null;
  const over = m[1] !== undefined && !/^at\s+least/i.test(m[1]);
  return { op: over ? '>' : '>=', value: TIMES_OVER[m[2]!.toLowerCase()]!, unit: 'percentage', currency: '', text: m[0], inWords: true };
}

function figureThreshold(question: string): Threshold | null {
  for (const f of figuresIn(question)) {
    const before = question.slice(0, f.index);
    const after = question.slice(f.index + f.text.length);
    const op = BEFORE.find(([re]) => re.test(before))?.[1] ?? AFTER.find(([re]) => re.test(after))?.[1];
    if (!op) continue;
    const lead = BEFORE.map(([re]) => re.exec(before)).find((m) => m)?.[0] ?? '';
    const tail = AFTER.map(([re]) => re.exec(after)).find((m) => m)?.[0] ?? '';
    return { op, value: f.value, unit: f.unit, currency: f.currency, text: `${lead.trimStart()}${f.text}${tail}`.trim(), ...(f.counted ? { counted: f.counted } : {}) };
  }
  return null;
}

/**
 * The threshold of a metric that counts things: a scaled number the question gives no currency
 * ("headcount of more than 3 lakh", "over 2 million subscribers") is a count of them, not money.
 */
export function asCountOf(t: Threshold | null, metricUnit: string | null): Threshold | null {
  return t && metricUnit === 'count' && t.unit === 'money' && !t.currency ? { ...t, unit: 'count' } : t;
}

/**
 * The threshold of the level of a metric stated in percent, set as a multiple ("solvency above 2x",
 * "capital adequacy of at least 1.5 times"): the same share in percent (200%, 150%).
 */
export function asPercentOf(t: Threshold | null, metricUnit: string | null): Threshold | null {
  return t && metricUnit === 'percent' && t.unit === 'multiple' ? { ...t, unit: 'percentage', value: t.value * 100 } : t;
}

/** Does `figure` meet the threshold? null when the two cannot be compared. */
export function meets(t: Threshold, f: Figure): boolean | null {
  if (t.unit !== f.unit) return null;
  if (t.unit === 'money' && t.currency && f.currency && t.currency !== f.currency) return null;
  // Counts of different things ("300,000 employees", "160 countries") are not compared.
  if (t.unit === 'count' && t.counted && f.counted && t.counted !== f.counted) return null;
  switch (t.op) {
    case '>': return f.value > t.value;
    case '>=': return f.value >= t.value;
    case '<': return f.value < t.value;
    case '<=': return f.value <= t.value;
  }
}
