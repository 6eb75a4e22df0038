/**
 * The metric a sentence speaks of by a pronoun: "Net interest margin … now at 5.57%. In quarter
 * four, it had peaked to 5.75%." The second sentence names no metric; its "it" is the one the
 * sentence before ended on, in the same speaker's turn. Pure.
 */
import type { MetricLexicon, MetricMention } from '../../core/vocabulary/metric-lexicon.js';
import type { Fact, FactUnit } from '../../core/fact.js';
import { type FigureUnit, figuresIn } from '../../core/text/figures.js';
import { isUnitWord } from '../../core/text/quantities.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { wordSpans } from '../../core/text/tokenize.js';
import { COMPARED_OPENING } from '../../core/text/figure-cues.js';
import { MONTH_NAMES } from '../../core/text/months.js';

/**
 * "it had peaked to", "That is from", "which was": a pronoun standing for what was just spoken of;
 * "bring it back to that 2.5x level", "we expect it at 2.5x": so is "it" before the ratio it is taken to; "We generated
 * substantial free cash flow in March. And we did $400 million adjusted, …": "we did" an amount with no word of its own
 * after it did that much of the metric just spoken of; "… a CAPEX target of around Rs. 10,000 crores for the financial year 2024. We have spent
 * about Rs. 1,464 crores in Q1.": "we have spent" an amount, on nothing named, spent that much of it. "… our market share has expanded. We were 12.5% in FY19": "we were" a
 * figure, "at" said or not, is that metric's level (not "we are 25% of the market": a share of something else).
 */
const PRONOUN = /(?<![\p{L}])(?:(?:it|this|that)(?=\s+(?:was|is|has|had|stood|stands|came|peaked|declined|improved|rose|fell|grew|moved|went|increased|decreased|expanded|contracted|touched|reached)\b)|it(?=\s+(?:back\s+|down\s+|up\s+)?(?:to|at|below|under|around|within)\s+(?:(?:that|the|about|around|approximately|roughly|nearly)\s+)*-?\d[\d.,]*\s*(?:%|percent|per\s+cent|bps|basis\s+points?|x\b|times\b))|we(?:'re|’re|\s+are|\s+were)(?=\s+(?:now\s+)?(?:at\s+)?(?:about\s+|around\s+)?-?\d[\d.,]*\s*(?:%|percent|per\s+cent|bps|basis\s+points?|x\b|times\b)(?!\s+of\b))|we(?=\s+did\s+(?:(?:about|around|approximately|roughly|nearly|over)\s+)?(?:Rs\.?\s*|INR\s*|₹\s*|US\$\s*|\$\s*)\d[\d.,]*(?:\s*(?:million|billion|crores?|lakhs?|mn|bn))?(?:\s+adjusted)?\s*[,.;])|we(?=(?:'ve|’ve|\s+have)?\s+(?:already\s+)?spent\s+(?:(?:about|around|approximately|roughly|nearly|over|close\s+to)\s+)?(?:Rs\.?\s*|INR\s*|₹\s*|US\$\s*|\$\s*)\d[\d.,]*(?:\s*(?:million|billion|crores?|lakhs?|mn|bn))?(?:\s+(?:in|during|so\s+far|till\s+date|to\s+date|this|in\s+the)\b[^,.;]{0,25})?\s*[.;]))/iu;

/**
 * A figure said to be the guidance itself, with no metric of its own: "155 basis points to 165 basis
 * points is the guidance", "20% is definitely what we would expect", "25% is our overall aspiration". The metric is the one just spoken
 * of; it is placed right before the figure.
 */
const GUIDED_SUBJECT = /(?<![\p{L}\d.,])(?=(?:Rs\.?\s*|INR\s*|₹\s*|US\$\s*|\$\s*)?\d(?:[^.;]|\.(?=\d)){0,60}?\s(?:is|remains|would\s+be|will\s+be)\s+(?:(?:definitely|clearly|still|now|also|broadly)\s+)?(?:(?:the|our)\s+(?:(?:new|revised|updated|current|overall|annual|yearly|full[- ]year|long[- ]term|medium[- ]term)\s+)?(?:guidance|outlook|target|aspiration)\b|what\s+we\s+(?:would\s+|do\s+|will\s+|now\s+)?(?:expect|guide|target|aim|aspire)))/iu;

/** "margin" or "margins" on its own, not part of a longer metric's name ("EBITDA margin"). */
const BARE_MARGIN = /(?<![\p{L}-])margins?(?![\p{L}-])/giu;
/** The word every BARE_MARGIN holds (it has no letter /iu matches beyond ASCII): a sentence without it is not searched. */
const MARGIN_WORD = /margin/i;

