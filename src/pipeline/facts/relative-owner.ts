/**
 * The owner a relative clause gives a figure: "We have offset some of those commercial revenue
 * shortfalls with termite and ancillary service, which was up 7.3%" — 7.3% is termite and ancillary
 * service's, the noun right before ", which", not the commercial revenue named before it. Pure.
 */
import type { TextFigure } from '../../core/text/figures.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';
import type { SegmentContext } from '../../core/text/segment.js';
import type { MetricMention } from '../../core/vocabulary/metric-lexicon.js';

/** ", which was up", ", which grew", ", which were down by about": a clause saying how its noun moved, right before the figure. */
const WHICH_MOVED =
  /,\s*which\s+(?:(?:was|were|is|are|has\s+been|have\s+been)\s+)?(?:up|down|higher|lower|grew|increased|decreased|declined|rose|fell|improved)\s+(?:(?:by|about|approximately|roughly|nearly|almost|over|more\s+than|around|some)\s+)*$/i;
/** Words a noun phrase starts after: a preposition, a determiner, a verb of offsetting. */
const PHRASE_OPENER = /^(?:with|by|from|in|of|for|to|at|on|the|our|its|their|a|an|and|offset|including|led|driven|helped|plus|than)$/i;

/** "the quarter, which was up": a stretch of time is no owner. */
const TIME_WORD = /^(?:quarters?|years?|months?|weeks?|days?|periods?|halves|half|fiscal|calendar|q[1-4]|h[12]|fy\S*|ytd)$/i;

/**
 * The noun phrase a ", which was up X%" clause says figure `f` is of, when it names no metric and is
 * not the metric `m` named before it (then it is that metric's own clause: "revenue, which was up
 * 5%"); null otherwise. A name of the company's own (`ctx.selfWords`) is no owner.
 */
export function relativeClauseOwner(sentence: string, m: MetricMention, f: TextFigure, mentions: readonly MetricMention[], ctx: SegmentContext): string | null {
  if (m.end > f.start) return null;
  const between = sentence.slice(m.end, f.start);
  const clause = WHICH_MOVED.exec(between);
  if (!clause) return null;
  const phraseEnd = m.end + clause.index;
  const before = sentence.slice(m.end, phraseEnd);
  // The words back from the comma to the word the phrase opens after, at most five.
  const words = before.trim().split(/\s+/);
  const taken: string[] = [];
  for (let i = words.length - 1; i >= 0 && taken.length < 5; i--) {
    const w = words[i]!;
    if (PHRASE_OPENER.test(w) && !(w.toLowerCase() === 'and' && taken.length > 0 && i > 0 && !PHRASE_OPENER.test(words[i - 1]!))) break;
    if (!/^[\p{L}&-]+$/u.test(w)) return null;
    taken.unshift(w);
  }
  // "… and ancillary service": a list joined by "and" keeps its words.
  const phrase = taken.join(' ');
  if (taken.length === 0 || taken.length === words.length) return null;
  const start = phraseEnd - phrase.length;
  // A metric named in the phrase ("net revenue, which was up") makes the figure that metric's, not a part's.
  if (mentions.some((x) => x.start < phraseEnd && x.end > start)) return null;
  // "… the one to the left column that you can see there, which grew 11.3%": words of a clause (a pronoun, a verb's helper) name nothing.
  if (taken.some((w) => w.toLowerCase() !== 'and' && STOP_WORDS.has(w.toLowerCase()))) return null;
  const key = taken.map((w) => w.toLowerCase()).filter((w) => !STOP_WORDS.has(w));
  if (key.length === 0 || key.every((w) => ctx.selfWords.has(w)) || !key.some((w) => w.length >= 3) || key.some((w) => TIME_WORD.test(w))) return null;
  return phrase;
}
