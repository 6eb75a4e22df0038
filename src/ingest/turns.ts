/**
 * Speaker turns of a transcript: a turn starts at a line "Name:" (the text may follow on the same
 * line). Labels are short runs of capitalised words, initials and connectors ("N G Subramaniam",
 * "Sudip Bandyopadhyay – Centrum Broking"), which keeps ordinary sentences ending in ":" out.
 */

export interface Turn {
  /** null for text before the first labelled turn (cover page, disclaimers). */
  speaker: string | null;
  start: number;
  end: number;
}

/** Labels that introduce a field, not a speaker. */
const NOT_SPEAKERS = new Set(['nse', 'bse', 'cin', 'isin', 'management', 'analysts', 'analyst', 'participants', 'corporate participants', 'speakers', 'moderators', 'date', 'note', 'sub', 'subject', 'ref', 'time', 'venue', 'tel', 'email', 'website', 'source', 'to', 'from', 'cc', 'disclaimer']);

const WORD = String.raw`(?:[A-Z][A-Za-z.'’\-]*|[A-Z]\.|of|the|and|de|da|van|von|bin|&|[-–—]|\([A-Za-z .&]+\))`;
const LABEL = new RegExp(String.raw`^(${WORD}(?:[ ]+${WORD}){0,7})[ ]?:(?=\s|$)`);

/** The speaker label at the start of a line, or null. */
export function speakerLabel(line: string): string | null {
  const m = LABEL.exec(line);
  if (!m) return null;
  const label = m[1]!.trim();
  if (label.length > 70 || NOT_SPEAKERS.has(label.toLowerCase())) return null;
  return label;
}

/** Split text into turns at speaker labels; turns cover the text without gaps. */
export function splitTurns(text: string): Turn[] {
  const turns: Turn[] = [];
  let current: Turn = { speaker: null, start: 0, end: 0 };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    const label = speakerLabel(text.slice(lineStart, lineEnd));
    if (label !== null && lineStart > current.start) {
      current.end = lineStart;
      turns.push(current);
      current = { speaker: label, start: lineStart, end: 0 };
    } else if (label !== null) {
      current.speaker = label;
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  current.end = text.length;
  turns.push(current);
  return turns.filter((t) => /\S/.test(text.slice(t.start, t.end)));
}

/** True for the conference operator, whose turns introduce the next question. */
export function isModerator(speaker: string | null): boolean {
  return speaker !== null && /^(moderator|operator|coordinator|host)\b/i.test(speaker);
}
