/**
 * A cohort measured by its month ("61st-month persistency", "13-month persistency"): the ordinal a
 * question names, and whether a sentence names the same one. Pure.
 */

/** An ordinal month right before a metric's name, or in the words it is named by ("61st-month persistency"). */
const COHORT_BEFORE = /\b(\d{1,2}(?:st|nd|rd|th))[\s-]+month\b(?=\D*$)/i;
/** An ordinal read as a cohort's month ("61st", "13th"). */
const COHORT = /^\d{1,2}(?:st|nd|rd|th)$/i;

/** The cohort's ordinal named in `text` (lower case), the last words before a metric's figure; null when none. */
export function cohortNamed(text: string): string | null {
  return COHORT_BEFORE.exec(text)?.[1]?.toLowerCase() ?? null;
}

/** Is `word` a cohort's ordinal ("61st")? */
export const isCohort = (word: string): boolean => COHORT.test(word);

/** Does `sentence` name the cohort ("13th") as an ordinal or as months ("13th and 61st month", "13-month persistency")? */
export function saysCohort(cohort: string, sentence: string): boolean {
  const n = /^\d+/.exec(cohort)![0];
  return new RegExp(`\\b${n}(?:st|nd|rd|th)\\b|\\b${n}[\\s-]*months?\\b`, 'i').test(sentence);
}
