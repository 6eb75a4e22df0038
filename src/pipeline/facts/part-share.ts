/**
 * A part's share of a whole read from one sentence ("Rest of the World market accounted for
 * approximately 14% of consolidated revenues"): the share metric the vocabulary gives the whole,
 * owned by the part the sentence names. Pure.
 */
import { companyKey } from '../../core/text/company-name.js';
import { BASE_LEAD, NO_PART, SHARE_SUBJECT, SHARE_WHOLE_GAP } from '../../core/text/figure-cues.js';
import type { TextFigure } from '../../core/text/figures.js';
import type { SegmentContext } from '../../core/text/segment.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import type { MetricLexicon, MetricMention } from '../../core/vocabulary/metric-lexicon.js';
import type { SentenceFact } from './sentence-facts.js';

/** A part's share of a whole, as `partShare` reads it: the share metric, the words for it, the part; `base` is the share it is compared with, if it is one. */
export interface PartShare {
  metric: string;
  text: string;
  owner: string;
  base: SentenceFact | null;
  /** Its verb is in the past tense ("represented"). */
  past: boolean;
  /** The whole is the year's ("of our annual revenue"). */
  annual: boolean;
}

/**
 * "Rest of the World market accounted for approximately 14% of consolidated revenues", "Wholesale
 * deposits constitute 16.5%": a part's share of a whole the vocabulary has a share metric for
 * ("revenue_share" of revenue), with the part named as the subject of the share's verb; "…
 * compared to 82% in prior year June", right after one, is the share it is compared with. Null when
 * the whole has no share metric or no part is named (a share of nobody's is no fact).
 */
export function partShare(sentence: string, f: TextFigure, mentions: readonly MetricMention[], lexicon: MetricLexicon, segments: SegmentContext, last: { f: TextFigure; fact: SentenceFact } | null): PartShare | null {
  if (last && BASE_LEAD.test(sentence.slice(last.f.end, f.start)) && !/\d/.test(sentence.slice(last.f.end, f.start))) return { metric: last.fact.metric, text: last.fact.metricText, owner: last.fact.segment!, base: last.fact, past: true, annual: false };
  if (!lexicon.shareFor) return null;
  const subject = SHARE_SUBJECT.exec(sentence.slice(0, f.start));
  if (!subject) return null;
  const partStart = subject.index + subject[0].indexOf(subject[1]!);
  const partEnd = partStart + subject[1]!.length;
  // The whole: named right after the share ("of our total deposits"), else at the end of the part ("Wholesale deposits").
  const after = mentions.find((m) => m.start >= f.end && SHARE_WHOLE_GAP.test(sentence.slice(f.end, m.start)));
  const inPart = [...mentions].reverse().find((m) => m.start >= partStart && m.end === partEnd);
  const whole = after ?? inPart;
  const metric = whole ? lexicon.shareFor(whole.id) : null;
  if (!whole || !metric) return null;
  const owner = sentence.slice(partStart, inPart ? inPart.start : partEnd).trim().replace(PART_LEAD, '');
  const past = /^(?:accounted|constituted|comprised|made|formed|represented|contributed)\b/i.test(subject[2]!);
  const annual = after !== undefined && /\b(?:annual|full[- ]year)\b/i.test(sentence.slice(f.end, after.start));
  return isPartName(owner, lexicon, segments) ? { metric, text: `${owner} share of ${whole.text}`, owner, base: null, past, annual } : null;
}

/** Words before a part's name that are not of it: "Today the feature phone segment", "total noninterest-bearing deposits". */
const PART_LEAD = /^(?:(?:today|now|currently|overall|together|collectively|combined|the|our|its|their|total)\s+)+/i;
/** Words of a period, which names no part: "the first quarter accounted for". */
const PERIOD_WORD = /^(?:quarters?|years?|months?|weeks?|period|fiscal|half)$/i;

/**
 * Is the phrase a part's name ("Rest of the World market", "Retail and CBG", "residential pest
 * control"): a few words, none a function word but "and" or "of" ("driven by commercial
 * aerospace", "which typically"), a period's or a metric's, nor the company's own name?
 */
function isPartName(owner: string, lexicon: MetricLexicon, segments: SegmentContext): boolean {
  const words = owner.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5 || NO_PART.test(owner) || /\d/.test(owner)) return false;
  // "Rest of the World": "the" within a name, after "of".
  if (words.some((w, i) => (STOP_AND_FILLER.has(w.toLowerCase()) && !/^(?:and|of|&)$/i.test(w) && !(/^the$/i.test(w) && /^of$/i.test(words[i - 1] ?? ''))) || PERIOD_WORD.test(w))) return false;
  if (lexicon.mentions(owner).length > 0) return false;
  return !companyKey(owner).split(' ').every((w) => segments.selfWords.has(w));
}

/**
 * The margin an amount's share of revenue states ("AEC adjusted EBITDA … $24.2 million or 22.6% of net
 * sales", "operating income … 12% of sales"): the margin metric the vocabulary gives the amount's metric
 * (`marginOf`), else the metric its written name with "margin" names whole ("adjusted EBITDA margin",
 * "gross profit margin"), when that is a percentage; null when the vocabulary has none (SG&A, R&D).
 */
export function shareMargin(id: string, name: string, lexicon: Pick<MetricLexicon, 'marginFor' | 'mentions' | 'unit'>): string | null {
  const own = lexicon.marginFor(id);
  if (own) return own;
  const phrase = `${name.trim()} margin`;
  const named = lexicon.mentions(phrase);
  const whole = named.length === 1 && named[0]!.start === 0 && named[0]!.end === phrase.length ? named[0]! : null;
  return whole && whole.id !== id && lexicon.unit(whole.id) === 'percent' ? whole.id : null;
}
