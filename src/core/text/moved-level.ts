/**
 * A figure that moved "from" one level "to" another: "EBITDA margin improved from 14.8% to 15.4%",
 * "the restructured book reduced from 0.84% to 0.66%". The figure after "to" is the level reached
 * (the call's own figure, not a change, whatever basis words follow), and the two figures are no
 * range. Pure.
 */
import type { TextFigure } from './figures.js';

/** A movement said before "from" ("improved", "an improvement in", "came down", "going up", "brought"; not a bare "up from", which after a figure names the range it was: "14% to 16%, up from 10% to 14%"): the pair that follows is a level left and a level reached. */
const MOVED_FROM = /\b(?:improved|improvement|increased|expanded|rose|risen|grew|grown|declined|decreased|reduced|fell|fallen|dropped|moved|went|gone|came|come|jumped|climbed|contracted|compressed|shrank|shrunk|widened|narrowed|improving|increasing|expanding|rising|declining|decreasing|reducing|falling|dropping|moving|going|coming|brought|bringing|lowered|raised)\b[^;:]{0,60}?\bfrom\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$/i;
/** "anywhere from", "ranging from": what follows is a span, whatever moved before. */
const SPAN_FROM = /\b(?:anywhere|somewhere|ranging|ranges?|between)\s+from\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$/i;
/** "from 7% to 11% to a new range of 11% to 15%", "from $5.65 to $5.95, up to $6.05": a range left for another, not a level reached. */
const RANGE_AFTER = /^\s*,?\s*(?:up\s+|down\s+)?to\s+(?:(?:a|an|the|our)\s+)?(?:(?:new|revised|updated|raised|higher|lower)\s+)*(?:(?:range|guidance|outlook)\s+(?:of\s+)?)?(?:about|around|approximately|roughly)?\s*[$€£₹]?\s*\d/i;

/** Does the text right after a pair's second figure go on to another range ("… to a new range of 11% to 15%")? */
export function rangeFollows(after: string): boolean {
  return RANGE_AFTER.test(after.slice(0, 60));
}

/** The words between the level left and the level reached. */
const TO_LEVEL = /^\s*to\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$/i;

/** Does `text` right before a figure (up to its start) say it is the level a movement left ("improved from")? */
export function leftLevel(before: string): boolean {
  return MOVED_FROM.test(before.slice(-80)) && !SPAN_FROM.test(before.slice(-40));
}

/** Is `f` the level reached after the level `prev` left: "from 0.84% to 0.66%", the two figures in one unit? */
export function reachedLevel(sentence: string, prev: TextFigure | undefined, f: TextFigure): boolean {
  return prev !== undefined && prev.high === null && prev.unit === f.unit && TO_LEVEL.test(sentence.slice(prev.end, f.start)) && leftLevel(sentence.slice(0, prev.start));
}
