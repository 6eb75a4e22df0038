/**
 * The other names a call gives each business it states figures of (its stored segments): the long
 * form of an abbreviation it defines ("Bajaj Allianz General Insurance Company (BAGIC)"), a
 * capitalised name whose initials an abbreviation is ("Reliance Jio Infocomm Limited" of RJIL,
 * "Molding Technology Solutions" of MTS, "HDFC Securities" of HSL, its "Limited" unwritten), and
 * the words it puts beside the name to say what the business is ("RJIL, our connectivity business",
 * "our general insurance business, BAGIC"). And which words of those names the call only ever
 * writes capitalised ("Jio", "HDB"): a question writing one names that business. Pure.
 */
import { companyKey, initials, normalizeText } from './company-name.js';
import { definedAbbreviations } from './defined-abbreviations.js';
import { escapeRegExp } from './regexp.js';
import { lowerCaseWords } from './segment.js';
import { partWordList, partWords } from '../vocabulary/segment-kinds.js';

export interface BusinessNames {
  /** Other names of the business, as the call writes them. */
  aliases: string[];
  /** The words of its names (its own and the aliases) the call never writes in lower case, lower case. */
  proper: string[];
}

/** The other names a call gives its segments, read when first asked for (a question asks of few of the calls whose facts it looks up). */
export interface CallBusinessNames {
  readonly all: Readonly<Record<string, BusinessNames>>;
}

/** An abbreviation: two to seven capitals ("RJIL", "BAGIC", "MTS"). */
const ABBREVIATION = /^\p{Lu}[\p{Lu}&]{1,6}$/u;
/** A run of capitalised words, "and", "&" or "of" between them: where a name whose initials an abbreviation is may stand. */
const CAPITALISED_RUN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}.-]*(?:\s+(?:(?:and|&|of)\s+)?\p{Lu}[\p{L}.-]*)+/gu;
/** Words saying what a business is, not which: after the words describing it ("our connectivity business", "our securities company"), or after a metric's name ("housing finance company"). */
export const businessKindNouns = (): string[] => partWordList('kind');
/** The same, as an alternation for a regular expression (data/vocabulary/segments.json `parts`, use `kind`). */
const KIND_NOUN = (): string => `(?:${partWords('kind')})`;

/**
 * The other names of each of `segments` (keys lower case) that `text` (the call, whitespace
 * collapsed) gives it. Segments with none are left out.
 */
export function businessNames(text: string, segments: readonly string[]): Record<string, BusinessNames> {
  const aliases = new Map<string, Map<string, string>>();
  const add = (segment: string, alias: string) => {
    const a = alias.trim();
    if (a.length === 0 || a.toLowerCase() === segment.toLowerCase()) return;
    const key = segment.toLowerCase();
    const known = aliases.get(key) ?? new Map<string, string>();
    if (!known.has(a.toLowerCase())) known.set(a.toLowerCase(), a);
    aliases.set(key, known);
  };
  const bySegment = new Map(segments.map((s) => [companyKey(s), s]));
  // "Bajaj Allianz General Insurance Company (BAGIC)": the abbreviation and its long form name one business.
  for (const m of definedAbbreviations(text)) {
    const abbr = m[2]!;
    const long = longForm(m[1]!, abbr);
    const ofAbbr = bySegment.get(companyKey(abbr));
    const ofLong = bySegment.get(companyKey(long));
    if (ofAbbr) add(ofAbbr, long);
    if (ofLong) add(ofLong, abbr);
  }
  // "Reliance Jio Infocomm Limited" of RJIL, "HDFC Securities" of HSL: a capitalised name whose initials the abbreviation is.
  for (const [segment, name] of namesByInitials(text, segments)) add(segment, name);
  // "RJIL, our connectivity business", "our general insurance business, BAGIC": words the call puts beside the name to say what it is.
  for (const segment of segments) {
    const s = escapeRegExp(segment);
    const after = new RegExp(`(?<![\\p{L}\\p{N}])${s}(?:'s|’s)?\\s*,\\s+(?:our|the|its)\\s+((?:[\\p{L}&-]+\\s+){0,3}?${KIND_NOUN()})\\b`, 'gu');
    const before = new RegExp(`\\b(?:[Oo]ur|[Tt]he|[Ii]ts)\\s+((?:[\\p{L}&-]+\\s+){1,3}?${KIND_NOUN()}),?\\s+(?:called\\s+|named\\s+)?${s}(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of text.matchAll(after)) add(segment, m[1]!);
    for (const m of text.matchAll(before)) add(segment, m[1]!);
  }
  const lower = lowerCaseWords(text);
  const out: Record<string, BusinessNames> = {};
  for (const segment of segments) {
    const key = segment.toLowerCase();
    const other = [...(aliases.get(key)?.values() ?? [])];
    const named = [segment, ...other].flatMap((n) => normalizeText(n).split(' ')).filter((w) => /\p{L}{2}/u.test(w));
    const proper = [...new Set(named.filter((w) => !lower.has(w)))];
    if (other.length > 0 || proper.length > 0) out[key] = { aliases: other, proper };
  }
  return out;
}

/**
 * The capitalised names in `text` whose initials one of `segments` is, when it is an abbreviation
 * ("Reliance Jio Infocomm Limited" of RJIL, "Molding Technology Solutions" of MTS): [segment, name].
 */
export function namesByInitials(text: string, segments: readonly string[]): [string, string][] {
  const abbreviations = new Map(segments.filter((s) => ABBREVIATION.test(s)).map((s) => [s.replace(/&/g, '').toLowerCase(), s]));
  const out: [string, string][] = [];
  if (abbreviations.size === 0) return out;
  for (const run of text.matchAll(CAPITALISED_RUN)) {
    const words = run[0].split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      if (/^(?:and|&|of)$/.test(words[i]!)) continue;
      for (let j = i + 2; j <= words.length; j++) {
        // A word ending a sentence ends the name ("… BALIC. First …").
        if (words.slice(i, j - 1).some((w) => /\p{L}{2}\.$/u.test(w))) break;
        const name = words.slice(i, j).join(' ').replace(/[.,]+$/, '');
        for (const abbr of initialsOf(name)) {
          const segment = abbreviations.get(abbr);
          if (segment) out.push([segment, name]);
        }
      }
    }
  }
  return out;
}

/** The words just before the brackets whose initials the abbreviation is ("BFS. Bajaj Finance Limited (BFL)" → "Bajaj Finance Limited"); all of them when none are. */
function longForm(name: string, abbr: string): string {
  const parts = name.split(/\s+/);
  const want = abbr.replace(/&/g, '');
  for (let k = 1; k <= parts.length; k++) {
    const tail = parts.slice(-k);
    if (tail.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('') === want) return tail.join(' ');
  }
  return name;
}

/** The abbreviations a name's initials make, lower case: with and without its legal form, and with a "Limited" left unwritten ("HDFC Securities" is HSL). */
function initialsOf(name: string): string[] {
  const key = companyKey(name);
  const full = initials(normalizeText(name));
  const short = initials(key);
  return [...new Set([full, short, short ? `${short}l` : null].filter((x): x is string => x !== null))];
}
