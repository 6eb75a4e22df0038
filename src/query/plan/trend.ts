/**
 * Does a question ask how a figure moved across periods ("how has its net interest margin trended
 * over 2021?", "what was its NIM in each quarter?", "the trajectory of its gross margin")? Such a
 * question is answered by the figure of every period the calls state, oldest first, not by one
 * value. A question asking why it moved ("what drove the trend in margins?"), or management's view
 * of its path, is an open one; one asking for a guidance (the plan's guidance words) is no trend. Pure.
 */
import { MONTH_NAME } from '../../core/text/months.js';
const TREND = /\b(?:trend(?:s|ed|ing)?|trajector(?:y|ies)|evolv(?:e|es|ed|ing)|evolution|over\s+time|(?:each|every)\s+(?:of\s+the\s+)?(?:last\s+\w+\s+)?quarters?|quarter\s+by\s+quarter|across\s+(?:the\s+)?(?:quarters|calls)|over\s+the\s+(?:last|past|previous)\s+(?:\w+\s+)?quarters|over\s+the\s+course\s+of)\b/i;

/**
 * Words that ask what moved a figure, what management thinks of its path, where it goes next or
 * what would change it ("how confident are you about the credit cost trajectory?", "the margin
 * trajectory going forward", "how would that change the growth trajectory?", "if the trends
 * stay", "how does it see deposit costs evolving from here?"): not the figures it moved through.
 */
const NOT_PAST = /\b(?:why|drove|drive[sn]?|driving|drivers?|caus(?:e|ed|es)|reasons?|explain(?:s|ed)?|behind|you|your|confident|confidence|think|view|sees?|going\s+forward|from\s+here|ahead|if|whether|would|will|should|could|stays?|remains?)\b/i;

/** A month named: how a figure moves within it ("prices trending in July") is no path across quarters. */
const MONTH = new RegExp(String.raw`\b${MONTH_NAME}\b(?!\s+quarter)`);

export function asksTrend(question: string): boolean {
  return TREND.test(question) && !NOT_PAST.test(question) && !MONTH.test(question);
}
