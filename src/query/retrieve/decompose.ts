/**
 * Rule-based question decomposition for kgar with the offline provider: split a compound question
 * into at most `max` sub-queries at question marks, "and how/what/why/...", semicolons and
 * comparisons ("compare A and B", "A versus B"), keeping each sub-query anchored to the entities
 * of the question (a fragment without its own entity borrows the question's first one).
 */
import { contentWords } from './relevance.js';

const WH = '(?:how|what|why|when|where|which|who|whether|is|are|do|does|did|can|could|will|would)';
const JOINERS = new RegExp(`\\s*(?:;|\\?|\\b(?:and|also|plus|secondly|second|then)\\s+(?=${WH}\\b))\\s*`, 'gi');
const COMPARE = /\b(?:compare|comparison of|difference between)\s+(.+?)\s+(?:and|with|to|versus|vs\.?)\s+(.+?)(?:\s+(?:in|on|for|by|regarding)\s+(.+?))?[?.]?$/i;
const VERSUS = /^(.+?)\s+(?:versus|vs\.?)\s+(.+?)[?.]?$/i;

/** Capitalised word runs and tickers/acronyms: the question's entity mentions, in order. */
export function entityMentions(text: string): string[] {
  const runs = text.match(/\b(?:[A-Z][\w&.'-]*)(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&.'-]*)*/g) ?? [];
  const skip = /^(?:How|What|Why|When|Where|Which|Who|Is|Are|Do|Does|Did|Can|Could|Will|Would|And|The|In|On|For|Please|Also|Sir|I|Q[1-4]|FY\d+)$/;
  // "Aravali's EBITDA" is two mentions: the possessive ends the first.
  return runs
    .flatMap((r) => r.split(/['’]s\b/))
    .map((r) => r.trim())
    .filter((r) => r !== '' && !skip.test(r));
}

function tidy(s: string): string {
  return s.replace(/^[\s,.;:-]+|[\s,;:-]+$/g, '').replace(/\s+/g, ' ');
}

/** Up to `max` sub-queries (the question itself when it does not decompose). */
export function decompose(question: string, max = 3): string[] {
  const q = tidy(question);
  if (max <= 1 || q === '') return q === '' ? [] : [q];
  const cmp = COMPARE.exec(q) ?? VERSUS.exec(q);
  if (cmp) {
    const aspect = cmp[3] ? ` ${cmp[3]}` : '';
    const parts = [cmp[1]!, cmp[2]!].map((p) => tidy(`${p}${aspect}`));
    if (parts.every((p) => contentWords(p).length > 0)) return parts.slice(0, max);
  }
  const pieces = q.split(JOINERS).map(tidy).filter((p) => p.length > 0);
  const merged: string[] = [];
  for (const p of pieces) {
    // Too little to search on alone: keep it with the previous fragment.
    if (merged.length > 0 && contentWords(p).length < 2) merged[merged.length - 1] += ` ${p}`;
    else merged.push(p);
  }
  if (merged.length <= 1) return [q];
  const anchor = entityMentions(q)[0];
  const anchored = merged.map((p) => (anchor && entityMentions(p).length === 0 && !p.includes(anchor) ? `${p} (${anchor})` : p));
  if (anchored.length <= max) return anchored;
  // More fragments than allowed: fold the tail into the last allowed sub-query.
  return [...anchored.slice(0, max - 1), anchored.slice(max - 1).join('; ')];
}