/**
 * The words a sentence may say around a figure it only restates or frames, beside function words, units and
 * period words: "And that's the reason 155 basis points to 165 basis points is the guidance.", "So around 25%
 * for the year." A sentence with any other word ("Approvals were up 18%", "Cross-sell franchise stood at 44.3
 * million") says what its figure measures, even when the vocabulary cannot name it.
 */
const FRAMING = new Set(
  `guidance guide guided guiding range number numbers figure level levels target reason thereabouts roughly around approximately
  nearly almost close plus minus odd maybe probably perhaps somewhere anywhere something broadly largely right exactly
  quarter quarters year years month months full half annual annualized annualised fy q1 q2 q3 q4 h1 h2 next last current
  previous prior sequentially basis now today currently same time ago earlier`.split(/\s+/),
);

/** A sentence whose every word, its figures aside, is a function word, a unit or a framing word: it names nothing a figure measures. */
export function figureOnly(text: string, alsoFraming: ReadonlySet<string> = new Set()): boolean {
  const figs = figuresIn(text);
  if (figs.length === 0) return false;
  const inFigure = (at: number) => figs.some((f) => at >= f.start && at < f.end);
  return wordSpans(text).every((w) => inFigure(w.start) || /^\d/.test(w.word) || STOP_AND_FILLER.has(w.word) || isUnitWord(w.word) || FRAMING.has(w.word) || alsoFraming.has(w.word));
}

/** The words that date a base beside the framing ones: "in the second quarter of 2020", "at the end of December". */
const DATING = new Set([...'first second third fourth fiscal calendar end ended ending period periods linked comparable'.split(' '), ...MONTH_NAMES.map((m) => m.toLowerCase())]);

/**
 * The units of the facts a figure written so may restate: a bare number a count, an amount an amount or one per unit, a
 * percentage or basis points a rate or a change ("Gross margin was 41.2%. Up 80 basis points from a year ago.", "Revenue
 * was $681 million. Up 43% year over year."; the sentence's own words must still say a change of an amount).
 */
const WRITTEN_AS: Record<FigureUnit, readonly FactUnit[]> = { percent: ['percent', 'bp', 'money', 'count'], bp: ['bp', 'percent'], money: ['money', 'per_unit'], multiple: ['multiple', 'ratio'], number: ['count'] };

/**
 * The metric a sentence of figures and framing words alone restates, placed at its start (its figures follow it): the
 * metric of the last fact the sentence right before it stated, when that sentence is of the same turn, its last figure
 * is that fact's and the first figure here is written in that fact's unit. "… it came in at INR 995 crores. Prior quarter was INR 860 crores." — the
 * figure a sentence restates is of the metric just stated, not merely the one just named ("When the CPI was at that
 * level in 1990, 10-year notes yielded 8%. Today, they are 1.6%." names the yield no metric of the vocabulary).
 */
export function restatedMetric(sentence: TurnSentence, before: { turn: number; facts: readonly Pick<Fact, 'metric' | 'metricText' | 'unit' | 'kind'>[]; lastFigureRead: boolean } | null): MetricMention | null {
  const last = before && before.turn === sentence.turn && before.lastFigureRead ? before.facts.at(-1) : undefined;
  if (!last) return null;
  const first = figuresIn(sentence.text)[0];
  // "Net income … were $26.7 million in the first quarter. This compared to $17.3 million in the same quarter last year.": the
  // base of the level just stated, said in its own unit, with framing words only after the opening.
  const compared = COMPARED_OPENING.exec(sentence.text);
  if (compared) return first && last.kind === 'actual' && BASE_WRITTEN_AS[first.unit].includes(last.unit) && figureOnly(sentence.text.slice(compared[0].length), DATING) ? { id: last.metric, text: last.metricText, start: 0, end: 0 } : null;
  // "… our bookings were up 35% year over year in the first quarter. They were up 64% in April.": the same metric, moved again.
  const they = THEY_OPENING.exec(sentence.text);
  if (they) return first && WRITTEN_AS[first.unit].includes(last.unit) && figureOnly(sentence.text.slice(they[0].length), DATING) ? { id: last.metric, text: last.metricText, start: 0, end: 0 } : null;
  if (!first || !figureOnly(sentence.text)) return null;
  return WRITTEN_AS[first.unit].includes(last.unit) ? { id: last.metric, text: last.metricText, start: 0, end: 0 } : null;
}

