/**
 * A business's growth stated with no metric named: "So if you look at BFSI grew 12% Y-o-Y for us.",
 * "Manufacturing grew 3.6% sequentially, and 16.5% year on year", "U.S. is up 10% Y-o- Y and Europe is
 * up 7.3% Y-o-Y", "We continue to have good momentum in the United Kingdom, where we grew by 16.1%." In
 * a call of a sector whose vocabulary says what such a growth measures (metrics.json `bareGrowthIn`:
 * an IT services company's verticals and markets grow in revenue), each growth verb stands for that
 * metric, and the business owning its figure is the one named as the verb's subject (a vertical in
 * lower case after its first word too: "Financial services business grew …"), or the place a "where"
 * clause is said of. A growth no business is named for ("we grew 6%", "it grew") is not read here.
 * Pure.
 */
import type { MetricMention } from '../../core/vocabulary/metric-lexicon.js';
import { figuresIn } from '../../core/text/figures.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { once } from '../../core/util/once.js';
import { partWords } from '../../core/vocabulary/segment-kinds.js';

/** A growth verb, with the auxiliary before it ("is up", "has grown"). */
const GROWTH_VERB = /\b(?:(?:is|was|are|were|has|have|had)\s+)?(?:grew|grown|growing|grows|up|declined|degrew|de-grew|fell)\b/gi;
/** Between the verb and its figure: "by", "at", "of", a rounding word. */
const TO_FIGURE = /^\s*(?:(?:by|at|of)\s+)?(?:(?:about|around|nearly|almost|over|roughly|approximately|close\s+to)\s+)?$/i;
/** Words naming what kind of part the subject is, said after its name ("Financial services business"): the part words of use `grows`. */
const PART_NOUN = once(() => new RegExp(String.raw`\s+(?:${partWords('grows')})$`, 'i'));
/** "the United Kingdom, where we grew": the place a "where" clause is said of. */
const WHERE_OWNER = /(?:^|\s)(?:the\s+)?((?:[A-Z][\p{L}.&'’-]*)(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\p{L}.&'’-]*){0,3})\s*,?\s+where\s+(?:we|it|they)\s+(?:have\s+|had\s+)?$/u;
/** Words that are no business's name. */
const NOT_NAME = /^(?:we|it|they|this|that|these|those|there|which|who|i|you|he|she|q[1-4]|h[12]|fy\S*|\d\S*|year|quarter|overall|total|revenue|revenues|growth|y|yoy|qoq|y-o-\S*|q-o-\S*|y-on-\S*|q-on-\S*|year-on-year|quarter-on-quarter|sequentially)$/i;

/** One growth verb standing for the metric, and the business named for it. */
export interface BareGrowth {
  mention: MetricMention;
  owner: string;
}

/** A connector inside a business's name, or between the names a vertical is made of ("Retail and CPG", "Banking, Financial Services and Insurance"). */
const CONNECTOR = /^(?:and|of|&|,)$/i;

/**
 * The subject named right before a growth verb: the words ending its clause that are no stop word, joined by "and", "&",
 * "of" or commas, opening on a capital ("BFSI", "U.S.", "Financial services", "Retail and CPG"), or in lower case when a
 * part noun follows them ("our retail vertical grew").
 */
function subjectBefore(before: string): string | null {
  const where = WHERE_OWNER.exec(before);
  if (where) return where[1]!;
  const clause = before.replace(/\s+$/, '');
  const called = PART_NOUN().test(clause);
  const tokens = clause.replace(PART_NOUN(), '').split(/\s+|(?=,)/).filter(Boolean);
  const run: string[] = [];
  const back = tokens.reverse();
  for (const [i, w] of back.entries()) {
    // A connector joins names only: "Retail and CPG", not "some softness, BFSI".
    if (CONNECTOR.test(w)) {
      if (!/^\p{Lu}/u.test(back[i + 1] ?? '')) break;
      run.unshift(w);
      continue;
    }
    if (/[;:()–—]/.test(w) || NOT_NAME.test(w) || STOP_AND_FILLER.has(w.toLowerCase())) break;
    run.unshift(w);
  }
  while (run.length > 0 && CONNECTOR.test(run[0]!)) run.shift();
  const words = run.filter((w) => w !== ',');
  if (words.length === 0 || words.length > 8) return null;
  // A name opens on a capital: "Financial services", "BFSI", "U.S."; "strong demand grew" names none, unless called a business.
  if (!/^\p{Lu}/u.test(words[0]!) && !called) return null;
  return run.join(' ').replace(/ ,/g, ',');
}

/**
 * Each growth verb of a sentence naming no metric that a percentage follows, as a mention of `metricId`, with the business
 * named as its subject; [] when none is named.
 */
export function bareGrowths(sentence: string, metricId: string): BareGrowth[] {
  const figures = figuresIn(sentence).filter((f) => f.unit === 'percent');
  if (figures.length === 0) return [];
  const out: BareGrowth[] = [];
  for (const v of sentence.matchAll(GROWTH_VERB)) {
    const end = v.index + v[0].length;
    const figure = figures.find((f) => f.start >= end);
    if (!figure || !TO_FIGURE.test(sentence.slice(end, figure.start))) continue;
    const owner = subjectBefore(sentence.slice(0, v.index));
    if (owner) out.push({ mention: { id: metricId, text: v[0], start: v.index, end }, owner });
  }
  return out;
}
