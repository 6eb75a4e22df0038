/** Token-level helpers shared by the extraction rules: phrase slicing, noun-phrase reading, names. */
import { PHRASE_STOP, PHRASE_STRIP } from '../../../core/text/lexicon.js';
import type { Mention, SentenceModel, Tok } from './sentence-model.js';

/** The original text of tokens [s, e). */
export function span(m: SentenceModel, s: number, e: number): string {
  if (e <= s) return '';
  return m.text.slice(m.toks[s]!.start, m.toks[e - 1]!.end);
}

const isPunct = (t: Tok): boolean => /^[^\p{L}\p{N}₹$£€&]+$/u.test(t.text);
/** Capitalised or containing a capital ("HCLSoftware", "Jio", "US", "4G" not). */
export const isCapitalised = (t: Tok): boolean => /^\p{Lu}/u.test(t.text);

/** The mention covering token i, if any. */
export function mentionAt(m: SentenceModel, i: number): Mention | undefined {
  return m.mentions.find((x) => x.start <= i && i < x.end);
}

/**
 * Noun phrases starting at token `from`: read until a stop word, punctuation (a comma only ends
 * the list when no "and" follows it), or a figure; split on "and"/","; leading determiners and
 * vague adjectives stripped. Returns the phrases' token spans and where reading stopped.
 */
export function readPhrases(
  m: SentenceModel,
  from: number,
  opts: { max?: number; allowFor?: boolean } = {},
): { phrases: Array<[number, number]>; end: number } {
  const phrases: Array<[number, number]> = [];
  let s = from;
  let i = from;
  const limit = Math.min(m.toks.length, from + (opts.max ?? 12));
  const close = (e: number): void => {
    let a = s;
    while (a < e && PHRASE_STRIP.has(m.toks[a]!.lower)) a++;
    // "gross advances growth of <figure>": a dangling function word is not part of the phrase
    while (e > a && /^(?:of|the|a|an|and|or|at|to|by)$/.test(m.toks[e - 1]!.lower)) e--;
    if (a < e && m.toks.slice(a, e).some((t) => /\p{L}/u.test(t.text))) phrases.push([a, e]);
  };
  for (; i < limit; i++) {
    const t = m.toks[i]!;
    const men = mentionAt(m, i);
    if (men && (men.kind === 'quantity' || men.kind === 'count' || men.kind === 'period')) break;
    if (t.lower === 'and' || (t.text === ',' && m.toks[i + 1]?.lower !== 'and' && looksLikeListItem(m, i + 1))) {
      close(i);
      s = i + 1;
      if (m.toks[s]?.lower === 'and') {
        s++;
        i++;
      }
      continue;
    }
    // "Canvas.ai, a generative AI platform": an apposition, not a second item
    if (t.text === ',' && /^(a|an)$/.test(m.toks[i + 1]?.lower ?? '')) break;
    if (t.lower === 'for' && opts.allowFor) continue;
    if (PHRASE_STOP.has(t.lower) || (isPunct(t) && t.text !== '-' && t.text !== '.')) break;
    // "launched our website this month": the time expression is not part of the object
    if (/^(?:this|last|next|every)$/.test(t.lower) && /^(?:month|quarter|year|week|time)s?$/.test(m.toks[i + 1]?.lower ?? '')) break;
    // "these payments and also due to ...": another cause starts; the caller reads it separately
    if (/^(?:also|due|driven|led|owing|because|helped|aided|supported)$/.test(t.lower) && i > s) {
      break;
    }
    if (t.text === '.' && i === m.toks.length - 1) break;
  }
  close(i);
  return { phrases, end: i };
}

/** After a comma, another list item follows when the next token is not a verb or a stop word. */
function looksLikeListItem(m: SentenceModel, i: number): boolean {
  const t = m.toks[i];
  return Boolean(t && !PHRASE_STOP.has(t.lower) && t.pos !== 'VERB' && t.pos !== 'AUX' && !isPunct(t));
}

/** A chain of capitalised tokens ending just before `end` (joined by & - . and "of"), or null. */
export function nameBefore(m: SentenceModel, end: number, max = 4): [number, number] | null {
  let s = end;
  while (s > 0 && end - s < max) {
    const t = m.toks[s - 1]!;
    const joiner = (t.text === '&' || t.text === '-' || t.lower === 'of') && s < end && s - 2 >= 0 && isCapitalised(m.toks[s - 2]!);
    if (isCapitalised(t) || joiner) s--;
    else break;
  }
  return s < end ? [s, end] : null;
}

/** A chain of capitalised tokens starting at `from` (joined by & - . and "of"), or null. */
export function nameAfter(m: SentenceModel, from: number, max = 4): [number, number] | null {
  let e = from;
  while (e < m.toks.length && e - from < max) {
    const t = m.toks[e]!;
    const joiner = (t.text === '&' || t.text === '-' || t.lower === 'of') && e > from && m.toks[e + 1] && isCapitalised(m.toks[e + 1]!);
    if ((isCapitalised(t) && !PHRASE_STRIP.has(t.lower)) || joiner) e++;
    else break;
  }
  return e > from ? [from, e] : null;
}
