/**
 * The business a speaker heads, read from the call's list of participants: "Sh Kiran Thomas,
 * President, Reliance Jio Infocomm Limited", "MR. TARUN CHUGH – CHIEF EXECUTIVE OFFICER – BAJAJ
 * ALLIANZ LIFE INSURANCE COMPANY LIMITED". A speaker whose listed organisation is not the company
 * itself (a subsidiary's head) speaks, unless a sentence says otherwise, of that subsidiary. Pure.
 */
import { collapseSpaces } from '../../core/text/spaces.js';
import { withoutLegalForm } from '../../core/text/company-name.js';
import { namesCompany, type SegmentContext } from '../../core/text/segment.js';

/** A participant's line starts with an honorific or a bullet. */
const ENTRY_START = /^(?:[•▪●]\s*)?(?:MR|MS|MRS|DR|SH|SHRI|SMT|PROF)\.?\s+/i;
/** The list ends where the call begins. */
const LIST_END = /^(?:moderator\s*:|ladies and gentlemen|good (?:morning|afternoon|evening|day))/i;
/** A business of the company closing a participant's entry. */
const BUSINESS = /\s+(?:business|division|segment|vertical)\s*$/i;

const titleCase = (s: string): string => s.toLowerCase().replace(/(^|[\s(&-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());

/** A heading of the list naming the company's own people, or another group. */
const MANAGEMENT_HEADING = /^(?:(?:management|company\s+representatives?|speakers?\s+from\s+the\s+company)\s*:|(?:corporate|company)\s+participants\s*:?\s*$)/i;
const OTHER_HEADING = /^(?:(?:moderators?|analysts?|participants?|investors?)\s*:|(?:conference\s+call|call|other)\s+participants\s*:?\s*$|presentation\s*$)/i;
/** Under a heading of the company's own people, an entry with no honorific: "T V Narendran, CEO & MD – Tata Steel Limited". */
const BARE_ENTRY = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,4},\s+\S/u;

/** The participants listed on the call's first page: each entry's words, wrapped lines joined. */
function participants(firstPage: string): string[] {
  return listed(firstPage).map((e) => e.entry);
}

/** Each listed participant, and whether the list places them under a "MANAGEMENT:" heading. */
function listed(firstPage: string): { entry: string; management: boolean }[] {
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
const MANAGEMENT_TITLE = /\b(?:director|officer|ceo|cfo|coo|cto|chair(?:man|person|woman)?|president|head|founder|treasurer|controller|md|vp|executive|secretary|investor\s+relations)\b/i;

/** The organisation an entry closes with: "…, President, Reliance Jio Infocomm Limited". */
const organisationOf = (entry: string): string => collapseSpaces(entry.split(/\s[–—-]\s|,\s/).pop() ?? '');

/** The listed entry of a speaker: every word of three letters or more of their label's name in it. */
function entryOf(entries: readonly string[], speaker: string): string | undefined {
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
  const entries = participants(firstPage);
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

/** Each listed speaker's business, when their organisation is not the company: speaker label → business name. */
export function speakerBusinesses(firstPage: string, speakers: readonly string[], ctx: SegmentContext): Map<string, string> {
  const all = listed(firstPage);
  const entries = all.map((e) => e.entry);
  const out = new Map<string, string>();
  for (const speaker of speakers) {
    const entry = entryOf(entries, speaker);
    if (!entry) continue;
    const organisation = organisationOf(entry);
    // A business of the company ("Jewellery Division"), or a company bearing its name ("Reliance Retail", "Bajaj Allianz Life Insurance Company Limited"); not a role or another firm.
    const division = BUSINESS.exec(organisation);
    const firstWord = organisation.split(' ')[0]!.toLowerCase();
    // … or, under the "MANAGEMENT:" heading, an officer's other organisation ("MR. DEV AHUJA - CHIEF FINANCIAL OFFICER, NOVELIS"): a subsidiary by another name.
    const subsidiary = all.find((e) => e.entry === entry)?.management === true && MANAGEMENT_TITLE.test(entry) && !MANAGEMENT_TITLE.test(organisation) && entry.split(/\s[–—-]\s|,\s/).length >= 3 && !/\bhead\s*$/i.test(entry.split(/\s[–—-]\s|,\s/).slice(-2, -1)[0] ?? '');
    if (!division && !ctx.selfWords.has(firstWord) && !subsidiary) continue;
    const name = titleCase(division ? organisation.slice(0, division.index).trim() : withoutLegalForm(organisation));
    if (!name || (!division && !subsidiary && name.split(' ').length < 2) || namesCompany(name, ctx)) continue;
    out.set(speaker, name);
  }
  return out;
}

/** Words of a label that names a role or a group of people, not a business: "Kaveri Bank Management", "Kaveri Team". */
const PEOPLE_WORD = /^(?:management|team|moderator|operator|spokesperson|representative|speaker|officials?|executives?|board|investor|relations|ir|analysts?|participants?)$/i;

/**
 * Speaker labels that are headings of a business bearing the company's name, not a person's name:
 * "Kaveri Finance:", "Kaveri AMC:" (a slide's section read out as a turn). Its turn is that
 * business's: speaker label → business name.
 */
export function labelBusinesses(speakers: readonly string[], ctx: SegmentContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const speaker of speakers) {
    // A label with a title or an organisation after the name ("Anil Rao – CFO") is a person's.
    if (/[,–—(]|\s-\s/.test(speaker) || ENTRY_START.test(speaker)) continue;
    const words = speaker.split(/\s+/).filter(Boolean);
    if (words.length < 2 || words.length > 4) continue;
    const first = words[0]!.toLowerCase().replace(/[^\p{L}\p{N}&]/gu, '');
    if (!ctx.selfWords.has(first) || namesCompany(speaker, ctx) || words.some((w) => PEOPLE_WORD.test(w))) continue;
    out.set(speaker, speaker);
  }
  return out;
}
