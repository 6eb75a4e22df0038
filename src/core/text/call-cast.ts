/**
 * Who is who on a call, read once per document: the company's management and the analysts. Every
 * reader of turns (the fact reader, sector reading, group evidence, the answerer) asks
 * `roleTurns(text, cast)` with it, so a management turn that hands over with a question ("Mark,
 * can you walk us through the segments?") is still management's, and an analyst's remark without
 * a question mark still the analyst's. Management are
 * - the speakers of the prepared remarks: every speaker before the operator introduces the first
 *   question ("The first question is from the line of ...");
 * - speakers whose label names the company ("Dinesh Khara – Chairman, State Bank of India");
 * - speakers the participants list places in the company (participants.ts);
 * - speakers no hand-over introduces who answer analysts' questions (speak right after them) at least twice.
 * Analysts are the speakers the moderator hands a question to, or whose label names another firm;
 * in a call with no such hand-over (a chairman taking questions himself), those who ask more often
 * than they answer. A speaker the document does not place is neither: their turns are read by
 * their own words (turn-roles.ts `asks`). Pure.
 */
import { companyKey } from './company-name.js';
import { listedManagement } from './participants.js';
import { selfWordsOf } from './segment.js';
import { type CallCast, HANDS_TO_CALLER, INTRODUCES_QUESTION, namedIn, type RoledTurn, roleTurns } from './turn-roles.js';
import { wholeWords } from './whole-words.js';

export type { CallCast } from './turn-roles.js';

/** A document's management and analysts, by speaker label. `names`: the company's name, ticker and aliases; `pages`: the document's pages (page 1 holds any participants list). */
export function callCast(pages: readonly string[], names: readonly (string | null | undefined)[] = []): CallCast {
  const turns = roleTurns(pages.join('\n\n'));
  const speakers = [...new Set(turns.flatMap((t) => (t.speaker && t.role !== 'moderator' ? [t.speaker] : [])))];
  const affiliation = affiliations(speakers, names);
  const prepared = preparedSpeakers(turns);
  const management = new Set(prepared);
  for (const [sp, a] of affiliation) if (a === 'company') management.add(sp);
  // The participants list places those whose label does not say.
  for (const sp of listedManagement(pages[0] ?? '', speakers, selfWordsOf(names))) if (!affiliation.has(sp)) management.add(sp);
  const analysts = analystsByRole(turns, speakers, new Set(prepared));
  for (const [sp, a] of affiliation) if (a === 'other') analysts.add(sp);
  for (const sp of management) analysts.delete(sp);
  for (const sp of repliers(turns, analysts)) if (!analysts.has(sp)) management.add(sp);
  return { management, analysts };
}

/** A speaker label naming nobody. */
const UNNAMED_SPEAKER = /\b(?:unidentified|unknown)\b/i;

/**
 * Speakers no hand-over introduces who speak right after analysts' turns at least twice, and reply more often than they
 * ask: they answer the questions
 * ("Ajoy Chawla: … we have seen close to 50% exchange gold in this quarter. Second question, I couldn't hear you properly.
 * Can you repeat the portion?"), management even when a turn of theirs ends by asking back. Only in a call whose
 * analysts are known.
 */
function repliers(turns: readonly RoledTurn[], analysts: ReadonlySet<string>): string[] {
  if (analysts.size === 0) return [];
  const answered = new Map<string, number>();
  const tally = new Map<string, number>();
  for (const [i, t] of turns.entries()) {
    if (t.speaker === null || t.role === 'moderator') continue;
    tally.set(t.speaker, (tally.get(t.speaker) ?? 0) + (t.role === 'question' ? 1 : -1));
    const prev = turns[i - 1];
    if (!prev?.speaker || prev.speaker === t.speaker || !analysts.has(prev.speaker)) continue;
    answered.set(t.speaker, (answered.get(t.speaker) ?? 0) + 1);
  }
  // A speaker some line introduces as asking ("Our first question is coming from Henry Coffey of Wedbush.") is an analyst
  // whatever turns the transcript labels with their name; a label naming nobody ("Unidentified Speaker") places no one.
  const introductions = turns.filter((t) => INTRODUCES_QUESTION.test(t.text)).map((t) => ({ speaker: t.speaker, words: wholeWords(t.text) }));
  const introduced = (sp: string) => introductions.some((l) => l.speaker !== sp && namedIn(sp, l.words));
  return [...answered].filter(([sp, n]) => n >= 2 && (tally.get(sp) ?? 0) < 0 && !UNNAMED_SPEAKER.test(sp) && !introduced(sp)).map(([sp]) => sp);
}

/** The cast of a document with no speakers placed: every turn is read by its own words. */
export const NO_CAST: CallCast = { management: new Set(), analysts: new Set() };

