/**
 * Which way a group question asks its thing, and whether a member's sentence says it that way.
 * "Which companies hedge" is not answered by "we prefer to remain unhedged", nor "Which banks set
 * aside less money for loan losses" by "a net reserve build", nor "Which retailers don't give
 * guidance" by "we raised our guidance". Read once per question (the plan), then per sentence.
 */
import { CHANGE_WORDS, type MetricTerms, metricStemsWithSpellings } from './metric-terms.js';
import { aBound, aYardstick, allOfOthers, saidAsPossible } from './modality.js';
import { terms, wordTerms } from './question-terms.js';
import { type Deed, loadDeeds } from '../../core/vocabulary/deeds.js';

/** Which way a thing moved; "raise" is a deliberate rise ("raised their guidance"), not one that came by itself ("customer growth"). */
export type Way = 'up' | 'down' | 'raise';

export interface Polarity {
  /** The question asks that the thing is not done ("don't hedge", "did not add to reserves"). */
  negated: boolean;
  /** The way the question asks the thing moved ("less", "cut", "built up"); null for none. */
  way: Way | null;
  /** The stems the thing is written with, without the words of a way. */
  stems: string[];
  /** A sentence negating the thing may say it ("hold production flat, not growing it"; "no routine flaring" talks of flaring). */
  anyNegation?: boolean;
  /** The stems the question's verb of change moves ("earnings guidance" of "raised their earnings guidance"); all of `stems` without one. */
  moved: string[];
  /** The question asks a thing done ("raised", "cut", "saw ... grow", "sold"): a sentence saying it may, will or would be is no evidence. */
  done?: boolean;
  /** The question asks what members did or saw, not what they talked about: a sentence saying it of another party (the industry, peers) is no evidence. */
  own?: boolean;
  /**
   * The stems of the question's verb of a thing done when the verb is one of the thing's words
   * ("sold" of "sold a business", "filed" of "filed a rate case"): a sentence without it speaks of
   * the thing's object ("our business", "rate cases"), not of the thing done.
   */
  verb?: string[];
}

/** Words saying a thing went down or up beside it ("lower deposit costs", "a reserve build"). */
const WAY_WORDS: Readonly<Record<Way, RegExp>> = {
  down: new RegExp(`${CHANGE_WORDS.cut.source}|^(?:less|fewer|smaller|down$|releas)`),
  up: new RegExp(`${CHANGE_WORDS.raise.source}|${CHANGE_WORDS.grow.source}|^(?:more$|greater|larger|bigger|builds?$|built$|up$|add(?:s|ed|ing)?$)`),
  raise: CHANGE_WORDS.raise,
};

/** A question's verb asking only that the thing was spoken of: "talked about", "mentioned". */
const TOPIC_VERB = /^(?:talk|talks|talked|talking|mention|mentions|mentioned|discuss|discussed|discussing|comment|commented|cite|cited|spoke|address|addressed)$/;

/** Words of a way that are a verb's particle in a question: "putting up", "shut down". */
const PARTICLE = /^(?:up|down)$/;

/** A question's verb of a deliberate rise: "raised", "hiked", "boosted" (not "increased", which may come by itself). */
const RAISE_VERB = /^(?:rais|hike|hiking|boost|lift)/;

/** A question's verb of a thing done: a past tense ("raised", "cut", "sold", "saw", "had"). */
const DONE_VERB = /^(?:[a-z]+ed|sold|bought|cut|set|made|built|took|put|got|saw|had|paid|grew|rose|fell|spent|shut|lost|won|left|kept)$/;

/** A question's verb of reporting a figure, of a state or of a wish, not of a thing done: "reported", "disclosed", "said", "are growing", "were hit", "need to issue". */
const NOT_DONE_VERB = /^(?:reported|disclosed|said|stated|flagged|noted|provided|gave|posted|offered|need|needs|are|is|was|were|do|does|did|have|has|will|can|plan|plans|expect|expects|offer|offers|see|say|says)$/;

