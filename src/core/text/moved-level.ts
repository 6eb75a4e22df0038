/**
 * A figure that moved "from" one level "to" another: "EBITDA margin improved from 14.8% to 15.4%",
 * "the restructured book reduced from 0.84% to 0.66%". The figure after "to" is the level reached
 * (the call's own figure, not a change, whatever basis words follow), and the two figures are no
 * range. Pure.
 */
import type { TextFigure } from './figures.js';

/** A movement said done before "from" ("improved", "an improvement in", "came down"): the pair that follows is a level left and a level reached. */
const MOVED_FROM = /\b(?:improved|improvement|increased|expanded|rose|risen|grew|grown|declined|decreased|reduced|fell|fallen|dropped|moved|went|gone|came|come|jumped|climbed|contracted|compressed|shrank|shrunk|widened|narrowed)\b[^;:]{0,60}?\bfrom\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$/i;
/** The words between the level left and the level reached. */
const TO_LEVEL = /^\s*to\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$/i;

/** Does `text` right before a figure (up to its start) say it is the level a movement left ("improved from")? */
export function leftLevel(before: string): boolean {
  return MOVED_FROM.test(before.slice(-80));
}

/** Is `f` the level reached after the level `prev` left: "from 0.84% to 0.66%", the two figures in one unit? */
export function reachedLevel(sentence: string, prev: TextFigure | undefined, f: TextFigure): boolean {
  return prev !== undefined && prev.high === null && prev.unit === f.unit && TO_LEVEL.test(sentence.slice(prev.end, f.start)) && leftLevel(sentence.slice(0, prev.start));
}
