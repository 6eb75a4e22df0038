/**
 * Sentence splitting for transcript text. Transcripts break lines mid-sentence (PDF layout) and are
 * full of abbreviations ("Rs.", "Mr.", "approx.", "No.") and decimals ("12.5%"), so a plain split on
 * "." is wrong; this splitter joins wrapped lines, protects known abbreviations and decimals, and
 * also breaks at speaker turns ("Name: ...") so a sentence never spans two speakers.
 */

const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'rs', 'no', 'nos', 'vs', 'approx', 'inc', 'ltd', 'co', 'corp',
  'pvt', 'st', 'jr', 'sr', 'etc', 'e.g', 'i.e', 'fig', 'vol', 'mn', 'bn', 'cr', 'sq', 'ft', 'est',
]);

/** Split text into trimmed sentences, in order; empty input gives []. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  // A blank line or a speaker turn at a line start is always a boundary; other newlines are wraps.
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n|\n(?=[A-Z][\w.' -]{1,40}:\s)/);
  for (const block of blocks) {
    const flat = block.replace(/\s*\n\s*/g, ' ').replace(/\s+/g, ' ').trim();
    if (flat) splitFlat(flat, out);
  }
  return out;
}

function splitFlat(text: string, out: string[]): void {
  let start = 0;
  // Candidate boundary: terminal punctuation (+ closing quote/bracket), whitespace, then a capital,
  // digit, quote, bracket or currency sign.
  const re = /([.!?]+)(["')\]]*)\s+(?=["'(\[]?[\p{Lu}\p{N}₹$])/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[1].length + m[2].length;
    if (m[1] === '.' && isAbbreviation(text, m.index)) continue;
    const s = text.slice(start, end).trim();
    if (s) out.push(s);
    start = m.index + m[0].length;
  }
  const tail = text.slice(start).trim();
  if (tail) out.push(tail);
}

/** Whether the dot at `dot` ends an abbreviation or a single initial ("A. Kumar"). */
function isAbbreviation(text: string, dot: number): boolean {
  let i = dot - 1;
  while (i >= 0 && /[\p{L}.]/u.test(text[i]!)) i--;
  const word = text.slice(i + 1, dot).toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // An initial is a single letter standing alone ("A. Kumar"), not the end of "R&D."
  return /^\p{L}$/u.test(word) && (i < 0 || /\s/.test(text[i]!));
}