/** The question's first verb: of a thing done, of a report, a state or a wish, or of talk. */
const firstVerb = (words: readonly string[]): string | undefined => words.slice(1).find((w) => DONE_VERB.test(w) || NOT_DONE_VERB.test(w) || TOPIC_VERB.test(w));

/** Does the question's first verb ask a thing done: "Which banks raised their dividend?", not "Which banks reported NCOs?" nor "Which utilities are growing their rate base?". */
export function asksDone(words: readonly string[]): boolean {
  const verb = firstVerb(words);
  return verb !== undefined && DONE_VERB.test(verb) && !NOT_DONE_VERB.test(verb) && !TOPIC_VERB.test(verb);
}

/**
 * The stems of the words a call says the question's deed with, when its first verb asks one done
 * (data/vocabulary/deeds.json: "sold" → sale, divestiture, …); none for a verb of no deed there.
 */
export function askedVerb(words: readonly string[], deeds: readonly Deed[] = loadDeeds()): string[] {
  const verb = firstVerb(words);
  if (!verb || !asksDone(words)) return [];
  const deed = deeds.find((d) => d.asked.includes(verb));
  return deed ? [...new Set(deed.said.flatMap((w) => terms(w)))] : [];
}

/** The question's word of the deed it asks done ("paid" of "Which dealers paid down debt?"); undefined when it asks none. */
export function askedDeedWord(question: string, deeds: readonly Deed[] = loadDeeds()): string | undefined {
  const words = question.split(/\s+/).map(bare);
  return askedVerb(words, deeds).length > 0 ? firstVerb(words) : undefined;
}

/** Is `word` one of the deed's words: a term of it beginning with one of the deed's stems ("closures" for "closed")? */
const saysDeed = (word: string, verb: readonly string[]): boolean => wordTerms(word).some((t) => verb.some((v) => t.startsWith(v)));

/** Does the sentence say the question's deed, in a word beginning with one of its stems; true when none is asked. */
export function holdsAskedVerb(p: Polarity | undefined, sentence: string): boolean {
  if (!p?.verb || p.verb.length === 0) return true;
  return sentence.split(/\s+/).some((w) => saysDeed(w, p.verb!));
}

/**
 * Does a name of the thing say the question's deed itself ("share repurchases" for "bought back
 * stock"), so that a sentence using it needs no verb of the deed; true when none is asked. "Net
 * debt" for "paid down debt" names a level: a sentence saying it ("a net debt to net cap ratio of
 * 24%") pays nothing down without one.
 */
export function namesDeed(p: Polarity | undefined, stems: readonly string[]): boolean {
  if (!p?.verb || p.verb.length === 0) return true;
  return stems.some((t) => p.verb!.some((v) => t.startsWith(v)));
}

/** A word negating what follows it: "not", "don't", "no", "never", "without". */
const NEGATION = /^(?:not|no|never|without|nor|none)$|n['’]t$/;

/** A word of a way that is a place in a range, no move: "the lower end of our guidance range", "the upper half". */
const IN_A_RANGE = /^(?:end|ends|half|bound|limit)$/;

/** Words starting like a way's that are none: "capex cutoffs". */
const NO_WAY = /^cutoffs?$/;

/** "Release" of a publication, no reserve released: "when we release fourth quarter results", "released our earnings". */
const RELEASE = /^releas/;
const PUBLISHED = /^(?:results|earnings|first|second|third|fourth|full-year|quarterly|annual|q[1-4])$/;
const published = (words: readonly string[], j: number): boolean => RELEASE.test(bare(words[j])) && [1, 2].some((k) => PUBLISHED.test(bare(words[j + k])));

/** A negation word that says no "not" of the thing: "not only", "no doubt", "no question". */
const NOT_NEGATING = /^(?:only|just|doubt|question|matter|surprise)$/;

/** How many words before the thing, or its move, a negation governs it: "don't give guidance", "no indication of those companies increasing capex". */
export const NEGATION_WINDOW = 4;

/** How many words from the thing a word of its way may stand: "Catastrophe losses of $189 million were significantly lower". */
export const WAY_WINDOW = 6;

const bare = (w: string | undefined): string => (w ?? '').toLowerCase().replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '');

