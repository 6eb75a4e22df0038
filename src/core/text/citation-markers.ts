/**
 * Citation markers an answer carries ("[1]", "[2, 3]", "[1; 4]"): the one pattern every reader of
 * an answer's text uses to find them or to read the answer without them (a marker's number is not
 * one of the answer's figures).
 */

/** A marker; its group 1 is the list of passage numbers. Global: use with matchAll or replace. */
export const CITATION_MARKER = /\[(\d+(?:\s*[,;]\s*\d+)*)\]/g;

/** The text without its markers (and the space before each). */
export function withoutCitationMarkers(text: string): string {
  return text.replace(/\s*\[\d+(?:\s*[,;]\s*\d+)*\]/g, '');
}
