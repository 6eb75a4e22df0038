/**
 * Tier 1 of the offline chain: extractive condensation. Keeps the sentences that carry facts —
 * figures, metrics, periods, named entities, corporate events, causes — in their original order,
 * drops call pleasantries and moderator boilerplate, and keeps the speaker's name in front so the
 * refined text still says who said it. Pure and deterministic; no model involved.
 */
import { findQuantities } from '../../nlp/quantities.js';
import { splitSentences } from '../../nlp/sentences.js';
import type { ChunkInput, ChunkRefiner } from '../types.js';
import { METRIC_TERMS } from './lexicon.js';

const BOILERPLATE = new RegExp(
  [
    String.raw`^(?:thank(?:s| you)|good (?:morning|afternoon|evening)|hello|hi)\b[^.?!]{0,60}[.?!]?$`,
    String.raw`\b(?:ladies and gentlemen|welcome to|conference call|earnings call|listen-only mode|press star|star (?:and )?(?:one|1)|touch-?tone|please go ahead|next question|the line (?:is|of)|over to you|hand (?:it )?over|handing over|you may (?:begin|proceed)|am i audible|can you hear me|is the line|question-and-answer session|q&a session|joining us|take the (?:first|next) question)\b`,
    String.raw`\b(?:forward-looking statements?|safe harbou?r|actual results (?:may|could) differ)\b`,
    String.raw`^(?:congratulations|sure|okay|ok|right|yes|no|got it|understood|great)\b[^.?!]{0,50}[.?!]?$`,
  ].join('|'),
  'i',
);
const MODERATOR = /^(?:moderator|operator|coordinator)\s*:/i;
const METRIC_RE = new RegExp(String.raw`\b(?:${METRIC_TERMS.map(escape).join('|')})\b`, 'i');
const PERIOD_RE = /\b(?:Q[1-4]|FY\s?\d{2}|quarter|year-on-year|yoy|sequential(?:ly)?|H[12])\b/i;
const EVENT_RE = /\b(?:launch(?:ed)?|acquir(?:ed|ition)|appoint(?:ed)?|signed|partner(?:ed|ship)|expand(?:ed)? into|driven by|due to|led by|guidance|outlook|expect(?:ed)?)\b/i;
const NAME_RE = /(?:^|[^.!?]\s)[A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)+/;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Call boilerplate: a moderator's line, pleasantries, safe-harbour text, a bare "Sure." or "Yes.". */
export function isBoilerplate(sentence: string): boolean {
  const body = sentence.replace(/^[A-Z][\w.' -]{1,40}:\s+/, '');
  return MODERATOR.test(sentence) || BOILERPLATE.test(body) || body.length < 12;
}

/** How much fact a sentence carries; 0 = nothing worth keeping. Exposed for tests. */
export function factScore(sentence: string): number {
  const body = sentence.replace(/^[A-Z][\w.' -]{1,40}:\s+/, '');
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

export class ExtractiveRefiner implements ChunkRefiner {
  readonly id = 'local:extractive';
  readonly version = '1';

  /** `minScore`: the least `factScore` a sentence needs to be kept. */
  constructor(private readonly minScore = 2) {}

  async refine(chunk: ChunkInput, signal?: AbortSignal): Promise<string> {
    signal?.throwIfAborted();
    return this.refineText(chunk.text, chunk.speaker);
  }

  /** The refined text of one chunk (synchronous core of `refine`). */
  refineText(text: string, speaker: string | null): string {
    const kept = splitSentences(text).filter((s) => factScore(s) >= this.minScore);
    if (kept.length === 0) return '';
    const body = kept.join(' ');
    const who = speaker && !/^(?:moderator|operator)$/i.test(speaker.trim()) ? speaker.trim() : null;
    return who && !body.startsWith(`${who}:`) ? `${who}: ${body}` : body;
  }
}