/** The question's polarity: a negated verb before its thing, and the way its words ask it moved. */
export function questionPolarity(question: string, metric: MetricTerms, others: readonly (MetricTerms | null)[] = []): Polarity {
  const words = question.split(/\s+/).map(bare);
  const family = metric.direction?.family;
  // A negated verb of change ("aren't growing production") is asked as held still (metric-terms.ts),
  // and a thing talked about is talked about when denied too ("no routine flaring").
  const topic = words.some((w) => TOPIC_VERB.test(w));
  const negated = family !== 'hold' && !topic && words.some((w, i) => NEGATION.test(w) && !NOT_NEGATING.test(words[i + 1] ?? ''));
  const fromVerb: Way | null = family === 'raise' || family === 'grow' ? 'up' : family === 'cut' ? 'down' : null;
  // A particle is no way ("putting up new buildings"), nor one of alternatives ("soft or lower": soft is no way).
  const offered = (i: number): boolean => words[i - 1] === 'or' || words[i + 1] === 'or';
  const asks = (way: Way): boolean => words.some((w, i) => WAY_WORDS[way].test(w) && !PARTICLE.test(w) && !offered(i));
  const asked = fromVerb ?? (asks('down') ? 'down' : asks('up') ? 'up' : null);
  // A negated move ("did not add to reserves") asks that it did not happen, not which way.
  const way = family === 'hold' || negated ? null : asked === 'up' && (family === 'raise' || words.some((w) => RAISE_VERB.test(w))) ? 'raise' : asked;
  const all = [metric, ...others].filter((m): m is MetricTerms => m !== null).flatMap(metricStemsWithSpellings);
  // The question's words of a way are no words of the thing, however stemmed ("raised": "rais", "rai").
  const wayStems = new Set(words.filter((w) => WAY_WORDS.down.test(w) || WAY_WORDS.up.test(w) || NEGATION.test(w)).flatMap((w) => terms(w)));
  const ofAWay = (t: string): boolean => [...wayStems].some((w) => w === t || (t.length >= 3 && w.startsWith(t)));
  const stems = [...new Set(all)].filter((t) => !ofAWay(t) && !WAY_WORDS.down.test(t) && !WAY_WORDS.up.test(t) && !NEGATION.test(t));
  const spelled = (t: string): string[] => [t, ...(metric.spellings.get(t) ?? [])];
  const object = metric.direction?.object.flatMap(spelled) ?? [];
  const done = !negated && !topic && asksDone(words);
  const verb = done ? askedVerb(words) : [];
  return { negated, way, stems, moved: object.length > 0 ? object : stems, ...(family === 'hold' || topic ? { anyNegation: true } : {}), ...(done ? { done } : {}), ...(topic ? {} : { own: true }), ...(verb.length > 0 ? { verb } : {}) };
}