/** "They were up", "And they are now at": a plural pronoun opening a sentence, standing for the figures just stated. */
const THEY_OPENING = /^(?:(?:and|so|but)\s+)?they(?:'re|’re|\s+(?:were|are|have\s+been|had\s+been))\s+(?:(?:up|down)\s+(?:by\s+)?)?/iu;

/** The units of the level a base written so is compared with: its own only (87.8% is no base of an amount). */
const BASE_WRITTEN_AS: Record<FigureUnit, readonly FactUnit[]> = { percent: ['percent'], bp: ['bp'], money: ['money', 'per_unit'], multiple: ['multiple', 'ratio'], number: ['count'] };

export interface TurnSentence {
  text: string;
  turn: number;
}

/**
 * For each sentence, the metric its pronoun stands for, placed where the pronoun is (so the figures
 * after it bind to it), or null: only for a sentence that names no metric itself (`named`, the
 * metrics each sentence names), after one of the same turn that did.
 */
export function discourseMetrics(sentences: readonly TurnSentence[], named: readonly (readonly MetricMention[])[]): (MetricMention | null)[] {
  const out: (MetricMention | null)[] = [];
  let last: MetricMention | null = null;
  // The first metric of that sentence, its subject: what a guidance said next is of.
  let subject: MetricMention | null = null;
  let turn = -1;
  for (const [i, s] of sentences.entries()) {
    if (s.turn !== turn) last = subject = null;
    turn = s.turn;
    const own = named[i] ?? [];
    if (own.length > 0) {
      last = own[own.length - 1]!;
      subject = own[0]!;
      out.push(null);
      continue;
    }
    // "And that is the reason 155 basis points to 165 basis points is the guidance": the figure said to be the guidance, not the "that".
    const guided = subject && /\d/.test(s.text) ? GUIDED_SUBJECT.exec(s.text) : null;
    const pronoun = !guided && last && /\d/.test(s.text) ? PRONOUN.exec(s.text) : null;
    const meant = guided ? subject : pronoun ? last : null;
    const at = guided ?? pronoun;
    out.push(at && meant ? { id: meant.id, text: meant.text, start: at.index, end: at.index + at[0].length } : null);
  }
  return out;
}

/**
 * Each sentence's metrics with its bare "margins" read as the margin of the metric spoken of before
 * it, in the sentence or the one before in the same turn: "EBITDA came in at INR1,954 crores. Our
 * margins closed at 19%" is the EBITDA margin. A margin metric spoken of is the one meant again. A
 * bare margin with no such metric just before it is left unread.
 */
export function withBareMargins(sentences: readonly TurnSentence[], named: readonly (readonly MetricMention[])[], lexicon: Pick<MetricLexicon, 'marginFor' | 'marginOf'>): MetricMention[][] {
  // The margin a bare "margin" means after a metric: that metric's own margin, or the margin metric itself.
  const meant = (id: string): string | null => (lexicon.marginOf(id) !== null ? id : lexicon.marginFor(id));
  let last: string | null = null;
  let turn = -1;
  return sentences.map((s, i) => {
    // Only the sentence before, in the same turn: a margin further on may be any other.
    const carried = s.turn === turn ? last : null;
    last = null;
    turn = s.turn;
    const own = named[i] ?? [];
    const out = [...own];
    for (const m of MARGIN_WORD.test(s.text) ? s.text.matchAll(BARE_MARGIN) : []) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (own.some((o) => start < o.end && end > o.start)) continue;
      const before = [...own].reverse().find((o) => o.end <= start && meant(o.id) !== null);
      const id = before ? meant(before.id) : carried;
      if (id) out.push({ id, text: m[0], start, end });
    }
    out.sort((a, b) => a.start - b.start);
    for (const o of out) last = meant(o.id) ?? last;
    return out;
  });
}

/** The metric a question ends on, as a mention at the start of the reply's sentence (its figures follow it). */
export function answeredMetric(question: string, lexicon: Pick<MetricLexicon, 'mentions'>): MetricMention | null {
  const m = lexicon.mentions(question).at(-1);
  return m ? { id: m.id, text: m.text, start: 0, end: 0 } : null;
}

/** The lexicon, answering for `sentence` the metrics already read in it (or the one its pronoun stands for). */
export function withSentenceMentions(lexicon: MetricLexicon, sentence: string, mentions: MetricMention[]): MetricLexicon {
  return { ...lexicon, mentions: (text) => (text === sentence ? mentions : lexicon.mentions(text)) };
}