/**
 * The first turn of the moderator introducing a question, or -1: a line saying so ("The first question is from
 * the line of ..."), or, once someone has spoken, one handing the call to a named caller of a firm who speaks next
 * ("[Operator Instructions] We'll go first to Tom Brown with Kestrel Securities.").
 */
function firstIntroduction(turns: readonly RoledTurn[]): number {
  const spoke = turns.findIndex((t) => t.role !== 'moderator');
  return turns.findIndex((t, i) => t.role === 'moderator' && (INTRODUCES_QUESTION.test(t.text) || (spoke >= 0 && i > spoke && handsToNext(turns, i))));
}

const OPERATOR_INSTRUCTIONS = /\[operator\s+instructions?\]/i;

/** Does the moderator's line at `i` hand the call to a named caller of a firm, the next speaker (or open the questions so)? */
function handsToNext(turns: readonly RoledTurn[], i: number): boolean {
  const next = turns[i + 1];
  // "[Operator Instructions] And we'll first go to the line of Tom Brown with Kestrel Securities.": the line opening questions, whoever speaks for the caller.
  return HANDS_TO_CALLER.test(turns[i]!.text) && next !== undefined && next.speaker !== null && next.role !== 'moderator' && (namedIn(next.speaker, turns[i]!.text) || OPERATOR_INSTRUCTIONS.test(turns[i]!.text));
}

/** The speakers before the moderator introduces the first question: the prepared remarks'. None when no question is introduced. */
function preparedSpeakers(turns: readonly RoledTurn[]): string[] {
  const first = firstIntroduction(turns);
  if (first < 0) return [];
  return turns.slice(0, first).flatMap((t) => (t.speaker !== null && t.role !== 'moderator' ? [t.speaker] : []));
}

type Affiliation = 'company' | 'other';

/** "Mr. Ashok Ajmera – Chairman, Ajcon Global": a title and organisation after the name. */
const LABEL_ORGANISATION = /(?:\s[-–—]\s*|,\s*|\()(.+)$/;

/**
 * Whom each speaker's label says they work for, when labels name organisations: the company (its
 * name, a short name or ticker in the label) or another firm. Only when some label names the
 * company, so that a call with bare names ("Salil Parekh:") is read by roles alone.
 */
function affiliations(speakers: readonly string[], names: readonly (string | null | undefined)[]): Map<string, Affiliation> {
  const keys = names.filter((n): n is string => !!n).map((n) => companyKey(n)).filter((k) => k.length >= 2);
  const out = new Map<string, Affiliation>();
  if (keys.length === 0) return out;
  const organisation = (sp: string): string | null => LABEL_ORGANISATION.exec(sp)?.[1]?.trim() ?? null;
  const isCompany = (org: string): boolean => {
    const k = ` ${companyKey(org)} `;
    return keys.some((key) => k.includes(` ${key} `));
  };
  const labelled = speakers.flatMap((sp) => {
    const org = organisation(sp);
    return org ? [{ sp, own: isCompany(org) }] : [];
  });
  if (!labelled.some((l) => l.own)) return out;
  for (const l of labelled) out.set(l.sp, l.own ? 'company' : 'other');
  return out;
}

/**
 * The analysts by their turns (`speakers`: every speaker's label; `prepared`: the prepared remarks'
 * speakers): speakers the moderator hands a question to ("The next question is
 * from the line of Avi Mehta from Macquarie"), unless they spoke before the first question; with no
 * such hand-over, those who ask more often than they answer.
 */
function analystsByRole(turns: readonly RoledTurn[], speakers: readonly string[], prepared: ReadonlySet<string>): Set<string> {
  const introductions = turns.filter((t) => t.role === 'moderator' && INTRODUCES_QUESTION.test(t.text)).map((t) => wholeWords(t.text));
  // Once questions have begun (a line introducing one, or a question asked), a line handing the call to a named caller of a firm introduces one too.
  const first = firstIntroduction(turns);
  const begun = first >= 0 ? first : turns.findIndex((t) => t.role === 'question');
  const handed = begun < 0 ? [] : turns.slice(begun).filter((t) => t.role === 'moderator' && !INTRODUCES_QUESTION.test(t.text) && HANDS_TO_CALLER.test(t.text)).map((t) => wholeWords(t.text));
  const introducedIn = (lines: readonly ReturnType<typeof wholeWords>[]): string[] => speakers.filter((sp) => !prepared.has(sp) && lines.some((line) => namedIn(sp, line)));
  if (introductions.length > 0) return new Set(introducedIn([...introductions, ...handed]));
  const tally = new Map<string, number>();
  for (const t of turns) if (t.speaker && t.role !== 'moderator') tally.set(t.speaker, (tally.get(t.speaker) ?? 0) + (t.role === 'question' ? 1 : -1));
  return new Set([...[...tally].filter(([, n]) => n > 0).map(([sp]) => sp), ...introducedIn(handed)]);
}
