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

const WORD = String.raw`(?:[A-Z][A-Za-z.'’\-]*,?|[A-Z]\.|of|the|and|de|da|van|von|bin|&|[-–—]|\([A-Za-z .&]+\))`;
const LABEL = new RegExp(String.raw`^(?:[-•–]\s+)?(${WORD}(?:[ ]+${WORD}){0,11})[ ]?:(?=\s|$)`);

/** The speaker label at the start of a line ("- Mr. A Ajmera – Chairman, Ajcon Global:" too), or null. */
export function speakerLabel(line: string): string | null {
  const m = LABEL.exec(line);
  if (!m) return null;
  const label = m[1]!.trim().replace(/,$/, '');
  if (label.length > 90 || NOT_SPEAKERS.has(label.toLowerCase())) {
    // "Management: Yes. So thank you…" speaks; the cover page's "MANAGEMENT: Mr. …" lists who attended.
    if (label === 'Management' && !/^\s*(?:Mr|Ms|Mrs|Dr|Shri|Sh|Smt)\b/.test(line.slice(m[0].length))) return label;
    return null;
  }
  return label;
}

const HONORIFIC = String.raw`(?:(?:Mr|Ms|Mrs|Dr|Sh|Shri|Smt)\.?\s+)?`;
const NAME_LINE = new RegExp(String.raw`^${HONORIFIC}([A-Z][A-Za-z.'’\-]*(?:\s+[A-Z][A-Za-z.'’\-]*){0,3})(?=$|\s+[-–—(]|\s+\d{1,2}:\d{2})`);

/** The name a label-only line starts with ("Gopal Vittal - Managing Director", "Sh V Srikanth 00:00:22"). */
function nameLineKey(line: string): string | null {
  const t = line.trim();
  if (t.length < 3 || t.length > 100 || /[.?!,;:]$/.test(t)) return null;
  const m = NAME_LINE.exec(t);
  return m ? m[1]! : null;
}

/**
 * Labels for transcripts that put the speaker's name on a line of its own, without a colon: names
 * that start at least two such lines. Used only when a transcript has almost no "Name:" labels.
 */
export function nameLineLabels(text: string): Set<string> {
  const counts = new Map<string, number>();
  const timed = new Set<string>();
  for (const line of text.split('\n')) {
    const key = nameLineKey(line);
    if (!key || NOT_SPEAKERS.has(key.toLowerCase())) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    // "Sh Sanjay Roy 00:41:44 – 00:46:15 (E&P)": a timestamped name line is a label even once.
    if (/\d{1,2}:\d{2}:\d{2}/.test(line)) timed.add(key);
  }
  return new Set([...counts].filter(([k, n]) => n >= 2 || timed.has(k)).map(([k]) => k));
}

/** Fewer "Name:" turns than this and label-only lines are tried instead. */
const MIN_COLON_TURNS = 5;

/** Split text into turns at speaker labels; turns cover the text without gaps. */
export function splitTurns(text: string): Turn[] {
  const colon = splitTurnsBy(text, speakerLabel);
  if (recurringTurns(colon) >= MIN_COLON_TURNS) return colon;
  const names = nameLineLabels(text);
  if (names.size === 0) return colon;
  const byLine = splitTurnsBy(text, (line) => {
    const key = nameLineKey(line);
    return key && names.has(key) ? key : null;
  });
  return recurringTurns(byLine) > recurringTurns(colon) ? byLine : colon;
}

/** Turns by speakers who speak more than once: field labels ("Duration:") occur once. */
function recurringTurns(turns: readonly Turn[]): number {
  const n = new Map<string | null, number>();
  for (const t of turns) n.set(t.speaker, (n.get(t.speaker) ?? 0) + 1);
  return turns.filter((t) => t.speaker !== null && n.get(t.speaker)! >= 2).length;
}

function splitTurnsBy(text: string, labelOf: (line: string) => string | null): Turn[] {
  const turns: Turn[] = [];
  let current: Turn = { speaker: null, start: 0, end: 0 };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    const label = labelOf(text.slice(lineStart, lineEnd));
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

/** A speaker label opening a sentence ("Sunil D’Souza: ", "Moderator: "), straight or curly apostrophes. */
const LEADING_LABEL = /^[A-Z][\w.'’ -]{1,40}:\s+/;

/**
 * The sentence without a leading speaker label: a short one ("Sunil D’Souza: ") or any label the
 * turn splitter knows ("Mr. Dinesh Khara – Chairman, State Bank of India: ").
 */
export function withoutSpeakerLabel(sentence: string): string {
  if (speakerLabel(sentence) !== null) return sentence.slice(sentence.indexOf(':') + 1).trimStart();
  return sentence.replace(LEADING_LABEL, '');
}
