/**
 * Word tokenisation, the one tokenizer: `wordTokens` for the offline embedder, the extractive
 * refiner and the answerer; `plainWords` for full-text search, evidence recall and the scorer.
 * Deliberately a small regular-expression tokeniser (not wink-nlp): it runs on every chunk and
 * every question, and only needs lower-cased word and number tokens in the form GloVe's
 * vocabulary uses (lower case, hyphenated compounds kept, numbers without thousands separators).
 */
import { own } from '../util/own.js';
import { STOP_WORDS } from './stopwords.js';

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
      for (const part of tok.split(',')) if (part) out.push(own(CANONICAL, part) ?? part);
      continue;
    }
    // A trailing dot belongs to the sentence, not the word ("crore." → "crore").
    if (tok.endsWith('.')) tok = tok.slice(0, -1);
    out.push(own(CANONICAL, tok) ?? tok);
  }
  return out;
}

/**
 * Lower-cased runs of letters and digits, split at everything else ("Rs. 1,234.5" → rs, 1, 234, 5):
 * the tokens SQLite FTS5's unicode61 tokenizer indexes, so search terms, evidence trigrams and
 * the scorer's words are what the full-text index holds.
 */
export function plainWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word as `wordSpans` reads it: letters, digits and `&` (global; for `matchAll`, which leaves it unchanged). */
export const WORD = /[\p{L}\p{N}&]+/gu;
/** What separates the runs of WORD (for `split`). */
export const NOT_WORD = /[^\p{L}\p{N}&]+/u;

/**
 * The words of `text` where they stand: lower-cased runs of letters, digits and "&" ("L&T"), split
 * at everything else ("bad-loan" → bad, loan), each with its character span, for matchers that
 * must point back at the words they matched.
 */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD)) out.push({ word: m[0].toLowerCase(), start: m.index!, end: m.index! + m[0].length });
  return out;
}

/** True for tokens made only of digits and an optional decimal part. */
export function isNumberToken(token: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(token);
}

/** Content tokens: `wordTokens` minus stop words and bare symbols. */
export function contentTokens(text: string): string[] {
  return wordTokens(text).filter((t) => !STOP_WORDS.has(t) && /[\p{L}\p{N}]/u.test(t));
}
