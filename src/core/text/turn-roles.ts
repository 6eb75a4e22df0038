/**
 * Who says what in a retrieved transcript chunk. An earnings call is analysts asking and
 * management replying: the sentence that best matches a question is, most often, the analyst's own
 * question ("what is the volume guidance for this year?") and the answer is the reply that follows
 * it. An extractive answerer must quote replies, and it can use the question it found to know
 * which reply answers.
 *
 * Each chunk is split into speaker turns (the ingest's own splitter); a turn is
 * - `moderator`: the conference operator introducing the next analyst;
 * - `question`: a speaker's turn that asks (see `asks`) — an analyst's question, or a follow-up —
 *   and every turn of the analyst the moderator has just introduced, by name, with a question ("The
 *   next question is from the line of ..."), until the moderator speaks again: greetings, remarks
 *   and questions written without a question mark are the analyst's too; in a chunk that starts
 *   mid-exchange, the analyst is the speaker whose question someone else has just replied to;
 * - `reply`: any other turn, including the unlabelled start of a chunk that begins mid-turn.
 * A reply is linked to the question turn it follows in the same chunk (`askedBy`), if any.
 * Prose that is not a transcript (no speaker labels at all) is one reply turn without a question.
 * The offline answerer quotes only replies; the extraction reads facts only from replies; graph
 * retrieval leaves out triplets read from other turns. Pure and deterministic.
 */
import { isBoilerplate } from './fact-sentences.js';
import { isModerator, speakerLabel, splitTurns, withoutSpeakerLabel } from './turns.js';
import { splitSentences } from './sentences.js';
import { type WholeWords, wholeWords } from './whole-words.js';

export type TurnRole = 'moderator' | 'question' | 'reply';

/**
 * Who the document says its speakers are (call-cast.ts `callCast`, read once per document):
 * management's turns are replies and analysts' turns questions, whatever their words; a speaker
 * in neither set is read by their own words.
 */
export interface CallCast {
  management: ReadonlySet<string>;
  analysts: ReadonlySet<string>;
}

/** A turn that asks (an analyst's, the moderator's) rather than replies: no fact is read from it. */
export const isAskingRole = (role: TurnRole | null): boolean => role === 'question' || role === 'moderator';

export interface RoledTurn {
  role: TurnRole;
  speaker: string | null;
  /** The turn as written, its speaker label included. */
  text: string;
  /** Offsets of the turn in the chunk's text: [start, end). */
  start: number;
  end: number;
  /** For a reply: the text of the question turn it answers (the last one before it), else null. */
  askedBy: string | null;
}

