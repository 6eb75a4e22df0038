/**
 * The business a speaker heads, read from the call's list of participants: "Sh Kiran Thomas,
 * President, Reliance Jio Infocomm Limited", "MR. TARUN CHUGH – CHIEF EXECUTIVE OFFICER – BAJAJ
 * ALLIANZ LIFE INSURANCE COMPANY LIMITED". A speaker whose listed organisation is not the company
 * itself (a subsidiary's head) speaks, unless a sentence says otherwise, of that subsidiary. The
 * list itself is read by core/text/participants.ts. Pure.
 */
import { ENTRY_START, entryOf, listedParticipants, MANAGEMENT_TITLE, organisationOf } from '../../core/text/participants.js';
import { withoutLegalForm } from '../../core/text/company-name.js';
import { namesCompany, type SegmentContext } from '../../core/text/segment.js';
import { partWords } from '../../core/vocabulary/segment-kinds.js';
import { once } from '../../core/util/once.js';

/** A business of the company closing a participant's entry. */
const BUSINESS = once(() => new RegExp(String.raw`\s+(?:${partWords('line')})\s*$`, 'i'));

const titleCase = (s: string): string => s.toLowerCase().replace(/(^|[\s(&-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());

/** Each listed speaker's business, when their organisation is not the company: speaker label → business name. */
export function speakerBusinesses(firstPage: string, speakers: readonly string[], ctx: SegmentContext): Map<string, string> {
  const all = listedParticipants(firstPage);
  const entries = all.map((e) => e.entry);
  const out = new Map<string, string>();
  for (const speaker of speakers) {
    const entry = entryOf(entries, speaker);
    if (!entry) continue;
    const organisation = organisationOf(entry);
    // A business of the company ("Jewellery Division"), or a company bearing its name ("Reliance Retail", "Bajaj Allianz Life Insurance Company Limited"); not a role or another firm.
    const division = BUSINESS().exec(organisation);
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
