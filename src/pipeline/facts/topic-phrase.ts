/**
 * A business named in lower case by the phrase a sentence opens on: "On the digital side, EBITDA up
 * 17%", "For financial services, operating income of $67.2 million …", "In our retail segment, …".
 * The phrase is a business where the sentence calls it one ("segment", "business", "division") or where the document also writes it as a name (capitalised after a
 * lower-case word or a bracket, "(Digital Services - Financials)", "our Financial Services segment"),
 * so "On the cost side" or "For the rest, …" name none. Pure.
 */
import { escapeRegExp } from '../../core/text/regexp.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';

/** "On the digital side,", "For financial services,", "Within our consumer business,": a lower-case phrase of one to three words, then a comma. */
const PLACED_PHRASE =
  /^\W*(?:(?:[Aa]nd|[Ss]o|[Nn]ow|[Aa]lso|[Tt]hen|[Nn]ext|[Ff]inally|[Ll]astly)\s*,?\s+)?(?:[Oo]n|[Ff]or|[Ii]n|[Ww]ithin|[Aa]cross)\s+(?:the\s+|our\s+)?((?:\p{Ll}[\p{Ll}&-]*\s+){0,2}?\p{Ll}[\p{Ll}&-]*)(?:\s+(side)|\s+(business(?:es)?|segments?|divisions?|verticals?))?\s*,/u;

/** Words that place a sentence in time, in a manner or in a part of any business, not in a business of its own. */
const NOT_A_TOPIC =
  /\b(?:first|second|third|fourth|last|latest|current|same|prior|full|quarter|quarters|year|years|period|month|months|fiscal|calendar|addition|total|aggregate|summary|short|particular|general|terms|fact|this|that|each|both|all|other|whole|rest|case|contrast|view|light|line|order|turn|effect|essence|sum|brief|conclusion|overall|core|new|existing|cost|costs|demand|supply|positive|negative|flip|upside|downside|front|back|margin|margins|pricing|price|prices|balance|sheet|cash|capital|liquidity|funding|expense|expenses|tax|outlook|guidance|basis|average|geographic|geographical|regional|reportable|reporting|operating|various|remaining|two|three|four|five)\b/;

/**
 * A lookup of the lower-case phrases the document writes as a name somewhere: capitalised right
 * after a lower-case word, a comma or a bracket (not at a sentence's start, where any word is).
 */
export function namedInDocument(flat: string): (phrase: string) => boolean {
  const seen = new Map<string, boolean>();
  return (phrase) => {
    let named = seen.get(phrase);
    if (named === undefined) {
      const titled = titledName(phrase);
      // "tax and accounting" is named where the document writes "Tax & Accounting".
      const body = escapeRegExp(titled).replace(/\s+(?:and|&)\s+/g, '\\s+(?:and|&)\\s+').replace(/\s+/g, '\\s+');
      // Tried only where the name's first word is written (found by a plain search), the words before it looked behind for.
      const namedAt = new RegExp(`(?<=\\p{Ll}[\\p{Ll}'’]*[ ,]\\s*|[(“"])${body}\\b`, 'uy');
      const firstWord = titled.split(/\s/, 1)[0]!;
      named = false;
      for (let at = flat.indexOf(firstWord); at >= 0 && at < flat.length && !named; at = flat.indexOf(firstWord, at + 1)) {
        namedAt.lastIndex = at;
        named = namedAt.test(flat);
      }
      seen.set(phrase, named);
    }
    return named;
  };
}

/** A phrase as a name: each word capitalised but the joining ones ("Tax and Accounting"). */
const titledName = (phrase: string): string => phrase.replace(/(^|\s)(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase()).replace(/\s(And|Of)(?=\s)/g, (_, w: string) => ` ${w.toLowerCase()}`);

/** "And finally, tax and accounting's total and organic revenues grew 15%": a sentence opening on a phrase's possessive in lower case (one word, or two joined, the first capitalised where the sentence opens on it). */
const POSSESSIVE_PHRASE = /^\W*(?:(?:[Aa]nd|[Ss]o|[Nn]ow|[Aa]lso|[Tt]hen|[Nn]ext|[Ff]inally|[Ll]astly)\s*,?\s+)*(\p{Ll}[\p{Ll}-]*(?:\s+(?:and|&)\s+\p{Ll}[\p{Ll}-]*)?|\p{Lu}\p{Ll}+\s+(?:and|&)\s+\p{Ll}[\p{Ll}-]*)(?:'s|’s)\s/u;

/** The business a sentence opens on by a possessive in lower case, written as a name ("Tax and Accounting"), where the document names it so elsewhere; null otherwise. */
export function possessiveTopic(sentence: string, isMetric: (phrase: string) => boolean, namesBusiness: (phrase: string) => boolean): string | null {
  const m = POSSESSIVE_PHRASE.exec(sentence);
  if (!m || !/\d/.test(sentence.slice(m[0].length))) return null;
  const phrase = m[1]!.toLowerCase();
  // "So that's why …", "it's": a word that names nothing, its "'s" an "is".
  if (phrase.split(/\s+(?:and|&)\s+/).some((w) => STOP_AND_FILLER.has(w)) || isMetric(phrase) || !namesBusiness(phrase)) return null;
  return titledName(phrase);
}

/**
 * The business the sentence's opening phrase places it in, written as a name ("Digital"), or null
 * when the phrase is a metric, a time or a manner, or a phrase the document never names.
 */
export function placedTopic(sentence: string, isMetric: (phrase: string) => boolean, namesBusiness: (phrase: string) => boolean): string | null {
  const m = PLACED_PHRASE.exec(sentence);
  if (!m || !/\d/.test(sentence.slice(m[0].length))) return null;
  const phrase = m[1]!;
  // "In our retail segment, …" calls the phrase a business itself; "On the digital side, …" only where the document names it.
  if (NOT_A_TOPIC.test(phrase) || isMetric(phrase) || (!m[3] && !namesBusiness(phrase))) return null;
  return phrase.replace(/(^|\s)(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}