/** A sentence that asks rather than tells: it ends with a question mark (closing quotes aside). */
export const ENDS_ASKING = /\?["'’”)\]]*$/;
const HAS_ASKING = /\?(?=["'’”)\]]*(\s|$))/;

/**
 * Does a speaker's turn ask? One that holds a question does — an analyst's turn often ends with
 * remarks after its questions — except right after someone else's question, where a turn is the
 * reply unless it ends by asking (closing thanks aside): a reply may pose itself a question and
 * answer it ("Why did margins fall? Raw material costs."). Unlabelled text (prose, or a chunk that
 * starts mid-turn) never asks as a whole; its questions are left out of answers sentence by sentence.
 */
export function asks(text: string, speaker: string | null, afterQuestionBy: string | null = null): boolean {
  if (speaker === null || !HAS_ASKING.test(text)) return false;
  if (afterQuestionBy === null || afterQuestionBy === speaker) return true;
  // The last sentence that asks or is more than boilerplate decides.
  const sents = splitSentences(text);
  for (let i = sents.length - 1; i >= 0; i--) {
    if (ENDS_ASKING.test(sents[i]!)) return true;
    if (!isBoilerplate(sents[i]!)) return false;
  }
  return false;
}

/** A moderator's line that hands the call to someone asking ("The next question is from the line of ..."). */
export const INTRODUCES_QUESTION = /\b(?:question|questions|follow-up)\b[^.?!]{0,40}?\b(?:from|line of|by)\b/i;
/**
 * A moderator's line that hands the call to a named caller and their firm without the word "question"
 * ("Next is Tom Brown with Kestrel Securities.", "We'll move to Lena Ortiz with Harbour Capital.",
 * "Your next caller is Ravi Iyer of Kestrel Capital."); never a line naming a title ("our next speaker is Mark Jones,
 * Chief Financial Officer of Acme"). Read only once questions have begun: before them, such a line may hand over to management.
 */
export const HANDS_TO_CALLER = /^(?![\s\S]*\b(?:chief|CEO|CFO|COO|president|officer|chairman|chairwoman|treasurer|director|head|vice|investor\s+relations|welcome)\b)[\s\S]*?\b(?:next|move(?:\s+on)?\s+to|hear\b[^.?!]{0,20}?\bfrom|go(?:\s+\w+){0,2}\s+to|caller|response|responder|(?:begin|start)\s+with|first\s+(?:today\s+)?(?:from|to))\b[^.?!]{0,60}?\s(?:with|from|of|at)\s/i;
const HONORIFICS = new Set(['mr', 'ms', 'mrs', 'dr', 'sh', 'shri', 'smt', 'sir', 'madam']);

/**
 * Is the speaker named in the moderator's line? A word of the label's name part (before a firm or
 * title: "Avi Mehta – Macquarie") other than an honorific or initial occurs in it. Management
 * speaking up right after an introduction ("It's a little feeble, come closer to the handset") is
 * not the analyst introduced. A line asked about many speakers is best passed as its `wholeWords`.
 */
export function namedIn(speaker: string, moderatorLine: string | WholeWords): boolean {
  const line = typeof moderatorLine === 'string' ? wholeWords(moderatorLine) : moderatorLine;
  const words = (speaker.split(/\s+[-–—(]|,/)[0] ?? '').split(/[\s.]+/).filter((w) => w.length >= 3 && !HONORIFICS.has(w.toLowerCase()));
  return words.some((w) => line.has(w));
}

/**
 * The turns of one chunk's text with their roles, in reading order. With its document's `cast`,
 * a speaker the document places is read as what they are (management replies, analysts ask).
 */
export function roleTurns(text: string, cast?: CallCast): RoledTurn[] {
  const out: RoledTurn[] = [];
  const turns = splitTurns(text);
  const hosts = hostsOf(text, turns);
  let lastQuestion: string | null = null;
  /** The moderator's line introducing a question, until its analyst speaks; then that analyst. */
  let introduced: WholeWords | null = null;
  let analyst: string | null = null;
  for (const t of turns) {
    const body = text.slice(t.start, t.end).trim();
    if (!body) continue;
    const at = { start: t.start, end: t.end };
    const prev = out.at(-1);
    if (isModerator(t.speaker) || hosts.has(t.speaker)) {
      out.push({ role: 'moderator', speaker: t.speaker, text: body, ...at, askedBy: null });
      lastQuestion = null;
      introduced = INTRODUCES_QUESTION.test(body) ? wholeWords(body) : null;
      analyst = null;
      continue;
    }
    if (introduced !== null && t.speaker !== null && !cast?.management.has(t.speaker) && namedIn(t.speaker, introduced)) {
      analyst = t.speaker;
      introduced = null;
    }
    const placed = t.speaker === null || !cast ? null : cast.management.has(t.speaker) ? 'reply' : cast.analysts.has(t.speaker) ? 'question' : null;
    if (placed === 'question' || (placed === null && ((analyst !== null && t.speaker === analyst) || asks(body, t.speaker, prev?.role === 'question' ? prev.speaker : null)))) {
      out.push({ role: 'question', speaker: t.speaker, text: body, ...at, askedBy: null });
      lastQuestion = body;
    } else {
      out.push({ role: 'reply', speaker: t.speaker, text: body, ...at, askedBy: lastQuestion });
      // A chunk that starts mid-exchange has no introduction: the analyst is the speaker whose
      // question someone else has just replied to, and their next turns ask too, with or without a
      // question mark ("Got it, sir. If you can share the exports number.").
      if (analyst === null && prev?.role === 'question' && prev.speaker !== null && prev.speaker !== t.speaker && !cast?.management.has(prev.speaker)) analyst = prev.speaker;
    }
  }
  return out;
}

/** A turn that opens by handing the call to the next analyst ("Thank you. The next question is from the line of …"). */
const HANDS_OVER = /^(?:(?:thank\s+you|thanks)\b[^.!?]{0,40}[.!,]\s*)?(?:(?:the|our|we\s+(?:will|'ll|shall)\s+(?:now\s+)?take\s+(?:the|our)|we\s+have\s+(?:the|our))\s+)?(?:first|next|last|following)\s+question\s+(?:is\s+|comes\s+)?(?:from|on\s+the\s+line\s+of|in\s+line\s+from)\b/i;

/**
 * Speakers who host the call under their own name ("Nitin Mohta: The first question is from the
 * line of Sandeep Shah."): a turn of theirs opens by handing over to an analyst. Their turns are the
 * moderator's.
 */
function hostsOf(text: string, turns: readonly { speaker: string | null; start: number; end: number }[]): Set<string | null> {
  const out = new Set<string | null>();
  for (const t of turns) {
    if (t.speaker === null || isModerator(t.speaker) || out.has(t.speaker)) continue;
    if (HANDS_OVER.test(withoutSpeakerLabel(text.slice(t.start, t.end).trim()))) out.add(t.speaker);
  }
  return out;
}

/**
 * A turn's words without its speaker label: the text after "Name:" on the first line, or after a
 * label line of its own ("Gopal Vittal - Managing Director"). Unlabelled turns are returned whole.
 */
export function turnBody(turn: Pick<RoledTurn, 'speaker' | 'text'>): string {
  if (turn.speaker === null) return turn.text;
  const nl = turn.text.indexOf('\n');
  const first = nl < 0 ? turn.text : turn.text.slice(0, nl);
  if (speakerLabel(first) !== null) return turn.text.slice(first.indexOf(':') + 1).trim();
  return nl < 0 ? '' : turn.text.slice(nl + 1).trim();
}

/** The words of a text's replies, labels left out, one turn a paragraph: what the extraction may read facts from. */
export function replyText(text: string, cast?: CallCast): string {
  return roleTurns(text, cast)
    .filter((t) => t.role === 'reply')
    .map(turnBody)
    .filter(Boolean)
    .join('\n\n');
}

/** What linking across chunks needs of a retrieved context. */
export interface ChunkRef {
  text: string;
  document: string;
  ord?: number;
}

/** The cast of a context's document, when known. */
export type CastOf = (document: string) => CallCast | undefined;

/**
 * The turns of every context, with replies that open a chunk linked across the chunk boundary: a
 * chunk that starts with a reply (or the rest of one) continues the chunk before it in the same
 * document when that one was retrieved too, so the reply answers the question that chunk ended
 * with, or the question the reply it ended with was answering. `continued` marks such replies
 * (their first sentence is not the reply's opening).
 */
export function roleContexts(contexts: readonly ChunkRef[], castOf?: CastOf): Array<Array<RoledTurn & { continued: boolean }>> {
  const turns = contexts.map((c) => roleTurns(c.text, castOf?.(c.document)).map((t) => ({ ...t, continued: false })));
  const at = new Map<string, number>();
  contexts.forEach((c, i) => {
    if (c.ord !== undefined) at.set(`${c.document}\u0000${c.ord}`, i);
  });
  contexts.forEach((c, i) => {
    const first = turns[i]![0];
    if (c.ord === undefined || !first || first.role !== 'reply' || first.askedBy !== null) return;
    const prev = at.get(`${c.document}\u0000${c.ord - 1}`);
    const last = prev === undefined ? undefined : turns[prev]!.at(-1);
    if (!last) return;
    const asked = last.role === 'question' ? last.text : last.role === 'reply' ? last.askedBy : null;
    if (asked === null) return;
    // The chunk's replies up to its first question or moderator turn answer that question.
    for (const t of turns[i]!) {
      if (t.role !== 'reply') break;
      t.askedBy = asked;
      t.continued = last.role === 'reply' && t === first && (first.speaker === null || first.speaker === last.speaker);
    }
  });
  return turns;
}

/** How much of a sentence's opening places one that runs across turns. */
const OPENING_CHARS = 60;

/** Whitespace runs collapsed to one space, trimmed, lower case: stored sentences and page text compare equal. */
const flat = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Where a sentence of a chunk was said: a function from a sentence (an evidence sentence as the
 * extraction stored it, whitespace aside) to the role of the turn it sits in, or null when it is not
 * in the text. A sentence found in more than one turn counts as a reply if any of them is one; a
 * speaker label in front of it is looked past when the sentence is not found with it; a sentence
 * no turn holds whole (it runs on across a turn boundary) belongs to the turn its opening is in.
 */
export function sentenceRoles(text: string, cast?: CallCast): (sentence: string) => TurnRole | null {
  const turns = roleTurns(text, cast).map((t) => ({ role: t.role, text: flat(t.text) }));
  const find = (sentence: string, opening = Infinity): TurnRole | null => {
    const needle = flat(sentence).slice(0, opening);
    if (!needle) return null;
    let found: TurnRole | null = null;
    for (const t of turns) {
      if (!t.text.includes(needle)) continue;
      if (t.role === 'reply') return 'reply';
      found ??= t.role;
    }
    return found;
  };
  // An older refinement put the chunk's main speaker in front of a sentence from inside a turn,
  // or ran a sentence on across a turn boundary: then the turn it opens in decides.
  return (sentence) => {
    const bare = speakerLabel(sentence) === null ? sentence : withoutSpeakerLabel(sentence);
    return find(sentence) ?? find(bare) ?? find(bare, OPENING_CHARS);
  };
}
