/**
 * The long form texts spell an abbreviation with, read from the texts themselves: the run of words
 * whose initials are its letters — "prior-year development" for PYD, "cost per available seat
 * mile" for CASM, "finance and insurance" for F&I — small words between them skipped ("per",
 * "and", "of"). A run recurring in several places is a term; a run seen once is chance. Pure.
 */
import { STOP_WORDS } from './stopwords.js';

/** Times a run must recur, in at least two of the texts, to be read as the abbreviation's long form. */
export const LONG_FORM_MIN_USES = 3;

/**
 * The long form `texts` use most for `abbreviation` (three letters or more, or two joined by "&"),
 * lower case; null when no run of words spells it often enough.
 */
export function longFormIn(abbreviation: string, texts: readonly string[]): string | null {
  const letters = abbreviation.replace(/s$/, '').toLowerCase();
  if (!/^[a-z&]+$/.test(letters) || letters.replace(/&/g, '').length < (letters.includes('&') ? 2 : 3)) return null;
  const uses = new Map<string, { n: number; texts: Set<number> }>();
  texts.forEach((text, t) => {
    // A run ends at punctuation: "costs. Prior years" spells nothing.
    for (const clause of text.toLowerCase().split(/[.,;:!?()"“”]+/)) {
      const words = clause.split(/[\s\u2013\u2014/-]+/).filter(Boolean);
      for (let i = 0; i < words.length; i++) {
        const end = spells(words, i, letters);
        if (end < 0) continue;
        const form = words.slice(i, end).join(' ');
        const u = uses.get(form) ?? { n: 0, texts: new Set<number>() };
        u.n++;
        u.texts.add(t);
        uses.set(form, u);
      }
    }
  });
  const best = [...uses].filter(([, u]) => u.n >= LONG_FORM_MIN_USES && u.texts.size >= 2).sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1))[0];
  return best?.[0] ?? null;
}

/** Where the run of words from `i` spelling `letters` ends (exclusive), or -1. */
function spells(words: readonly string[], i: number, letters: string): number {
  let j = i;
  for (const [k, letter] of [...letters].entries()) {
    const word = (w: string | undefined): boolean => w !== undefined && /^[a-z]+$/.test(w) && (letter === '&' ? w === 'and' : w[0] === letter && !STOP_WORDS.has(w));
    // "&" is "and" or "&" itself; a small word may stand between two letters' words.
    if (letter === '&' && words[j] === '&') {
      j++;
      continue;
    }
    if (k > 0 && !word(words[j]) && STOP_WORDS.has(words[j] ?? '') && word(words[j + 1])) j++;
    if (!word(words[j])) return -1;
    j++;
  }
  return j;
}

/**
 * The abbreviation `texts` write for a long form (its words' initials, three letters or more, in
 * capitals, a plural "s" allowed: "EAF" and "EAFs" for electric arc furnaces), when it recurs as a
 * long form must (LONG_FORM_MIN_USES times, in two texts or more); else null. `words`: the long
 * form's words without small words ("per", "of").
 */
export function abbreviationIn(words: readonly string[], texts: readonly string[]): string | null {
  const letters = words.map((w) => w[0] ?? '').join('').toUpperCase();
  if (!/^[A-Z]{3,}$/.test(letters)) return null;
  const written = new RegExp(`\\b${letters}s?\\b`, 'g');
  let n = 0;
  let inTexts = 0;
  for (const text of texts) {
    const m = text.match(written)?.length ?? 0;
    n += m;
    if (m > 0) inTexts++;
  }
  return n >= LONG_FORM_MIN_USES && inTexts >= 2 ? letters : null;
}
