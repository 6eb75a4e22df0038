/**
 * Abbreviations a call defines for a name ("Bajaj Finance Limited (BFL)"), and which of the
 * company's own initials it gives another business that way. Pure.
 */
import { corporateSuffixAt } from './company-name.js';
import { keyWords } from './segment.js';

/** "Bajaj Finance Limited (BFL)": a capitalised name and the abbreviation the document gives it. */
export const DEFINED_ABBREVIATION = /(?<![\p{L}])(\p{Lu}[\p{L}&.-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}&.-]*){1,5})\s+\((\p{Lu}[\p{Lu}&]{1,7})\)/gu;
/** The brackets such an abbreviation stands in, with the space before them: where a match of DEFINED_ABBREVIATION can end. */
const ABBREVIATION_BRACKETS = /\s\(\p{Lu}[\p{Lu}&]{1,7}\)/gu;
/** A character a match of DEFINED_ABBREVIATION can hold before its brackets. */
const NAME_CHAR = /^[\p{L}&.\-\s]$/u;

/**
 * The matches of DEFINED_ABBREVIATION in `text`, as `matchAll` finds them, but tried only in the run
 * of name characters before each pair of brackets (a match holds nothing else before them), instead
 * of at every capital of the document.
 */
export function* definedAbbreviations(text: string): Generator<RegExpExecArray> {
  let from = 0;
  for (const b of text.matchAll(ABBREVIATION_BRACKETS)) {
    const end = b.index + b[0].length;
    let start = b.index;
    while (start > from) {
      const code = text.codePointAt(start - 2);
      const astral = start >= 2 && code !== undefined && code > 0xffff;
      const before = astral ? text.slice(start - 2, start) : text[start - 1]!;
      if (!NAME_CHAR.test(before)) break;
      start -= before.length;
    }
    DEFINED_ABBREVIATION.lastIndex = 0;
    const m = DEFINED_ABBREVIATION.exec(text.slice(start, end));
    if (m) {
      from = end;
      yield m;
    }
  }
}

/**
 * The company's own initials that the document defines as another name's (lower case): "Bajaj
 * Finance Limited (BFL)" in Bajaj Finserv's call makes BFL the subsidiary's. Only abbreviations
 * made of that name's initials.
 */
export function othersAbbreviations(text: string, selfWords: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const m of definedAbbreviations(text)) {
    const abbr = m[2]!.replace(/&/g, '');
    const parts = m[1]!.split(/\s+/);
    // The name is the run of words just before the brackets whose initials the abbreviation is ("BFS. Bajaj Finance Limited (BFL)").
    for (let k = 1; k <= parts.length; k++) {
      const name = parts.slice(-k);
      if (name.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('') !== abbr) continue;
      const key = keyWords(name.join(' '));
      if (selfWords.has(abbr.toLowerCase()) && key.length > 0 && !key.every((w) => selfWords.has(w))) out.add(abbr.toLowerCase());
      break;
    }
  }
  return out;
}

/**
 * The names a document gives as companies of their own (lower case): an abbreviation it defines for
 * a name closing on a legal form ("Bajaj Finance Limited (BFL)" gives "bfl"), and such a name
 * without its form ("bajaj finance"). A passage about one of them calls it "the company". Pure.
 */
export function companyAbbreviations(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of definedAbbreviations(text)) {
    // A name closing on a company's legal form or word: "Bajaj Finance Limited", "Bajaj Allianz General Insurance Company".
    const form = corporateSuffixAt(m[1]!);
    if (form < 0) continue;
    out.add(m[2]!.toLowerCase());
    // The name's own words, after any sentence the run of capitals crossed ("BFS. Bajaj Finance Limited").
    out.add(m[1]!.slice(0, form).replace(/^.*\.\s+/, '').toLowerCase());
  }
  return out;
}