/** What a sentence says of the thing: negated where it stands, and the ways written beside it. */
export function sentencePolarity(
  sentence: string,
  stems: readonly string[],
  moved: readonly string[] = stems,
): { held: boolean; negated: boolean; ways: Set<Way>; words: string[]; at: number[]; movedAt: number[]; wayAt: Map<Way, number[]> } {
  const words = sentence.split(/\s+/);
  const own = new Set(stems);
  const object = new Set(moved);
  const at: number[] = [];
  // Where the thing a move is asked of stands: a way is read beside it ("raised our guidance", not "an equity raise").
  const movedAt: number[] = [];
  let negated = false;
  words.forEach((raw, i) => {
    const ts = wordTerms(raw);
    if (ts.some((t) => object.has(t))) movedAt.push(i);
    if (ts.some((t) => own.has(t))) at.push(i);
    // "unhedged" is the thing negated.
    else if (ts.some((t) => t.startsWith('un') && own.has(t.slice(2)))) {
      at.push(i);
      negated = true;
    }
  });
  const broken = (i: number, j: number): boolean => words.slice(Math.min(i, j), Math.max(i, j)).some((w) => /[,;:.!?]$/.test(w));
  // "The net charge-off ratio was 24 basis points, up 4 basis points": a way opening the clause right after the thing's
  // figure is that figure's move, across the comma.
  const figureMoved = (i: number, j: number): boolean => i < j && /,$/.test(words[j - 1] ?? '') && /\d/.test(words.slice(i + 1, j).join(' ')) && !broken(i, j - 1);
  const ways = new Set<Way>();
  const wayAt = new Map<Way, number[]>();
  // The words saying the thing moved: a negation before one negates the move ("No dollars were added to the allowance").
  const moving: number[] = [];
  for (const [j, raw] of words.entries()) {
    const w = bare(raw);
    // A way against a yardstick is no move: "a lower than average fee".
    if (at.includes(j) || NO_WAY.test(w) || IN_A_RANGE.test(bare(words[j + 1])) || aYardstick(words, j) || aBound(words, j) || published(words, j)) continue;
    for (const way of ['down', 'up', 'raise'] as const) {
      if (WAY_WORDS[way].test(w) && movedAt.some((i) => i !== j && Math.abs(i - j) <= WAY_WINDOW && (!broken(i, j) || figureMoved(i, j)))) {
        ways.add(way);
        wayAt.set(way, [...(wayAt.get(way) ?? []), j]);
        moving.push(j);
      }
    }
  }
  const governs = (j: number, i: number): boolean => i > j && i - j <= NEGATION_WINDOW && !broken(j, i);
  for (const [j, raw] of words.entries()) {
    if (NEGATION.test(bare(raw)) && !NOT_NEGATING.test(bare(words[j + 1])) && [...at, ...moving].some((i) => governs(j, i))) negated = true;
  }
  return { held: at.length > 0, negated, ways, words, at, movedAt, wayAt };
}

/**
 * Does the sentence say the thing the question's way: not negated where the question is not (and
 * negated where it is), and moving the way the question asks ("a reserve release" for "set aside
 * less", not "a net reserve build" nor "I'll now turn to our guidance" for "raised their
 * guidance"). A sentence that does not hold the thing is left to the metric's coverage, unless the
 * question asks it negated or moving.
 */
export function saysItThatWay(p: Polarity | undefined, sentence: string): boolean {
  if (!p || p.stems.length === 0) return true;
  const s = sentencePolarity(sentence, p.stems, p.moved);
  // A thing asked negated or moving is evidence only where the sentence names it ("we don't give
  // guidance", not "I don't know"; "we raised our guidance", not "an equity raise").
  if (!s.held) return !p.negated && !p.way;
  if (s.negated !== p.negated && !(p.anyNegation && s.negated)) return false;
  if (p.way && !s.ways.has(p.way)) return false;
  // Where the thing is said: its asked moves, else its deed ("could have been sold"), else the thing itself.
  const deedAt = p.verb ? s.words.flatMap((w, i) => (saysDeed(w, p.verb!) ? [i] : [])) : [];
  const where = p.way ? (s.wayAt.get(p.way) ?? []) : deedAt.length > 0 ? deedAt : s.movedAt.length > 0 ? s.movedAt : s.at;
  // A thing asked done is not said as possible ("we could raise the dividend"), nor, unless only talked about, of another party.
  if (p.done && saidAsPossible(s.words, where)) return false;
  return !(p.own && allOfOthers(s.words, where));
}
