/**
 * A metric the vocabulary names after another, read from the words around a figure of that other
 * one: a share of an amount ("provisions … 0.49% of average advances" is provisions to average
 * advances) and an amount per share ("net income … was $0.65 per common share" is net income per
 * share). Pure.
 */
import type { MetricLexicon, MetricMention } from '../../core/vocabulary/metric-lexicon.js';

/**
 * The ratio metric a share of an amount is: "0.49% of average advances" of provisions is the metric
 * the vocabulary names "provisions to average advances"; null when it names none.
 */
export function ratioMetric(tail: string, amount: MetricMention, lexicon: MetricLexicon): MetricMention | null {
  // "130% of our net income": an article or possessive before the whole names no part of it.
  const words = /^\s*(?:of|to)\s+(?:(?:the|our|its|their)\s+)?((?:[\p{L}&-]+\s*){1,4})/iu.exec(tail)?.[1]?.trim().split(/\s+/) ?? [];
  for (let k = words.length; k >= 1; k--) {
    const phrase = `${amount.text} to ${words.slice(0, k).join(' ')}`;
    const m = lexicon.mentions(phrase).find((x) => x.start === 0 && x.end === phrase.length && lexicon.unit(x.id) === 'percent');
    if (m) return { ...m, start: amount.start, end: amount.end };
  }
  return null;
}

/** Between that amount and its share, only words that state it ("at", "was", "of about"), not a move ("grew 26%"). */
const SHARE_STATED = /^\s*,?\s*(?:(?:was|is|were|stood|came\s+in)\s+)?(?:at\s+)?(?:(?:about|around|nearly|approximately|over|almost)\s+)?$/i;

/**
 * Between a ratio's figure and the next amount named, the words of its whole and a join: " of our net income and ".
 * The share said after that amount with no whole of its own ("… and free cash flow at 126%") is of the same whole.
 */
const ELIDED_WHOLE = /^\s*(?:of|to)\s+[^.;:\d]{1,40}?\s(?:and|while|with|whereas)\s+(?:(?:our|the|its|their)\s+)?$/i;

/**
 * The ratio a share of an amount is when it names no whole and follows one that did: "operating cash
 * flow … was 130% of our net income and free cash flow at 126%" reads 126% as free cash flow to net
 * income. `last` is the earlier ratio's figure end and the words after it; null unless the words
 * between make the share the same whole's and none follows the figure itself.
 */
export function elidedRatio(sentence: string, last: { end: number; tail: string }, f: { start: number; end: number }, amount: MetricMention, lexicon: MetricLexicon): MetricMention | null {
  if (amount.start < last.end || /^\s*(?:of|to)\s/i.test(sentence.slice(f.end, f.end + 5))) return null;
  if (!ELIDED_WHOLE.test(sentence.slice(last.end, amount.start)) || !SHARE_STATED.test(sentence.slice(amount.end, f.start))) return null;
  return ratioMetric(last.tail, amount, lexicon);
}

/** Words right after an amount that make it an amount per share: "per common share", "a diluted share". */
const PER_SHARE_AFTER = /^\s*(?:per|a|for\s+each)\s+(?:(?:common|diluted|basic|ordinary|fully\s+diluted)\s+)?share\b/i;

/**
 * The per-share metric an amount of a money metric is when the words after it say "per share":
 * "net income … was $0.65 per common share" is the metric the vocabulary names "net income per
 * share"; null when the words say no such thing or the vocabulary names none.
 */
export function perShareMetric(tail: string, amount: MetricMention, lexicon: MetricLexicon): MetricMention | null {
  if (!PER_SHARE_AFTER.test(tail) || lexicon.unit(amount.id) !== 'money') return null;
  // "NAREIT FFO … $0.48 per share": a qualified name the vocabulary names no per-share metric for is tried without its first words ("FFO per share").
  const words = amount.text.split(/\s+/);
  for (let k = 0; k < words.length; k++) {
    const phrase = `${words.slice(k).join(' ')} per share`;
    const m = lexicon.mentions(phrase).find((x) => x.start === 0 && x.end === phrase.length && lexicon.unit(x.id) === 'per_unit');
    if (m) return { ...m, start: amount.start, end: amount.end };
  }
  return null;
}
