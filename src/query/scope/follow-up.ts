/**
 * A follow-up in a conversation ("And how about Airtel?", "What about Q4?") read as the question it
 * continues: the previous question with the companies (or the period) the follow-up names put in
 * place of the ones it named. Offline and by rule; a question that stands on its own is left as it
 * is. Pure given the directory.
 */
import type { CompanyDirectory } from './company-directory.js';
import { detectScope } from './detect.js';
import { escapeRegExp } from '../../core/text/regexp.js';

export interface FollowUp {
  /** The question to answer. */
  question: string;
  /** How a follow-up was read, for the user; null when the question stands on its own. */
  note: string | null;
}

/** Openings of a follow-up that only swaps what the question is about. */
const ELLIPTICAL = /^\s*(?:(?:and|so|ok(?:ay)?|now)\s*,?\s*)?(?:(?:what|how)\s+about|how\s+(?:was|is|did)\s+it\s+(?:for|at)|and\s+(?:for|at|in)?|same\s+(?:for|at)|(?:for|at))\s+(.+?)\s*\??\s*$/i;

/**
 * The question a conversation's last user turn asks: the last turn itself, or, when it is a
 * follow-up that names only a company or a period, the previous user question with those put in.
 */
export function followUpQuestion(turns: readonly string[], dir: CompanyDirectory, fiscalYearStartMonth: number | null): FollowUp {
  const last = turns[turns.length - 1] ?? '';
  const previous = [...turns.slice(0, -1)].reverse().find((t) => t.trim() !== '');
  const m = ELLIPTICAL.exec(last);
  if (!previous || !m) return { question: last, note: null };
  const subject = m[1]!.trim();
  const now = detectScope(subject, dir, { fiscalYearStartMonth });
  const before = detectScope(previous, dir, { fiscalYearStartMonth });
  let question = previous;
  if (now.companies.length > 0) {
    const named = now.companies.map((c) => c.matched).join(' and ');
    if (before.companies.length > 0) {
      // The previous question's own words for its companies give way to the follow-up's.
      const first = before.companies[0]!.matched;
      question = question.replace(first, named);
      for (const c of before.companies.slice(1)) question = question.replace(new RegExp(`\\s*(?:,|and|or|vs\\.?)?\\s*${escapeRegExp(c.matched)}(?:['’]s)?`), '');
    } else question = `${question.replace(/\s*\?\s*$/, '')} at ${named}?`;
  } else if (now.quarter !== null || now.year !== null) {
    question = `${question.replace(/\s*\?\s*$/, '')} in ${subject}?`;
  } else return { question: last, note: null };
  return { question, note: `follow-up read as "${question}"` };
}
