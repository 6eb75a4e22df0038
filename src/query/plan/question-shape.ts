/**
 * The shape of a question, read apart from its vocabulary: which clause asks, and the words that
 * frame a comparison. An analyst often opens with what the question is about before asking it —
 * "For the June quarter, what was …", "On NIM, how did A and B compare?", "Bharti Airtel: ARPU
 * this quarter?", "A's revenue grew 20%; what was its margin?" — and the plan's tests of what is
 * asked (a figure, an account, a comparison) read the asking clause, not the opening. Pure.
 *
 * The grammar, in order:
 *   question  := lead* asking
 *   lead      := a clause ending at ",", ";", ":" or a dash, that asks nothing itself (no question
 *                word opens it), when what follows is a clause that opens with a question word, an
 *                auxiliary or a request verb (ASKING_OPENERS) — "For Q4 FY23, what was …";
 *                or a label ending at a colon, of a few words and no verb of its own — "Bharti Airtel: ARPU this quarter?".
 *   asking    := the rest.
 * A question with no such lead is its own asking clause.
 */
import { FRAMING_UP } from '../../core/text/framing.js';
import { partWords } from '../../core/vocabulary/segment-kinds.js';
import { once } from '../../core/util/once.js';

/** Words that open a clause that asks: a question word, an auxiliary put first, a request. */
export const ASKING_OPENERS = [
  'what', "what's", 'which', 'who', 'whose', 'whom', 'how', 'where', 'when', 'why',
  'did', 'does', 'do', 'is', 'was', 'were', 'are', 'has', 'have', 'had', 'can', 'could', 'will', 'would',
  'give', 'show', 'tell', 'list', 'name', 'compare', 'contrast', 'rank', 'please',
] as const;

/**
 * Words that make a "how" question one about figures set side by side, not an account ("how did
 * A and B fare", "how does A's R&D spend measure up to B's"): the comparison's cues, data of the
 * grammar. A verb of a comparison followed by "up" (FRAMING_UP: stack up, measure up, hold up,
 * match up, shape up) is one.
 */
export const COMPARISON_CUES = [
  'compare', 'compared', 'compares', 'comparing', 'versus', String.raw`vs\.?`, 'fare', 'fared', 'fares', 'differ', 'differs', 'differed',
  'against', String.raw`relative\s+to`, String.raw`next\s+to`, String.raw`side\s+by\s+side`, String.raw`set\s+against`, FRAMING_UP,
] as const;

/** One of the comparison cues, as a pattern (no anchors, no flags). */
export const COMPARISON_CUE = `(?:${COMPARISON_CUES.join('|')})`;

const OPENER = new RegExp(String.raw`^(?:${ASKING_OPENERS.map((w) => w.replace(/'/g, "['’]")).join('|')})\b`, 'i');

/** A clause boundary an opening ends at: a comma, semicolon, colon or dash, and the spaces after it. */
const BOUNDARY = /\s*(?:[,;:]|\s[—–-]|[—–])\s*/g;

/** A label before a colon: at most five words, no verb of a sentence ("Bharti Airtel: …", "Net debt: …"). */
const LABEL = /^\s*(?:[\p{L}\p{N}&.'’-]+\s+){0,4}[\p{L}\p{N}&.'’-]+\s*:\s*(?=\S)/u;
const SENTENCE_VERB = /\b(?:is|are|was|were|did|does|do|has|have|had|will|would|can|could)\b/i;

/**
 * The clause of `question` that asks (see the module comment): the question without its opening
 * clauses; the question itself when it has none, or when nothing that asks would be left.
 */
export function askingClause(question: string): string {
  const q = question.trim();
  if (OPENER.test(q)) return q;
  for (const m of q.matchAll(BOUNDARY)) {
    const rest = q.slice(m.index + m[0].length);
    if (OPENER.test(rest) && /\p{L}{2,}/u.test(rest)) return rest;
  }
  const label = LABEL.exec(q);
  if (label && !SENTENCE_VERB.test(label[0])) {
    const rest = q.slice(label[0].length);
    if (/\p{L}{2,}/u.test(rest)) return rest;
  }
  return q;
}

/** An auxiliary put first: a question asking whether ("Did X's free cash flow cross Rs 4,500 crore?", "Is its margin above 20%?"). */
const WHETHER = /^(?:did|does|do|is|was|were|are|has|have|had)\b/i;

/** Verbs of what a call said: "did they say anything about …" asks for the text, not a figure. */
const SAYING = /\b(?:say|says|said|mention(?:s|ed)?|comment(?:s|ed)?|talk(?:s|ed)?|discuss(?:es|ed)?|speak|spoke|indicate[sd]?|hint(?:s|ed)?)\b/i;

/** Words asking for a cause: "is it the reason …", "is the increase driven by …", "was it due to …". */
const CAUSE = /\b(?:reasons?|driven\s+by|drivers?|due\s+to|because|caused|explained\s+by|attributable\s+to|on\s+account\s+of)\b/i;

/** Does the asking clause of `question` ask whether something holds (an auxiliary first), not whether something was said nor what caused it? */
export function asksWhether(question: string): boolean {
  const asking = askingClause(question);
  return WHETHER.test(asking) && !SAYING.test(asking) && !CAUSE.test(asking);
}

/** Period phrases whose determiner is no word of a sentence put to someone: "this quarter", "this qtr", "that year", "the current fiscal". */
const PERIOD_DETERMINED = /\b(?:this|that|the\s+(?:current|latest|last|previous|same))\s+(?:quarter|qtr|year|yr|fiscal(?:\s+year)?|financial\s+year|period|month|half)\b/gi;

/** `text` with its period phrases ("this quarter") blanked, so their "this" is not read as a word of conversation. */
export function withoutPeriodDeterminers(text: string): string {
  return text.replace(PERIOD_DETERMINED, (m) => ' '.repeat(m.length));
}

/** A word for a part of a company after "us" the country (data/vocabulary/segments.json `parts`, use `country`): "business" of "its us business". */
const PART_WORD = once(() => new RegExp(String.raw`^\s+(?:${partWords('country')})\b`, 'i'));

/**
 * `text` with "us" blanked where it names the country, not the speakers: written right before a
 * metric's name (`namedStarts`: where the question names its metrics) or a word for a part of a
 * company ("cipla us revenue", "cipla's us business"). The pronoun is an object, never put before a noun so.
 */
export function withoutPlaceUs(text: string, namedStarts: readonly { start: number }[] = []): string {
  return text.replace(/\bus\b/gi, (m, at: number) => {
    const rest = text.slice(at + m.length);
    const next = at + m.length + (rest.length - rest.trimStart().length);
    // After "the" it is the country too ("sales in the us"): the pronoun takes no article.
    return PART_WORD().test(rest) || /\bthe\s+$/i.test(text.slice(0, at)) || (/^\s+\S/.test(rest) && namedStarts.some((n) => n.start === next)) ? '  ' : m;
  });
}

/**
 * `text` with the words that read as pronouns but name a place or a business blanked: "us" as the
 * country (withoutPlaceUs), and "IT" written in capitals in a question that is not ("l&t's IT
 * subsidiaries revenue"): information technology, not "it".
 */
export function withoutNamedPronouns(text: string, namedStarts: readonly { start: number }[] = []): string {
  const place = withoutPlaceUs(text, namedStarts);
  return /\p{Ll}/u.test(text) ? place.replace(/\bIT\b/g, '  ') : place;
}
