/**
 * Whether a sentence says the asked thing as done by the company itself. A group question asking
 * what members did ("Which banks raised their dividend?", "Which oil and gas producers cut their
 * capital spending?") is not answered by a sentence saying it may, will or would be done ("we'd
 * like to try to raise dividends", "if necessary, we can reduce capital spending", "We expect
 * temporarily lower volumes"), nor by one saying it of someone else ("no indication of those
 * companies increasing capex", "the industry has added 197 rigs"), nor by a level set against a
 * yardstick ("a lower than average fee" is no fee falling). Word positions are those of
 * `sentencePolarity` (polarity.ts): the sentence split on spaces.
 */

/** A word putting what follows as possible, planned, expected or wished: "will", "could", "we'd", "expect", "if". */
const MODAL = /^(?:will|would|could|can|may|might|should|shall|expect|expects|expecting|anticipate|anticipates|anticipating|intend|intends|intending|hope|hopes|hoping|hopeful|aim|aims|assume|assuming|assumption|if|unless|potential|potentially|possible|possibly|likely|forecast|forecasts|consider|considering|evaluate|evaluating|opportunity|opportunities|option|options|try|trying|seek|seeking)$|['’](?:ll|d)$/;

/** A word that is modal only with "to" after it: "plan to", "going to", "like to", "look to", "is expected to" (not "as expected, our NIM did not change"). */
const MODAL_BEFORE_TO = /^(?:plan|plans|planning|planned|going|like|want|wants|look|looking|expected|anticipated|intended|targeting|need|needs)$/;

/** A word saying what is usually done, not what was: "Historically, we've used our money to continue to increase dividends". It governs the rest of its sentence. */
const HABIT = /^(?:historically|typically|usually|generally|normally|traditionally)$/;

/**
 * A span of years saying the move recurs, not that it was done in the period: "The dividend has
 * increased each year for the past 15 years", "we have been active with share buybacks since 1994",
 * "we return excess cash through share repurchases over time". A run of raises counted out ("have
 * increased the annual dividend in each of the last 54 years", "for 27 consecutive years") is read as
 * the year's raise too, as the labelled sets read it. It governs its clause, before or after the move.
 */
const HABIT_SPAN = /\b(?:each|every) year\b|\byear after year\b|\bover (?:time|the years)\b|\bsince (?:19\d\d|200\d)\b/;

/** A counterfactual: "would have", "could've", "we'd have" — what was not ("we would have had positive growth if not for COVID"). It governs the rest of its clause. */
const COUNTERFACTUAL = /^(?:would|could|should|might|we'd)$/;
const COUNTERFACTUAL_CONTRACTED = /^(?:would|could|should|might)['’]ve$/;

/** "if any" just after the thing: it may not happen at all ("share repurchases, if any"). */
const IF_ANY = /(?:^|\s)if any(?:\s|$)/;
const IF_ANY_WINDOW = 3;

/** How many words before the move, or the thing, a modal word governs it: "we'd like to try to raise dividends". */
export const MODAL_WINDOW = 5;

/** Another party than the company: the industry, peers, competitors ("those companies", "other restaurant chains"). */
const OTHER = /^(?:industry|industry's|industrywide|industry-wide|peers?|peer's|competitors?|competition|rivals?|everybody|everyone)$/;

/** "other" or "those" names another party only before a word for companies: "other banks", "those companies". */
const OTHER_BEFORE = /^(?:other|those)$/;
const PARTIES = /^(?:companies|banks|lenders|retailers|chains|operators|producers|airlines|carriers|utilities|insurers|players|firms|reits|owners|managers|builders|homebuilders|dealers|restaurants|drillers|contractors)$/;

/** The company speaking of its own: "we", "our", "us". */
const FIRST_PERSON = /^(?:we|we're|we've|we'll|we'd|our|ours|us)$/;

/** How many words before the thing, or its move, the party it is said of may stand. */
export const OWNER_WINDOW = 8;

/** Words of a time after "than": a move against a past period ("lower than last year"), not a yardstick ("lower than average"). */
const THAN_A_TIME = /^(?:(?:last|prior|previous|a|the|year|year-ago|quarter|before|in|at)$|\d)/;

const bare = (w: string | undefined): string => (w ?? '').toLowerCase().replace(/^[^\p{L}\d]+|[^\p{L}\d'’]+$/gu, '');
const broken = (words: readonly string[], from: number, to: number): boolean => words.slice(from, to).some((w) => /[,;:.!?]$/.test(w) || w === '--' || w === '—');

/** Is the word at `i` put as possible or planned by a modal word at most `MODAL_WINDOW` words before it, in the same clause? */
export function governedByModal(words: readonly string[], i: number): boolean {
  if (words.slice(0, i).some((w) => HABIT.test(bare(w)))) return true;
  if (HABIT_SPAN.test(clauseOf(words, i).map(bare).join(' '))) return true;
  if (counterfactualBefore(words, i)) return true;
  // "which excludes the impact of share repurchases, if any": whether it happens at all is open.
  if (IF_ANY.test(words.slice(i + 1, i + 1 + IF_ANY_WINDOW).map(bare).join(' '))) return true;
  for (let j = Math.max(0, i - MODAL_WINDOW); j < i; j++) {
    const w = bare(words[j]);
    const modal = MODAL.test(w) || (MODAL_BEFORE_TO.test(w) && bare(words[j + 1]) === 'to');
    if (modal && !broken(words, j, i)) return true;
  }
  return false;
}

/** The words of the clause the word at `i` stands in: from the break before it to the break at or after it. */
export function clauseOf(words: readonly string[], i: number): readonly string[] {
  let from = i;
  while (from > 0 && !broken(words, from - 1, from)) from--;
  let to = i;
  while (to < words.length - 1 && !broken(words, to, to + 1)) to++;
  return words.slice(from, to + 1);
}

/** Is the word at `i` in the clause of a counterfactual before it ("we would have had a positive constant currency revenue growth")? */
function counterfactualBefore(words: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    if (broken(words, j, i)) return false;
    const w = bare(words[j]);
    if ((COUNTERFACTUAL.test(w) && bare(words[j + 1]) === 'have') || COUNTERFACTUAL_CONTRACTED.test(w)) return true;
  }
  return false;
}

/** Every one of the positions (the moves the question asks, else the thing) is put as possible or planned, not done. */
export function saidAsPossible(words: readonly string[], at: readonly number[]): boolean {
  return at.length > 0 && at.every((i) => governedByModal(words, i));
}

/**
 * Is the word at `i` said of another party: the nearest party word before it in its clause, at
 * most `OWNER_WINDOW` words back, is another's ("those companies increasing capex", "the
 * industry's deposits grew"), not the company's own ("we", "our").
 */
export function saidOfAnother(words: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - OWNER_WINDOW); j--) {
    if (broken(words, j, i)) return false;
    const w = bare(words[j]);
    if (FIRST_PERSON.test(w)) return false;
    if (OTHER.test(w)) return true;
    if (OTHER_BEFORE.test(w) && [1, 2].some((k) => j + k < i && PARTIES.test(bare(words[j + k])))) return true;
  }
  return false;
}

/** Words after a comma that go on listing under the clause's subject: ", including the winter storms". */
const LIST_ON = /^(?:including|notably|particularly|especially|such|mainly|primarily|largely)$/;

/**
 * Is the word at `i` in a clause whose subject, its first words, is another party: "The industry
 * continue to experience above average catastrophe losses in the quarter, including the winter
 * storms in Texas" — the storms' losses are the industry's however far from its subject. A comma
 * that goes on listing (`LIST_ON`) keeps the clause; the company's own word in it ("we", "our")
 * makes it the company's.
 */
export function subjectIsAnother(words: readonly string[], i: number): boolean {
  let k = i;
  while (k > 0 && !(/[;:.!?]$/.test(words[k - 1]!) || words[k - 1] === '--' || words[k - 1] === '—' || (/,$/.test(words[k - 1]!) && !LIST_ON.test(bare(words[k]))))) k--;
  if (words.slice(k, i + 1).some((w) => FIRST_PERSON.test(bare(w)))) return false;
  return words.slice(k, k + 2).some((w) => OTHER.test(bare(w)));
}

/** Every one of the positions is said of another party. */
export function allOfOthers(words: readonly string[], at: readonly number[]): boolean {
  return at.length > 0 && at.every((i) => saidOfAnother(words, i) || subjectIsAnother(words, i));
}

/** Is the word of a way at `i` a comparison with a yardstick, no move: "a lower than average fee", "higher than our peers" (not "lower than last year"). */
export function aYardstick(words: readonly string[], i: number): boolean {
  return bare(words[i + 1]) === 'than' && !/[,;:.!?]$/.test(words[i] ?? '') && !THAN_A_TIME.test(bare(words[i + 2]));
}

/** Is the word of a way at `i` a bound on a figure, no move: "by 15% or more", "$1 billion or less". */
export function aBound(words: readonly string[], i: number): boolean {
  return bare(words[i - 1]) === 'or' && /\d/.test(words[i - 2] ?? '');
}
