/**
 * A figure that moved "from" one level "to" another: "EBITDA margin improved from 14.8% to 15.4%",
 * "the restructured book reduced from 0.84% to 0.66%". The figure after "to" is the level reached
 * (the call's own figure, not a change, whatever basis words follow), and the two figures are no
 * range. So are an amount moved and the level it reached: "operating expenses rose $7.8 million to
 * $24.8 million", "net debt decreased sequentially by $588 million to $12.5 billion". Pure.
 */
import type { TextFigure } from './figures.js';
import { MONTH_NAME } from './months.js';

/** Verbs of a movement done: "increased", "rose", "fell". */
const DONE_MOVES = String.raw`improved|increased|expanded|rose|risen|grew|grown|declined|decreased|reduced|fell|fallen|dropped|jumped|climbed|contracted`;
/** A movement said before "from" ("improved", "an improvement in", "came down", "going up", "brought"; not a bare "up from", which after a figure names the range it was: "14% to 16%, up from 10% to 14%"): the pair that follows is a level left and a level reached. */
const MOVED_FROM = new RegExp(String.raw`\b(?:${DONE_MOVES}|improvement|moved|went|gone|came|come|compressed|shrank|shrunk|widened|narrowed|improving|increasing|expanding|rising|declining|decreasing|reducing|falling|dropping|moving|going|coming|brought|bringing|lowered|raised)\b[^;:]{0,60}?\bfrom\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$`, 'i');
/** "anywhere from", "ranging from": what follows is a span, whatever moved before. */
const SPAN_FROM = /\b(?:anywhere|somewhere|ranging|ranges?|between)\s+from\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$/i;
/** "from 7% to 11% to a new range of 11% to 15%", "from $5.65 to $5.95, up to $6.05": a range left for another, not a level reached. */
const RANGE_AFTER = /^\s*,?\s*(?:up\s+|down\s+)?to\s+(?:(?:a|an|the|our)\s+)?(?:(?:new|revised|updated|raised|higher|lower)\s+)*(?:(?:range|guidance|outlook)\s+(?:of\s+)?)?(?:about|around|approximately|roughly)?\s*[$€£₹]?\s*\d/i;

/** Does the text right after a pair's second figure go on to another range ("… to a new range of 11% to 15%")? */
export function rangeFollows(after: string): boolean {
  return RANGE_AFTER.test(after.slice(0, 60));
}

/** The words between the level left and the level reached, the year-ago time of the level left said between them ("from $3.35 billion in June last year to $3.19 billion"). */
const TO_LEVEL = new RegExp(String.raw`^\s*(?:(?:(?:in|at)\s+(?:the\s+)?(?:(?:${MONTH_NAME}|q[1-4])|(?:same\s+)?(?:quarter|period))\s+last\s+year|last\s+year|a\s+year\s+(?:ago|back))\s*,?\s+)?to\s+(?:(?:about|around|nearly|approximately|roughly)\s+)?$`, 'i');

/** Does `text` right before a figure (up to its start) say it is the level a movement left ("improved from")? */
export function leftLevel(before: string): boolean {
  return MOVED_FROM.test(before.slice(-80)) && !SPAN_FROM.test(before.slice(-40));
}

/** Is `f` the level reached after the level `prev` left: "from 0.84% to 0.66%", the two figures in one unit? */
export function reachedLevel(sentence: string, prev: TextFigure | undefined, f: TextFigure): boolean {
  return prev !== undefined && prev.high === null && prev.unit === f.unit && TO_LEVEL.test(sentence.slice(prev.end, f.start)) && leftLevel(sentence.slice(0, prev.start));
}

/**
 * A movement done, then "by" an amount (after an optional "12% or"): "rose", "increased the quarterly
 * dividend by", "grew 27% or", "were up", "reduced our net debt in U.S. dollars by" (the dots of an abbreviation no sentence end). Not a bare "up" ("a range of up $50 million to $75 million", "we expect
 * margins of 21%, up 150 basis points to 200 basis points") nor a movement still to come ("to be reduced by").
 */
const MOVED_BY = new RegExp(String.raw`(?:(?<!\bbe\s)\b(?:${DONE_MOVES}|(?:went|gone|was|were|came|come)\s+(?:up|down))\b(?:(?:[^.;:\d$€£₹]|(?<=(?:^|[\s.])[a-z])\.){0,40}?\bby)?)\s+(?:(?:about|around|nearly|approximately|roughly|almost)\s+)?(?:\d[\d.,]*\s?%\s+or\s+)?$`, 'i');
/** A number with a scale word: "2.7 billion", "6,000 crore". */
export const SCALED = /\d\s?(?:thousand|k|lakhs?|lacs?|million|mn|billion|bn|trillion|tn|crores?|cr)\b/i;
/** An amount that states its own unit: a currency ("$7.8 million", "Rs 475 crore") or basis points ("46 basis points"). */
const OWN_UNIT = /[$€£₹]|\b(?:rs\.?|inr|usd|us\$)|\b(?:basis\s+points?|bps?)\b/i;

/**
 * Are `prev` and `f`, joined by "to", the amount a figure moved by and the level it reached ("rose
 * $7.8 million to $24.8 million", "down 46 basis points to 48 basis points"), not a range? Only
 * amounts and basis points that each state their unit: "up 16% to 18%" and "down 60 to 90 basis
 * points" stay ranges. `before` is the text up to `prev`'s start.
 */
export function movedBy(before: string, prev: TextFigure, f: TextFigure): boolean {
  // "$17.7 to $52.1 million": the low end borrows the high end's scale, a range's way of writing.
  const ownScale = !SCALED.test(f.text) || SCALED.test(prev.text);
  return prev.unit === f.unit && (f.unit === 'money' || f.unit === 'bp') && OWN_UNIT.test(prev.text) && OWN_UNIT.test(f.text) && ownScale && MOVED_BY.test(before.slice(-80));
}
