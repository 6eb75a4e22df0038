/**
 * Who says what in a retrieved transcript chunk. An earnings call is analysts asking and
 * management replying: the sentence that best matches a question is, most often, the analyst's own
 * question ("what is the volume guidance for this year?") and the answer is the reply that follows
 * it. An extractive answerer must quote replies, and it can use the question it found to know
 * which reply answers.
 *
 * Each chunk is split into speaker turns (the ingest's own splitter); a turn is
 * - `moderator`: the conference operator introducing the next analyst;
 * - `question`: a speaker's turn that asks (see `asks`) — an analyst's question, or a follow-up;
 * - `reply`: any other turn, including the unlabelled start of a chunk that begins mid-turn.
 * A reply is linked to the question turn it follows in the same chunk (`askedBy`), if any.
 * Prose that is not a transcript (no speaker labels at all) is one reply turn without a question.
 * Pure and deterministic.
 */
import { isBoilerplate } from '../../core/text/fact-sentences.js';
import { isModerator, splitTurns } from '../../core/text/turns.js';
import { splitSentences } from '../../core/text/sentences.js';

export type TurnRole = 'moderator' | 'question' | 'reply';

export interface RoledTurn {
  role: TurnRole;
  speaker: string | null;
  text: string;
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
  const sents = splitSentences(text).filter((x) => ENDS_ASKING.test(x) || !isBoilerplate(x));
  return sents.length > 0 && ENDS_ASKING.test(sents[sents.length - 1]!);
}

/** The turns of one chunk's text with their roles, in reading order. */
export function roleTurns(text: string): RoledTurn[] {
  const out: RoledTurn[] = [];
  let lastQuestion: string | null = null;
  for (const t of splitTurns(text)) {
    const body = text.slice(t.start, t.end).trim();
    if (!body) continue;
    const prev = out.at(-1);
    if (isModerator(t.speaker)) {
      out.push({ role: 'moderator', speaker: t.speaker, text: body, askedBy: null });
      lastQuestion = null;
    } else if (asks(body, t.speaker, prev?.role === 'question' ? prev.speaker : null)) {
      out.push({ role: 'question', speaker: t.speaker, text: body, askedBy: null });
      lastQuestion = body;
    } else {
      out.push({ role: 'reply', speaker: t.speaker, text: body, askedBy: lastQuestion });
    }
  }
  return out;
}

/** What linking across chunks needs of a retrieved context. */
export interface ChunkRef {
  text: string;
  document: string;
  ord?: number;
}

/**
 * The turns of every context, with replies that open a chunk linked across the chunk boundary: a
 * chunk that starts with a reply (or the rest of one) continues the chunk before it in the same
 * document when that one was retrieved too, so the reply answers the question that chunk ended
 * with, or the question the reply it ended with was answering. `continued` marks such replies
 * (their first sentence is not the reply's opening).
 */
export function roleContexts(contexts: readonly ChunkRef[]): Array<Array<RoledTurn & { continued: boolean }>> {
  const turns = contexts.map((c) => roleTurns(c.text).map((t) => ({ ...t, continued: false })));
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
