/**
 * The call's list of participants on its first page ("MANAGEMENT: MR. TARUN CHUGH – CHIEF EXECUTIVE
 * OFFICER – BAJAJ ALLIANZ LIFE INSURANCE COMPANY LIMITED", "CORPORATE PARTICIPANTS" / "T V Rao,
 * CEO & MD – Kaveri Steel Limited"): each entry, whether the list places it under a heading of the
 * company's own people, and the speakers it places in the company. Pure.
 */
import { collapseSpaces } from './spaces.js';

/** A participant's line starts with an honorific or a bullet. */
export const ENTRY_START = /^(?:[•▪●]\s*)?(?:MR|MS|MRS|DR|SH|SHRI|SMT|PROF)\.?\s+/i;
/** The list ends where the call begins. */
const LIST_END = /^(?:moderator\s*:|ladies and gentlemen|good (?:morning|afternoon|evening|day))/i;

/** A heading of the list naming the company's own people, or another group. */
const MANAGEMENT_HEADING = /^(?:(?:management|company\s+representatives?|speakers?\s+from\s+the\s+company)\s*:|(?:corporate|company)\s+participants\s*:?\s*$)/i;
const OTHER_HEADING = /^(?:(?:moderators?|analysts?|participants?|investors?)\s*:|(?:conference\s+call|call|other)\s+participants\s*:?\s*$|presentation\s*$)/i;
/** Under a heading of the company's own people, an entry with no honorific: "T V Narendran, CEO & MD – Tata Steel Limited". */
const BARE_ENTRY = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,4},\s+\S/u;

/** Each listed participant on the call's first page (wrapped lines joined), and whether the list places them under a "MANAGEMENT:" heading. */
export function listedParticipants(firstPage: string): { entry: string; management: boolean }[] {
  const out: { entry: string; management: boolean }[] = [];
  let management = false;
  // Under a heading of its own line ("CORPORATE PARTICIPANTS"), entries need no honorific.
  let bare = false;
  for (const raw of firstPage.split('\n')) {
    const trimmed = collapseSpaces(raw);
    const heading = MANAGEMENT_HEADING.exec(trimmed) ?? OTHER_HEADING.exec(trimmed);
    if (heading) {
      management = MANAGEMENT_HEADING.test(trimmed);
      bare = management && !heading[0].includes(':');
      // A heading alone on its line continues no entry.
      if (heading[0].length === trimmed.length) continue;
    }
    const line = collapseSpaces(raw.replace(/^\s*(?:management|participants?|speakers?|moderators?|analysts?)\s*:\s*/i, ''));
    if (!line) continue;
    if (LIST_END.test(line)) break;
    if (ENTRY_START.test(line) || (bare && BARE_ENTRY.test(line))) out.push({ entry: line, management });
    // A wrapped entry goes on on the next line ("… BAJAJ ALLIANZ LIFE INSURANCE" / "COMPANY LIMITED").
    else if (out.length > 0 && !/[.:]$/.test(out[out.length - 1]!.entry) && line === line.toUpperCase() && /\p{Lu}/u.test(line)) out[out.length - 1]!.entry += ` ${line}`;
  }
  return out;
}

/** A title only the company's own officers hold. */
export const MANAGEMENT_TITLE = /\b(?:director|officer|ceo|cfo|coo|cto|chair(?:man|person|woman)?|president|head|founder|treasurer|controller|md|vp|executive|secretary|investor\s+relations)\b/i;

/** The organisation an entry closes with: "…, President, Reliance Jio Infocomm Limited". */
export const organisationOf = (entry: string): string => collapseSpaces(entry.split(/\s[–—-]\s|,\s/).pop() ?? '');

/** The listed entry of a speaker: every word of three letters or more of their label's name in it. */
export function entryOf(entries: readonly string[], speaker: string): string | undefined {
  const names = speaker.toLowerCase().split(/[\s.]+/).filter((w) => w.length >= 3);
  if (names.length === 0) return undefined;
  return entries.find((e) => names.every((n) => new RegExp(`\\b${n}\\b`, 'i').test(e)));
}

/**
 * The speakers the participants list places in the company ("DR. ANISH SHAH - MANAGING DIRECTOR &
 * CEO, MAHINDRA & MAHINDRA LIMITED"): their entry's organisation starts with one of the company's
 * own words. They are management, whatever their turns look like (a chairman posing his own
 * questions, or handing the floor to analysts).
 */
export function listedManagement(firstPage: string, speakers: readonly string[], selfWords: ReadonlySet<string>): Set<string> {
  const entries = listedParticipants(firstPage).map((e) => e.entry);
  const out = new Set<string>();
  for (const speaker of speakers) {
    const entry = entryOf(entries, speaker);
    // An officer's title: an analyst of a firm sharing the company's name ("HDFC Securities") is not management.
    if (!entry || !MANAGEMENT_TITLE.test(entry) || /\banalyst\b/i.test(entry)) continue;
    const organisation = organisationOf(entry);
    const firstWord = organisation.split(' ')[0]?.toLowerCase().replace(/[^\p{L}\p{N}&]/gu, '') ?? '';
    if (firstWord && selfWords.has(firstWord)) out.add(speaker);
  }
  return out;
}
