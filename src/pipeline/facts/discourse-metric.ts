/**
 * The metric a sentence speaks of by a pronoun: "Net interest margin … now at 5.57%. In quarter
 * four, it had peaked to 5.75%." The second sentence names no metric; its "it" is the one the
 * sentence before ended on, in the same speaker's turn. Pure.
 */
import type { MetricLexicon, MetricMention } from '../../core/vocabulary/metric-lexicon.js';

/** "it had peaked to", "That is from", "which was": a pronoun standing for what was just spoken of. */
const PRONOUN = /(?<![\p{L}])(?:it|this|that)(?=\s+(?:was|is|has|had|stood|stands|came|peaked|declined|improved|rose|fell|grew|moved|went|increased|decreased|expanded|contracted|touched|reached)\b)/iu;

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
  let turn = -1;
  for (const [i, s] of sentences.entries()) {
    if (s.turn !== turn) last = null;
    turn = s.turn;
    const own = named[i] ?? [];
    if (own.length > 0) {
      last = own[own.length - 1]!;
      out.push(null);
      continue;
    }
    const pronoun = last && /\d/.test(s.text) ? PRONOUN.exec(s.text) : null;
    out.push(pronoun && last ? { id: last.id, text: last.text, start: pronoun.index, end: pronoun.index + pronoun[0].length } : null);
  }
  return out;
}

/** The lexicon, answering for `sentence` the metrics already read in it (or the one its pronoun stands for). */
export function withSentenceMentions(lexicon: MetricLexicon, sentence: string, mentions: MetricMention[]): MetricLexicon {
  return { ...lexicon, mentions: (text) => (text === sentence ? mentions : lexicon.mentions(text)) };
}
