/**
 * Sentence boundaries in transcript text, the one splitter everything uses: chunking (offsets),
 * the extractive refiner and answerer (sentences) and the offline scorer. Transcripts break lines
 * mid-sentence (PDF layout) and are full of abbreviations ("Rs.", "Mr.", "approx.", "No."),
 * initials ("K. Krithivasan") and decimals ("12.5%"), so a plain split on "." is wrong: a period
 * ends a sentence only when it is not an abbreviation's or an initial's, and something that can
 * start a sentence follows.
 */
import { collapseSpaces } from './spaces.js';

/** Words whose period does not end a sentence (lower-cased, without the final dot). */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'hon', 'ph', 'rs', 'no', 'nos', 'vs', 'approx', 'etc',
  'e.g', 'i.e', 'viz', 'fig', 'vol', 'est', 'co', 'ltd', 'inc', 'corp', 'pvt', 'bros', 'u.s', 'mn', 'bn',
  'cr', 'sq', 'ft', 'fy', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);

/** Whether the period at `dot` ends an abbreviation or a single initial ("A. Kumar"), not a sentence. */
export function isAbbreviationDot(text: string, dot: number): boolean {
  let i = dot - 1;
  while (i >= 0 && /[\p{L}.]/u.test(text[i]!)) i--;
  const word = text.slice(i + 1, dot).toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // Dotted initials before a capitalised word are a name ("D.R. Horton", "J.P. Morgan", "C.S. Setty"), not a sentence's end.
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word) && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(dot + 1, dot + 8))) return true;
  // A currency's short form, however misspelt ("about Ra. 3,600 crores"): a short capitalised word
  // in mid-sentence with an amount in crores, lakhs, millions or billions right after its period.
  if (/^\p{Lu}\p{Ll}{1,2}$/u.test(text.slice(i + 1, dot)) && /^\s+\d[\d,]*(?:\.\d+)?\s*(?:crores?|cr|lakhs?|million|billion|mn|bn)\b/i.test(text.slice(dot + 1, dot + 40)) && /\p{Ll}[,]?\s+$/u.test(text.slice(Math.max(0, i - 12), i + 1))) return true;
  // An initial is a single letter standing alone ("A. Kumar"), not the end of "R&D." or "Y-o-Y."
  return /^\p{L}$/u.test(word) && (i < 0 || /\s/.test(text[i]!));
}

/**
 * Offsets (exclusive ends) of sentences in text[from, to), for cutting chunks: after ".", "!" or
 * "?" (and closing quotes or brackets) followed by whitespace, unless the period is an
 * abbreviation's, or a lower-case word follows on the same line.
 */
export function sentenceEnds(text: string, from = 0, to = text.length): number[] {
  const ends: number[] = [];
  const re = /[.!?]["')\]’”]*(?=\s)/g;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to) {
    const end = m.index + m[0].length;
    if (end > to) break;
    if (text[m.index] === '.' && isAbbreviationDot(text, m.index)) continue;
    const gap = /^\s*/.exec(text.slice(end, end + 16))![0];
    const next = text[end + gap.length];
    // A lower-case continuation on the same line means the period was not a sentence end.
    if (next !== undefined && !gap.includes('\n') && !/[A-Z0-9"'“‘([•\-–]/.test(next)) continue;
    ends.push(end);
  }
  return ends;
}

/**
 * Trimmed sentences, in order; empty input gives []. Wrapped lines are joined; a blank line or a
 * speaker turn at a line start ("Name: ...") is always a boundary, so a sentence never spans two
 * speakers.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n|\n(?=[A-Z][\w.' -]{1,40}:\s)/);
  for (const block of blocks) {
    const flat = collapseSpaces(block);
    if (flat) splitFlat(flat, out);
  }
  return out;
}

function splitFlat(text: string, out: string[]): void {
  let start = 0;
  // Candidate boundary: terminal punctuation (+ closing quote/bracket), whitespace, then a capital,
  // digit, quote, bracket or currency sign.
  const re = /([.!?]+)(["')\]]*)\s+(?=["'([]?[\p{Lu}\p{N}₹$])/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[1]!.length + m[2]!.length;
    if (m[1] === '.' && isAbbreviationDot(text, m.index)) continue;
    const s = text.slice(start, end).trim();
    if (s) out.push(s);
    start = m.index + m[0].length;
  }
  const tail = text.slice(start).trim();
  if (tail) out.push(tail);
}
