/**
 * The company as a call speaks of itself: the operator's welcome ("welcome to the Best Buy third
 * quarter fiscal 2022 earnings conference call", "Welcome to the Fiscal 2021 Third Quarter Earnings
 * Call for Applied Industrial Technologies"), else the hosts' introductions ("Director of Investor
 * Relations for Ameren Corporation"); then the fullest form the text gives that name ("Ameren" →
 * "Ameren Corporation"; initials → the name they stand for, "MPC" → "Marathon Petroleum
 * Corporation") and the names the call uses for itself. Pure; any market, any layout: a call that
 * names itself nowhere yields null.
 */
import { companyKey, CORPORATE_SUFFIXES, initials, normalizeText } from '../../core/text/company-name.js';
import { normaliseText, periodMentions } from '../../core/text/period.js';
import { escapeRegExp } from '../../core/text/regexp.js';

export interface SpokenName {
  /** The fullest form of the name the text gives ("Crown Castle International Corp."). */
  name: string;
  /** Every form the call uses for itself, the name first ("Crown Castle", "Crown Castle International"). */
  aliases: string[];
  /** Where it was read. */
  kind: 'welcome' | 'introduction';
}

/** Where the operator's welcome begins; the name follows. */
const WELCOME_START =
  /\b(?:welcome|thank you(?: all| everyone)? for (?:joining|attending|participating in)|thank you for standing by,? (?:and welcome|for)|joining us (?:today )?(?:for|on))\b(?:\s+(?:you|everyone|all|all of you|ladies and gentlemen))?(?:,?\s+and\s+thank you for (?:joining|attending)(?:\s+us)?)?,?\s+(?:to|for|on|in)?\s*/gi;

/** Words that describe the call or its period, never the company. */
const CALL_WORDS = new Set(
  [
    'earnings', 'earning', 'conference', 'call', 'calls', 'webcast', 'results', 'result', 'financial', 'investor', 'investors', 'analyst', 'analysts',
    'teleconference', 'review', 'update', 'presentation', 'discussion', 'quarter', 'quarterly', 'fiscal', 'year', 'full', 'full-year', 'year-end',
    'annual', 'half-year', 'interim', 'first', 'second', 'third', 'fourth', 'first-quarter', 'second-quarter', 'third-quarter', 'fourth-quarter',
    'today', "today's", 'this', 'our', 'the', 'a', 'an', 'and', 'for', 'of', 'to', 'on', 'in', 'with', 'fy', 'q1', 'q2', 'q3', 'q4', 'h1', 'h2',
    'operating', 'performance', 'business', 'corporate', 'shareholder', 'shareholders', 'stockholder', 'stockholders', 'meeting', 'event',
    'session', 'live', 'audio', 'virtual', 'video', 'telephone', 'company', "company's", 'discuss', 'report', 'reports', 'release', 'sales',
    'trading', 'statement', 'period', 'ended', 'ending', 'quarters', 'months', 'weeks', 'q&a', 'relations',
  ].map((w) => w.toLowerCase()),
);

/** Call words that also begin or continue names ("Lincoln Financial Group", "Fifth Third Bancorp", "Sunstone Hotel Investors"). */
const NAME_CAPABLE = new Set(['financial', 'first', 'third', 'corporate', 'investors', 'investor', 'business', 'annual', 'trading', 'live', 'one']);

/** Words inside a name that are lower case or connect capitalised words ("Bank of America", "Brown & Brown"). */
const LINKS = new Set(['&', 'and', 'of', 'de', 'du', 'la', 'le', 'von', 'van', 'der', 'y', 'e', '-']);

/** Legal forms that end a full name. */
const LEGAL = String.raw`(?:,?\s+(?:Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|Limited|Ltd\.?|plc|PLC|LLC|L\.P\.|LP|N\.V\.|S\.A\.|AG|SE|Holdings?,? Inc\.?|Group,? Inc\.?))+`;

/** Abbreviations whose full stop ends no sentence. */
const NO_BREAK = /(?:\b(?:Inc|Corp|Co|Ltd|Mr|Mrs|Ms|Dr|St|No|Bros|Intl|Int|Jr|Sr|vs|U\.S|N\.V|S\.A|L\.P)|(?<!&)\b[A-Z])$/;

