/**
 * Document metadata: company, ticker, quarter, year, call date. Resolution order per field:
 * command-line flags, then the manifest, then inference from the file name and the text. What
 * cannot be found stays null (never guessed) and `meta_source` records where each value came from.
 */
import { basename, extname } from 'node:path';
import type { DocumentMeta, Quarter } from '../../core/domain.js';
import { companyKey } from '../../core/text/company-name.js';
import { inferPeriod, monthNumber, normaliseText } from './period.js';

export type MetaField = keyof DocumentMeta;
export type MetaSource = 'flag' | 'manifest' | 'filename' | 'text';
export type PartialMeta = Partial<Record<MetaField, string | null>>;

export interface ResolvedMeta {
  meta: DocumentMeta;
  source: Partial<Record<MetaField, MetaSource>>;
}

/** Words in file names that describe the document rather than name the company. */
const GENERIC = /\b(transcripts?|earnings?|calls?|conference|concall|con-call|results?|investors?|analysts?|q[1-4](?:\s*-?\s*f?y?\s*'?\d{2,4})?|fy\s*'?\d{2,4}|h[12]|final|edited|copy|draft|documents?|docs?|files?|scan(?:ned)?|untitled|download(?:ed)?|notes?|new|v\d+|\d+)\d*\b/gi;

/** The company named by a file name ("Adani Ports and Special Economic Zone Ltd.pdf"), or null. */
export function companyFromFileName(path: string): string | null {
  let name = basename(path, extname(path)).replace(/[_]+/g, ' ');
  // "aravali-infotech-q1-fy24" uses dashes as spaces; "Bajaj-Auto" stays readable either way.
  if (!/\s/.test(name)) name = name.replace(/-+/g, ' ');
  const cleaned = name.replace(GENERIC, ' ').replace(/\s+/g, ' ').replace(/^[\s\-–,.]+|[\s\-–,]+$/g, '').trim();
  if (!/[A-Za-z]{2,}/.test(cleaned)) return null;
  if (cleaned === cleaned.toLowerCase()) return cleaned.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return cleaned;
}

const SUFFIX = String.raw`(?:Limited|Ltd\.?|Corporation|Corp\.?|Company|Inc\.?|Industries|Enterprises|Bank|plc)`;
/** Anchored and greedy: the longest name ending in a suffix ("Adani Enterprises Limited"). */
const COMPANY_LINE = new RegExp(String.raw`^([A-Z][A-Za-z0-9.&'\- ]*?[A-Za-z0-9.&'\-]*\s${SUFFIX})(?![A-Za-z])`);
/** Where the name ends in a title line: the period or the kind of document. */
const TITLE_TAIL = /\s(?:Q[1-4]\b|Q[1-4]\s?-?FY|FY\s?'?\d|first|second|third|fourth|earnings|conference|results|analyst|investor|media|call|transcript)/i;
const WELCOME = /welcome (?:you )?to the ([A-Z][A-Za-z0-9.&'\- ]{1,60}?)(?:'s)?\s+(?:Q[1-4]|first|second|third|fourth|earnings|results|conference|analyst|investor)/i;

/** The company named in the first lines ("Tata Consultancy Services Limited"), or null. */
export function companyFromText(head: readonly string[]): string | null {
  for (const raw of head.slice(0, 12)) {
    let line = normaliseText(raw).replace(/^["'\s]+/, '').replace(/^(transcript of|the)\s+/i, '');
    if (/^(moderator|management|date|to|sub|subject|ref|dear)\b/i.test(line)) continue;
    const tail = TITLE_TAIL.exec(line);
    if (tail) line = line.slice(0, tail.index);
    let best: string | null = null;
    // The longest prefix ending in a suffix word: "X Enterprises Limited", not "X Enterprises".
    for (const m of line.matchAll(new RegExp(String.raw`\s${SUFFIX}(?![A-Za-z])`, 'g'))) {
      const candidate = line.slice(0, m.index + m[0].length).trim();
      if (COMPANY_LINE.test(candidate) && candidate.length <= 80) best = candidate;
    }
    // "Mahindra &Mahindra Limited" as typeset on some covers: normalise the ampersand's spacing.
    if (best) return best.replace(/[,"']+$/, '').replace(/\s*&\s*/g, ' & ');
  }
  const m = WELCOME.exec(normaliseText(head.join(' ')));
  return m ? m[1]!.trim() : null;
}

/** An exchange symbol stated in the text ("NSE: TCS"), only when exactly one is stated. */
export function tickerFromText(text: string): string | null {
  const found = new Set<string>();
  for (const m of text.matchAll(/\bNSE\s*(?:[Ss]ymbol|[Cc]ode|[Ss]crip [Cc]ode|[Tt]icker)?\s*:\s*([A-Z][A-Z0-9&\-]{1,14})\b/g)) found.add(m[1]!);
  return found.size === 1 ? [...found][0]! : null;
}

const DATE_MDY = /\b([A-Z][a-z]{2,8})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/;
const DATE_DMY = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Z][a-z]{2,8}),?\s+(\d{4})\b/;
const DATE_NUM = /\b(\d{2})[./](\d{2})[./](\d{4})\b/;

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first calendar date in a string, as ISO (dd.mm.yyyy read day first, the Indian order). */
export function parseDate(s: string): string | null {
  let m = DATE_MDY.exec(s);
  if (m && monthNumber(m[1]!)) return iso(Number(m[3]), monthNumber(m[1]!)!, Number(m[2]));
  m = DATE_DMY.exec(s);
  if (m && monthNumber(m[2]!)) return iso(Number(m[3]), monthNumber(m[2]!)!, Number(m[1]));
  m = DATE_NUM.exec(s);
  return m ? iso(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/**
 * The call date: "held on <date>" / "call on <date>" anywhere in the opening text, else the first
 * date in the title lines that is not a period end ("quarter ended June 30, 2023").
 */
export function callDateFromText(head: readonly string[], body: string): string | null {
  const held = /\b(?:held|call|webinar)\s+on\s+([^.;]{6,40})/i.exec(normaliseText(body));
  const fromHeld = held ? parseDate(held[1]!) : null;
  if (fromHeld) return fromHeld;
  for (const raw of head.slice(0, 12)) {
    const line = normaliseText(raw);
    if (/\b(ended|ending)\b/i.test(line)) continue;
    const d = parseDate(line);
    if (d) return d;
  }
  return null;
}

/** True when `full` is `short` plus more words ("X Limited" extends "X Ltd." and "X"). */
export function extendsName(full: string, short: string): boolean {
  const f = companyKey(full);
  const s = companyKey(short);
  return s.length > 0 && (f === s || f.startsWith(s + ' ')) && full.length >= short.length;
}

export interface InferInput {
  path: string;
  /** First raw lines of the document. */
  head: readonly string[];
  /** Clean text of the first pages. */
  body: string;
  fiscalYearStartMonth: number;
}

/** Metadata read from the document alone (file name and text). */
export function inferMetadata(input: InferInput): ResolvedMeta {
  const source: ResolvedMeta['source'] = {};
  const fromName = companyFromFileName(input.path);
  const fromText = companyFromText(input.head);
  let company: string | null = null;
  if (fromName && fromText && extendsName(fromText, fromName)) {
    // "Aravali Infotech" in the file name, "Aravali Infotech Limited" on the cover: the legal name.
    company = fromText;
    source.company = 'text';
  } else if (fromName) {
    company = fromName;
    source.company = 'filename';
  } else if (fromText) {
    company = fromText;
    source.company = 'text';
  }
  const ticker = tickerFromText(input.body);
  if (ticker) source.ticker = 'text';
  const title = input.head.slice(0, 12).join('\n');
  const period = inferPeriod(title, input.body, input.fiscalYearStartMonth);
  if (period) source.quarter = source.year = 'text';
  const callDate = callDateFromText(input.head, input.body);
  if (callDate) source.callDate = 'text';
  return {
    meta: { company, ticker, quarter: period?.quarter ?? null, year: period?.year ?? null, callDate },
    source,
  };
}

/** Overlay explicit values (flags or a manifest entry) on inferred ones, recording the source. */
export function overlayMeta(base: ResolvedMeta, values: PartialMeta, as: MetaSource): ResolvedMeta {
  const meta = { ...base.meta };
  const source = { ...base.source };
  for (const [k, v] of Object.entries(values) as [MetaField, string | null | undefined][]) {
    if (v === undefined || v === null || v === '') continue;
    (meta as Record<MetaField, string | null>)[k] = v;
    source[k] = as;
  }
  return { meta: meta as DocumentMeta & { quarter: Quarter | null }, source };
}
