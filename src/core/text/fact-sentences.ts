/**
 * Which sentences of a call carry facts: call boilerplate (moderator lines, pleasantries, safe
 * harbour) scores 0; figures, metrics, periods, events and names add to a sentence's score. The
 * offline refiner keeps high-scoring sentences; the offline answerer never quotes boilerplate.
 */
import { METRIC_TERMS } from './lexicon.js';
import { escapeRegExp } from './regexp.js';
import { findQuantities } from './quantities.js';
import { withoutSpeakerLabel } from './turns.js';

const BOILERPLATE = new RegExp(
  [
    String.raw`^(?:thank(?:s| you)|good (?:morning|afternoon|evening)|hello|hi)\b[^.?!]{0,60}[.?!]?$`,
    String.raw`\b(?:ladies and gentlemen|welcome to|conference call|earnings call|listen-only mode|press star|star (?:and )?(?:one|1)|touch-?tone|please go ahead|next question|the line (?:is|of)|over to you|hand (?:it )?over|handing over|you may (?:begin|proceed)|am i audible|can you hear me|is the line|question-and-answer session|q&a session|joining us|take the (?:first|next) question)\b`,
    String.raw`\b(?:corporate|company|management|conference call) participants\b`,
    String.raw`\b(?:forward-looking statements?|safe harbou?r|actual results (?:may|could) differ)\b`,
    String.raw`^(?:congratulations|sure|okay|ok|right|yes|no|got it|understood|great)\b[^.?!]{0,50}[.?!]?$`,
  ].join('|'),
  'i',
);
const MODERATOR = /^(?:moderator|operator|coordinator)\s*:/i;
/** "Name, Title" in a list of the management present ("Mr. A, CEO, North America; and Mr. B, CFO"). */
const ROSTER_ENTRY = /,\s*(?:CEO|CFO|COO|CTO|CIO|CRO|Chairman|Chairperson|(?:Joint |Deputy )?Managing Director|(?:Executive |Whole-?time )?Director|President|Chief [A-Z][a-z]+ Officer)\b/g;
const METRIC_RE = new RegExp(String.raw`\b(?:${METRIC_TERMS.map(escapeRegExp).join('|')})\b`, 'i');
const PERIOD_RE = /\b(?:Q[1-4]|FY\s?\d{2}|quarter|year-on-year|yoy|sequential(?:ly)?|H[12])\b/i;
const EVENT_RE = /\b(?:launch(?:ed)?|acquir(?:ed|ition)|appoint(?:ed)?|signed|partner(?:ed|ship)|expand(?:ed)? into|driven by|due to|led by|guidance|outlook|expect(?:ed)?)\b/i;
const NAME_RE = /(?:^|[^.!?]\s)[A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)+/;

/**
 * Call boilerplate: a moderator's line, pleasantries, safe-harbour text, a bare "Sure." or "Yes.",
 * a list of the management present (two or more "Name, Title" entries and no figure).
 */
export function isBoilerplate(sentence: string): boolean {
  const body = withoutSpeakerLabel(sentence);
  return MODERATOR.test(sentence) || BOILERPLATE.test(body) || body.length < 12 || ((body.match(ROSTER_ENTRY)?.length ?? 0) >= 2 && !/\d/.test(body));
}

/** How much fact a sentence carries; 0 = nothing worth keeping. Exposed for tests. */
export function factScore(sentence: string): number {
  const body = withoutSpeakerLabel(sentence);
  if (isBoilerplate(sentence)) return 0;
  let score = 0;
  score += Math.min(3, findQuantities(body).length) * 2;
  if (/\d/.test(body)) score += 1;
  if (METRIC_RE.test(body)) score += 2;
  if (PERIOD_RE.test(body)) score += 1;
  if (EVENT_RE.test(body)) score += 1;
  if (NAME_RE.test(body)) score += 1;
  return score;
}

