/**
 * Whether a stored fact is a group member's evidence of the thing the question asks (answer/group-evidence.ts).
 * A question that puts a move on a metric it names ("Which banks grew NII?", "Which insurers grew BVPS?", "saw their
 * NIM compress") is answered by a fact of the metric's change, of the whole company, that moved the asked way: the
 * fact reader has read the metric however the call names it ("Net interest income of $2.9 billion was up $275
 * million") and its sign. A fact of a level, a guidance or a segment says no move of the company's; a sentence that
 * names the thing in the question's own words must also say it the question's way. Pure.
 */
import type { Direction } from '../plan/metric-terms.js';
import { type Polarity, saysItThatWay, sentencePolarity } from '../plan/polarity.js';
import type { StoredFact } from './pick.js';

/** Does the fact say the asked thing: for a move asked of the metric, its sentence saying that move, or a change of the company's own figure the asked way. */
export function factSaysIt(f: Pick<StoredFact, 'kind' | 'value' | 'segment' | 'sentence' | 'metricText' | 'valueText'>, polarity: Polarity | undefined, direction: Direction | null): boolean {
  const said = saysItThatWay(polarity, f.sentence);
  if (!direction || direction.family === 'hold') return said;
  // A move of a segment's figure is not the company's; a change whose sentence says the asked move in the question's words is
  // evidence whatever sign it was read with ("a dividend increase of 6%").
  // The figure is the metric's own only in the clause that names it first ("Average loan growth was 6%"): not "common dividends,
  // returned $1.84 billion to shareholders, up 23%", nor "the acquisition ..., which added $3.5 billion in AUM".
  // A level ("pro forma ... AUM of approximately $200 billion"), a guidance or a target says no move of the company's.
  if (f.segment || f.kind !== 'change' || !oneClause(f)) return false;
  if (said && polarity?.way) return true;
  if (!movedAsAsked(f, direction)) return false;
  if (!polarity || said) return true;
  // A sentence naming the thing as the question does but saying no way near it is neither negated otherwise nor the other way; one
  // naming it otherwise is the move the fact reader read.
  const s = sentencePolarity(f.sentence, polarity.stems, polarity.moved);
  return !s.held || (s.negated === polarity.negated && !s.ways.has(direction.family === 'cut' ? 'up' : 'down'));
}

/** Does the fact's sentence name its metric, then its figure in the same clause (no comma, colon or semicolon between)? */
function oneClause(f: Pick<StoredFact, 'sentence' | 'metricText' | 'valueText'>): boolean {
  const s = f.sentence.toLowerCase();
  const at = s.indexOf(f.metricText.toLowerCase());
  const figure = s.indexOf(f.valueText.toLowerCase(), at);
  return at >= 0 && figure > at && !/[,;:]/.test(s.slice(at, figure));
}

/** Does the fact's own sentence name its metric ("Net interest income declined"), not a sentence read on from an earlier one's? */
function namesItself(f: Pick<StoredFact, 'sentence' | 'metricText'>): boolean {
  return f.sentence.toLowerCase().includes(f.metricText.toLowerCase());
}

/** Did the change go the asked way: down for a cut, up for a raise or growth. */
function movedAsAsked(f: Pick<StoredFact, 'value'>, direction: Direction): boolean {
  return direction.family === 'cut' ? f.value < 0 : f.value > 0;
}

/**
 * A member's evidence among its facts of the named metrics: `against` when a move is asked and every change of the company's own
 * figure it states went the other way ("grew NII" of a call whose net interest income "declined by $2.7 million"), so no sentence
 * holding the metric's words near another word of growth is evidence; else the first fact saying the asked thing; null for none.
 */
export function factEvidence<F extends Pick<StoredFact, 'kind' | 'value' | 'segment' | 'sentence' | 'metricText' | 'valueText'>>(facts: readonly F[], polarity: Polarity | undefined, direction: Direction | null): F | 'against' | null {
  const moves = direction && direction.family !== 'hold' ? facts.filter((f) => f.kind === 'change' && !f.segment && f.value !== 0 && namesItself(f)) : [];
  // A change whose own sentence says the asked move nearer the metric than any other ("a dividend increase of 6% this past fall") is
  // not against it, whatever sign it was read with; "our gross margin was down 82 basis points, ... increased our gross profit" is.
  const agrees = (f: F): boolean => movedAsAsked(f, direction!) || (!!polarity?.way && saysItThatWay(polarity, f.sentence) && nearestWay(f.sentence, polarity) === (polarity.way === 'down' ? 'down' : 'up'));
  if (moves.length > 0 && !moves.some(agrees)) return 'against';
  return facts.find((f) => factSaysIt(f, polarity, direction)) ?? null;
}

/** The way ("down", or "up" for a rise or a raise) said nearest the moved thing's words; null when none is, or two are as near. */
function nearestWay(sentence: string, polarity: Polarity): 'up' | 'down' | null {
  const s = sentencePolarity(sentence, polarity.stems, polarity.moved);
  const distance = (ats: readonly number[]): number => Math.min(Infinity, ...ats.flatMap((j) => s.movedAt.map((i) => Math.abs(i - j))));
  const up = distance([...(s.wayAt.get('up') ?? []), ...(s.wayAt.get('raise') ?? [])]);
  const down = distance(s.wayAt.get('down') ?? []);
  return up === down ? null : up < down ? 'up' : 'down';
}
