/**
 * Phrases that frame what a question asks and are no words of it, of two kinds: `telling`, a verb of
 * telling with its particle ("called out tariffs", "pointed to a small orderbook") and being at work
 * somewhere ("are active in the Bakken": the place is what is asked); `comparison`, a verb whose "up"
 * frames a comparison ("how do they stack up", "how does it measure up": no rise is asked). Pure.
 */

/** Verbs whose "up" frames a comparison ("stack up", "measure up", "hold up"), as a pattern's source: also among a comparison's words and connectors. */
export const FRAMING_UP = String.raw`(?:stack(?:s|ed|ing)?|measur(?:e|es|ed|ing)|match(?:es|ed|ing)?|hold(?:s|ing)?|held|shap(?:e|es|ed|ing))\s+up`;

const PHRASES = {
  telling: String.raw`call(?:s|ed|ing)?\s+out|point(?:s|ed|ing)?\s+to|(?:is|are|was|were|be|been|being)\s+active(?=\s+in\b)`,
  comparison: FRAMING_UP,
} as const;

export type Framing = keyof typeof PHRASES;

const patterns = new Map<string, RegExp>();

/**
 * `text` without its framing phrases of the kinds `framing` (both by default), each a gap: "how do A and B stack up on
 * debt" asks for no change; "which banks called out tariffs" asks about tariffs.
 */
export function withoutFraming(text: string, framing: readonly Framing[] = ['telling', 'comparison']): string {
  if (framing.length === 0) return text;
  const key = framing.join(' ');
  let re = patterns.get(key);
  if (!re) patterns.set(key, (re = new RegExp(String.raw`\b(?:${framing.map((k) => PHRASES[k]).join('|')})\b`, 'gi')));
  return text.replace(re, ' ');
}
