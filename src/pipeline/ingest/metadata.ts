/**
 * Document metadata: company, ticker, quarter, year, call date. Resolution order per field:
 * command-line flags, then the manifest, then inference from the file name and the text. What
 * cannot be found stays null (never guessed) and `meta_source` records where each value came from.
 */
import { basename, extname } from 'node:path';
import type { DocumentMeta, Quarter } from '../../core/domain.js';
import { companyKey } from '../../core/text/company-name.js';
import { datedPeriod, namedQuarter, readPeriod, statedFyEndMonth } from '../../core/text/doc-period.js';
import { DAY_MONTH_YEAR, fiscalYearLabel, isoDate, matchedDate, normaliseText, type Period } from '../../core/text/period.js';
import { spokenName, type SpokenName } from './spoken-name.js';
import { loadMarkets, marketOf } from '../../core/vocabulary/markets.js';

export type MetaField = keyof DocumentMeta;
export type MetaSource = 'flag' | 'manifest' | 'filename' | 'text' | 'market' | 'config';
export type PartialMeta = Partial<Record<MetaField, string | null>>;

export interface ResolvedMeta {
  meta: DocumentMeta;
  source: Partial<Record<MetaField, MetaSource>>;
}

/** Words in file names that describe the document rather than name the company. */
const GENERIC = /\b(transcripts?|earnings?|calls?|conference|concall|con-call|results?|investors?|analysts?|half[- ]?year(?:ly)?|interim|quarterly|annual|presentation|webcast|q[1-4](?:\s*-?\s*f?y?\s*'?\d{2,4})?|fy\s*'?\d{2,4}|h[12]|final|edited|copy|draft|documents?|docs?|files?|scan(?:ned)?|untitled|download(?:ed)?|notes?|new|v\d+|\d+)\d*\b/gi;

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
/** A title: the name, an optional possessive, then the period or the kind of call. */
const TITLE_AFTER_NAME = /^(?:'s|')?\s+(?:Q[1-4]\b|Q[1-4]\s?-?FY|FY\s?'?\d|first|second|third|fourth|earnings|conference|results|analyst|investor)/i;
/** "... Earnings Conference Call of Maruti Suzuki India Limited" */
const CALL_OF = new RegExp(String.raw`\b(?:[Cc]all|[Mm]eet|[Cc]onference) of (?:the )?([A-Z][A-Za-z0-9.&'\- ]{1,60}?\s${SUFFIX})(?![A-Za-z])`);
/** A participant's employer at the end of a line: "Dilip Shanghvi, Managing Director, Sun Pharmaceutical Industries Ltd." */
const AFFILIATION = new RegExp(String.raw`(?:,|\s[-–—]|[–—])\s*([A-Z][A-Za-z0-9.&' ]{1,60}?\s${SUFFIX})\.?\s*$`);

/** The employer most participants list (at least twice in the head), or null. */
function affiliation(head: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const raw of head) {
    const m = AFFILIATION.exec(normaliseText(raw).trim());
    const name = m?.[1]?.trim().replace(/\s*&\s*/g, ' & ');
    if (!name || isMarketBody(name) || BROKER_OR_AUDITOR.test(name) || !looksLikeName(name)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const e of counts) if (e[1] >= 2 && (!best || e[1] > best[1])) best = e;
  return best?.[0] ?? null;
}

/** Lines of a cover letter or a cover page that never carry the company's name. */
const SKIP_LINE = /^(moderator|management|date|to|sub|subject|ref|dear|encl|cc|kind attn|attn)\b/i;

/**
 * Organisations that appear at the top of filings but are never the filer: stock exchanges (the
 * letter's addressees), the market regulator, depositories and share registrars.
 */
const MARKET_BODY = /\b(?:stock exchange|exchange of india|BSE|NSE|MSEI|bourse|securities and exchange board|SEBI|depositor(?:y|ies)|registrars?|share transfer agents?|link intime|kfin|karvy|bigshare)\b/i;
/** Brokers and auditors: a candidate only when the document's title names them as the company. */
const BROKER_OR_AUDITOR = /\b(?:securities|broking|stock ?brokers?|capital markets|institutional equities|research|chartered accountants|auditors?|LLP)\b/i;

/** True for a stock exchange, the regulator, a depository or a registrar ("BSE Limited"). */
export function isMarketBody(name: string): boolean {
  return MARKET_BODY.test(name);
}

const NAME_LINK_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', '&', 'de', 'da']);
/** Words a welcome or title can put where a name goes that are not names. */
const NOT_A_NAME = /^(?:investors?|analysts?|earnings|results|conference|quarterly|annual|media|company|bank|call|the)$/i;

/**
 * True when a candidate reads as a name: at most 12 words, each capitalised (or a number, an
 * initial, "&", or a linking word such as "of"), no sentence break. "Thank you. Good evening and
 * welcome to the X Bank" is a sentence, not a name.
 */
export function looksLikeName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length === 0 || words.length > 12 || NOT_A_NAME.test(name.trim())) return false;
  if (/[a-z]{3,}\.\s/.test(name)) return false;
  return words.every((w) => NAME_LINK_WORDS.has(w.toLowerCase()) || /^[A-Z0-9&("'“]/.test(w) || /^(?:plc|inc\.?|ltd\.?|llc)$/.test(w));
}

/** How a document states its company, strongest first. */
export type StatedKind = 'title' | 'signature' | 'letterhead' | 'welcome' | 'affiliation';

export interface StatedName {
  name: string;
  kind: StatedKind;
}

/** The longest prefix of a line that is a company name ending in a suffix word, and where it ends. */
function nameAtStart(line: string): { name: string; end: number } | null {
  let best: { name: string; end: number } | null = null;
  for (const m of line.matchAll(new RegExp(String.raw`\s${SUFFIX}(?![A-Za-z])`, 'g'))) {
    const end = m.index + m[0].length;
    const candidate = line.slice(0, end).trim();
    if (COMPANY_LINE.test(candidate) && candidate.length <= 80) best = { name: candidate, end };
  }
  // "Mahindra &Mahindra Limited" as typeset on some covers: normalise the ampersand's spacing.
  return best ? { name: best.name.replace(/[,"']+$/, '').replace(/\s*&\s*/g, ' & '), end: best.end } : null;
}

/**
 * The company as the document states it, with how it was stated: a title line ("X Limited's Q1
 * FY24 Earnings Conference Call", anywhere in the head, so after a cover letter too), else a
 * cover letter's signature ("For X Limited"), else the first letterhead-like line in the first
 * 12 lines, else the moderator's welcome. Exchanges, regulators, depositories and registrars are
 * never taken; brokers and auditors only from a title.
 */
export function statedCompany(head: readonly string[], spoken?: SpokenName | null): StatedName | null {
  let title: StatedName | null = null;
  let signature: StatedName | null = null;
  let letterhead: StatedName | null = null;
  head.forEach((raw, i) => {
    let line = normaliseText(raw).replace(/^["'\s]+/, '').replace(/^(transcript of|the)\s+/i, '');
    if (SKIP_LINE.test(line)) return;
    line = line.replace(/\s+(?:hosted|organi[sz]ed|moderated)\s+by\b.*$/i, '');
    const isSignature = /^for\s+(?=[A-Z])/i.test(line);
    if (isSignature) line = line.replace(/^for\s+(?:and on behalf of\s+)?/i, '');
    const tail = TITLE_TAIL.exec(line);
    const found = nameAtStart(tail ? line.slice(0, tail.index) : line);
    if (!found || isMarketBody(found.name) || !looksLikeName(found.name)) return;
    const { name } = found;
    const rest = line.slice(found.end);
    // A quoted title may break after the name: '"HCL Technologies Limited' / 'Q1 FY24 Earnings Call"'.
    const next = normaliseText(head[i + 1] ?? '');
    const titled = TITLE_AFTER_NAME.test(rest) || (/^["“]/.test(raw.trim()) && rest.trim() === '' && /^(?:Q[1-4]|FY|earnings|conference)/i.test(next));
    if (titled && !title) title = { name, kind: 'title' };
    if (BROKER_OR_AUDITOR.test(name)) return;
    if (isSignature && !signature) signature = { name, kind: 'signature' };
    // A letterhead is the name set apart, not the subject of a sentence ("The Federal Reserve Bank of Dallas has projected …").
    else if (!isSignature && !letterhead && i < 12 && !/^\s+\p{Ll}/u.test(rest)) letterhead = { name, kind: 'letterhead' };
  });
  if (title) return title;
  if (signature) return signature;
  if (letterhead) return letterhead;
  const text = normaliseText(head.join(' '));
  const said = spoken !== undefined ? spoken : spokenName(text);
  const candidates = [said?.name, CALL_OF.exec(text)?.[1]].map((n) => n?.trim().replace(/\s*&\s*/g, ' & '));
  const employer = affiliation(head);
  for (const name of candidates) {
    if (!name || /^(?:Q[1-4]|FY)\b/i.test(name) || isMarketBody(name) || !looksLikeName(name)) continue;
    // "welcome to the Tata Steel ..." with participants from "Tata Steel Limited": the full name.
    return employer && (extendsName(employer, name) || abbreviates(name, employer)) ? { name: employer, kind: 'affiliation' } : { name, kind: said?.kind === 'introduction' ? 'affiliation' : 'welcome' };
  }
  return employer ? { name: employer, kind: 'affiliation' } : null;
}

/** The company named in the first lines ("Tata Consultancy Services Limited"), or null. */
export function companyFromText(head: readonly string[]): string | null {
  return statedCompany(head)?.name ?? null;
}

/**
 * An exchange symbol stated in the text, only when exactly one is stated: "NSE Symbol: TCS",
 * "Symbol: ASIANPAINT", "Symbol – HDFCBANK", "Scrip Symbol: IRCTC", "NSE: X", "NSE Code: X",
 * "Stock Code: DIVISLAB". Numeric BSE scrip codes ("Scrip Code: 542830") are not symbols.
 */
export function tickerFromText(text: string): string | null {
  const found = new Set<string>();
  const label = String.raw`\b(?:NSE\s*(?:[Ss]crip\s+)?(?:[Ss]ymbol|[Cc]ode|[Tt]icker)?|(?:[Ss]crip\s+|[Tt]rading\s+)?[Ss]ymbol|SYMBOL|[Ss]tock\s+[Cc]ode)`;
  // A colon, or a dash with spaces around it: "NSE-BSE/2324" is a reference number, not a symbol.
  const re = new RegExp(String.raw`${label}\s*(?::|\s[-–—]\s|[–—])\s*([A-Z][A-Z0-9&\-]{1,14})(?![A-Za-z0-9&/])`, 'g');
  for (const m of normaliseText(text).matchAll(re)) {
    const symbol = m[1]!.replace(/-+$/, '');
    if (!/^(?:BSE|NSE|NA|NIL|EQ)$/.test(symbol) && /[A-Z].*[A-Z]|^[A-Z]{2}/.test(symbol)) found.add(symbol);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** Words of a file name that say the period or the kind of document, not the company. */
const PERIOD_TOKEN = /^(?:q[1-4]|[1-4]q|h[12]|fy'?\d{2,4}|\d{2,4}|q[1-4]fy\d{2,4}|transcripts?|earnings|calls?|concall|results)$/i;

/** The period a file name is coded with: a quarter and a four-digit year ("BBY_q3_2022.txt", "acme-Q1-2024"), or null. */
export function periodFromFileName(path: string): Period | null {
  const stem = basename(path, extname(path));
  const m = /(?:^|[_\s-])q([1-4])[_\s-]?((?:19|20)\d{2})(?:$|[_\s-])/i.exec(stem) ?? /(?:^|[_\s-])((?:19|20)\d{2})[_\s-]?q([1-4])(?:$|[_\s-])/i.exec(stem);
  if (!m) return null;
  const [q, y] = m[1]!.length === 4 ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  const year = fiscalYearLabel(y);
  return year ? { quarter: `Q${q}` as Quarter, year } : null;
}

/**
 * A ticker a file name is coded with ("BBY_q3_2022.txt" → "BBY"): after period and document words,
 * one token of 1-6 capital letters (a class suffix ".B" kept), or null.
 */
export function tickerFromFileName(path: string): string | null {
  const tokens = basename(path, extname(path)).split(/[_\s]+|-(?=[A-Za-z]*\d)|(?<=\d)-/).filter((t) => t && !PERIOD_TOKEN.test(t));
  if (tokens.length !== 1) return null;
  const t = tokens[0]!;
  return /^[A-Z]{1,6}(?:[.-][A-Z])?$/.test(t) ? t : null;
}

const NAMED_DATE = new RegExp(DAY_MONTH_YEAR, 'g');
const NUMERIC_DATE = /\b(\d{2})[./](\d{2})[./](\d{4})\b/g;

/** Every calendar date in a string, in order, as ISO with where it stands (dd.mm.yyyy read day first, the Indian order). */
function datesIn(s: string): { iso: string; index: number; end: number }[] {
  const out: { iso: string; index: number; end: number }[] = [];
  for (const m of s.matchAll(NAMED_DATE)) {
    const d = matchedDate(m, 1);
    if (d && d.day >= 1 && d.day <= 31) out.push({ iso: isoDate(d.year, d.month, d.day), index: m.index, end: m.index + m[0].length });
  }
  for (const m of s.matchAll(NUMERIC_DATE)) {
    const [day, month] = [Number(m[1]), Number(m[2])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) out.push({ iso: isoDate(Number(m[3]), month, day), index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The first calendar date in a string, as ISO (dd.mm.yyyy read day first, the Indian order). */
export function parseDate(s: string): string | null {
  return datesIn(s)[0]?.iso ?? null;
}

/** A date that names a period, not a day: "… ended June 30, 2023", "our June 30, 2021 Second Quarter Earnings Call". */
const PERIOD_AFTER_DATE = /^\s*(?:first|second|third|fourth|Q[1-4]|quarter|half|fiscal|full|year)\b/i;

/**
 * The call date: "held on <date>" / "call on <date>" anywhere in the opening text, else the first
 * date in the title lines that is not a period end ("quarter ended June 30, 2023", "our June 30,
 * 2021 Second Quarter Earnings Call").
 */
export function callDateFromText(head: readonly string[], body: string): string | null {
  const text = normaliseText(body);
  const held = /\b(?:held|call|webinar)\s+on\s+([^.;]{6,40})/i.exec(text);
  const fromHeld = held ? parseDate(held[1]!) : null;
  if (fromHeld) return fromHeld;
  // "These statements speak only as of October 15, 2021", "being recorded, Tuesday, July 27, 2021", "Today is July 27, 2021".
  const spoken = /\b(?:speak only as of|(?:is|being) recorded(?: today)?,?(?: on)?|today(?: is|,)|as of today,?)\s+(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?([A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4})/.exec(text);
  const fromSpoken = spoken ? parseDate(spoken[1]!) : null;
  if (fromSpoken) return fromSpoken;
  for (const raw of head.slice(0, 12)) {
    const line = normaliseText(raw);
    if (/\b(ended|ending)\b/i.test(line)) continue;
    const day = datesIn(line).find((d) => !PERIOD_AFTER_DATE.test(line.slice(d.end)));
    if (day) return day.iso;
  }
  return null;
}

const LEGAL_FORM_END = /\s(?:Inc\.?|Incorporated|Corporation|Corp\.?|Limited|Ltd\.?|plc|PLC|N\.V\.|S\.A\.|AG|SE|LLC)$/;

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
  /** The month fiscal years start in when the user set one (config or flag); null reads it from the document. */
  fiscalYearStartMonth: number | null;
  /** The whole document's text, where its market shows (default: `body`). */
  text?: string;
  /** Markets to read the text's market from (default: the shipped ones). */
  markets?: ReturnType<typeof loadMarkets>;
}

const initialsOf = (s: string): string =>
  companyKey(s).split(' ').filter((w) => w && !['of', 'and', 'the', 'for', 'in', 'on'].includes(w)).map((w) => w[0]).join('');

/**
 * True when a file-name company abbreviates the stated name: each of its words begins the
 * stated name's words in order ("Tata Motor" -> "Tata Motors Limited", "Sun Pharma" -> "Sun
 * Pharmaceutical Industries Ltd."), or it spells their initials ("LT" -> "Larsen & Toubro
 * Limited", "IRCTC" -> "Indian Railway Catering and Tourism Corporation Limited"), or it is one
 * word that begins the stated name ("Hdfc" -> "HDFC Bank Limited").
 */
export function abbreviates(short: string, stated: string): boolean {
  // Apostrophes dropped first: "Dr. Reddy's" and "Dr. Reddys" are the same name, not an abbreviation.
  const key = (x: string): string => companyKey(x.replace(/['’]/g, ''));
  if (key(short) === key(stated)) return false;
  const s = key(short).split(' ').filter(Boolean);
  const f = key(stated).split(' ').filter(Boolean);
  if (s.length === 0 || f.length === 0) return false;
  if (s.length <= f.length && s.every((w, i) => f[i]!.startsWith(w))) return true;
  const joined = s.join('');
  return joined.length >= 2 && (joined === initialsOf(stated) || (s.length === 1 && f.join('').startsWith(joined)));
}

/**
 * True when a file stem looks like an abbreviation rather than a written-out name: one token
 * ("irctc", "HCLTech"), hyphens or digits ("hdfc-concall", "tata-motor"), or at most five letters.
 */
export function abbreviationShaped(path: string, fromName: string): boolean {
  const stem = basename(path, extname(path));
  return !/\s/.test(stem) || /[-_\d]/.test(stem) || fromName.replace(/[^A-Za-z]/g, '').length <= 5;
}

/**
 * The company: the name the document states when it extends the file name's ("Aravali Infotech"
 * -> "Aravali Infotech Limited") or when the file name abbreviates it ("lt.pdf", "Sun Pharma"); a
 * file name that is an unrelated abbreviation also yields to a stated name, unless that name comes
 * only from the moderator's welcome or
 * the participants' affiliations. Otherwise the file name, which the user chose.
 */
export function chooseCompany(path: string, fromName: string | null, stated: StatedName | null): { company: string | null; source?: MetaSource } {
  if (!stated) return fromName ? { company: fromName, source: 'filename' } : { company: null };
  if (!fromName || tickerFromFileName(path) !== null) return { company: stated.name, source: 'text' };
  const related = extendsName(stated.name, fromName) || abbreviates(fromName, stated.name);
  const unrelatedButShort = abbreviationShaped(path, fromName) && stated.kind !== 'welcome' && stated.kind !== 'affiliation';
  // A welcome that names the company with its legal form ("the Thames Valley Water plc half year
  // results") is the document's own word: it outranks a file name it does not match.
  const legalWelcome = stated.kind === 'welcome' && LEGAL_FORM_END.test(stated.name);
  return related || unrelatedButShort || legalWelcome ? { company: stated.name, source: 'text' } : { company: fromName, source: 'filename' };
}

/** Metadata read from the document alone (file name and text). */
export function inferMetadata(input: InferInput): ResolvedMeta {
  const source: ResolvedMeta['source'] = {};
  // How the call speaks of itself, read once: a fallback for the stated name, and its aliases.
  const said = spokenName(input.body);
  const stated = statedCompany(input.head, said);
  const chosen = chooseCompany(input.path, companyFromFileName(input.path), stated);
  const company = chosen.company;
  if (chosen.source) source.company = chosen.source;
  let ticker = tickerFromText(input.body);
  if (ticker) source.ticker = 'text';
  else {
    ticker = tickerFromFileName(input.path);
    if (ticker) source.ticker = 'filename';
  }
  const callDate = callDateFromText(input.head, input.body);
  const title = input.head.slice(0, 12).join('\n');
  const given = input.fiscalYearStartMonth;
  const text = input.text ?? input.body;
  let period = readPeriod(title, input.body, given, { callDate, text });
  let periodSource: MetaSource = given !== null ? 'config' : 'text';
  if (period && given === null && period.fyEndMonth === null) {
    // The document fixes no fiscal calendar: its market's convention, when the text shows its market.
    const market = marketOf(text, input.markets);
    if (market) {
      const withMarket = readPeriod(title, input.body, (market.fiscalYearEndMonth % 12) + 1, { callDate, text });
      if (withMarket) {
        period = withMarket;
        periodSource = 'market';
      }
    }
  }
  let fromFileName = false;
  if (!period) {
    // Last resort: the period a file name is coded with ("DVN_q2_2021.txt"), when the call names no
    // other quarter than the file's.
    const coded = periodFromFileName(input.path);
    const named = namedQuarter(`${title}\n${input.body}`);
    if (coded && (named === null || named === coded.quarter)) {
      // The document's dates and stated year end may still fix the coded quarter's end.
      period = datedPeriod(coded, text, statedFyEndMonth(input.body, text), { callDate });
      fromFileName = true;
    }
  }
  if (period && fromFileName) {
    source.quarter = source.year = 'filename';
    if (period.quarterEnd) source.quarterEnd = 'text';
    if (period.fyEndMonth) source.fyEndMonth = 'text';
  }
  else if (period) {
    source.quarter = source.year = 'text';
    if (period.quarterEnd) source.quarterEnd = periodSource === 'text' ? 'text' : periodSource;
    if (period.fyEndMonth) source.fyEndMonth = periodSource;
  }
  if (callDate) source.callDate = 'text';
  const aliases = selfNames(company, stated, said);
  return {
    meta: {
      company, ticker, quarter: period?.quarter ?? null, year: period?.year ?? null, callDate,
      quarterEnd: period?.quarterEnd ?? null, fyEndMonth: period?.fyEndMonth ?? null, aliases,
    },
    source,
  };
}

/** The names the call uses for itself besides the stored one ("Crown Castle" for "Crown Castle International Corp."). */
function selfNames(company: string | null, stated: StatedName | null, said: SpokenName | null): string[] {
  if (!company) return [];
  const names = new Set<string>();
  for (const n of [stated?.name, ...(said?.aliases ?? [])]) {
    if (n && n !== company && companyKey(n) !== '' && (extendsName(company, n) || extendsName(n, company) || said?.aliases.includes(company))) names.add(n);
  }
  // "W.W. Grainger" is "Grainger" once its leading initials go.
  const bare = company.replace(/^(?:\p{Lu}\.\s?)+(?=\p{Lu}\p{Ll})/u, '');
  if (bare !== company && bare.length >= 3) names.add(bare);
  return [...names];
}

/** Overlay explicit values (flags or a manifest entry) on inferred ones, recording the source. */
export function overlayMeta(base: ResolvedMeta, values: PartialMeta, as: MetaSource): ResolvedMeta {
  const meta = { ...base.meta };
  const source = { ...base.source };
  for (const [k, v] of Object.entries(values) as [MetaField, string | null | undefined][]) {
    if (v === undefined || v === null || v === '') continue;
    (meta as unknown as Record<MetaField, string | null>)[k] = v;
    source[k] = as;
  }
  return { meta: meta as DocumentMeta & { quarter: Quarter | null }, source };
}
