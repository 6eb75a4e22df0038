/**
 * Sentence boundaries for chunking: positions just after a sentence ends. Abbreviations common in
 * transcripts (Mr., Dr., Rs., No., Ltd., initials like "K.") and decimals ("12.6%") do not end a
 * sentence. Pure and fast; good enough to avoid cutting chunks mid-sentence.
 */

const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'rs', 'no', 'nos', 'vs', 'co', 'ltd', 'inc', 'corp',
  'pvt', 'bros', 'approx', 'etc', 'e.g', 'i.e', 'viz', 'fig', 'mn', 'bn', 'cr',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'hon', 'ph', 'u.s',
]);

/**
 * Offsets (exclusive ends) of sentences in text[from, to): after ".", "!" or "?" (and closing quotes
 * or brackets) followed by whitespace and an upper-case letter, digit, quote or line start; and at
 * every line that ends with terminal punctuation.
 */
export function sentenceEnds(text: string, from = 0, to = text.length): number[] {
  const ends: number[] = [];
  const re = /[.!?]["')\]’”]*(?=\s)/g;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to) {
    const end = m.index + m[0].length;
    if (end > to) break;
    if (text[m.index] === '.' && !endsSentence(text, m.index)) continue;
    const gap = /^\s*/.exec(text.slice(end, end + 16))![0];
    const next = text[end + gap.length];
    // A lower-case continuation on the same line means the period was not a sentence end.
    if (next !== undefined && !gap.includes('\n') && !/[A-Z0-9"'“‘(\[•\-–]/.test(next)) continue;
    ends.push(end);
  }
  return ends;
}

/** False when the period at `dot` belongs to an abbreviation or an initial. */
function endsSentence(text: string, dot: number): boolean {
  let i = dot - 1;
  while (i >= 0 && /[A-Za-z.\-]/.test(text[i]!)) i--;
  const word = text.slice(i + 1, dot);
  if (word.length === 0) return true;
  if (/^[A-Z]$/.test(word)) return false; // an initial: "K. Krithivasan"
  return !ABBREVIATIONS.has(word.toLowerCase());
}

/** The last boundary in (lo, hi]: a sentence end if any, else a line break, else a space; or -1. */
export function lastBreak(text: string, lo: number, hi: number): number {
  const ends = sentenceEnds(text, lo, hi);
  if (ends.length > 0) return ends[ends.length - 1]!;
  const nl = text.lastIndexOf('\n', hi - 1);
  if (nl > lo) return nl;
  const sp = text.lastIndexOf(' ', hi - 1);
  return sp > lo ? sp : -1;
}
