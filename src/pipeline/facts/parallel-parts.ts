/**
 * A breakdown of one metric by kinds of one unit: "Margins in mature hospitals were at 26.8% …
 * Margin at new hospital was at 16.7%", "persistency has improved … to 92% in Tier 1 markets, from
 * 84% to 87% in tier 2 markets". Each figure is the part's its phrase names, not the company's: the
 * part is written after the metric ("Margins in mature hospitals") or after the figure ("92% in Tier 1
 * markets"), in words a sentence names no business by, and is known for one only because the same
 * metric is stated, in the same or the next sentence, for another kind of the same unit (hospitals,
 * markets). A figure so qualified alone stays the company's. Pure.
 */
import type { Fact } from '../../core/fact.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';
import { isMeasureWord } from '../../core/vocabulary/scope-words.js';

/** "Margins in mature hospitals were at …", "Margin at new hospital was …": a phrase between the metric and its verb. */
const AFTER_METRIC = /^\s+(?:in|at|across)\s+(?:the\s+|our\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){1,2}?)\s+(?:was|were|is|are|stood|came|has|have|had|grew|rose|fell|declined|improved|increased|reached)\b/u;
/** "92% in Tier 1 markets, …": a phrase right after the figure, to the clause's end. */
const AFTER_FIGURE = /^\s+(?:in|at|across)\s+(?:the\s+|our\s+)?([\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+){1,2}?)\s*(?=[,.;]|\s+(?:and|while|whereas|but)\b|$)/u;
/** Words of a period, a basis or an amount: "in the first quarter", "in constant currency terms", "at the EBITDA level". */
const NOT_A_PART = /^(?:quarters?|years?|months?|weeks?|periods?|halves|half|q[1-4]\S*|h[12]\S*|fy\S*|\d{4}|terms|basis|level|levels|range|side|end|line|way|manner|respect|total|aggregate|percent|points?|times?|case|cases|number|numbers|rate|rates)$/i;

/** The part the fact's metric or figure is said of, with the unit it is a kind of ("hospital" of "mature hospitals"); null for none. */
export function qualifierOf(sentence: string, metricText: string, valueText: string, isMetric: (phrase: string) => boolean): { name: string; unit: string } | null {
  const at = sentence.indexOf(metricText);
  const figure = at < 0 ? -1 : sentence.indexOf(valueText, at + metricText.length);
  const fromMetric = at < 0 ? null : AFTER_METRIC.exec(sentence.slice(at + metricText.length));
  const fromFigure = figure < 0 ? null : AFTER_FIGURE.exec(sentence.slice(figure + valueText.length));
  const phrase = (fromMetric && (figure < 0 || at + metricText.length + fromMetric[0].length <= figure) ? fromMetric[1] : null) ?? fromFigure?.[1] ?? null;
  if (phrase === null) return null;
  const words = phrase.split(/\s+/);
  const last = words[words.length - 1]!;
  if (words.some((w) => NOT_A_PART.test(w)) || words.every((w) => STOP_WORDS.has(w.toLowerCase()) || isMeasureWord(w.toLowerCase()) || /\d/.test(w))) return null;
  if (isMetric(phrase) || isMetric(last) || STOP_WORDS.has(last.toLowerCase()) || /\d/.test(last)) return null;
  return { name: phrase, unit: last.toLowerCase().replace(/s$/, '') };
}

/** A part's name as compared with another's: lower case, each word without a plural's "s" ("the standalone financials" and "financial" are one). */
const kindOf = (name: string): string =>
  name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/s$/, ''))
    .join(' ');

/**
 * The facts with the part each is said of as its segment, where the same metric is said of two or
 * more kinds of one unit in a sentence or the next one on the same page (`facts` in reading order).
 */
export function withParallelParts(facts: Fact[], isMetric: (phrase: string) => boolean): Fact[] {
  const parts = facts.map((f) => (f.segment === null ? qualifierOf(f.sentence, f.metricText, f.valueText, isMetric) : null));
  // The sentences in reading order, each once.
  const order = new Map<string, number>();
  for (const f of facts) if (!order.has(`${f.page}\u0000${f.sentence}`)) order.set(`${f.page}\u0000${f.sentence}`, order.size);
  const place = (i: number) => order.get(`${facts[i]!.page}\u0000${facts[i]!.sentence}`)!;
  return facts.map((f, i) => {
    const part = parts[i];
    if (!part) return f;
    // Another kind of the same unit, of the same metric, in this sentence or the one before or after it.
    const other = parts.some((p, j) => p !== null && j !== i && facts[j]!.metric === f.metric && facts[j]!.page === f.page && Math.abs(place(j) - place(i)) <= 1 && p.unit === part.unit && kindOf(p.name) !== kindOf(part.name));
    return other ? { ...f, segment: part.name } : f;
  });
}
