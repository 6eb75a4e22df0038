/**
 * A place is an owner of a figure only where the call reports it as one of its businesses ("our US
 * business", "the Europe segment"). Where it does not, a place that only locates the company's own
 * operations ("Capacity utilization at our Indian operations was 92%") leaves the figure the company's. The places, their forms and the words
 * are data: data/vocabulary/places.json.
 */
import type { Fact } from '../../core/fact.js';
import { loadPlaces, type Places } from '../../core/vocabulary/places.js';
import { partWords } from '../../core/vocabulary/segment-kinds.js';
import { escapeRegExp } from '../../core/text/regexp.js';

const either = (xs: readonly string[]): string => xs.map(escapeRegExp).join('|');
/** A word in any case, the place's forms as written. */
const anyCase = (xs: readonly string[]): string => xs.map((w) => [...w].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegExp(c))).join('')).join('|');

/** Does the document call the place one of its businesses: one of its forms right before "business", "segment", "division", "vertical" or "region" (data/vocabulary/segments.json `parts`, use `reported`)? */
export function reportsPlace(text: string, forms: readonly string[]): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}.])(?:${either(forms)})\\s+(?:${partWords('reported')})(?![\\p{L}])`, 'u').test(text);
}

/** "our" and one of a place's forms before a word of the company's own operations, built once per place and words. */
const ownPatterns = new Map<string, RegExp>();
function ownPattern(forms: readonly string[], own: readonly string[]): RegExp {
  const key = `${forms.join('|')}\u0000${own.join('|')}`;
  let re = ownPatterns.get(key);
  if (!re) ownPatterns.set(key, (re = new RegExp(`(?<![\\p{L}])(?:${anyCase(['our'])})\\s+(?:${either(forms)})\\s+(?:${anyCase(own)})(?![\\p{L}])`, 'u')));
  return re;
}

/** Does the sentence write the place only as where the company's own figure was made: "our Indian operations"? */
export function locatesOwn(sentence: string, forms: readonly string[], places: Pick<Places, 'own'>): boolean {
  return places.own.length > 0 && ownPattern(forms, places.own).test(sentence);
}

/** The facts with a place that only locates the company's own figure, in a document that reports no business of that place, given back to the company. */
export function withPlacesLocatingOwn(facts: Fact[], text: string, places: Places = loadPlaces()): Fact[] {
  const reported = new Map<string, boolean>();
  return facts.map((f) => {
    const forms = f.segment ? places.formsOf.get(f.segment) : undefined;
    if (!forms) return f;
    let reports = reported.get(f.segment!);
    if (reports === undefined) reported.set(f.segment!, (reports = reportsPlace(text, forms)));
    return !reports && locatesOwn(f.sentence, forms, places) ? { ...f, segment: null } : f;
  });
}
