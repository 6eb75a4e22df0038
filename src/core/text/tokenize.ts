/**
 * Word tokenisation shared by the offline embedder, the extractive refiner and the answerer.
 * Deliberately a small regular-expression tokeniser (not wink-nlp): it runs on every chunk and
 * every question, and only needs lower-cased word and number tokens in the form GloVe's
 * vocabulary uses (lower case, hyphenated compounds kept, numbers without thousands separators).
 */

/** Words (letters, digits, inner hyphens/apostrophes/dots), and the symbols %, $, ₹. */
const TOKEN_RE = /[\p{L}\p{N}]+(?:[-'.,][\p{L}\p{N}]+)*|[%$₹]/gu;

/** Currency spellings mapped to one token so that "Rs 5", "INR 5" and "₹5" embed alike. */
const CANONICAL: Record<string, string> = {
  '₹': 'rupees',
  rs: 'rupees',
  'rs.': 'rupees',
  inr: 'rupees',
  rupee: 'rupees',
  cr: 'crore',
  crores: 'crore',
  lakhs: 'lakh',
  lac: 'lakh',
  lacs: 'lakh',
  bps: 'basis',
  yoy: 'year-on-year',
  qoq: 'quarter-on-quarter',
};

/** A number token written with Indian or Western thousands separators → plain digits. */
export function stripThousands(token: string): string {
  return /^\d{1,3}(?:,\d{2,3})+(?:\.\d+)?$/.test(token) ? token.replace(/,/g, '') : token;
}

/**
 * Lower-cased tokens of `text`, with thousands separators removed from numbers, currency words
 * canonicalised and comma-joined words ("growth,margin") split.
 */
export function wordTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(TOKEN_RE)) {
    let tok = stripThousands(m[0]);
    if (tok.includes(',')) {
      for (const part of tok.split(',')) if (part) out.push(CANONICAL[part] ?? part);
      continue;
    }
    // A trailing dot belongs to the sentence, not the word ("crore." → "crore").
    if (tok.endsWith('.')) tok = tok.slice(0, -1);
    out.push(CANONICAL[tok] ?? tok);
  }
  return out;
}

/** True for tokens made only of digits and an optional decimal part. */
export function isNumberToken(token: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(token);
}

/** Common English function words, for term-overlap scoring (not for embeddings, which use SIF). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if of to in on at by for with from as into onto over under about than then ' +
    'is are was were be been being am do does did doing have has had having will would shall should ' +
    'can could may might must it its this that these those there here we our ours us you your i me my ' +
    'he she him her his they them their what which who whom whose when where why how all any both each ' +
    'few more most other some such no nor not only own same so too very just also up down out off again ' +
    'further once s t don now said says per vs'
  ).split(/\s+/),
);

/** Content tokens: `wordTokens` minus stop words and bare symbols. */
export function contentTokens(text: string): string[] {
  return wordTokens(text).filter((t) => !STOP_WORDS.has(t) && /[\p{L}\p{N}]/u.test(t));
}