/** The sentence starting at `from`: up to a full stop that ends a sentence, a question mark or a "[". */
function sentenceFrom(text: string, from: number): string {
  let i = from;
  while (i < text.length && i - from < 240) {
    const c = text[i]!;
    if (c === '[' || c === '?' || c === '\n') break;
    if (c === '.' && (text[i + 1] === ' ' || i + 1 === text.length) && !NO_BREAK.test(text.slice(Math.max(from, i - 6), i))) break;
    i++;
  }
  return text.slice(from, i);
}

const isCapital = (w: string): boolean => /^[\p{Lu}\p{N}]/u.test(w);
/**
 * A possessive: "IDACORP's", "Cigna’s", and, in a transcript that drops apostrophes, capitals with a
 * lower-case "s" ("BDs": an abbreviation's plural or possessive, never the abbreviation itself) and a
 * legal form with one ("Ameren Corporations Third Quarter", "Vulcan Materials Companys"), which no
 * name ends in.
 */
const POSSESSIVE = /['’]s?$|(?<=(?<![\p{L}\p{N}])[\p{Lu}&]{2,})s$|(?<=\b(?:Corporation|Company|Incorporated))s$/u;
const bareWord = (w: string): string => w.toLowerCase().replace(/['’]s?$/, '');
/** Enough of a name: two letters, or a letter and a digit ("3M"). */
const NAMEISH = /\p{L}.*[\p{L}\p{N}]|\p{N}.*\p{L}/u;

/** A sentence as tokens: words, "&", and "|" where a clause or a removed period mention breaks it. */
function sentenceTokens(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/[\p{L}\p{N}](?:[\p{L}\p{N}.'’&!-]|\/(?=\p{Lu}))*|&|[|;:()"]|,/gu)) {
    const w = m[0];
    if (w === ',') out.push(',');
    else if (/^[|;:()"]$/.test(w)) out.push('|');
    else out.push(w.replace(/\.$/, (dot) => (/^(?:Inc|Corp|Co|Ltd|Bros)\.$/i.test(w) || /^(?:\p{L}\.)+$/u.test(w) ? dot : '')));
  }
  return out;
}

/**
 * Capitalised runs of a sentence once period and call words are taken out ("Best Buy" from "the
 * Best Buy third quarter fiscal 2022 earnings conference call"), in order. A call word stays in a
 * name when a name word follows it ("Lincoln Financial Group", "Fifth Third Bancorp"); a legal
 * form after a comma stays with the name ("Brown & Brown, Inc.").
 */
export function nameSpans(sentence: string): string[] {
  let s = normaliseText(sentence)
    .replace(/\b(?:three|six|nine|twelve)[- ]months?\b/gi, ' | ')
    .replace(/\bquarter (?:one|two|three|four)\b/gi, ' | ');
  for (const h of [...periodMentions(s, null)].reverse()) s = `${s.slice(0, h.index)} | ${s.slice(h.end)}`;
  const toks = sentenceTokens(s);
  const nameWord = (w: string | undefined): boolean => w !== undefined && isCapital(w) && !CALL_WORDS.has(bareWord(w)) && !/^\d+$/.test(w);
  const spans: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    while (run.length > 0 && (LINKS.has(run[run.length - 1]!.toLowerCase()) || run[run.length - 1] === ',')) run.pop();
    if (run.length > 0) spans.push(run.join(' ').replace(/ ,/g, ','));
    run = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]!;
    if (w === '|') {
      flush();
      continue;
    }
    if (w === ',') {
      if (run.length > 0 && /^(?:Inc|Incorporated|Corp|Ltd|LLC|plc|L\.P|N\.V|S\.A)\.?$/i.test(toks[i + 1] ?? '')) run.push(',');
      else flush();
      continue;
    }
    const lower = w.toLowerCase();
    if (run.length > 0 && LINKS.has(lower) && nameWord(toks[i + 1])) run.push(w);
    // A number of up to three digits after a name's word is of the name ("Phillips 66", "Group 1"); a year is not.
    else if (run.length > 0 && /^\d{1,3}$/.test(w) && !POSSESSIVE.test(run[run.length - 1]!)) run.push(w);
    else if (nameWord(w) || (isCapital(w) && NAME_CAPABLE.has(lower) && nameWord(toks[i + 1]) && !/['’]s?$/.test(w))) {
      run.push(w);
      // A possessive ends the name ("IDACORP's Third Quarter") unless a legal form follows ("Lowe's
      // Companies"), and so does a legal form ("Graco Inc. If ...").
      if ((POSSESSIVE.test(w) && !/^(?:Companies|Inc\.?|Incorporated|Corporation|Corp\.?)$/.test(toks[i + 1] ?? '')) || /^(?:Inc|Corp|Ltd|Co|LLC|plc)\.$/i.test(w)) flush();
    } else flush();
  }
  flush();
  return spans.map((x) => x.replace(POSSESSIVE, '')).filter((x) => NAMEISH.test(x));
}

/** Words an opening can put where a name goes that are not one, a host's department among them ("Vice President of Finance"). */
const NOT_NAMES = /^(?:(?:Mr|Mrs|Ms|Miss|Dr|Sir|Madam)\b.*|Good|Thank|Thanks|Ladies|Gentlemen|Welcome|Hello|Hi|Operator|Please|Everyone|Greetings|I|We|My|Today|Joining|Question|Answer|Session|Conference|Call|Q|A|(?:Corporate\s+)?(?:Finance|Accounting|Treasury|Tax|Strategy|Marketing|Operations|Development|Communications|Investor|Legal|Human\s+Resources)(?:\s+(?:and|&)\s+\p{L}+)?)$/iu;

/** The company each welcome of the opening names, in order (the operator's, then a host's own). */
function* welcomeNames(opening: string): Generator<string> {
  const text = normaliseText(opening);
  for (const m of text.matchAll(WELCOME_START)) {
    const sentence = sentenceFrom(text, m.index + m[0].length);
    // The first name after the welcome is the company's, unless it is a person ("welcome Mr. Burns").
    const first = nameSpans(sentence)[0];
    if (first && !NOT_NAMES.test(first)) yield first;
  }
}

/**
 * The company named in the first welcome of the opening, or null. A name none of whose own words
 * the call says anywhere but in that welcome gives way to one a later welcome gives that the call repeats ("welcome to this
 * morning's Building Incorporated Conference", a mishearing, then "joining us today for Belden's
 * second quarter call", Belden named throughout).
 */
export function welcomeName(opening: string): string | null {
  const names = [...welcomeNames(opening)];
  const first = names[0];
  if (first === undefined) return null;
  const text = normaliseText(opening);
  const said = (name: string): number => text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0;
  // The words of a name that can only be its own: three letters or more, no legal form.
  const own = (name: string): string[] => name.split(/[\s,]+/).filter((w) => /^\p{L}{3,}$/u.test(w) && !isLegalWord(w));
  if (own(first).some((w) => said(w) > 1)) return first;
  return names.find((n) => own(n).some((w) => said(w) >= 3)) ?? first;
}

/** A capitalised name of at most eight words (bounded, so a page of capitals cannot make matching slow). */
const NAME = String.raw`([\p{Lu}\p{N}][\p{L}\p{N}'’&!-]*(?:\.(?=\p{L}))?(?:\s+(?:&|and|of|[\p{Lu}\p{N}][\p{L}\p{N}'’&!-]*(?:\.(?=\p{L}))?)){0,7})`;
const ROLE = '(?:investor relations|chief executive officer|chief financial officer|chief operating officer|chief executive|CEO|CFO|COO|president|chairman|chairwoman|chair|treasurer|controller|general counsel)';
/**
 * How hosts name their company: "Director of Investor Relations for Ameren Corporation",
 * "executive chairman of Kinder Morgan", "Cigna's chairman and chief executive officer", "the
 * third quarter financial results for Roper Technologies".
 */
const INTRODUCTIONS: readonly RegExp[] = [
  new RegExp(String.raw`\b${ROLE}\s*,?\s+(?:of|for|at)\s+(?:the\s+)?${NAME}`, 'giu'),
  new RegExp(String.raw`${NAME}['’]s?\s+(?:(?:executive|senior|executive vice|vice)\s+)?(?:${ROLE}|earnings|results|fourth|third|second|first|quarterly)\b`, 'gu'),
  // Not "our results for Electrical Americas": what a company's results are "for" is then a part of it.
  new RegExp(String.raw`\b(?<!\bour\s+)(?:results|call|webcast)\s+(?:for|of)\s+(?:the\s+)?${NAME}`, 'giu'),
];

/** The company the hosts' introductions name most often, or null. */
export function introducedName(opening: string): string | null {
  const text = normaliseText(opening);
  const counts = new Map<string, { n: number; name: string }>();
  for (const re of INTRODUCTIONS) {
    for (const m of text.matchAll(re)) {
      const spans = nameSpans(m[1]!).filter((x) => !NOT_NAMES.test(x));
      const name = spans[0];
      if (!name) continue;
      const key = companyKey(name);
      const v = counts.get(key);
      if (v) v.n++;
      else counts.set(key, { n: 1, name });
    }
  }
  let best: { n: number; name: string } | null = null;
  for (const v of counts.values()) if (!best || v.n > best.n) best = v;
  return best?.name ?? null;
}

/**
 * The fullest form the text gives a name: the name followed by a legal form ("Ameren Corporation",
 * "Brown & Brown, Inc."), the most frequent of them; the name itself when none.
 */
export function fullestForm(name: string, text: string): string {
  const escaped = escapeRegExp(name).replace(/\s+/g, String.raw`\s+`);
  const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${escaped}(?:['’]s)?(?:\s+\p{Lu}[\p{L}&'’-]*){0,3}${LEGAL}(?![\p{L}])`, 'gu');
  const counts = new Map<string, number>();
  for (const m of normaliseText(text).matchAll(re)) {
    const form = m[0].replace(/\s+/g, ' ').trim();
    counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const e of counts) if (!best || e[1] > best[1] || (e[1] === best[1] && e[0].length > best[0].length)) best = e;
  return best ? best[0] : name;
}

/** A legal form's word: the name normaliser's corporate suffixes, and the words of a group's name. */
const isLegalWord = (w: string): boolean => CORPORATE_SUFFIXES.has(w.toLowerCase()) || /^(?:holdings?|group)$/i.test(w);

/** "and Company", "& Co." closing a name ("Becton, Dickinson and Company", "JPMorgan Chase & Co."). */
const AND_COMPANY = String.raw`,?\s+(?:and|&)\s+(?:Company|Co\.)`;

/** A name ending in its legal form or "and Company". */
const LEGAL_END = new RegExp(`(?:${AND_COMPANY}|${LEGAL})$`, 'u');

/**
 * The name initials stand for, as the same text states it: "MPC" → "Marathon Petroleum
 * Corporation", "BD" → "Becton, Dickinson and Company" (a safe-harbor line: a name with its legal
 * form), "NJR" → "New Jersey Resources" (a host's own welcome after the operator's). Capitalised
 * words, one per letter, joined by spaces, commas or "and", whose initials are the short name's,
 * its legal form counted or not; of several names, the one stated most often, in its longest
 * form. Null when the short name is no initials (two to five capitals) or the text spells it out
 * nowhere: a run of words that only happens to fit ("Business Development") is neither.
 */
export function spelledOut(short: string, text: string): string | null {
  if (!/^\p{Lu}{2,5}$/u.test(short)) return null;
  const wanted = short.toLowerCase();
  const word = (letter: string): string => `${letter}\\p{Ll}[\\p{L}'’-]*`;
  // Not "of", which joins ordinary words as well ("Board of Directors").
  const link = String.raw`,?\s+(?:(?:and|&)\s+)?`;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${[...short].map(word).join(link)}(?:${AND_COMPANY}|${LEGAL})?(?![\\p{L}])`, 'gu');
  const spells = (form: string): boolean => [companyKey(form), normalizeText(form)].some((k) => initials(k) === wanted);
  const legal = [...normaliseText(text).matchAll(re)].map((m) => m[0].replace(/\s+/g, ' ').replace(POSSESSIVE, '').trim()).filter((f) => LEGAL_END.test(f));
  const welcomed = [...welcomeNames(text)].filter((f) => f !== short);
  const forms = new Map<string, { n: number; forms: string[] }>();
  for (const form of [...legal, ...welcomed]) {
    if (!spells(form)) continue;
    const key = companyKey(form);
    const v = forms.get(key) ?? forms.set(key, { n: 0, forms: [] }).get(key)!;
    v.n++;
    v.forms.push(form);
  }
  const best = [...forms.values()].sort((a, b) => b.n - a.n)[0];
  return best ? [...best.forms].sort((a, b) => b.length - a.length)[0]! : null;
}

/** The company as the call speaks of itself, or null when it names itself nowhere. */
export function spokenName(opening: string): SpokenName | null {
  const welcome = welcomeName(opening);
  const intro = introducedName(opening);
  const kind = welcome ? 'welcome' : 'introduction';
  const short = welcome ?? intro;
  if (!short) return null;
  // Initials ("BD", "MPC") give way to the name the call spells them out as, when it does.
  const spelled = spelledOut(short, opening);
  const name = spelled ?? fullestForm(short, opening);
  const aliases = [...new Set([name, short, ...(intro && intro !== short && companyKey(intro).startsWith(companyKey(short)) ? [intro] : [])])];
  return { name, aliases, kind };
}
